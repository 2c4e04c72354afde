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
 * The slots whose product matches every term in `mode`, as a list and its length: the term with
 * the fewest candidates is read from the index, each of its alternatives from its rarest word, and
 * each candidate is tested against the rest. A typed list, as a search may match most of the catalogue.
 */
function matchingSlots(store: IndexStore, terms: readonly IndexTerm[], mode: WordMode): { slots: Int32Array; count: number } {
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
  return { slots, count };
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

/** The whole catalogue's counts, kept until the store next changes: every listing without words or filters shows them. */
const catalogueCounts = new WeakMap<IndexStore, { version: number; counts: FacetCounts }>();

function wholeCatalogueCounts(store: IndexStore): FacetCounts {
  const kept = catalogueCounts.get(store);
  if (kept?.version === store.version) return kept.counts;
  const counts = new FacetCounts(store);
  for (let slot = 0; slot < store.capacity; slot++) if (store.live[slot] === 1) counts.addAll(slot);
  catalogueCounts.set(store, { version: store.version, counts });
  return counts;
}

/** Which of two slots comes first: negative when `a` goes before `b`. */
type SlotOrder = (a: number, b: number) => number;

function orderOf(store: IndexStore, sort: ProductSort): SlotOrder {
  const { ids, price } = store;
  const descending =
    (key: Float64Array): SlotOrder =>
    (a, b) =>
      key[b]! - key[a]! || ids[b]! - ids[a]!;
  const callForPriceLast: SlotOrder = (a, b) => Number(price[a] === 0) - Number(price[b] === 0);
  switch (sort) {
    case 'newest':
      return descending(store.createdAt);
    case 'best_selling':
      return descending(store.salesCount);
    case 'popular':
      return descending(store.popularity);
    case 'price_asc':
      return (a, b) => callForPriceLast(a, b) || price[a]! - price[b]! || ids[a]! - ids[b]!;
    case 'price_desc':
      return (a, b) => callForPriceLast(a, b) || price[b]! - price[a]! || ids[b]! - ids[a]!;
    case 'name_asc':
      // Code-point order, as the database's C collation sorts names (docs/adr/0004).
      return (a, b) => {
        const [x, y] = [store.words[a]!.name, store.words[b]!.name];
        return x < y ? -1 : x > y ? 1 : ids[a]! - ids[b]!;
      };
  }
}

/**
 * Each matching slot's relevance tier, higher is better: the whole name typed (6); the name
 * starting with what was typed (5); every word, whole, in the name (4); every word in the name, the
 * last as a prefix (3); every word whole anywhere (2); any match (1, or 0 here).
 */
function relevanceTiers(store: IndexStore, terms: readonly IndexTerm[], normalized: string): Uint8Array {
  const tiers = new Uint8Array(store.capacity);
  const mark = (mode: WordMode, tier: number) => {
    const { slots, count } = matchingSlots(store, terms, mode);
    for (let at = 0; at < count; at++) tiers[slots[at]!] = tier;
  };
  mark({ withPrefixes: false, inName: false }, 2);
  mark({ withPrefixes: true, inName: true }, 3);
  mark({ withPrefixes: false, inName: true }, 4);
  for (const slot of store.slotsWithNameStarting(normalized)) tiers[slot] = store.words[slot]!.lowerName === normalized ? 6 : 5;
  return tiers;
}

/** The first `count` of `slots` in `order`, without sorting them all. */
function firstInOrder(slots: Int32Array, count: number, order: SlotOrder): number[] {
  const kept: number[] = [];
  if (count <= 0) return kept;
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

/**
 * A search answered from the index: every match counted, every facet counted over every match (no
 * sample), and the page taken as the first page-end matches in the order, so a deep page costs its
 * own length and never an offset walk.
 */
export function searchIndex(store: IndexStore, search: IndexSearch): IndexAnswer {
  const { terms, filters } = search;
  const tests = facetTests(store, filters);
  const setFacets = FACETS.filter((facet) => filtersFacet(filters, facet));
  const everyProduct = terms === null && setFacets.length === 0 && !filters.onSale;
  const counts = everyProduct ? wholeCatalogueCounts(store) : new FacetCounts(store);
  let candidates: Int32Array;
  let candidateCount: number;
  if (terms === null) {
    candidates = new Int32Array(store.capacity);
    candidateCount = 0;
    for (let slot = 0; slot < store.capacity; slot++) if (store.live[slot] === 1) candidates[candidateCount++] = slot;
  } else ({ slots: candidates, count: candidateCount } = matchingSlots(store, terms, ANYWHERE));
  // Those passing every filter, kept in the candidates' own list (a filter only drops).
  const passing = candidates;
  let passingCount = 0;
  if (setFacets.length === 0 && !filters.onSale) {
    if (!everyProduct) for (let at = 0; at < candidateCount; at++) counts.addAll(candidates[at]!);
    passingCount = candidateCount;
  } else {
    for (let at = 0; at < candidateCount; at++) {
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
      // Failing only its own filter, it counts for that facet, which is counted without it; failing two, nowhere.
      if (failures === 1) counts.add(slot, failed!);
      else if (failures === 0) {
        passing[passingCount++] = slot;
        counts.addAll(slot);
      }
    }
  }

  const facets: FacetRow[] = [{ facet: 'found', value: null, label: null, n: passingCount }, ...FACETS.flatMap((facet) => counts.rows(facet))];
  const pageEnd = search.page * search.perPage;
  let order: SlotOrder;
  if (search.sort === 'relevance' && terms !== null) {
    const tiers = relevanceTiers(store, terms, search.normalized);
    const { salesCount, ids } = store;
    order = (a, b) => tiers[b]! - tiers[a]! || salesCount[b]! - salesCount[a]! || ids[b]! - ids[a]!;
  } else order = orderOf(store, search.sort === 'relevance' ? 'newest' : search.sort);
  const page = firstInOrder(passing.subarray(0, passingCount), pageEnd, order).slice(pageEnd - search.perPage);
  return { found: passingCount, ids: page.map((slot) => store.ids[slot]!), facets };
}
