import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { strings } from '#app/strings/index.ts';
import type { Route } from './+types/new-arrivals';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/** The whole catalogue, newest first (the shopper may still re-sort or filter it). */
export async function loader({ context, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), url, { defaultSort: 'newest' });
  const heading = strings.listing.titles.newArrivals;
  return {
    listing,
    heading,
    crumbs: pageCrumbs(heading, '/new-arrivals'),
    canonicalPath: '/new-arrivals',
    description: strings.listing.descriptions.newArrivals,
    noindex: false,
  };
}

export default function NewArrivalsPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
