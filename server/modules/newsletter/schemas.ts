import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '#domain/account.ts';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';
import { NEWSLETTER_MESSAGES as M } from './messages.ts';

const emailField = z.string({ error: M.invalidEmail }).trim().refine(isValidEmail, M.invalidEmail).transform(normalizeEmail);

const preference = z.boolean({ error: 'must be true or false' }).default(true);

/** The client's own clock: accepted because existing clients send it, never trusted or stored. */
const clientTimestamp = z.union([z.string().max(64), z.number()]).optional();

export const subscribeBody = z.object({
  email: emailField,
  source: z.string({ error: 'must be text' }).trim().max(50, 'must be at most 50 characters').optional(),
  timestamp: clientTimestamp,
  /** Every kind of mail is on unless the subscriber says otherwise. */
  preferences: z
    .object({ special_offers: preference, coupons: preference, product_updates: preference, new_arrivals: preference }, { error: 'must be an object' })
    .prefault({}),
});

export const unsubscribeBody = z.object({
  email: emailField,
  /** Without a token the server mails the subscriber a link that carries one. */
  unsubscribe_token: z
    .string({ error: 'must be text' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((token) => (token ? token : undefined)),
  timestamp: clientTimestamp,
});

const preferencesAnswer = z.object({ special_offers: z.boolean(), coupons: z.boolean(), product_updates: z.boolean(), new_arrivals: z.boolean() });

export const subscribeAnswers = answers(
  {
    201: envelope(
      z.object({
        email: z.string(),
        unsubscribe_token: z.string().describe('Ends the subscription without a mail round trip'),
        preferences: preferencesAnswer,
      }),
      'Subscribed; an unsubscribe link was mailed too',
    ),
  },
  [409, 429],
);

export const unsubscribeAnswers = answers(
  {
    200: messageOnly('Unsubscribed (also when it already was)'),
    202: messageOnly('No token given: a link to unsubscribe was mailed, if the address is subscribed'),
  },
  [429],
);
