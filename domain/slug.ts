// Ids must fit a Postgres `integer` column; larger values would fail the query instead of 404ing.
const MAX_ID = 2147483647;

/**
 * Turns a display name into a URL segment. Unicode letters, marks and digits survive so that
 * Bengali product names still produce a readable slug rather than an empty string.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]+/gu, '')
    .replace(/\s+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug staff may type: lowercase letters, digits and single hyphens; empty means "make it from the name". */
export const TYPED_SLUG = /^$|^[\p{Ll}\p{Lo}\p{M}\p{N}]+(-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u;

/** The id is appended last so it can be recovered even when the name itself contains digits. */
export function productSlug(name: string, id: number): string {
  const base = slugify(name);
  return base === '' ? `product-${id}` : `${base}-${id}`;
}

/**
 * The product page's path, the one way every link, sitemap entry, structured-data URL, share link
 * and redirect names a product. The slug is percent-encoded, so a Bengali name stays a valid URL in
 * a Location header, a sitemap and JSON-LD; browsers show it decoded.
 */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** The product page of a product known only by name and id (a search suggestion, an order line). */
export function productPathOf(name: string, id: number): string {
  return productPath(productSlug(name, id));
}

/**
 * Only the id is trusted; the name part is decoration, so a renamed product's old links still resolve.
 */
export function productIdFromSlug(slug: string): number | null {
  const last = slug.slice(slug.lastIndexOf('-') + 1);
  if (!/^[0-9]+$/.test(last)) return null;
  const id = Number(last);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) return null;
  return id;
}

/**
 * Whether a category or brand is the one a filter, URL segment or menu label names: by id, slug or
 * name in any case, or by a name that slugifies to its slug ("Gaming Laptops" for gaming-laptops).
 * The one rule for the listing pages, the /filter page and the API's category and brand filters.
 */
export function matchesCatalogKey(row: { id: number; slug: string; name: string }, key: string): boolean {
  const lower = key.trim().toLowerCase();
  const slug = slugify(key);
  if (lower === '') return false;
  return String(row.id) === lower || row.slug === lower || row.name.toLowerCase() === lower || (slug !== '' && row.slug === slug);
}
