import { RESULT_WINDOW } from '#domain/result-window.ts';
import type { ProductSort } from '#server/modules/catalog/orderings.ts';
import type { FacetRow } from './facet-sql.ts';
import { FACETS, type ResolvedFilters, filtersFacet } from './filters.ts';
import { type Counted, countCandidates, type FacetCounts, WordFacetCounts } from './index-facets.ts';
import { ANYWHERE, firstByRelevance, type IndexTerm, matchingSlots, slotsOfWords, unionWords } from './index-match.ts';
import { firstInOrder } from './index-order.ts';
import type { IndexStore } from './index-store.ts';

export interface IndexSearch {
  /** null: every shown product (a listing without words). */
  terms: IndexTerm[] | null;
  /** The query as normalised (normalizeQuery), for the relevance tiers that compare whole names. */
  normalized: string;
  filters: ResolvedFilters;
  sort: ProductSort | 'relevance';
  page: number;
  perPage: number;
}

export interface IndexAnswer {
  found: number;
  /** The page's product ids, in order. */
  ids: number[];
  /** Exact counts per facet value, each with every other filter applied, and a 'found' row. */
  facets: FacetRow[];
}

/**
 * Listings without words read the whole catalogue's counts, or with filters but no words their
 * category counts over the whole catalogue: kept per filters until the store next changes, as
 * every such listing shows the same.
 */
const listings = new WeakMap<IndexStore, { version: number; byFilters: Map<string, FacetCounts>; firstBySort: Map<ProductSort, number[]> }>();

function keptForVersion(store: IndexStore) {
  let kept = listings.get(store);
  if (kept?.version !== store.version) {
    kept = { version: store.version, byFilters: new Map(), firstBySort: new Map() };
    listings.set(store, kept);
  }
  return kept;
}

/**
 * The whole catalogue's first slots in an order, as far as a listing can be paged (RESULT_WINDOW):
 * kept until the store next changes, as every listing without words or filters shows them.
 */
function firstOfCatalogue(store: IndexStore, sort: ProductSort): number[] {
  const kept = keptForVersion(store);
  let first = kept.firstBySort.get(sort);
  if (!first) {
    first = firstInOrder(store, store.liveSlots(), RESULT_WINDOW, sort);
    kept.firstBySort.set(sort, first);
  }
  return first;
}

function catalogueCounts(store: IndexStore, filters: ResolvedFilters): FacetCounts {
  const kept = keptForVersion(store);
  const key = JSON.stringify(filters);
  let counts = kept.byFilters.get(key);
  if (!counts) {
    counts = countCandidates(store, store.liveSlots(), filters).counts;
    kept.byFilters.set(key, counts);
  }
  return counts;
}

const wordCounts = new WeakMap<IndexStore, WordFacetCounts>();

/**
 * The facet counts of slotsOfWords' slots: the kept counts of their most common word
 * (WordFacetCounts) and the few slots the other words add; null when that word is not common.
 */
function countsOfWords(store: IndexStore, { slots, common }: ReturnType<typeof slotsOfWords>): FacetCounts | null {
  let kept = wordCounts.get(store);
  if (!kept) {
    kept = new WordFacetCounts(store);
    wordCounts.set(store, kept);
  }
  const commonCounts = kept.of(common);
  if (!commonCounts) return null;
  const counts = commonCounts.copy();
  counts.addEvery(slots.subarray(store.slotsOf(common).length));
  return counts;
}

/** The slots of the products in any of the categories, each once. */
function slotsInCategories(store: IndexStore, categoryIds: readonly number[]): Int32Array {
  const lists = [...new Set(categoryIds)].map((id) => store.slotsInCategory(id));
  const slots = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
  const seen = new Uint8Array(store.capacity);
  let count = 0;
  for (const list of lists) {
    for (const slot of list) {
      if (seen[slot] === 1) continue;
      seen[slot] = 1;
      slots[count++] = slot;
    }
  }
  return slots.subarray(0, count);
}

/**
 * A search answered from the index: every match counted, every facet counted over every match (no
 * sample), and the page taken as the first page-end matches in the order, so a deep page costs its
 * own length and never an offset walk.
 */
export function searchIndex(store: IndexStore, search: IndexSearch): IndexAnswer {
  const { terms, filters } = search;
  const noFilters = FACETS.every((facet) => !filtersFacet(filters, facet)) && !filters.onSale;
  let counted: Counted;
  /** Rows of the category facet from elsewhere than the candidates' counts. */
  let categoryRows: FacetRow[] | null = null;
  if (terms === null && noFilters) {
    counted = { passing: store.liveSlots(), counts: catalogueCounts(store, {}) };
  } else if (terms === null && filters.categoryIds) {
    // Only the categories' products can pass; the category facet, counted without its own filter,
    // is the whole catalogue's with the other filters.
    const { categoryIds, ...others } = filters;
    counted = countCandidates(store, slotsInCategories(store, categoryIds), { ...others, categoryIds });
    categoryRows = catalogueCounts(store, others).rows('category');
  } else {
    const words = terms !== null ? unionWords(store, terms) : null;
    const union = words && slotsOfWords(store, words);
    const candidates = union ? union.slots : terms === null ? store.liveSlots() : matchingSlots(store, terms, ANYWHERE);
    const counts = union && noFilters ? countsOfWords(store, union) : null;
    counted = counts ? { passing: candidates, counts } : countCandidates(store, candidates, filters);
  }
  const { passing, counts } = counted;
  const facets: FacetRow[] = [
    { facet: 'found', value: null, label: null, n: passing.length },
    ...FACETS.flatMap((facet) => (facet === 'category' && categoryRows ? categoryRows : counts.rows(facet))),
  ];
  const pageEnd = search.page * search.perPage;
  let first: number[];
  if (search.sort === 'relevance' && terms !== null) {
    first = firstByRelevance(store, terms, search.normalized, passing, pageEnd);
  } else {
    const sort = search.sort === 'relevance' ? 'newest' : search.sort;
    first = terms === null && noFilters && pageEnd <= RESULT_WINDOW ? firstOfCatalogue(store, sort) : firstInOrder(store, passing, pageEnd, sort);
  }
  return { found: passing.length, ids: first.slice(pageEnd - search.perPage, pageEnd).map((slot) => store.ids[slot]!), facets };
}
