import { servicesContext } from '#app/context.ts';
import { ListingPage } from '#app/components/listing/ListingPage.tsx';
import { formatCount } from '#domain/money.ts';
import { type ListingScope, loadListing } from '#app/lib/listing/load-listing.server.ts';
import { listingHeaders, listingMeta } from '#app/lib/listing/meta.ts';
import type { ListingPageData } from '#app/lib/listing/page-data.ts';
import { filterScope, shopCrumbs } from '#app/lib/listing/scope.server.ts';
import { useTrackSearch } from '#app/lib/listing/use-track-search.ts';
import { fill, plural, strings } from '#app/strings/index.ts';
import type { Route } from './+types/filter';

export const headers = listingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listingMeta(loaderData, matches);
}

/**
 * /filter?source=&name=&category_id=&item_id=&categories=&is_parent=: the menu's
 * fallback links. Its content repeats a category, brand or search page, which is its canonical.
 */
export async function loader({ context, url }: Route.LoaderArgs): Promise<ListingPageData> {
  const services = context.get(servicesContext);
  const target = await filterScope(services, url.searchParams);
  const copy = strings.listing;
  if (target.kind === 'category') {
    const { category, ids, crumbs } = target.scope;
    const listing = await loadListing(services, url, { categoryIds: ids, defaultSort: 'newest' });
    return {
      listing,
      heading: category.name,
      crumbs,
      canonicalPath: `/shop/category/${category.slug}`,
      description: plural(copy.descriptions.category, listing.found, { name: category.name, count: formatCount(listing.found) }),
      noindex: true,
    };
  }
  if (target.kind === 'brand') {
    const listing = await loadListing(services, url, { brandIds: [target.brand.id], hiddenFacets: ['brand'], defaultSort: 'newest' });
    return {
      listing,
      heading: target.brand.name,
      crumbs: target.crumbs,
      canonicalPath: `/shop/brand/${target.brand.slug}`,
      description: plural(copy.descriptions.brand, listing.found, { name: target.brand.name, count: formatCount(listing.found) }),
      noindex: true,
    };
  }
  const scope: ListingScope = target.kind === 'search' ? { q: target.q, defaultSort: 'newest' } : { defaultSort: 'newest' };
  const listing = await loadListing(services, url, scope);
  const heading = listing.q ? fill(copy.titles.searchResults, { q: listing.q }) : copy.titles.filter;
  return {
    listing,
    heading,
    crumbs: shopCrumbs({ name: heading, path: `/filter${url.search}` }),
    canonicalPath: '/shop',
    description: copy.descriptions.filter,
    noindex: true,
  };
}

export default function FilterPage({ loaderData }: Route.ComponentProps) {
  useTrackSearch(loaderData.listing.q);
  return <ListingPage data={loaderData} />;
}
