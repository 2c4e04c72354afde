// How long a browser or a CDN may keep an answer that staff can change, shared by the API and the pages.

/**
 * For answers that are the same for every visitor but follow the back office (catalogue, settings,
 * menus, public notices, and the pages built from them): a copy may be kept, but is checked with
 * the server before each use, so a staff change shows at the next request. The ETag makes the
 * check a 304 without a body when nothing changed (docs/adr/0012).
 */
export const REVALIDATE_EACH_TIME = 'public, no-cache';
