import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd } from '#app/lib/json-ld.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { REVALIDATE_EACH_TIME } from '#domain/http-cache.ts';
import type { ListingPageData } from './page-data.ts';

type Matches = Parameters<typeof pageMeta>[1];

export function shopName(matches: Matches): string {
  return shellFromMatches(matches)?.settings.shop_name || strings.common.shopName;
}

/** The canonical path of page `page` of a listing whose first page is `path` (which may carry a query). */
function pagedPath(path: string, page: number): string {
  if (page <= 1) return path;
  const [pathname, query] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${pathname}?${params}`;
}

/**
 * Title, description, canonical (first page unless deeper; filters and sort are left out), prev/next
 * links and BreadcrumbList structured data for any listing route.
 */
export function listingMeta(loaderData: ListingPageData | undefined, matches: Matches): MetaDescriptor[] {
  const shop = shopName(matches);
  if (!loaderData) return [{ title: fill(strings.listing.pageTitle, { title: strings.common.notFound.title, shop }) }, { name: 'robots', content: 'noindex' }];
  const { listing, heading, crumbs, canonicalPath, description, noindex } = loaderData;
  const title = listing.page > 1 ? fill(strings.listing.pageSuffix, { title: heading, page: listing.page }) : heading;
  const origin = shellFromMatches(matches)?.origin ?? '';
  const tags = pageMeta(
    {
      title: fill(strings.listing.pageTitle, { title, shop }),
      description: fill(description, { shop }),
      path: pagedPath(canonicalPath, listing.page),
      noindex,
      jsonLd: [breadcrumbJsonLd(origin, crumbs)],
    },
    matches,
  );
  if (listing.page > 1) tags.push({ tagName: 'link', rel: 'prev', href: `${origin}${pagedPath(canonicalPath, listing.page - 1)}` });
  if (listing.page < listing.lastPage) tags.push({ tagName: 'link', rel: 'next', href: `${origin}${pagedPath(canonicalPath, listing.page + 1)}` });
  return tags;
}

/**
 * Catalogue pages (listings, the product page, the home page) show prices and stock staff change: a
 * browser or a CDN may keep one but asks again before showing it (docs/adr/0012). An error page (a
 * 404 from the loader) keeps its own headers.
 */
export const listingHeaders = ({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit =>
  errorHeaders ? errorHeaders : { 'Cache-Control': REVALIDATE_EACH_TIME };
