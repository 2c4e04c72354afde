import { RESULT_WINDOW } from '#domain/result-window.ts';
import { formatCount } from '#domain/money.ts';
import { useLocation, useNavigation } from 'react-router';
import { resultCountText } from '#app/lib/listing/format.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { isListingPath } from '#app/lib/listing/paths.ts';
import { fill, strings } from '#app/strings/index.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { Breadcrumbs } from '#app/components/Breadcrumbs.tsx';
import { EmptyState } from './EmptyState.tsx';
import { HydrateLater } from '#app/components/HydrateLater.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { ListingSkeleton } from './ListingSkeleton.tsx';
import { MobileFilters } from './MobileFilters.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { SortSelect } from './SortSelect.tsx';

/**
 * Every product listing (shop, category, brand, search, filter, promotions): heading, filters,
 * sort, results and pages. While the next results load, the same listing dims and a different
 * listing shows a skeleton.
 */
export function ListingPage({ data }: { data: ListingPageData }) {
  const { listing, heading, crumbs } = data;
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location && isListingPath(navigation.location.pathname) ? navigation.location : null;
  const changingListing = pending !== null && pending.pathname !== location.pathname;
  const hasFilters = listing.facets.some((group) => group.options.some((option) => option.selected));
  const showToolbar = listing.status === 'ok' && (listing.found > 0 || hasFilters);
  const copy = strings.listing;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-16">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        {listing.status === 'ok' ? <p className="mt-1 text-sm text-slate-600">{resultCountText(listing)}</p> : null}
      </header>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        {listing.facets.length > 0 ? (
          <aside aria-labelledby="filters-heading" className="hidden self-start rounded-lg border border-slate-200 bg-white px-4 py-2 lg:block">
            <h2 id="filters-heading" className="py-2 text-base font-semibold">
              {copy.filters.heading}
            </h2>
            <HydrateLater>
              <FilterPanel facets={listing.facets} />
            </HydrateLater>
          </aside>
        ) : null}
        <section aria-labelledby="results-heading" className={listing.facets.length > 0 ? '' : 'lg:col-span-2'}>
          <h2 id="results-heading" className="sr-only">
            {copy.results}
          </h2>
          {showToolbar ? (
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <MobileFilters facets={listing.facets} found={listing.found} />
              <div className="ml-auto">
                <SortSelect sort={listing.sort} sorts={listing.sorts} />
              </div>
            </div>
          ) : null}
          <ActiveFilters facets={listing.facets} />
          {changingListing ? (
            <ListingSkeleton />
          ) : (
            <div aria-busy={pending !== null} className={pending ? 'opacity-60 transition-opacity' : undefined}>
              {listing.products.length > 0 ? <ProductGrid products={listing.products} /> : <EmptyState listing={listing} hasFilters={hasFilters} />}
              <Pagination page={listing.page} lastPage={listing.lastPage} />
              {listing.page === listing.lastPage && listing.found > RESULT_WINDOW ? (
                <p className="mt-3 text-center text-sm text-slate-600">{fill(copy.pagination.windowEnd, { count: formatCount(RESULT_WINDOW) })}</p>
              ) : null}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}
