import { parseCookie, stringifySetCookie } from 'cookie';

// The checkout's idempotency key, kept by the browser that placed a guest order so that its
// thank-you page may show the order (and no one else's). Path / because the page's data is
// fetched from /thank-you.data, which a /thank-you cookie path would not cover.
const NAME = 'dokan_checkout';
const PATH = '/';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function serializeCheckoutKeyCookie(production: boolean, key: string): string {
  return stringifySetCookie({ name: NAME, value: key, httpOnly: true, sameSite: 'lax', secure: production, path: PATH, maxAge: ONE_DAY_SECONDS });
}

export function checkoutKeyFromCookieHeader(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[NAME] || null;
}
