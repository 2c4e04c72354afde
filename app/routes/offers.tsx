import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { strings } from '#app/strings/index.ts';
import type { Route } from './+types/offers';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/** Every product with a real discount, newest first. */
export async function loader({ context, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), url, { onSale: true, defaultSort: 'newest' });
  const heading = strings.listing.titles.offers;
  return {
    listing,
    heading,
    crumbs: pageCrumbs(heading, '/offers'),
    canonicalPath: '/offers',
    description: strings.listing.descriptions.offers,
    noindex: false,
  };
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
