import { z } from 'zod';
import { AUDIT_ENTITIES } from '#domain/audit.ts';

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const activityQuery = z.object({
  entity: z
    .enum(AUDIT_ENTITIES, { error: `must be one of ${AUDIT_ENTITIES.join(', ')}` })
    .optional()
    .describe('The kind of record changed'),
  entity_id: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional().describe('The changed record’s id'),
  staff_id: wholeNumber(1, 2_147_483_647).optional().describe('Only this staff member’s changes'),
  page: wholeNumber(1, 10_000).default(1),
  per_page: wholeNumber(1, 100).default(25),
});
