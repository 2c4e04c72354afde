/** Where guest-only pages send a signed-in customer (spec 2). */
export const SIGNED_IN_HOME = '/dashboard/profile';

/** Pages only guests use; returning to one of them after signing in would bounce straight on. */
export const GUEST_ONLY_PATHS = ['/login', '/register', '/forgot-password'] as const;

/** Pages behind the sign-in guard; moving to one of them shows the dashboard loading screen. */
export const PROTECTED_PATH_PREFIXES = ['/dashboard', '/social-registration'] as const;

/** /login remembering where to return; only same-site paths are kept, so the link cannot send anyone elsewhere. */
export function loginPath(returnTo?: string | null): string {
  const target = safeReturnPath(returnTo);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

export function safeReturnPath(value: string | null | undefined, fallback: string | null = null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

function pathOnly(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? target;
}

export function isGuestOnlyPath(target: string): boolean {
  return (GUEST_ONLY_PATHS as readonly string[]).includes(pathOnly(target).replace(/\/+$/, '') || '/');
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Where to go once signed in: the remembered same-site target, else /dashboard/profile (never back to a guest-only page). */
export function signedInTarget(redirectParam: string | null | undefined): string {
  const target = safeReturnPath(redirectParam);
  return target && !isGuestOnlyPath(target) ? target : SIGNED_IN_HOME;
}

/** A link to another guest-only page that keeps the remembered target. */
export function withRedirect(path: string, redirectParam: string | null | undefined): string {
  const target = safeReturnPath(redirectParam);
  return target && !isGuestOnlyPath(target) && target !== SIGNED_IN_HOME ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
