import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { shopCrumbs } from '#app/lib/listing/scope.server.ts';
import { strings } from '#app/strings/index.ts';
import type { Route } from './+types/shop';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

export async function loader({ context, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), url, { defaultSort: 'newest' });
  return {
    listing,
    heading: strings.listing.titles.shop,
    crumbs: shopCrumbs(),
    canonicalPath: '/shop',
    description: strings.listing.descriptions.shop,
    noindex: false,
  };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
