import type { FacetRow } from './facet-sql.ts';
import { FACETS, type Facet, PRICE_BANDS, type ResolvedFilters, filtersFacet } from './filters.ts';
import { type IndexStore, NONE, type SlotWatcher } from './index-store.ts';

/** A facet's filter as a test of one slot, for the filters that are set. */
function facetTests(store: IndexStore, filters: ResolvedFilters): Partial<Record<Facet, (slot: number) => boolean>> {
  const tests: Partial<Record<Facet, (slot: number) => boolean>> = {};
  const spelledIn = (values: string[] | undefined, column: Int32Array) => {
    if (!values) return undefined;
    const wanted = new Set(values);
    const lower = store.spellings.lower;
    return (slot: number) => column[slot] !== NONE && wanted.has(lower[column[slot]!]!);
  };
  if (filters.categoryIds) {
    const ids = new Set(filters.categoryIds);
    tests.category = (slot) =>
      ids.has(store.category[slot]!) || (store.hasExtraCategories[slot] === 1 && store.words[slot]!.extraCategoryIds.some((id) => ids.has(id)));
  }
  if (filters.brandIds) {
    const ids = new Set(filters.brandIds);
    tests.brand = (slot) => ids.has(store.brand[slot]!);
  }
  if (filters.priceRanges) {
    const ranges = filters.priceRanges;
    tests.price = (slot) => {
      const price = store.price[slot]!;
      return price > 0 && ranges.some((range) => price >= range.min && (range.max === null || price <= range.max));
    };
  }
  if (filters.inStock !== undefined) {
    const wanted = filters.inStock ? 1 : 0;
    tests.stock = (slot) => store.inStock[slot] === wanted;
  }
  const colour = spelledIn(filters.colors, store.color);
  if (colour) tests.color = colour;
  const size = spelledIn(filters.sizes, store.size);
  if (size) tests.size = size;
  const memory = spelledIn(filters.memory, store.memory);
  if (memory) tests.memory = memory;
  return tests;
}

/** Counts per facet value over the slots counted for each facet, as typed arrays by id or number. */
export class FacetCounts {
  readonly category: Int32Array;
  readonly brand: Int32Array;
  readonly band = new Int32Array(PRICE_BANDS.length);
  readonly stock = new Int32Array(2);
  readonly color: Int32Array;
  readonly size: Int32Array;
  readonly memory: Int32Array;

  private readonly store: IndexStore;

  constructor(store: IndexStore) {
    this.store = store;
    const spellings = store.spellings.spelled.length;
    this.category = new Int32Array(store.largestCategoryId + 1);
    this.brand = new Int32Array(store.largestBrandId + 1);
    this.color = new Int32Array(spellings);
    this.size = new Int32Array(spellings);
    this.memory = new Int32Array(spellings);
  }

  add(slot: number, facet: Facet): void {
    const store = this.store;
    if (facet === 'category') {
      const id = store.category[slot]!;
      if (id !== NONE) this.category[id]! += 1;
      if (store.hasExtraCategories[slot] === 1) for (const extra of store.words[slot]!.extraCategoryIds) this.category[extra]! += 1;
    } else if (facet === 'brand') {
      const id = store.brand[slot]!;
      if (id !== NONE) this.brand[id]! += 1;
    } else if (facet === 'price') {
      const band = store.band[slot]!;
      if (band !== NONE) this.band[band]! += 1;
    } else if (facet === 'stock') this.stock[store.inStock[slot]!]! += 1;
    else {
      const spelling = store[facet][slot]!;
      if (spelling !== NONE) this[facet][spelling]! += 1;
    }
  }

  /**
   * Counts every slot under every facet (`by` -1 takes them off). Written out over local arrays in
   * one loop, as it runs for every match: a method call and a column lookup per slot and facet cost
   * twice the counting.
   */
  addEvery(slots: Int32Array, by = 1): void {
    const { category, brand, band, inStock, hasExtraCategories, color, size, memory, words } = this.store;
    const categories = this.category;
    const brands = this.brand;
    const bands = this.band;
    const stock = this.stock;
    const colors = this.color;
    const sizes = this.size;
    const memories = this.memory;
    for (let at = 0; at < slots.length; at++) {
      const slot = slots[at]!;
      const categoryId = category[slot]!;
      if (categoryId !== NONE) categories[categoryId]! += by;
      if (hasExtraCategories[slot] === 1) for (const extra of words[slot]!.extraCategoryIds) categories[extra]! += by;
      const brandId = brand[slot]!;
      if (brandId !== NONE) brands[brandId]! += by;
      const priceBand = band[slot]!;
      if (priceBand !== NONE) bands[priceBand]! += by;
      stock[inStock[slot]!]! += by;
      const colour = color[slot]!;
      if (colour !== NONE) colors[colour]! += by;
      const sizeSpelling = size[slot]!;
      if (sizeSpelling !== NONE) sizes[sizeSpelling]! += by;
      const memorySpelling = memory[slot]!;
      if (memorySpelling !== NONE) memories[memorySpelling]! += by;
    }
  }

