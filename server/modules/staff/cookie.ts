import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The back office's own cookie, never the customers' one: a customer session can never be read as
 * a staff one. SameSite=Strict, as nobody needs to arrive in the back office signed in from another
 * site's link, and httpOnly so no script reads it. In production it is Secure and `__Host-` prefixed.
 */
function staffCookieName(production: boolean): string {
  return production ? '__Host-dokan_staff' : 'dokan_staff';
}

function staffCookie(production: boolean, value: string, expires: Date): string {
  return stringifySetCookie({ name: staffCookieName(production), value, httpOnly: true, sameSite: 'strict', secure: production, path: '/', expires });
}

export function serializeStaffCookie(production: boolean, token: string, expiresAt: Date): string {
  return staffCookie(production, token, expiresAt);
}

export function serializeClearedStaffCookie(production: boolean): string {
  return staffCookie(production, '', new Date(0));
}

export function staffTokenFromCookieHeader(production: boolean, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[staffCookieName(production)] || null;
}
