import { Link } from 'react-router';
import type { Crumb } from '#app/lib/json-ld.ts';
import { strings } from '#app/strings/index.ts';

/** Where the page sits in the shop; the last crumb is the current page and is not a link. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={strings.pages.info.breadcrumb} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {current ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
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