  /** These counts, in arrays sized for the store as it is now. */
  copy(): FacetCounts {
    const copy = new FacetCounts(this.store);
    for (const key of ['category', 'brand', 'band', 'stock', 'color', 'size', 'memory'] as const) copy[key].set(this[key]);
    return copy;
  }

  /** Whether the arrays still hold every id and spelling the store has. */
  fitsStore(): boolean {
    const { store } = this;
    return this.category.length > store.largestCategoryId && this.brand.length > store.largestBrandId && this.color.length >= store.spellings.spelled.length;
  }

  /**
   * The facet's rows as the database would group them: ids and price bands as text, stock as
   * 'true'/'false', spellings per lower-cased value labelled by their first spelling in code-point order.
   */
  rows(facet: Facet): FacetRow[] {
    const rows: FacetRow[] = [];
    const byId = (counts: Int32Array) => {
      for (const [id, n] of counts.entries()) if (n > 0) rows.push({ facet, value: String(id), label: null, n });
    };
    if (facet === 'category') byId(this.category);
    else if (facet === 'brand') byId(this.brand);
    else if (facet === 'price') {
      for (const [band, n] of this.band.entries()) if (n > 0) rows.push({ facet, value: PRICE_BANDS[band]!.value, label: null, n });
    } else if (facet === 'stock') {
      for (const [inStock, n] of this.stock.entries()) if (n > 0) rows.push({ facet, value: inStock ? 'true' : 'false', label: null, n });
    } else {
      const groups = new Map<string, FacetRow>();
      const { spelled, lower } = this.store.spellings;
      for (const [spelling, n] of this[facet].entries()) {
        if (n === 0) continue;
        const group = groups.get(lower[spelling]!);
        if (!group) groups.set(lower[spelling]!, { facet, value: lower[spelling]!, label: spelled[spelling]!, n });
        else {
          group.n += n;
          if (spelled[spelling]! < group.label!) group.label = spelled[spelling]!;
        }
      }
      rows.push(...groups.values());
    }
    return rows;
  }
}

/** Candidates counted: those passing every filter, kept in order at the front of the candidates' own list, and the facet counts. */
export interface Counted {
  passing: Int32Array;
  counts: FacetCounts;
}

/**
 * Applies the filters to candidates and counts the facets: a candidate passing every filter under
 * every facet, one failing only a set filter's own under that facet alone (so "ASUS (12)" means 12
 * more if ASUS is ticked), one failing two nowhere.
 */
export function countCandidates(store: IndexStore, candidates: Int32Array, filters: ResolvedFilters): Counted {
  const counts = new FacetCounts(store);
  const tests = facetTests(store, filters);
  const setFacets = FACETS.filter((facet) => filtersFacet(filters, facet));
  if (setFacets.length === 0 && !filters.onSale) {
    counts.addEvery(candidates);
    return { passing: candidates, counts };
  }
  let passing = 0;
  for (let at = 0; at < candidates.length; at++) {
    const slot = candidates[at]!;
    if (filters.onSale && store.onSale[slot] === 0) continue;
    let failed: Facet | null = null;
    let failures = 0;
    for (const facet of setFacets) {
      if (!tests[facet]!(slot)) {
        failed = facet;
        failures += 1;
        if (failures > 1) break;
      }
    }
    if (failures === 1) counts.add(slot, failed!);
    else if (failures === 0) candidates[passing++] = slot;
  }
  counts.addEvery(candidates.subarray(0, passing));
  return { passing: candidates.subarray(0, passing), counts };
}

/** Words held by at least this many products keep their facet counts (WordFacetCounts). */
const COMMON_WORD = 2_000;

/**
 * The facet counts of every product holding a common word, kept in step with each change to the
 * store, so a search for one common word reads its counts instead of counting thousands of matches
 * one by one (most of such a search's cost). A word's counts are made when first asked for.
 */
export class WordFacetCounts implements SlotWatcher {
  private readonly byWord = new Map<string, FacetCounts>();
  private readonly store: IndexStore;
  private readonly commonWord: number;

  /** `commonWord`: how many products make a word common (tests lower it). */
  constructor(store: IndexStore, commonWord = COMMON_WORD) {
    this.store = store;
    this.commonWord = commonWord;
    store.watchers.push(this);
  }

  /** The word's counts (the store's own, not to be changed), or null for a word held by few products. */
  of(word: string): FacetCounts | null {
    let counts = this.byWord.get(word);
    if (!counts) {
      const slots = this.store.slotsOf(word);
      if (slots.length < this.commonWord) return null;
      counts = new FacetCounts(this.store);
      counts.addEvery(Int32Array.from(slots));
      this.byWord.set(word, counts);
    }
    return counts;
  }

  private change(slot: number, by: 1 | -1) {
    const one = Int32Array.of(slot);
    for (const word of this.store.words[slot]!.terms) this.byWord.get(word)?.addEvery(one, by);
  }

  leaving(slot: number): void {
    this.change(slot, -1);
  }

  coming(slot: number): void {
    // A new category, brand or spelling past the arrays' ends: made again when next asked for. The
    // first kept is the oldest, so its arrays are the smallest.
    if (this.byWord.size && !this.byWord.values().next().value!.fitsStore()) this.byWord.clear();
    this.change(slot, 1);
  }

  cleared(): void {
    this.byWord.clear();
  }
}
