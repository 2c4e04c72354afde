import { PRICE_BANDS, priceBandOf } from './filters.ts';

/** One shown product as the database gives it to the in-memory search index (index-sync.ts). */
export interface IndexedProduct {
  id: number;
  name: string;
  categoryId: number | null;
  extraCategoryIds: number[];
  brandId: number | null;
  price: number;
  /** A real discount: a positive sale price below the retail price. */
  onSale: boolean;
  inStock: boolean;
  color: string | null;
  size: string | null;
  memory: string | null;
  /** Microseconds since 1970: the newest order's key, with the database's precision. */
  createdAt: number;
  salesCount: number;
  /** review_count × average_rating: the popular order's key. */
  popularity: number;
  /** Every word of the product's search document. */
  terms: string[];
  /** The words at weight A (its name's). */
  nameTerms: string[];
}

/** What a search tests of a matching product one at a time, beside the columns. */
export interface ProductWords {
  name: string;
  lowerName: string;
  /** Sorted, so a product read again is compared word by word. */
  terms: string[];
  nameTerms: string[];
  extraCategoryIds: number[];
}

/** First position in sorted `list` whose entry is not below `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, index) => word === b[index]);
const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, index) => n === b[index]);

/**
 * Told of each product's part in the store as it leaves (before a slot changes or goes) and as it
 * comes (once a slot is put), to keep sums over slots in step (WordFacetCounts).
 */
export interface SlotWatcher {
  leaving(slot: number): void;
  coming(slot: number): void;
  /** Every slot left at once. */
  cleared(): void;
}

/** For an absent category, brand or spelling. */
export const NONE = -1;

/**
 * Each distinct spelling of a colour, size or memory ("Black", "black") by number, with the value
 * it counts under (lower-cased), so facet counts are summed per number and the label is chosen
 * once per answer.
 */
class Spellings {
  private readonly numbers = new Map<string, number>();
  readonly spelled: string[] = [];
  readonly lower: string[] = [];

  numberOf(spelling: string | null): number {
    if (spelling === null) return NONE;
    let number = this.numbers.get(spelling);
    if (number === undefined) {
      number = this.spelled.length;
      this.numbers.set(spelling, number);
      this.spelled.push(spelling);
      this.lower.push(spelling.toLowerCase());
    }
    return number;
  }
}

/** A growable column of numbers, one per slot. */
type Column = Int32Array | Float64Array | Uint8Array | Int8Array;

function grown<T extends Column>(column: T, size: number): T {
  const next = new (column.constructor as new (length: number) => T)(size);
  next.set(column);
  return next;
}

/**
 * Every shown product by a dense slot number: its facet values and sort keys as typed columns (a
 * search reads them for thousands of matches, and objects scattered over the heap would cost a
 * cache miss each), its words for the matches' own tests, and for each word the slots of the
 * products holding it. Products come and go through `put` and `remove` as the database changes; a
 * freed slot is reused by the next product.
 */
export class IndexStore {
  private readonly slotOfId = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly namePostings = new Map<string, number[]>();
  /** For each category, the slots of its products: by their main category or an extra one. */
  private readonly categoryPostings = new Map<number, number[]>();
  /** Every indexed word, sorted, for prefixes; null after a word came or went, until next asked. */
  private sortedWords: string[] | null = null;
  /** The slots in lower-cased name order, for names starting with a query; null after a name changed, until next asked. */
  private slotsByName: number[] | null = null;
  /** Slots handed out so far, free ones included. */
  capacity = 0;
  /** Changes with every put or remove, so what is derived from the whole store knows when to derive again. */
  version = 0;
  readonly spellings = new Spellings();
  /** The largest ids ever put, so counts per id fit in an array. */
  largestCategoryId = NONE;
  largestBrandId = NONE;
  readonly words: (ProductWords | undefined)[] = [];
  readonly watchers: SlotWatcher[] = [];
  live = new Uint8Array(1024);
  ids = new Int32Array(1024);
  category = new Int32Array(1024);
  brand = new Int32Array(1024);
  price = new Int32Array(1024);
  /** The price band's position in PRICE_BANDS, or NONE for call for price. */
  band = new Int8Array(1024);
  inStock = new Uint8Array(1024);
  hasExtraCategories = new Uint8Array(1024);
  onSale = new Uint8Array(1024);
  color = new Int32Array(1024);
  size = new Int32Array(1024);
  memory = new Int32Array(1024);
  createdAt = new Float64Array(1024);
  salesCount = new Float64Array(1024);
  popularity = new Float64Array(1024);

  /** How many products the index holds. */
  get productCount(): number {
    return this.slotOfId.size;
  }

