import { SearchX } from 'lucide-react';
import type { ListingResult } from '#app/lib/listing/page-data.ts';
import { ButtonLink } from '#app/components/ui/Button.tsx';
import { strings } from '#app/strings/index.ts';

/** No products to show: why, in the words of `strings.listing` (no match for the term, or the search failed), and a way on to every product. */
export function EmptyState({ listing, hasFilters }: { listing: ListingResult; hasFilters: boolean }) {
  const copy = strings.listing;
  if (listing.status === 'emptyQuery') {
    return (
      <div className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{copy.messages.emptyQuery}</p>
        <p className="mt-2 text-sm text-slate-600">{copy.empty.enterTerm}</p>
        <AllProductsLink />
      </div>
    );
  }
  return (
    <div role={listing.status === 'error' ? 'alert' : undefined} className="rounded-lg border border-slate-200 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-900">
        {listing.status === 'error' ? copy.searchFailed : listing.q ? `${copy.messages.noResultsFor} “${listing.q}”` : copy.empty.title}
      </p>
      {hasFilters ? <p className="mt-2 text-sm text-slate-600">{copy.empty.filtersHint}</p> : null}
      <AllProductsLink />
    </div>
  );
}

function AllProductsLink() {
  return (
    <ButtonLink to="/shop" className="mt-5">
      {strings.listing.empty.allProducts}
    </ButtonLink>
  );
}
