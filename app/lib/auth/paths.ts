/** Where guest-only pages send a signed-in customer (spec 2). */
export const SIGNED_IN_HOME = '/dashboard/profile';

/** /login remembering where to return; only same-site paths are kept, so the link cannot send anyone elsewhere. */
export function loginPath(returnTo?: string | null): string {
  const target = safeReturnPath(returnTo);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}

export function safeReturnPath(value: string | null | undefined, fallback: string | null = null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
