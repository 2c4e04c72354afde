import { returnTarget } from '#domain/return-target.ts';

/** Where staff land after signing in when they asked for no page, or for one they may not be sent to. */
export const BACK_OFFICE_HOME = '/admin';

const SIGN_IN_PATH = '/admin/sign-in';

// Only for reading a path against: the target must be a path, so no real origin ever matters.
const PLACEHOLDER_ORIGIN = 'http://back-office.invalid';

/** The sign-in steps themselves: returning to one after signing in would loop or spend a used link. */
const NOT_A_RETURN = [SIGN_IN_PATH, '/admin/sign-out', '/admin/setup'];

function isBackOfficePath(pathname: string): boolean {
  return pathname === BACK_OFFICE_HOME || pathname.startsWith(`${BACK_OFFICE_HOME}/`);
}

/**
 * The back-office page a staff member asked for before signing in, when `value` is a local path
 * under /admin; anything else (an absolute URL, even the shop's own, `//host`, a path that leaves
 * /admin once read) gives the back office's home, so the sign-in cannot send anyone off the shop.
 */
export function staffReturnPath(value: FormDataEntryValue | string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith(BACK_OFFICE_HOME)) return BACK_OFFICE_HOME;
  const target = returnTarget(value, PLACEHOLDER_ORIGIN);
  if (!target) return BACK_OFFICE_HOME;
  // Read again after URL parsing: `/admin/../x` is `/x` to a browser.
  const { pathname } = new URL(target, PLACEHOLDER_ORIGIN);
  if (!isBackOfficePath(pathname)) return BACK_OFFICE_HOME;
  if (NOT_A_RETURN.some((step) => pathname === step || pathname.startsWith(`${step}/`))) return BACK_OFFICE_HOME;
  return target;
}

/** The staff sign-in page, remembering `returnPath` when it is somewhere other than the home. */
export function staffSignInPath(returnPath: string): string {
  const target = staffReturnPath(returnPath);
  return target === BACK_OFFICE_HOME ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The page a browser asked for, as its address bar shows it. A loader's request may be React
 * Router's data request for that page (`/admin/products.data?_routes=…`) when staff move between
 * pages after their session ended.
 */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) : url.pathname;
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  return `${pathname}${url.search}`;
}
