import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { formatCount } from '#domain/money.ts';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { findBrand, notFound } from '#app/lib/listing/scope.server.ts';
import { plural, strings } from '#app/strings/index.ts';
import type { Route } from './+types/shop.brand';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/** The name in the URL may be the brand's slug, name or id; an unknown one is a real 404. */
export async function loader({ context, params, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const services = context.get(servicesContext);
  const found = await findBrand(services, params.brandName);
  if (!found) notFound();
  const listing = await loadListing(services, url, { brandIds: [found.brand.id], hiddenFacets: ['brand'], defaultSort: 'newest' });
  const { name, slug } = found.brand;
  return {
    listing,
    heading: name,
    crumbs: found.crumbs,
    canonicalPath: `/shop/brand/${slug}`,
    description: plural(strings.listing.descriptions.brand, listing.found, { name, count: formatCount(listing.found) }),
    noindex: false,
  };
}

export default function BrandListingPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
