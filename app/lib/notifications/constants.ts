// The notification limits and timings. Shared by the header bell, its dropdown and the notification pages.

/** One request fetches this many: the dropdown and the pages show the newest 50. */
export const NOTIFICATION_PAGE_SIZE = 50;
/** A list younger than this is reused instead of fetched again (opening the dropdown twice, say). */
export const MIN_FETCH_GAP_MS = 30_000;
/** The Refresh button does nothing within this time of the last fetch. */
export const MANUAL_REFRESH_GAP_MS = 10_000;
/** The unread count is asked for again this often while a page stays open. */
export const COUNT_POLL_MS = 5 * 60_000;
/** The first fetch after a page opens (or after sign-in) waits this long, so it never competes with the page itself. */
export const INITIAL_FETCH_DELAY_MS = 3_000;
/** A fetched list is kept this long after the last component using it goes away. */
export const CACHE_MS = 5 * 60_000;
/** Clicks on Refresh closer together than this make one request. */
export const REFRESH_DEBOUNCE_MS = 500;
/** An error message (a failed mark-as-read, say) disappears after this long. */
export const ERROR_CLEAR_MS = 3_000;
/** Notification links without a target of their own point to the shop. */
export const DEFAULT_NOTIFICATION_LINK = '/shop';
