import { z } from 'zod';

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const contentParams = z.object({ id: wholeNumber(1, 2_147_483_647) });

const search = z.string().trim().max(200, 'must be at most 200 characters').optional().describe('Part of the email');

export const subscriberQuery = z.object({
  search,
  page: wholeNumber(1, 10_000).default(1),
  per_page: wholeNumber(1, 100).default(25),
});

export const subscriberExportQuery = z.object({ search });
