import { z } from 'zod';
import { answers } from '#server/http/openapi/answers.ts';

const int = () => z.number().int();

const adminSubscriber = z.object({
  id: int(),
  email: z.string(),
  source: z.string().nullable().describe('Where the visitor subscribed, as the form said'),
  preferences: z.object({ special_offers: z.boolean(), coupons: z.boolean(), product_updates: z.boolean(), new_arrivals: z.boolean() }),
  subscribed_at: z.iso.datetime(),
  unsubscribed_at: z.iso.datetime().nullable().describe('null: still subscribed'),
});
z.globalRegistry.add(adminSubscriber, { id: 'AdminNewsletterSubscriber', description: 'A newsletter subscriber as the back office lists them' });

export const subscriberListAnswers = answers(
  {
    200: z
      .object({
        success: z.literal(true),
        message: z.string(),
        data: z.array(adminSubscriber),
        meta: z.object({ total: int(), current_page: int(), per_page: int(), last_page: int() }),
      })
      .describe('One page of subscribers, newest first'),
  },
  [401, 403, 422],
);

export const subscriberExportAnswers = answers(
  {
    200: z
      .string()
      .describe(
        'CSV (text/csv) with a header row: email, status, source, the four preferences, subscribed_at, unsubscribed_at. A cell starting with = + - or @ has a leading apostrophe, so a spreadsheet does not run it.',
      ),
  },
  [401, 403, 422],
);
