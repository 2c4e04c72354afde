import { productPathOf } from '#domain/slug.ts';

/** The box asks for suggestions once the text is this long, and shows this many. */
export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;

export interface Suggestion {
  name: string;
  price: number;
  product_id: number;
}

/** What the suggestions API is asked for: case and surrounding spaces do not change the answer. */
export function suggestionTerm(text: string): string {
  return text.trim().toLowerCase();
}

export function suggestionPath(suggestion: Suggestion): string {
  return productPathOf(suggestion.name, suggestion.product_id);
}

/**
 * The box's text after navigating to a page: shop, search and filter pages show
 * the query they were opened with; every other page starts empty.
 */
export function searchTextFor(pathname: string, search: string): string {
  if (!/^\/(shop|search|filter)(\/|$)/.test(pathname)) return '';
  const q = new URLSearchParams(search).get('q');
  if (q !== null) return q;
  const segment = /^\/shop\/search\/([^/]+)/.exec(pathname)?.[1];
  if (!segment) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Splits a name around the first place the typed term occurs, so that part can be emphasised. */
export function splitOnMatch(name: string, term: string): [before: string, match: string, after: string] {
  const lower = name.toLowerCase();
  // Lower-casing a few letters changes the string's length; then the offsets would not line up.
  const at = term && lower.length === name.length ? lower.indexOf(term) : -1;
  if (at < 0) return [name, '', ''];
  return [name.slice(0, at), name.slice(at, at + term.length), name.slice(at + term.length)];
}

/** Keeps only well-formed entries; the API contract is an array of {name, price, product_id}. */
export function parseSuggestions(body: unknown): Suggestion[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((entry): entry is Suggestion => typeof entry?.name === 'string' && typeof entry.price === 'number' && Number.isInteger(entry.product_id))
    .slice(0, SUGGESTION_LIMIT);
}
