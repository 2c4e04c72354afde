import { redirect, type RouterContextProvider } from 'react-router';
import { clientAddressContext } from '#app/context.ts';
import type { AppServices } from '#server/services.ts';
import { serializeClearedSessionCookie, serializeSessionCookie, sessionTokenFromCookieHeader } from '#server/modules/auth/cookie.ts';
import { presentCustomer } from '#server/modules/auth/present.ts';
import type { AuthContext } from '#server/modules/auth/service.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { loginPath } from './paths.ts';

/** The signed-in customer of a page request (from the session cookie), or null for a guest. */
export async function signedIn(services: AppServices, request: Request) {
  const token = sessionTokenFromCookieHeader(services.production, request.headers.get('cookie'));
  const found = await services.auth.customerForToken(token);
  return found && token ? { ...found, token, customer: presentCustomer(found.customer), row: found.customer } : null;
}

/** For loaders and actions of protected pages: the customer, or a redirect to /login that remembers the page. */
export async function requireSignedIn(services: AppServices, { request, url }: PageRequest) {
  const session = await signedIn(services, request);
  if (!session) throw redirect(loginPath(url.pathname + url.search, shopOrigin(services.site, url)));
  return session;
}

/** Headers that hand the browser its session cookie after sign-in or sign-up. */
export function signInHeaders(services: AppServices, session: { token: string; expiresAt: Date }): Headers {
  return new Headers({ 'set-cookie': serializeSessionCookie(services.production, session.token, session.expiresAt) });
}

export function signOutHeaders(services: AppServices): Headers {
  return new Headers({ 'set-cookie': serializeClearedSessionCookie(services.production) });
}

/** Who is asking, for the services' per-address limits; the address comes from Fastify through the load context. */
export function requestContext(request: Request, context: Readonly<RouterContextProvider>): AuthContext {
  return { ipAddress: context.get(clientAddressContext), userAgent: request.headers.get('user-agent') ?? undefined };
}
