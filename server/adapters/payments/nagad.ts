import { constants, privateDecrypt, publicEncrypt, randomBytes, sign, verify } from 'node:crypto';
import { z } from 'zod';
import { dhakaStamp } from '#domain/dates.ts';
import { type GatewayValidation, PaymentGatewayRefused, PaymentGatewayUnavailable, type PaymentSessionRequest } from './types.ts';

export interface NagadSettings {
  merchantId: string;
  /** The merchant wallet number, sent as `accountNumber` when a payment is initialized. */
  merchantNumber?: string | undefined;
  /** PEM: the merchant's own private key, whose public half is uploaded to Nagad's merchant panel. */
  merchantPrivateKey: string;
  /** PEM: Nagad's payment gateway public key, from the same panel. */
  nagadPublicKey: string;
  sandbox: boolean;
  /** Replaces the sandbox or live API root, up to and including `/api/dfs` (tests use a loopback stand-in). */
  apiUrl?: string | undefined;
  /** The shop server's public IPv4, sent as X-KM-IP-V4: Nagad answers only addresses it has whitelisted. */
  serverIp?: string | undefined;
  timeoutMs?: number;
  now?: () => Date;
}

const SANDBOX_ROOT = 'http://sandbox.mynagad.com:10080/remote-payment-gateway-1.0/api/dfs';
const LIVE_ROOT = 'https://api.mynagad.com/api/dfs';

/** ISO 4217 numeric code of the taka, the only currency Nagad's checkout takes. */
const TAKA = '050';

/** Nagad's error body, sent with a 4xx for a request it will not take (bad signature, duplicate order id, …). */
const errorAnswer = z.object({ reason: z.string().nullish(), message: z.string().nullish() }).loose();

const sealedAnswer = z.object({ sensitiveData: z.string().min(1), signature: z.string().min(1) });

const initializeSecret = z.object({ paymentReferenceId: z.string().min(1), challenge: z.string().min(1), acceptDateTime: z.string().nullish() }).loose();

const completeAnswer = z.object({ status: z.string(), callBackUrl: z.string().nullish() }).loose();

const text = z.union([z.string(), z.number()]).transform(String).nullish();

const verifyAnswer = z
  .object({
    merchantId: text,
    orderId: text,
    paymentRefId: text,
    amount: text,
    issuerPaymentRefNo: text,
    status: z.string(),
    statusCode: text,
    currencyCode: text,
  })
  .loose();

/** Verify statuses that may still end in Success: the shopper has not finished on Nagad's page yet. */
const UNFINISHED = new Set(['OrderInitiated', 'Ready', 'InProgress', 'TransactionInProgress', 'OtpSent', 'OtpVerified', 'PinGiven']);

/** What the shopper's browser brings back to `merchantCallbackURL`; unsigned, so only a hint of which payment to verify. */
export interface NagadCallback {
  paymentRefId: string;
  orderId: string | null;
  status: string | null;
  statusCode: string | null;
  message: string | null;
}

export function readNagadCallback(query: Record<string, string | undefined>): NagadCallback | null {
  const paymentRefId = query.payment_ref_id?.trim();
  if (!paymentRefId) return null;
  return {
    paymentRefId,
    orderId: query.order_id ?? null,
    status: query.status ?? null,
    statusCode: query.status_code ?? null,
    message: query.message ?? null,
  };
}

