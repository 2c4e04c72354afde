/** Paths that render the shared listing page; a navigation to one of them shows the listing skeleton. */
const LISTING_PATH = /^\/(shop(\/(category|brand|search)\/[^/]+)?|search|filter|offers|new-arrivals|flash-sale)\/?$/;

export function isListingPath(pathname: string): boolean {
  return LISTING_PATH.test(pathname);
}
