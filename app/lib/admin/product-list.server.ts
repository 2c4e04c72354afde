import { adminProductListQuery } from '#server/modules/admin-products/schemas.ts';
import type { AdminProductListQuery } from '#server/modules/admin-products/service.ts';

/** The list's filters as the page's URL carries them: the API's own parameter names, so a link means the same in both. */
const PRODUCT_LIST_PARAMS = ['q', 'category', 'brand', 'status', 'stock', 'price_min', 'price_max', 'sort', 'page'] as const;

/**
 * The list query of a back-office URL. A hand-edited or stale link should still show a list, so a
 * parameter the API would refuse is dropped (shown unfiltered) rather than failing the page.
 */
export function productListQuery(search: URLSearchParams): AdminProductListQuery {
  const given: Record<string, string> = {};
  for (const key of PRODUCT_LIST_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) given[key] = value;
  }
  for (;;) {
    const parsed = adminProductListQuery.safeParse(given);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in given);
    // A refusal not of one parameter cannot be mended by dropping one: show the whole list.
    if (refused.length === 0) return adminProductListQuery.parse({});
    for (const key of refused) delete given[key];
  }
}
