import { z } from 'zod';
import { PRODUCT_STATUSES } from '#domain/product-edit.ts';
import { ADMIN_PRODUCT_SORTS, LOW_STOCK_AT } from './service.ts';

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const id = () => wholeNumber(1, 2_147_483_647);

export const adminProductListQuery = z.object({
  q: z.string().max(200, 'must be at most 200 characters').optional().describe('Any part of the name or SKU'),
  category: id().optional().describe('A category id: products with it or a category below it as their main or an extra category'),
  brand: id().optional(),
  status: z.enum(PRODUCT_STATUSES, { error: `must be one of ${PRODUCT_STATUSES.join(', ')}` }).optional(),
  stock: z.enum(['in', 'out', 'low'], { error: 'must be in, out or low' }).optional().describe(`low: 1 to ${LOW_STOCK_AT} available`),
  price_min: wholeNumber(0, 100_000_000).optional().describe('Whole taka, on what it sells for'),
  price_max: wholeNumber(0, 100_000_000).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: `must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` }).default('updated_desc'),
  page: wholeNumber(1, 10_000).default(1),
  per_page: wholeNumber(1, 100).default(25),
});

export const adminProductParams = z.object({ id: id() });

export const adminProductImageParams = z.object({ id: id(), imageId: id() });
