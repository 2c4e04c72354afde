import nodemailer from 'nodemailer';
import { writeToOutbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; log: (message: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await writeToOutbox(options.dataDir, { channel: 'email', ...message }, options.log);
    },
  };
}
