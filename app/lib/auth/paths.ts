import { returnTarget } from '#domain/return-target.ts';

/** Where guest-only pages send a signed-in customer. */
const SIGNED_IN_HOME = '/dashboard/profile';

/** Pages only guests use; returning to one of them after signing in would bounce straight on. */
const GUEST_ONLY_PATHS = ['/login', '/register', '/forgot-password'] as const;

/** Pages behind the sign-in guard; moving to one of them shows the dashboard loading screen. */
const PROTECTED_PATH_PREFIXES = ['/dashboard', '/social-registration'] as const;

/** /login remembering where to return; only pages of the shop at `origin` are kept, so the link cannot send anyone elsewhere. */
export function loginPath(returnTo: string | null | undefined, origin: string): string {
  const target = returnTarget(returnTo, origin);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

function pathOnly(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? target;
}

function isGuestOnlyPath(target: string): boolean {
  return (GUEST_ONLY_PATHS as readonly string[]).includes(pathOnly(target).replace(/\/+$/, '') || '/');
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Where to go once signed in: the remembered page of the shop at `origin`, else /dashboard/profile (never back to a guest-only page). */
export function signedInTarget(redirectParam: string | null | undefined, origin: string): string {
  const target = returnTarget(redirectParam, origin);
  return target && !isGuestOnlyPath(target) ? target : SIGNED_IN_HOME;
}

/**
 * A link to another guest-only page that keeps the remembered target, one the page's loader already
 * passed through `returnTarget` (the page it links to checks it again when it reads it).
 */
export function withRedirect(path: string, checkedTarget: string | null): string {
  return checkedTarget && !isGuestOnlyPath(checkedTarget) && checkedTarget !== SIGNED_IN_HOME ? `${path}?redirect=${encodeURIComponent(checkedTarget)}` : path;
}
