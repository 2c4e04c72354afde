import type { ReactNode } from 'react';
import type { ListResult } from '#app/lib/dashboard/paged.server.ts';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { LoadFailed } from './LoadFailed.tsx';

interface PagedListProps<T> {
  result: ListResult<T>;
  /** What an empty page shows: usually an EmptyPanel with a way onward. */
  empty: ReactNode;
  /** The rows of a page that has some; pagination follows them. */
  children: (rows: readonly T[], total: number) => ReactNode;
}

/** A dashboard list's three states: the load failed, there is nothing yet, or a page of rows. */
export function PagedList<T>({ result, empty, children }: PagedListProps<T>) {
  if (!result.ok) return <LoadFailed message={result.message} />;
  if (result.page.data.length === 0) return empty;
  return (
    <>
      {children(result.page.data, result.page.total)}
      <Pagination page={result.page.current_page} lastPage={result.page.last_page} />
    </>
  );
}
