import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { pageCrumbs } from '#app/lib/listing/scope.server.ts';
import { strings } from '#app/strings/index.ts';
import type { Route } from './+types/flash-sale';

export const headers = listingHeaders(60);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/**
 * Discounted products. Search has no "deepest discount" order, so the best sellers among them lead:
 * the deals shoppers are taking now.
 */
export async function loader({ context, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const listing = await loadListing(context.get(servicesContext), url, { onSale: true, defaultSort: 'best_selling' });
  const heading = strings.listing.titles.flashSale;
  return { listing, heading, crumbs: pageCrumbs(heading, '/flash-sale'), canonicalPath: '/flash-sale', description: strings.listing.descriptions.flashSale, noindex: false };
}

export default function FlashSalePage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
