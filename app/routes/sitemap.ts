import type { Route } from './+types/sitemap';
import { servicesContext } from '#app/context.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { renderSitemap } from '#server/modules/catalog/sitemap.ts';

// Pages worth indexing that have no row in the catalogue. Cart, account and compare pages stay out.
const STATIC_PATHS = [
  '/',
  '/shop',
  '/categories',
  '/offers',
  '/new-arrivals',
  '/flash-sale',
  '/about-us',
  '/contact',
  '/faqs',
  '/shipping-info',
  '/privacy-policy',
  '/return-policy',
  '/warranty-policy',
  '/terms',
] as const;

/** All products, categories, brands and static pages; an index of parts when the catalogue is large. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { database, site } = context.get(servicesContext);
  const body = await renderSitemap(database.db, { origin: shopOrigin(site, url), staticPaths: STATIC_PATHS, page: url.searchParams.get('page') });
  if (body === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
