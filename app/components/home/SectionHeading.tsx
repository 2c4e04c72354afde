import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { fill } from '#app/strings/index.ts';
import { pagesStrings } from '#app/strings/pages.ts';

/** A home section's title with its "View all" link on the right. */
export function SectionHeading({ id, title, href, linkText }: { id: string; title: string; href?: string; linkText?: string }) {
  const copy = pagesStrings.home;
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      {href ? (
        <Link
          to={href}
          aria-label={linkText ? undefined : fill(copy.viewAllOf, { section: title })}
          className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline"
        >
          {linkText ?? copy.viewAll}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
