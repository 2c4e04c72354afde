/**
 * Whether a return target (`?redirect=`, a form's `redirect` field) leads to a page of this shop,
 * and if so the path to send the visitor to. One rule for every place that reads one.
 */

/** Far longer than any page of the shop; a longer value is someone's experiment. */
export const MAX_RETURN_TARGET_LENGTH = 2048;

// Browsers drop tabs and newlines from a URL and read a backslash as a slash, so `/\t/evil.com` and
// `/\evil.com` are `//evil.com` to them; a CR or LF also cannot go into a Location header at all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path of the shop, or a whole http(s) URL; `https:evil.com`, `javascript:…` and bare words are neither. */
const PATH_OR_WEB_URL = /^(\/|https?:\/\/)/i;

/** A path that a browser or a proxy might read as "another host": `//host`, or the same in disguise. */
function looksLikeAnotherHost(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.startsWith('//') || CONTROL_OR_BACKSLASH.test(decoded);
}

/**
 * The target's path, query and fragment when, read as a link on a page at `origin`, it stays on
 * `origin`; otherwise `fallback`. An absolute URL of the shop itself is fine (its path is kept).
 */
export function returnTarget(value: string | null | undefined, origin: string, fallback: string): string;
export function returnTarget(value: string | null | undefined, origin: string, fallback?: null): string | null;
export function returnTarget(value: string | null | undefined, origin: string, fallback: string | null = null): string | null {
  if (!value || value.length > MAX_RETURN_TARGET_LENGTH || CONTROL_OR_BACKSLASH.test(value) || !PATH_OR_WEB_URL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  // Userinfo cannot be on a path; in an absolute URL it is there to make a foreign host look like ours.
  if (url.origin !== new URL(origin).origin || url.username || url.password) return fallback;
  if (looksLikeAnotherHost(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
