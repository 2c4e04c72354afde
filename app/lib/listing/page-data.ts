import type { Crumb } from '#app/lib/json-ld.ts';
import type { CardProduct } from '#app/lib/card-product.ts';
import type { FacetKey, ListingSort } from './params.ts';

/** What every listing route's loader returns: the results and how the page presents itself. */
export interface ListingPageData {
  listing: ListingResult;
  heading: string;
  /** From Home to this page; the last one is the page itself. */
  crumbs: Crumb[];
  /** Canonical path and query without the page number. */
  canonicalPath: string;
  description: string;
  /** Pages that only repeat others (filter combinations, empty or fruitless searches) stay out of the index. */
  noindex: boolean;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetGroup {
  key: FacetKey;
  param: string;
  options: FacetOption[];
}

export interface ListingResult {
  status: 'ok' | 'emptyQuery' | 'error';
  q: string;
  products: CardProduct[];
  found: number;
  /** The catalogue is large and `found` and the counts are estimates. */
  approximate: boolean;
  page: number;
  lastPage: number;
  sort: ListingSort;
  sorts: ListingSort[];
  facets: FacetGroup[];
}
