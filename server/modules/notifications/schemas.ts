import { z } from 'zod';

const MAX_ID = 2_147_483_647;

const positiveInt = (max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`);

/** Spec 9: notification pages hold 50 by default; 100 at most keeps one answer small. */
export const notificationPageQuery = z.object({
  page: positiveInt(10_000).default(1),
  per_page: positiveInt(100).default(50),
});

export const notificationIdParams = z.object({
  id: positiveInt(MAX_ID),
});
