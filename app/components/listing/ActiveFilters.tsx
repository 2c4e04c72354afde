import { X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { FacetGroup } from '#app/lib/listing/page-data.ts';
import { clearFiltersHref, toggleFilterHref } from '#app/lib/listing/params.ts';
import { fill, strings } from '#app/strings/index.ts';
import { ButtonLink } from '#app/components/ui/Button.tsx';

/** The ticked filters as removable chips, and "Clear all". */
export function ActiveFilters({ facets }: { facets: FacetGroup[] }) {
  const location = useLocation();
  const copy = strings.listing.filters;
  const active = facets.flatMap((group) => group.options.filter((option) => option.selected).map((option) => ({ group, option })));
  if (active.length === 0) return null;
  return (
    <section aria-label={copy.active} className="mb-4 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {active.map(({ group, option }) => (
          <li key={`${group.key}-${option.value}`}>
            <ButtonLink
              to={toggleFilterHref(location, group.key, option.value)}
              preventScrollReset
              aria-label={fill(copy.remove, { label: option.label })}
              variant="picked"
              size="pill"
            >
              {option.label}
              <X aria-hidden="true" className="size-3.5" />
            </ButtonLink>
          </li>
        ))}
      </ul>
      <Link to={clearFiltersHref(location)} preventScrollReset className="text-sm font-medium text-brand-700 underline hover:no-underline">
        {copy.clearAll}
      </Link>
    </section>
  );
}
