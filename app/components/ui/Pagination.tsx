import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pageHref } from '#app/lib/listing/params.ts';
import { fill, strings } from '#app/strings/index.ts';

/** Page numbers shown around the current one; the first and last are always shown. */
function pageWindow(page: number, lastPage: number): (number | 'gap')[] {
  const pages = new Set([1, lastPage, page - 1, page, page + 1].filter((n) => n >= 1 && n <= lastPage));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const ITEM = 'grid h-10 min-w-10 place-items-center rounded-md px-3 text-sm font-medium';

/** Links to other pages of the same results; every filter and the sort stay in the URL. */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const location = useLocation();
  const copy = strings.listing.pagination;
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={copy.label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link
              to={pageHref(location, page - 1)}
              rel="prev"
              aria-label={copy.previousPage}
              className={`${ITEM} grid-flow-col gap-1 border border-slate-300 bg-white text-slate-800 hover:border-brand-700`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{copy.previous}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: two gaps can show; their place in the row is what tells them apart.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                // aria-label is not allowed on a span without a role (W3C checker), so the spoken
                // name is text that only screen readers read, and the digit is hidden from them.
                <span aria-current="page" className={`${ITEM} bg-brand-700 text-white`}>
                  <span className="sr-only">{fill(copy.currentPage, { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link
                  to={pageHref(location, item)}
                  aria-label={fill(copy.page, { page: item })}
                  className={`${ITEM} border border-slate-300 bg-white text-slate-800 hover:border-brand-700`}
                >
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link
              to={pageHref(location, page + 1)}
              rel="next"
              aria-label={copy.nextPage}
              className={`${ITEM} grid-flow-col gap-1 border border-slate-300 bg-white text-slate-800 hover:border-brand-700`}
            >
              <span className="hidden sm:inline">{copy.next}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
