/** React Router's single fetch asks for a page's data at `<path>.data` (the home page at `/_root.data`). */
const DATA_SUFFIX = '.data';
const ROOT_DATA_PATH = `/_root${DATA_SUFFIX}`;
/** The search parameter naming which routes' loaders a data request wants. */
const ROUTES_PARAM = '_routes';

/**
 * The address of the page a loader or action runs for. On an in-app navigation the loaders see
 * React Router's data request (`/faqs.data?_routes=…`), not the page's address; anything that
 * reads the path or puts the address in a redirect must use the page's own.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === ROOT_DATA_PATH) url.pathname = '/';
  else if (url.pathname.endsWith(DATA_SUFFIX)) url.pathname = url.pathname.slice(0, -DATA_SUFFIX.length);
  url.searchParams.delete(ROUTES_PARAM);
  return url;
}
