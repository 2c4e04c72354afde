import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { useTrackSearch } from '#app/lib/listing/use-track-search.ts';
import { fill, strings } from '#app/strings/index.ts';
import type { Route } from './+types/search';

export const headers = listingHeaders(30);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/** /search?q=…: with neither a term nor a filter there is nothing to look for (spec section 5). */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), new URL(request.url), { defaultSort: 'newest', requireQueryOrFilters: true });
  const path = listing.q ? `/search?${new URLSearchParams({ q: listing.q })}` : '/search';
  const heading = listing.q ? fill(strings.listing.titles.searchResults, { q: listing.q }) : strings.listing.titles.search;
  // A search for a term is a page shoppers land on from search engines ("gaming laptop price"); its
  // one canonical address is the clean /shop/search/{q}. The empty form and empty results stay out.
  const canonicalPath = listing.q ? `/shop/search/${encodeURIComponent(listing.q)}` : path;
  return { listing, heading, crumbs: pageCrumbs(heading, path), canonicalPath, description: listing.q ? fill(strings.listing.descriptions.search, { q: listing.q }) : strings.listing.descriptions.shop, noindex: !listing.q || listing.found === 0 };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  useTrackSearch(loaderData.listing.q);
  return <ListingPage data={loaderData} />;
}
