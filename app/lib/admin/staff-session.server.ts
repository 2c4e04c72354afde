import { data, redirect, type RouterContextProvider } from 'react-router';
import { clientAddressContext } from '#app/context.ts';
import { accessDeniedData } from '#app/lib/auth/access-denied.ts';
import { signedIn } from '#app/lib/auth/session.server.ts';
import { requestedPage, staffSignInPath } from '#app/lib/admin/return-path.ts';
import { canReach, type StaffArea, staffAreas } from '#domain/staff.ts';
import { serializeClearedStaffCookie, serializeStaffCookie, staffTokenFromCookieHeader } from '#server/modules/staff/cookie.ts';
import { presentStaff, type StaffClient } from '#server/modules/staff/service.ts';
import type { AppServices } from '#server/services.ts';

/**
 * The Access Denied sentence names what the area needs without naming the shop's roles: a
 * customer is told it is for staff, a staff member that it needs more than their role has.
 */
const FOR_STAFF = 'staff';
const MORE_THAN_YOURS = 'additional';

export function staffToken(services: AppServices, request: Request): string | null {
  return staffTokenFromCookieHeader(services.production, request.headers.get('cookie'));
}

/**
 * For back-office pages: the signed-in staff member. A signed-in customer (with no staff session)
 * or a staff member whose role does not reach `area` gets the role guard's 403, shown as Access
 * Denied; anyone else goes to the staff sign-in, which brings them back to the page they asked for.
 */
export async function requireStaffPage(services: AppServices, request: Request, area?: StaffArea) {
  const found = await services.staff.resolve(staffToken(services, request), 'signed_in');
  if (!found) {
    if (await signedIn(services, request)) throw data(accessDeniedData(FOR_STAFF), { status: 403 });
    throw redirect(staffSignInPath(requestedPage(request)));
  }
  if (area && !canReach(found.staff.role, area)) throw data(accessDeniedData(MORE_THAN_YOURS), { status: 403 });
  return { staff: presentStaff(found.staff), areas: [...staffAreas(found.staff.role)] };
}

export function staffCookieHeaders(services: AppServices, session: { token: string; expiresAt: Date }): Headers {
  return new Headers({ 'set-cookie': serializeStaffCookie(services.production, session.token, session.expiresAt) });
}

export function clearedStaffCookieHeaders(services: AppServices): Headers {
  return new Headers({ 'set-cookie': serializeClearedStaffCookie(services.production) });
}

export function staffClient(request: Request, context: Readonly<RouterContextProvider>): StaffClient {
  return { ipAddress: context.get(clientAddressContext), userAgent: request.headers.get('user-agent') ?? undefined };
}
