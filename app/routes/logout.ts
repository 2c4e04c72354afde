import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { servicesContext } from '#app/context.ts';
import { signedIn, signOutHeaders } from '#app/lib/auth/session.server.ts';

/** POST /logout ends the session and clears the cookie; a GET cannot sign anyone out (links and prefetches). */
export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const session = await signedIn(services, request);
  if (session) await services.auth.logout(session.token);
  return redirect('/', { headers: signOutHeaders(services) });
}

export function loader() {
  return redirect('/');
}
