import { RESULT_WINDOW } from '#domain/result-window.ts';
import type { ProductSort } from '#server/modules/catalog/orderings.ts';
import type { FacetRow } from './facet-sql.ts';
import { FACETS, type Facet, PRICE_BANDS, type ResolvedFilters, filtersFacet } from './filters.ts';
import { type IndexStore, NONE } from './index-store.ts';

/** A word as the query searches it: whole, or as a prefix (through its few completions when known). */
interface IndexWord {
  lexeme: string;
  prefix: boolean;
  completions?: string[];
}

/** One term of a query: alternatives of words that must all match; the term matches when any alternative does. */
type IndexTerm = IndexWord[][];

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

/** How a word is tested: `withPrefixes` false matches a prefix word only whole; `inName` only at the name's weight. */
interface WordMode {
  withPrefixes: boolean;
  inName: boolean;
}

const ANYWHERE: WordMode = { withPrefixes: true, inName: false };

/** The words a word stands for in the index: itself, its completions, or every indexed word it starts. */
function indexedWordsOf(store: IndexStore, word: IndexWord, mode: WordMode): string[] {
  if (!word.prefix || !mode.withPrefixes) return [word.lexeme];
  return word.completions ?? store.wordsStartingWith(word.lexeme);
}

/**
 * The slots matching each term of a query in one mode, as marks by slot: each word's slots are
 * marked once from the index, so testing a candidate against the other words costs an array read.
 */
class TermMarks {
  private readonly words = new Map<IndexWord, Uint8Array>();
  private readonly counts = new Map<IndexWord, number>();
  private readonly store: IndexStore;
  private readonly mode: WordMode;

  constructor(store: IndexStore, mode: WordMode) {
    this.store = store;
    this.mode = mode;
  }

  /** How many slots the word's indexed words list, counting a slot once per word. */
  slotCount(word: IndexWord): number {
    let count = this.counts.get(word);
    if (count === undefined) {
      count = indexedWordsOf(this.store, word, this.mode).reduce((sum, indexed) => sum + this.store.slotsOf(indexed, this.mode.inName).length, 0);
      this.counts.set(word, count);
    }
    return count;
  }

  indexedWords(word: IndexWord): string[] {
    return indexedWordsOf(this.store, word, this.mode);
  }

  slotsOf(indexed: string): readonly number[] {
    return this.store.slotsOf(indexed, this.mode.inName);
  }

  private marksOf(word: IndexWord): Uint8Array {
    let marks = this.words.get(word);
    if (!marks) {
      marks = new Uint8Array(this.store.capacity);
      for (const indexed of this.indexedWords(word)) for (const slot of this.slotsOf(indexed)) marks[slot] = 1;
      this.words.set(word, marks);
    }
    return marks;
  }

  holds(slot: number, word: IndexWord): boolean {
    return this.marksOf(word)[slot] === 1;
  }

  matchesTerm(slot: number, term: IndexTerm): boolean {
    return term.some((alternative) => alternative.every((word) => this.holds(slot, word)));
  }
}

/**
 * The slots whose product matches every term in `mode`: the term with
 * the fewest candidates is read from the index, each of its alternatives from its rarest word, and
 * each candidate is tested against the rest. A typed list, as a search may match most of the catalogue.
 */
function matchingSlots(store: IndexStore, terms: readonly IndexTerm[], mode: WordMode): Int32Array {
  const marks = new TermMarks(store, mode);
  const drivers = terms.map((term) =>
    term.map((alternative) => {
      const counts = alternative.map((word) => marks.slotCount(word));
      const rarest = counts.indexOf(Math.min(...counts));
      return { word: alternative[rarest]!, slots: counts[rarest]! };
    }),
  );
  const termCandidates = drivers.map((alternatives) => alternatives.reduce((sum, driver) => sum + driver.slots, 0));
  const driver = termCandidates.indexOf(Math.min(...termCandidates));
  const others = terms.filter((_, index) => index !== driver);
  const sources = terms[driver]!.map((alternative, index) => {
    const rarest = drivers[driver]![index]!.word;
    return { rest: alternative.filter((word) => word !== rarest), indexedWords: marks.indexedWords(rarest) };
  });
  // Slots reached through one word only cannot repeat; through several (completions, alternatives) they can.
  const seen = sources.length === 1 && sources[0]!.indexedWords.length === 1 ? null : new Uint8Array(store.capacity);
  const plain = others.length === 0 && sources.every((source) => source.rest.length === 0);
  const slots = new Int32Array(
    Math.min(
      store.capacity,
      sources.reduce((sum, source) => sum + source.indexedWords.reduce((n, word) => n + marks.slotsOf(word).length, 0), 0),
    ),
  );
  let count = 0;
  for (const { rest, indexedWords } of sources) {
    for (const indexed of indexedWords) {
      for (const slot of marks.slotsOf(indexed)) {
        if (seen) {
          if (seen[slot] === 1) continue;
          seen[slot] = 1;
        }
        if (plain || (rest.every((word) => marks.holds(slot, word)) && others.every((term) => marks.matchesTerm(slot, term)))) slots[count++] = slot;
      }
    }
  }
  return slots.subarray(0, count);
}

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
class FacetCounts {
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

