import type { Facet } from '#server/modules/search/filters.ts';
import type { SearchSort } from '#server/modules/search/service.ts';

/** Default page size 25. */
export const PAGE_SIZE = 25;
/** Bounds a page number read from a URL; the loader sends a page past the result window (domain/result-window.ts) to its last page. */
export const MAX_PAGE = 1000;
const MAX_QUERY_LENGTH = 200;
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 100;

export const LISTING_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc', 'best_selling', 'popular'] as const satisfies readonly SearchSort[];
export type ListingSort = (typeof LISTING_SORTS)[number];

export type FacetKey = Facet;

/** The URL parameter of each facet; the same names the search API takes, so links are interchangeable. */
export const FACET_PARAM: Record<FacetKey, string> = {
  category: 'categories',
  brand: 'brands',
  price: 'price_range',
  stock: 'in_stock',
  color: 'colors',
  size: 'sizes',
  memory: 'memory',
};

const FACET_KEYS = Object.keys(FACET_PARAM) as FacetKey[];

export type SelectedFilters = Record<FacetKey, string[]>;

export interface ListingParams {
  q: string;
  page: number;
  sort: ListingSort | null;
  selected: SelectedFilters;
}

const PRICE_RANGE = /^(\d{0,9})-(\d{0,9})$/;

/** A price band such as "10000-24999", "200000-" or "-5000"; anything else is dropped. */
export function parsePriceRange(value: string): { min: number; max: number | null } | null {
  const match = PRICE_RANGE.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  const min = match[1] ? Number(match[1]) : 0;
  const max = match[2] ? Number(match[2]) : null;
  return max !== null && min > max ? null : { min, max };
}

const STOCK_VALUES: Record<string, string> = { true: 'true', '1': 'true', false: 'false', '0': 'false' };

/** Normalises one facet's raw value; null drops it. */
function normaliseValue(facet: FacetKey, raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (!value || value.length > MAX_VALUE_LENGTH) return null;
  if (facet === 'stock') return STOCK_VALUES[value] ?? null;
  if (facet === 'price') return parsePriceRange(value) ? value : null;
  return value;
}

/** Repeated parameters, commas, or both: `brands=asus&brands=hp` and `brands=asus,hp` mean the same. */
function readValues(search: URLSearchParams, facet: FacetKey): string[] {
  const values = search
    .getAll(FACET_PARAM[facet])
    .flatMap((item) => item.split(','))
    .map((item) => normaliseValue(facet, item))
    .filter((item) => item !== null);
  return [...new Set(values)].slice(0, MAX_VALUES);
}

export function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

function parseSort(raw: string | null): ListingSort | null {
  const value = raw?.trim().toLowerCase();
  return LISTING_SORTS.find((sort) => sort === value) ?? null;
}

/** Reads the listing state from a URL's query; garbage is ignored, never thrown. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const selected = Object.fromEntries(FACET_KEYS.map((facet) => [facet, readValues(search, facet)])) as SelectedFilters;
  return {
    q: (search.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page: parsePage(search.get('page')),
    sort: parseSort(search.get('sort')),
    selected,
  };
}

export function hasSelectedFilters(selected: SelectedFilters): boolean {
  return FACET_KEYS.some((facet) => selected[facet].length > 0);
}

/** In-stock filter: one of the two ticked narrows; both or neither means no filter. */
export function stockFilter(values: string[]): boolean | undefined {
  return values.length === 1 ? values[0] === 'true' : undefined;
}

/** Where the shopper is: the path and query string (with or without its "?"), as `useLocation()` gives them. */
export interface Here {
  pathname: string;
  search: string;
}

/** The same page with some parameters changed; any change but a page change goes back to page 1. */
export function withParams(here: Here, changes: Record<string, string | string[] | null>): string {
  const next = new URLSearchParams(here.search);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    for (const item of value === null ? [] : Array.isArray(value) ? value : [value]) next.append(key, item);
  }
  const query = next.toString();
  return query ? `${here.pathname}?${query}` : here.pathname;
}

export function toggleFilterHref(here: Here, facet: FacetKey, value: string): string {
  const values = readValues(new URLSearchParams(here.search), facet);
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return withParams(here, { [FACET_PARAM[facet]]: next.length ? next : null });
}

export function clearFiltersHref(here: Here): string {
  return withParams(here, Object.fromEntries(FACET_KEYS.map((facet) => [FACET_PARAM[facet], null])));
}

export function pageHref(here: Here, page: number): string {
  return withParams(here, { page: page > 1 ? String(page) : null });
}

/** Parameters a GET form must carry as hidden fields so submitting it keeps them (it replaces the whole query). */
export function preservedEntries(search: string, controlled: readonly string[]): [string, string][] {
  return [...new URLSearchParams(search).entries()].filter(([key]) => key !== 'page' && !controlled.includes(key));
}
