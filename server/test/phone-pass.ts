import type { FastifyInstance } from 'fastify';
import { readOutbox } from '#server/adapters/outbox.ts';
import { deliveryDetails } from './checkout.ts';

/** The newest order code texted to a number, read from the local outbox as the shopper reads the SMS. */
export async function orderCodeSentTo(dataDir: string, phone: string): Promise<string> {
  const [newest] = (await readOutbox(dataDir, phone)).filter((message) => /order code/.test(message.text));
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no order code in the outbox for ${phone}`);
  return code;
}

/**
 * Proves a mobile number the way an API client does (code by SMS, then the code for a token) and
 * answers the header that places orders with it.
 */
export async function provenPhone(
  shop: { app: FastifyInstance; dataDir: string },
  phone: string = deliveryDetails.phone,
  from: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<Record<string, string>> {
  const request = { headers: from.headers ?? {}, remoteAddress: from.remoteAddress ?? '127.0.0.1' };
  const sent = await shop.app.inject({ method: 'POST', url: '/api/checkout/phone-codes', payload: { phone }, ...request });
  if (sent.statusCode !== 202) throw new Error(`code not sent: ${sent.statusCode} ${sent.body}`);
  const code = await orderCodeSentTo(shop.dataDir, phone);
  const verified = await shop.app.inject({ method: 'POST', url: '/api/checkout/phone-verifications', payload: { phone, code }, ...request });
  if (verified.statusCode !== 200) throw new Error(`code not accepted: ${verified.statusCode} ${verified.body}`);
  return { 'phone-token': verified.json().data.phone_token as string };
}
