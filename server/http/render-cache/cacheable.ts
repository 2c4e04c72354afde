import type { FastifyRequest } from 'fastify';
import { consentFromCookies } from '#domain/cookie-consent.ts';
import { sessionTokenFromCookieHeader } from '#server/modules/auth/cookie.ts';
import { staffTokenFromCookieHeader } from '#server/modules/staff/cookie.ts';

/**
 * The catalogue pages every guest sees alike: the home page, a category's or a brand's listing and a
 * product. A data request (`.data`) is React Router's, not a page.
 */
const SHARED_PAGE = /^\/(?:shop\/(?:category|brand)\/[^/]+|product\/[^/]+)?$/;

/**
 * The key a page request is kept under, or null when it must be rendered afresh. Only a guest's
 * GET without a query string is kept: a signed-in customer's or staff member's page shows who
 * they are, and a query (a listing's filters, sort or page; tracking tags) has too many spellings
 * to keep. The key holds every input the page's HTML depends on besides the database: the host
 * (absolute links when PUBLIC_URL is unset), the path and the cookie-consent choice (the notice
 * and the analytics scripts). The cart, wishlist and compare counts are the browser's own.
 */
export function sharedPageKey(request: FastifyRequest, production: boolean): string | null {
  if (request.method !== 'GET') return null;
  const path = request.url;
  if (path.includes('?') || path.endsWith('.data') || !SHARED_PAGE.test(path)) return null;
  const cookies = request.headers.cookie;
  if (sessionTokenFromCookieHeader(production, cookies) || staffTokenFromCookieHeader(production, cookies)) return null;
  return `${request.protocol}://${request.host}${path}\n${consentFromCookies(cookies ?? '') ?? ''}`;
}
