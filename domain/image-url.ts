export const PLACEHOLDER_IMAGE = '/image/placeholder.png';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const RELATIVE = /^(?:\/(?!\/)|\.\/|\.\.\/)/;
const ABSOLUTE = /^https?:\/\//i;
// Browsers silently delete tabs/newlines inside URLs and treat "\" as "/", so "/\t/evil.com" or
// "/\evil.com" would become protocol-relative links to another host after passing the prefix check.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/**
 * Image URLs come from imported product data, so only same-site paths and http(s) URLs are let
 * through; anything else (javascript:, data:, //host) could load or run content from elsewhere.
 */
export function normalizeImageUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (UNSAFE_CHARS.test(trimmed)) return null;
  if (RELATIVE.test(trimmed)) return trimmed;
  if (!ABSOLUTE.test(trimmed)) return null;

  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  // Plain http images would be blocked as mixed content on the https storefront; local dev
  // servers usually have no certificate, so they are left alone.
  if (parsed.protocol === 'http:' && !LOCAL_HOSTS.has(parsed.hostname)) {
    parsed.protocol = 'https:';
  }
  return parsed.href;
}

export function cleanImageUrls(urls: readonly unknown[] | null | undefined): string[] {
  const seen = new Set<string>();
  for (const url of Array.isArray(urls) ? urls : []) {
    const normalized = normalizeImageUrl(url);
    if (normalized !== null) seen.add(normalized);
  }
  // Always at least one entry so galleries never have to handle an empty list.
  return seen.size > 0 ? [...seen] : [PLACEHOLDER_IMAGE];
}

export function imageUrlOrPlaceholder(url: unknown): string {
  return normalizeImageUrl(url) ?? PLACEHOLDER_IMAGE;
}