function decimal(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Nagad's hosted checkout (its merchant API, v-0.2.0): initialize and complete are RSA-sealed both
 * ways (PKCS#1 v1.5 to the other side's public key, SHA256withRSA signature over the plain JSON);
 * the shopper pays on Nagad's page and comes back with a payment_ref_id, which is believed only once
 * Nagad's verify API, asked server to server, says Success for this merchant, order and amount.
 */
export function createNagadGateway(settings: NagadSettings) {
  const root = (settings.apiUrl ?? (settings.sandbox ? SANDBOX_ROOT : LIVE_ROOT)).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const now = settings.now ?? (() => new Date());
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'X-KM-Api-Version': 'v-0.2.0',
    'X-KM-IP-V4': settings.serverIp ?? '127.0.0.1',
    'X-KM-Client-Type': 'PC_WEB',
    'X-KM-MC-Id': settings.merchantId,
  };

  /** Sealed to Nagad and signed by the merchant, as every request body's `sensitiveData` is. */
  function seal(secret: Record<string, string>): { sensitiveData: string; signature: string } {
    const plain = Buffer.from(JSON.stringify(secret), 'utf8');
    return {
      sensitiveData: publicEncrypt({ key: settings.nagadPublicKey, padding: constants.RSA_PKCS1_PADDING }, plain).toString('base64'),
      signature: sign('sha256', plain, settings.merchantPrivateKey).toString('base64'),
    };
  }

  /** Opens a sealed answer; anything not signed by Nagad's key is refused, whatever it says. */
  function open(raw: unknown): unknown {
    const sealed = sealedAnswer.safeParse(raw);
    if (!sealed.success) throw new PaymentGatewayUnavailable('Nagad sent an unexpected sealed answer');
    let plain: Buffer;
    try {
      plain = privateDecrypt({ key: settings.merchantPrivateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(sealed.data.sensitiveData, 'base64'));
    } catch (error) {
      throw new PaymentGatewayRefused('Nagad answered with data not sealed to this merchant', { cause: error });
    }
    if (!verify('sha256', plain, settings.nagadPublicKey, Buffer.from(sealed.data.signature, 'base64'))) {
      throw new PaymentGatewayRefused("Nagad's answer does not carry Nagad's signature");
    }
    try {
      return JSON.parse(plain.toString('utf8'));
    } catch (error) {
      throw new PaymentGatewayRefused('Nagad sealed something other than JSON', { cause: error });
    }
  }

  /** A transport fault or a 5xx is Unavailable; a 4xx carrying Nagad's error body is its refusal. */
  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      throw new PaymentGatewayUnavailable('Nagad could not be reached', { cause: error });
    }
    if (response.status >= 500 || body === undefined) throw new PaymentGatewayUnavailable(`Nagad answered ${response.status}`);
    if (!response.ok) {
      const refusal = errorAnswer.safeParse(body);
      const why = refusal.success ? (refusal.data.message ?? refusal.data.reason) : null;
      throw new PaymentGatewayRefused(`Nagad refused the request: ${why ?? response.status}`);
    }
    return body;
  }

  return {
    name: 'nagad' as const,

    /**
     * Initialize, then complete: Nagad answers the completed order with the page the shopper pays on.
     * Our tranId is Nagad's orderId (it refuses an orderId it has seen), and the single callback URL
     * Nagad offers is `callbacks.success`; the status it brings back there decides nothing by itself.
     * Answers Nagad's paymentReferenceId too: the callback and verify name the payment by it.
     */
    async startSession(request: PaymentSessionRequest): Promise<{ redirectUrl: string; gatewayPaymentId: string }> {
      const orderId = request.tranId;
      const stamp = dhakaStamp(now());
      const opened = initializeSecret.safeParse(
        open(
          await call(`${root}/check-out/initialize/${encodeURIComponent(settings.merchantId)}/${encodeURIComponent(orderId)}`, {
            method: 'POST',
            body: JSON.stringify({
              ...(settings.merchantNumber ? { accountNumber: settings.merchantNumber } : {}),
              dateTime: stamp,
              ...seal({ merchantId: settings.merchantId, datetime: stamp, orderId, challenge: randomBytes(20).toString('hex') }),
            }),
          }),
        ),
      );
      if (!opened.success) throw new PaymentGatewayRefused('Nagad sealed an unexpected initialize answer');
      const { paymentReferenceId, challenge } = opened.data;

      const completed = completeAnswer.safeParse(
        await call(`${root}/check-out/complete/${encodeURIComponent(paymentReferenceId)}`, {
          method: 'POST',
          body: JSON.stringify({
            // Nagad's challenge goes back in the order, which proves this order answers that initialize.
            ...seal({ merchantId: settings.merchantId, orderId, currencyCode: TAKA, amount: request.amount.toFixed(2), challenge }),
            merchantCallbackURL: request.callbacks.success,
            additionalMerchantInfo: { orderNumber: request.orderNumber, productName: request.productName.slice(0, 100), productCount: request.itemCount },
          }),
        }),
      );
      if (!completed.success) throw new PaymentGatewayUnavailable('Nagad sent an unexpected complete answer');
      const url = completed.data.callBackUrl;
      if (completed.data.status !== 'Success' || !url || !/^https?:\/\//.test(url)) {
        throw new PaymentGatewayRefused(`Nagad refused the order: ${completed.data.status}`);
      }
      return { redirectUrl: url, gatewayPaymentId: paymentReferenceId };
    },

    /**
     * Asks Nagad what became of a payment. Valid only when Nagad says Success for this merchant, our
     * order id and exactly the amount we asked, in taka; `pending` says Nagad may still finish it,
     * so the caller asks again rather than calling it failed.
     */
    async verify(paymentRefId: string, expected: { tranId: string; amount: number }): Promise<GatewayValidation & { status: string; pending: boolean }> {
      const raw = await call(`${root}/verify/payment/${encodeURIComponent(paymentRefId)}`, { method: 'GET' });
      const answer = verifyAnswer.safeParse(raw);
      if (!answer.success) throw new PaymentGatewayUnavailable('Nagad sent an unexpected verify answer');
      const data = answer.data;
      const amount = decimal(data.amount);
      // The verify answer names no currency; an order Nagad took is in taka, as complete said (050).
      const currency = !data.currencyCode || data.currencyCode === TAKA ? 'BDT' : data.currencyCode;
      const valid =
        data.status === 'Success' &&
        data.merchantId === settings.merchantId &&
        data.orderId === expected.tranId &&
        amount === expected.amount &&
        currency === 'BDT';
      return {
        valid,
        status: data.status,
        pending: UNFINISHED.has(data.status),
        tranId: data.orderId ?? null,
        amount,
        currencyAmount: null,
        currency,
        currencyType: null,
        valId: data.paymentRefId ?? paymentRefId,
        bankTranId: data.issuerPaymentRefNo ?? null,
        cardType: 'Nagad',
        raw: raw as Record<string, unknown>,
      };
    },
  };
}

export type NagadGateway = ReturnType<typeof createNagadGateway>;
export type NagadVerification = Awaited<ReturnType<NagadGateway['verify']>>;
