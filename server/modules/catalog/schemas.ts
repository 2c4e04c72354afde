import { z } from 'zod';
import { PAGE_DESCRIPTION, priceRanges, valueList, withinResultWindow } from '#server/modules/search/schemas.ts';
import { PRODUCT_SORTS } from './orderings.ts';

const positiveInt = (max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`);

/** `limit` of the home lists (default 12). */
export const limitQuery = z.object({
  limit: positiveInt(48).default(12),
});

export const bannerLimitQuery = z.object({
  limit: positiveInt(20).default(5),
});

const idOrSlugList = z
  .string()
  .trim()
  .max(500)
  .regex(/^[\p{L}\p{N}-]+(,[\p{L}\p{N}-]+)*$/u, 'must be ids or slugs separated by commas')
  .transform((value) => value.split(','));

const booleanFlag = z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true');

export const productListQuery = z
  .object({
    page: positiveInt(10_000).default(1).describe(PAGE_DESCRIPTION),
    per_page: positiveInt(100).default(25),
    sort: z.enum(PRODUCT_SORTS, { error: `must be one of ${PRODUCT_SORTS.join(', ')}` }).default('newest'),
    category: idOrSlugList.optional(),
    brand: idOrSlugList.optional(),
    in_stock: booleanFlag.optional(),
    on_sale: booleanFlag.optional(),
    // The filters of /typesense/search, in its spelling, so this fallback answers the same question.
    price_range: priceRanges.optional(),
    colors: valueList.optional(),
    sizes: valueList.optional(),
    memory: valueList.optional(),
    /** Text search through the same engine as /typesense/search. */
    search: z.string().max(1000, 'must be at most 1000 characters').optional(),
  })
  .superRefine(withinResultWindow);

export const productIdParams = z.object({
  id: z.coerce.number({ error: 'must be a product id' }).int('must be a product id').min(1, 'must be a product id').max(2_147_483_647, 'must be a product id'),
});
