import { redirect } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { clearedStaffCookieHeaders, staffToken } from '#app/lib/admin/staff-session.server.ts';
import type { Route } from './+types/admin.sign-out';

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const token = staffToken(services, request);
  if (token) await services.staff.signOut(token);
  return redirect('/admin/sign-in', { headers: clearedStaffCookieHeaders(services) });
}

export function loader() {
  return redirect('/admin');
}
