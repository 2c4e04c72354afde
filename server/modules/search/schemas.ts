import { z } from 'zod';
import { PRODUCT_SORTS } from '#server/modules/catalog/orderings.ts';
import { formatCount } from '#domain/money.ts';
import { lastPageInWindow, pastWindowMessage, RESULT_WINDOW } from '#domain/result-window.ts';
import type { PriceRange } from './filters.ts';

export const SEARCH_SORTS = [...PRODUCT_SORTS, 'relevance'] as const;

// Typesense clients send `field:direction`; they mean the same orders.
const TYPESENSE_SORTS: Record<string, (typeof SEARCH_SORTS)[number]> = {
  'price:asc': 'price_asc',
  'price:desc': 'price_desc',
  'created_at:desc': 'newest',
  'name:asc': 'name_asc',
  'sales:desc': 'best_selling',
  'sales_count:desc': 'best_selling',
  '_text_match:desc': 'relevance',
};

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const flag = z.enum(['1', '0', 'true', 'false'], { error: 'must be true or false' }).transform((value) => value === '1' || value === 'true');

/** A filter that takes several values: repeated parameters, commas, or both. */
export const valueList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100, 'each value must be at most 100 characters')).max(50, 'at most 50 values'));

const PRICE_RANGE = /^\[?\s*(\d{0,9})\s*(?:-|\.\.)\s*(\d{0,9})\s*\]?$/;

/** `price_range`: `min-max`, `min-` or `-max` in taka, several allowed. */
export const priceRanges = valueList.transform((values, context) => {
  const ranges: PriceRange[] = [];
  for (const value of values) {
    const match = PRICE_RANGE.exec(value);
    const min = match?.[1] ? Number(match[1]) : null;
    const max = match?.[2] ? Number(match[2]) : null;
    if (!match || (min === null && max === null) || (min !== null && max !== null && min > max)) {
      context.addIssue({ code: 'custom', message: 'must be ranges such as 10000-50000, 10000- or -50000' });
      return z.NEVER;
    }
    ranges.push({ min: min ?? 0, max });
  }
  return ranges;
});

/** Both listing APIs' `page`: how far they can be paged. */
export const PAGE_DESCRIPTION = `Page number from 1. Only the first ${formatCount(RESULT_WINDOW)} results can be paged through: a page must start within them (at most page ${lastPageInWindow(25)} at 25 per page).`;

/** A page past the result window (see domain/result-window.ts) is refused on its `page` field. */
export function withinResultWindow({ page, per_page }: { page: number; per_page: number }, context: z.RefinementCtx): void {
  if (page > lastPageInWindow(per_page)) context.addIssue({ code: 'custom', path: ['page'], message: pastWindowMessage(per_page) });
}

export const searchQuerySchema = z
  .object({
    q: z.string().max(1000, 'must be at most 1000 characters').default(''),
    page: wholeNumber(1, 1000).default(1).describe(PAGE_DESCRIPTION),
    per_page: wholeNumber(1, 100).default(25),
    sort_by: z
      .string()
      .transform((value) => TYPESENSE_SORTS[value.trim().toLowerCase()] ?? value.trim().toLowerCase())
      .pipe(z.enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` }))
      .default('newest'),
    categories: valueList.optional(),
    brands: valueList.optional(),
    price_range: priceRanges.optional(),
    in_stock: flag.optional(),
    colors: valueList.optional(),
    sizes: valueList.optional(),
    memory: valueList.optional(),
    num_typos: wholeNumber(0, 2).default(2),
    prefix: flag.default(true),
  })
  .superRefine(withinResultWindow);

export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestionQuerySchema = z.object({
  q: z
    .string()
    .max(200, 'must be at most 200 characters')
    .refine((value) => value.trim().length > 0, 'must have at least 1 character'),
  limit: wholeNumber(1, 50).default(10),
  num_typos: wholeNumber(0, 2).default(2),
});