  /** Counts the slot under every facet: written out, as it runs for every match. */
  addAll(slot: number): void {
    const store = this.store;
    const category = store.category[slot]!;
    if (category !== NONE) this.category[category]! += 1;
    if (store.hasExtraCategories[slot] === 1) for (const extra of store.words[slot]!.extraCategoryIds) this.category[extra]! += 1;
    const brand = store.brand[slot]!;
    if (brand !== NONE) this.brand[brand]! += 1;
    const band = store.band[slot]!;
    if (band !== NONE) this.band[band]! += 1;
    this.stock[store.inStock[slot]!]! += 1;
    const color = store.color[slot]!;
    if (color !== NONE) this.color[color]! += 1;
    const size = store.size[slot]!;
    if (size !== NONE) this.size[size]! += 1;
    const memory = store.memory[slot]!;
    if (memory !== NONE) this.memory[memory]! += 1;
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

/** A slot's place in an order as one number, smaller first, and which way equal ones go by id. */
interface KeyedOrder {
  key: (slot: number) => number;
  idsAscending: boolean;
}

function keyedOrder(store: IndexStore, sort: Exclude<ProductSort, 'name_asc'>): KeyedOrder {
  const { price, createdAt, salesCount, popularity } = store;
  switch (sort) {
    case 'newest':
      return { key: (slot) => -createdAt[slot]!, idsAscending: false };
    case 'best_selling':
      return { key: (slot) => -salesCount[slot]!, idsAscending: false };
    case 'popular':
      return { key: (slot) => -popularity[slot]!, idsAscending: false };
    // Call for price (0) has no price to sort by and goes last either way.
    case 'price_asc':
      return { key: (slot) => (price[slot] === 0 ? Number.POSITIVE_INFINITY : price[slot]!), idsAscending: true };
    case 'price_desc':
      return { key: (slot) => (price[slot] === 0 ? Number.POSITIVE_INFINITY : -price[slot]!), idsAscending: false };
  }
}

/** The first `count` of `slots` by their keys (then ids), without sorting them all. */
function firstByKey(store: IndexStore, slots: Int32Array, count: number, order: KeyedOrder): number[] {
  const keys = new Float64Array(slots.length);
  for (let at = 0; at < slots.length; at++) keys[at] = order.key(slots[at]!);
  const { ids } = store;
  const direction = order.idsAscending ? 1 : -1;
  // Positions in `slots`, best first.
  const kept: number[] = [];
  const before = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && (ids[slots[a]!]! - ids[slots[b]!]!) * direction < 0);
  for (let at = 0; at < slots.length; at++) {
    if (kept.length === count && !before(at, kept[count - 1]!)) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(at, kept[middle]!)) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, at);
    if (kept.length > count) kept.pop();
  }
  return kept.map((at) => slots[at]!);
}

