import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { shopCrumbs } from '#app/lib/listing/scope.server.ts';
import { searchResultsPage } from '#app/lib/listing/search-page.ts';
import { useTrackSearch } from '#app/lib/listing/use-track-search.ts';
import type { Route } from './+types/shop.search';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

export async function loader({ context, params, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), url, { q: params.searchQuery, defaultSort: 'newest', requireQueryOrFilters: true });
  const path = `/shop/search/${encodeURIComponent(listing.q)}`;
  return searchResultsPage(listing, path, (heading) => shopCrumbs({ name: heading, path }));
}

export default function ShopSearchPage({ loaderData }: Route.ComponentProps) {
  useTrackSearch(loaderData.listing.q);
  return <ListingPage data={loaderData} />;
}
