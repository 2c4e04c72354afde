import { writeToOutbox } from './outbox.ts';

export interface SmsSender {
  readonly kind: 'gateway' | 'outbox';
  /** `key` names one message across retries, for a gateway that drops a repeat (`Idempotency-Key`). */
  send(message: { to: string; text: string; key?: string }): Promise<void>;
}

/**
 * An HTTP SMS gateway receives `{to, message}` as JSON (Bangladeshi gateways take this shape behind
 * a URL carrying the account key); without one, texts go to the local outbox.
 */
export function createSmsSender(options: { gatewayUrl: string | undefined; dataDir: string; log: (message: string) => void }): SmsSender {
  const { gatewayUrl } = options;
  if (gatewayUrl) {
    return {
      kind: 'gateway',
      async send(message) {
        const response = await fetch(gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(message.key ? { 'idempotency-key': message.key } : {}) },
          body: JSON.stringify({ to: message.to, message: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  return {
    kind: 'outbox',
    async send({ to, text }) {
      await writeToOutbox(options.dataDir, { channel: 'sms', to, text }, options.log);
    },
  };
}
