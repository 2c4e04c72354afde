import { useRouteError } from 'react-router';
import { deniedRole } from '#app/lib/auth/access-denied.ts';
import { AccessDenied } from './AccessDenied.tsx';

/**
 * A route's `ErrorBoundary` for pages guarded by `requireRole`: a role refusal renders Access
 * Denied; any other error is thrown on to the next boundary up (the root's error screen).
 *
 *   export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
 */
export function AccessDeniedBoundary() {
  const error = useRouteError();
  const role = deniedRole(error);
  if (role === null) throw error;
  return <AccessDenied role={role} />;
}