  /** The slots of the products holding `word` (at the name's weight when `inName`); the store's own list, not to be changed. */
  slotsOf(word: string, inName = false): readonly number[] {
    return (inName ? this.namePostings : this.postings).get(word) ?? [];
  }

  /** The slots of the products in a category, by their main category or an extra one; the store's own list. */
  slotsInCategory(id: number): readonly number[] {
    return this.categoryPostings.get(id) ?? [];
  }

  private categoriesOf(slot: number): number[] {
    const main = this.category[slot]!;
    return [...(main === NONE ? [] : [main]), ...this.words[slot]!.extraCategoryIds];
  }

  /** Every indexed word starting with `prefix`. */
  wordsStartingWith(prefix: string): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort();
    const words: string[] = [];
    for (let at = lowerBound(this.sortedWords, prefix); at < this.sortedWords.length && this.sortedWords[at]!.startsWith(prefix); at++) {
      words.push(this.sortedWords[at]!);
    }
    return words;
  }

  /** The slots of the products whose lower-cased name starts with `prefix`. */
  slotsWithNameStarting(prefix: string): number[] {
    this.slotsByName ??= [...this.liveSlots()].sort((a, b) => compareText(this.words[a]!.lowerName, this.words[b]!.lowerName));
    const names = this.slotsByName;
    let low = 0;
    let high = names.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[names[middle]!]!.lowerName < prefix) low = middle + 1;
      else high = middle;
    }
    const slots: number[] = [];
    for (let at = low; at < names.length && this.words[names[at]!]!.lowerName.startsWith(prefix); at++) slots.push(names[at]!);
    return slots;
  }

  /** The slots holding a product, in slot order. */
  liveSlots(): Int32Array {
    const slots = new Int32Array(this.productCount);
    let count = 0;
    for (let slot = 0; slot < this.capacity; slot++) if (this.live[slot] === 1) slots[count++] = slot;
    return slots;
  }

  /** Whether the slot holds the product as given, so putting it again would change nothing. */
  private holds(slot: number, product: IndexedProduct, terms: readonly string[], nameTerms: readonly string[]): boolean {
    const words = this.words[slot]!;
    return (
      words.name === product.name &&
      this.category[slot] === (product.categoryId ?? NONE) &&
      this.brand[slot] === (product.brandId ?? NONE) &&
      this.price[slot] === product.price &&
      this.inStock[slot] === (product.inStock ? 1 : 0) &&
      this.onSale[slot] === (product.onSale ? 1 : 0) &&
      this.spellings.spelled[this.color[slot]!] === (product.color ?? undefined) &&
      this.spellings.spelled[this.size[slot]!] === (product.size ?? undefined) &&
      this.spellings.spelled[this.memory[slot]!] === (product.memory ?? undefined) &&
      this.createdAt[slot] === product.createdAt &&
      this.salesCount[slot] === product.salesCount &&
      this.popularity[slot] === product.popularity &&
      sameNumbers(words.extraCategoryIds, product.extraCategoryIds) &&
      sameWords(words.terms, terms) &&
      sameWords(words.nameTerms, nameTerms)
    );
  }

  /** Adds a product or replaces its earlier state. */
  put(product: IndexedProduct): void {
    const terms = product.terms.toSorted();
    const nameTerms = product.nameTerms.toSorted();
    let slot = this.slotOfId.get(product.id);
    // Read again while a transaction that may still change it runs (index-sync.ts), unchanged.
    if (slot !== undefined && this.holds(slot, product, terms, nameTerms)) return;
    this.version += 1;
    if (slot !== undefined) for (const watcher of this.watchers) watcher.leaving(slot);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.newSlot();
      this.slotOfId.set(product.id, slot);
      post(this.postings, slot, terms, this);
      post(this.namePostings, slot, nameTerms, this);
    } else {
      const before = this.words[slot]!;
      if (!sameWords(before.terms, terms)) {
        unpost(this.postings, slot, before.terms, this);
        post(this.postings, slot, terms, this);
      }
      if (!sameWords(before.nameTerms, nameTerms)) {
        unpost(this.namePostings, slot, before.nameTerms, this);
        post(this.namePostings, slot, nameTerms, this);
      }
    }
    const categoriesBefore = this.words[slot] ? this.categoriesOf(slot) : [];
    if (this.words[slot]?.name !== product.name) this.slotsByName = null;
    this.words[slot] = { name: product.name, lowerName: product.name.toLowerCase(), terms, nameTerms, extraCategoryIds: product.extraCategoryIds };
    this.live[slot] = 1;
    this.ids[slot] = product.id;
    this.category[slot] = product.categoryId ?? NONE;
    this.brand[slot] = product.brandId ?? NONE;
    this.price[slot] = product.price;
    const band = priceBandOf(product.price);
    this.band[slot] = band === null ? NONE : PRICE_BANDS.findIndex((candidate) => candidate.value === band);
    this.inStock[slot] = product.inStock ? 1 : 0;
    this.hasExtraCategories[slot] = product.extraCategoryIds.length ? 1 : 0;
    const categories = this.categoriesOf(slot);
    if (!sameNumbers(categoriesBefore, categories)) {
      unpostCategories(this.categoryPostings, slot, categoriesBefore);
      postCategories(this.categoryPostings, slot, categories);
    }
    for (const id of [product.categoryId ?? NONE, ...product.extraCategoryIds]) this.largestCategoryId = Math.max(this.largestCategoryId, id);
    this.largestBrandId = Math.max(this.largestBrandId, product.brandId ?? NONE);
    this.onSale[slot] = product.onSale ? 1 : 0;
    this.color[slot] = this.spellings.numberOf(product.color);
    this.size[slot] = this.spellings.numberOf(product.size);
    this.memory[slot] = this.spellings.numberOf(product.memory);
    this.createdAt[slot] = product.createdAt;
    this.salesCount[slot] = product.salesCount;
    this.popularity[slot] = product.popularity;
    for (const watcher of this.watchers) watcher.coming(slot);
  }

  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    this.version += 1;
    for (const watcher of this.watchers) watcher.leaving(slot);
    const words = this.words[slot]!;
    unpostCategories(this.categoryPostings, slot, this.categoriesOf(slot));
    unpost(this.postings, slot, words.terms, this);
    unpost(this.namePostings, slot, words.nameTerms, this);
    this.words[slot] = undefined;
    this.live[slot] = 0;
    this.slotsByName = null;
    this.slotOfId.delete(id);
    this.freeSlots.push(slot);
  }

  clear(): void {
    this.version += 1;
    for (const watcher of this.watchers) watcher.cleared();
    this.slotOfId.clear();
    this.freeSlots.length = 0;
    this.postings.clear();
    this.namePostings.clear();
    this.categoryPostings.clear();
    this.sortedWords = null;
    this.slotsByName = null;
    this.words.length = 0;
    this.live.fill(0);
    this.capacity = 0;
  }

  /** The word list changed: prefixes are looked up in a fresh sorted copy. */
  wordsChanged(): void {
    this.sortedWords = null;
  }

  private newSlot(): number {
    const slot = this.capacity++;
    if (slot >= this.ids.length) {
      const size = this.ids.length * 2;
      this.live = grown(this.live, size);
      this.ids = grown(this.ids, size);
      this.category = grown(this.category, size);
      this.brand = grown(this.brand, size);
      this.price = grown(this.price, size);
      this.band = grown(this.band, size);
      this.inStock = grown(this.inStock, size);
      this.hasExtraCategories = grown(this.hasExtraCategories, size);
      this.onSale = grown(this.onSale, size);
      this.color = grown(this.color, size);
      this.size = grown(this.size, size);
      this.memory = grown(this.memory, size);
      this.createdAt = grown(this.createdAt, size);
      this.salesCount = grown(this.salesCount, size);
      this.popularity = grown(this.popularity, size);
    }
    return slot;
  }
}

