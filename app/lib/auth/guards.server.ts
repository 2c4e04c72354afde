import { data, redirect } from 'react-router';
import type { AppServices } from '#server/services.ts';
import { accessDeniedData } from './access-denied.ts';
import { signedInTarget } from './paths.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { requireSignedIn, signedIn } from './session.server.ts';

/**
 * For guest-only pages (/login, /register, /forgot-password): a signed-in visitor is sent on to
 * the page's `redirect` target, or to /dashboard/profile.
 */
export async function requireGuest(services: AppServices, { request, url }: PageRequest): Promise<void> {
  const session = await signedIn(services, request);
  if (session) throw redirect(signedInTarget(url.searchParams.get('redirect'), shopOrigin(services.site, url)));
}

/**
 * For pages that need a role: anonymous visitors go to /login remembering the page; a customer of
 * another role gets a 403 that the route's error boundary shows as Access Denied (see
 * `AccessDeniedBoundary`), with the fixed sentence naming `role`.
 * @public No page needs a role yet; this is the role guard, ready for the first that does.
 */
export async function requireRole(services: AppServices, page: PageRequest, role: string) {
  const session = await requireSignedIn(services, page);
  if (session.customer.role !== role) throw data(accessDeniedData(role), { status: 403 });
  return session;
}
