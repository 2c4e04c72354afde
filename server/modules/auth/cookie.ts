import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The web app's session cookie: httpOnly so no script can read it, SameSite=Lax so links from other
 * sites still arrive signed in. In production it is Secure and `__Host-` prefixed (bound to this host).
 */
export function sessionCookieName(production: boolean): string {
  return production ? '__Host-dokan_session' : 'dokan_session';
}

export function serializeSessionCookie(production: boolean, token: string, expiresAt: Date): string {
  return stringifySetCookie({
    name: sessionCookieName(production),
    value: token,
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    expires: expiresAt,
  });
}

export function serializeClearedSessionCookie(production: boolean): string {
  return stringifySetCookie({
    name: sessionCookieName(production),
    value: '',
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    path: '/',
    expires: new Date(0),
  });
}

export function sessionTokenFromCookieHeader(production: boolean, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[sessionCookieName(production)] || null;
}

/** A bearer token from an Authorization header, as API clients send it. */
export function bearerToken(authorization: string | null | undefined): string | null {
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}
