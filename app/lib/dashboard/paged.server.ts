import { redirect } from 'react-router';
import type { Paged } from '#server/http/paging.ts';

/** A dashboard list, or its failure message ("Failed to fetch orders", say) when loading it failed; the page shows either. */
export type ListResult<T> = { ok: true; page: Paged<T> } | { ok: false; message: string };

export async function loadList<T>(load: () => Promise<Paged<T>>, failureMessage: string): Promise<ListResult<T>> {
  try {
    return { ok: true, page: await load() };
  } catch {
    return { ok: false, message: failureMessage };
  }
}

/** A page number past the end (an old link, a hand-edited URL) goes to the last page instead of an empty one. */
export function redirectPastEnd<T>(url: URL, result: ListResult<T>): void {
  if (!result.ok || result.page.data.length > 0 || result.page.total === 0) return;
  const target = new URL(url);
  if (result.page.last_page > 1) target.searchParams.set('page', String(result.page.last_page));
  else target.searchParams.delete('page');
  throw redirect(target.pathname + target.search);
}
