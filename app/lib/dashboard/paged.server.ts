import { redirect } from 'react-router';
import type { Paged } from '#server/http/paging.ts';
import { DASHBOARD_PAGE_SIZE, pageFromUrl } from './page-params.ts';

/** A dashboard list, or its failure message ("Failed to fetch orders", say) when loading it failed; the page shows either. */
export type ListResult<T> = { ok: true; page: Paged<T> } | { ok: false; message: string };

/**
 * The page of a dashboard list that the URL's `?page=` asks for, or its failure message. A page past
 * the end redirects to the last one.
 */
export async function loadListPage<T>(
  url: URL,
  load: (query: { page: number; per_page: number }) => Promise<Paged<T>>,
  failureMessage: string,
): Promise<ListResult<T>> {
  let result: ListResult<T>;
  try {
    result = { ok: true, page: await load({ page: pageFromUrl(url), per_page: DASHBOARD_PAGE_SIZE }) };
  } catch {
    result = { ok: false, message: failureMessage };
  }
  redirectPastEnd(url, result);
  return result;
}

/** A page number past the end (an old link, a hand-edited URL) goes to the last page instead of an empty one. */
function redirectPastEnd<T>(url: URL, result: ListResult<T>): void {
  if (!result.ok || result.page.data.length > 0 || result.page.total === 0) return;
  const target = new URL(url);
  if (result.page.last_page > 1) target.searchParams.set('page', String(result.page.last_page));
  else target.searchParams.delete('page');
  throw redirect(target.pathname + target.search);
}
