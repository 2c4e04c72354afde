import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { searchResultsPage } from '#app/lib/listing/search-page.ts';
import { useTrackSearch } from '#app/lib/listing/use-track-search.ts';
import type { Route } from './+types/search';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/** /search?q=…: with neither a term nor a filter there is nothing to look for. */
export async function loader({ context, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), url, { defaultSort: 'newest', requireQueryOrFilters: true });
  const path = listing.q ? `/search?${new URLSearchParams({ q: listing.q })}` : '/search';
  return searchResultsPage(listing, path, (heading) => pageCrumbs(heading, path));
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  useTrackSearch(loaderData.listing.q);
  return <ListingPage data={loaderData} />;
}
