import { z } from 'zod';
import { answers } from '#server/http/openapi/answers.ts';

const int = () => z.number().int();

const activityEntry = z.object({
  id: int(),
  at: z.iso.datetime().describe('When the change committed'),
  staff: z
    .object({
      id: int().nullable().describe('null for a change made from the shop’s command line'),
      name: z.string().describe('As it was when they made the change, or the command that made it'),
    })
    .describe('Who made the change'),
  entity: z.string().describe('The kind of record changed (product, …)'),
  entity_id: z.string(),
  subject: z.string().nullable().describe('The record’s name, when its snapshot has one'),
  action: z.string().describe('create, update, duplicate, delete, add_images, delete_image, …'),
  action_label: z.string().describe('The action as the back office words it'),
  changes: z
    .array(z.object({ field: z.string(), before: z.string(), after: z.string() }))
    .describe('The fields that differ between before and after, as text; empty when one side is missing (a creation, a deletion)'),
  before: z.unknown().describe('The record as it was, or null'),
  after: z.unknown().describe('The record as it became, or null'),
});
z.globalRegistry.add(activityEntry, { id: 'ActivityEntry', description: 'One staff change, as the audit log recorded it' });

export const activityListAnswers = answers(
  {
    200: z
      .object({
        success: z.literal(true),
        data: z.array(activityEntry),
        meta: z.object({ total: int(), current_page: int(), per_page: int(), last_page: int() }),
      })
      .describe('One page of staff changes, newest first'),
  },
  [401, 403, 422],
);