function post(postings: Map<string, number[]>, slot: number, words: readonly string[], store: IndexStore) {
  for (const word of words) {
    const slots = postings.get(word);
    if (slots) slots.push(slot);
    else {
      postings.set(word, [slot]);
      store.wordsChanged();
    }
  }
}

function unpost(postings: Map<string, number[]>, slot: number, words: readonly string[], store: IndexStore) {
  for (const word of words) {
    const slots = postings.get(word);
    if (!slots) continue;
    const at = slots.indexOf(slot);
    if (at < 0) continue;
    // Order within a word's slots carries no meaning: the last takes the removed one's place.
    slots[at] = slots.at(-1)!;
    slots.pop();
    if (slots.length === 0) {
      postings.delete(word);
      store.wordsChanged();
    }
  }
}

function postCategories(postings: Map<number, number[]>, slot: number, categories: readonly number[]) {
  for (const id of categories) {
    const slots = postings.get(id);
    if (slots) slots.push(slot);
    else postings.set(id, [slot]);
  }
}

function unpostCategories(postings: Map<number, number[]>, slot: number, categories: readonly number[]) {
  for (const id of categories) {
    const slots = postings.get(id);
    const at = slots?.indexOf(slot) ?? -1;
    if (at < 0) continue;
    slots![at] = slots!.at(-1)!;
    slots!.pop();
    if (slots!.length === 0) postings.delete(id);
  }
}