/** The first `count` of `slots` by name in code-point order, as the database's C collation sorts names (docs/adr/0015). */
function firstByName(store: IndexStore, slots: Int32Array, count: number): number[] {
  const { ids, words } = store;
  const order = (a: number, b: number) => {
    const [x, y] = [words[a]!.name, words[b]!.name];
    return x < y ? -1 : x > y ? 1 : ids[a]! - ids[b]!;
  };
  const kept: number[] = [];
  for (const slot of slots) {
    if (kept.length === count && order(slot, kept[count - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(slot, kept[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, slot);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** The first `count` of `slots` in an order. */
function firstInOrder(store: IndexStore, slots: Int32Array, count: number, sort: ProductSort): number[] {
  return sort === 'name_asc' ? firstByName(store, slots, count) : firstByKey(store, slots, count, keyedOrder(store, sort));
}

/**
 * Each matching slot's relevance tier, higher is better: the whole name typed (6); the name
 * starting with what was typed (5); every word, whole, in the name (4); every word in the name, the
 * last as a prefix (3); every word whole anywhere (2); any match (1, or 0 here).
 */
function relevanceTiers(store: IndexStore, terms: readonly IndexTerm[], normalized: string): Uint8Array {
  const tiers = new Uint8Array(store.capacity);
  const mark = (mode: WordMode, tier: number) => {
    for (const slot of matchingSlots(store, terms, mode)) tiers[slot] = tier;
  };
  mark({ withPrefixes: false, inName: false }, 2);
  mark({ withPrefixes: true, inName: true }, 3);
  mark({ withPrefixes: false, inName: true }, 4);
  for (const slot of store.slotsWithNameStarting(normalized)) tiers[slot] = store.words[slot]!.lowerName === normalized ? 6 : 5;
  return tiers;
}

/** Candidates counted: those passing every filter, kept in order at the front of the candidates' own list, and the facet counts. */
interface Counted {
  passing: Int32Array;
  counts: FacetCounts;
}

/**
 * Applies the filters to candidates and counts the facets: a candidate passing every filter under
 * every facet, one failing only a set filter's own under that facet alone (so "ASUS (12)" means 12
 * more if ASUS is ticked), one failing two nowhere.
 */
function countCandidates(store: IndexStore, candidates: Int32Array, filters: ResolvedFilters): Counted {
  const counts = new FacetCounts(store);
  const tests = facetTests(store, filters);
  const setFacets = FACETS.filter((facet) => filtersFacet(filters, facet));
  if (setFacets.length === 0 && !filters.onSale) {
    for (let at = 0; at < candidates.length; at++) counts.addAll(candidates[at]!);
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
    else if (failures === 0) {
      candidates[passing++] = slot;
      counts.addAll(slot);
    }
  }
  return { passing: candidates.subarray(0, passing), counts };
}

function everySlot(store: IndexStore): Int32Array {
  const slots = new Int32Array(store.productCount);
  let count = 0;
  for (let slot = 0; slot < store.capacity; slot++) if (store.live[slot] === 1) slots[count++] = slot;
  return slots.subarray(0, count);
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
    first = firstInOrder(store, everySlot(store), RESULT_WINDOW, sort);
    kept.firstBySort.set(sort, first);
  }
  return first;
}

function catalogueCounts(store: IndexStore, filters: ResolvedFilters): FacetCounts {
  const kept = keptForVersion(store);
  const key = JSON.stringify(filters);
  let counts = kept.byFilters.get(key);
  if (!counts) {
    counts = countCandidates(store, everySlot(store), filters).counts;
    kept.byFilters.set(key, counts);
  }
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
    counted = { passing: everySlot(store), counts: catalogueCounts(store, {}) };
  } else if (terms === null && filters.categoryIds) {
    // Only the categories' products can pass; the category facet, counted without its own filter,
    // is the whole catalogue's with the other filters.
    const { categoryIds, ...others } = filters;
    counted = countCandidates(store, slotsInCategories(store, categoryIds), { ...others, categoryIds });
    categoryRows = catalogueCounts(store, others).rows('category');
  } else {
    const candidates = terms === null ? everySlot(store) : matchingSlots(store, terms, ANYWHERE);
    counted = countCandidates(store, candidates, filters);
  }
  const { passing, counts } = counted;
  const facets: FacetRow[] = [
    { facet: 'found', value: null, label: null, n: passing.length },
    ...FACETS.flatMap((facet) => (facet === 'category' && categoryRows ? categoryRows : counts.rows(facet))),
  ];
  const pageEnd = search.page * search.perPage;
  let first: number[];
  if (search.sort === 'relevance' && terms !== null) {
    const tiers = relevanceTiers(store, terms, search.normalized);
    const { salesCount } = store;
    first = firstByKey(store, passing, pageEnd, { key: (slot) => -(tiers[slot]! * 2 ** 32 + salesCount[slot]!), idsAscending: false });
  } else {
    const sort = search.sort === 'relevance' ? 'newest' : search.sort;
    first = terms === null && noFilters && pageEnd <= RESULT_WINDOW ? firstOfCatalogue(store, sort) : firstInOrder(store, passing, pageEnd, sort);
  }
  return { found: passing.length, ids: first.slice(pageEnd - search.perPage, pageEnd).map((slot) => store.ids[slot]!), facets };
}
