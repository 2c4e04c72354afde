import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Where a browser keeps its phone pass: an httpOnly cookie, `__Host-` bound in production like the
 * session's. API clients send the same token in the `Phone-Token` header instead.
 */
function passCookieName(production: boolean): string {
  return production ? '__Host-dokan_phone' : 'dokan_phone';
}

export const PHONE_TOKEN_HEADER = 'phone-token';

export function serializePassCookie(production: boolean, token: string, expiresAt: Date): string {
  return stringifySetCookie({
    name: passCookieName(production),
    value: token,
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    expires: expiresAt,
  });
}

/** The pass a request carries: the header an API client sends, or the browser's cookie. */
export function passTokenOf(production: boolean, headers: { cookie?: string | null | undefined; phoneToken?: string | null | undefined }): string | null {
  const header = headers.phoneToken?.trim();
  if (header) return header;
  if (!headers.cookie) return null;
  return parseCookie(headers.cookie)[passCookieName(production)] || null;
}
