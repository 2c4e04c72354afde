import { formatCount } from './money.ts';

/**
 * How deep a search or a listing can be paged: through its first RESULT_WINDOW results. A page
 * further in makes the database step over every result before it, a cost that grows with the
 * catalogue (30,000 products match "laptop" at 100,000), for pages nobody reads; past it a shopper
 * narrows the results with filters. Large search services bound paging the same way (Algolia's
 * default is 1,000 hits).
 */
export const RESULT_WINDOW = 1000;

/** The last page that starts inside the window at this page size. */
export const lastPageInWindow = (perPage: number): number => Math.ceil(RESULT_WINDOW / perPage);

/** The last page a listing of `found` results offers: every result, or as far as the window goes. */
export const lastPageOf = (found: number, perPage: number): number => Math.max(1, Math.min(Math.ceil(found / perPage), lastPageInWindow(perPage)));

/** The message for a page past the window, for the API's `page` field. */
export const pastWindowMessage = (perPage: number): string =>
  `must be at most ${lastPageInWindow(perPage)} with per_page ${perPage}: only the first ${formatCount(RESULT_WINDOW)} results can be paged through, so narrow the search with filters`;
