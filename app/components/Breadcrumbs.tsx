import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Crumb } from '#app/lib/json-ld.ts';
import { strings } from '#app/strings/index.ts';

/** A crumb, with the language of its name when that is not the shop's English (a page written in Bengali). */
type LabelledCrumb = Crumb & { lang?: string | undefined };

/** Home › … › this page; the last crumb is the current page and not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: LabelledCrumb[] }) {
  return (
    <nav aria-label={strings.common.breadcrumb} className="py-3 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" /> : null}
              {last ? (
                // A long product name stays on one line instead of pushing the page down.
                <span aria-current="page" lang={crumb.lang} className="line-clamp-1 font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} lang={crumb.lang} className="text-brand-700 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
