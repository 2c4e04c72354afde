import type { Route } from './+types/robots';
import { servicesContext } from '#app/context.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';

// Personal pages and the endlessly varied filter combinations: crawling them wastes the crawl budget and shows nothing useful.
const DISALLOWED = [
  '/cart',
  '/checkout',
  '/dashboard',
  '/api/',
  '/filter',
  '/compare',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/social-registration',
  '/auth/',
  '/notifications',
];

export function loader({ context, url }: Route.LoaderArgs) {
  const origin = shopOrigin(context.get(servicesContext).site, url);
  const body = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
}
