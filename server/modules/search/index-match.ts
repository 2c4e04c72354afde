import { firstByKey } from './index-order.ts';
import type { IndexStore } from './index-store.ts';

/** A word as the query searches it: whole, or as a prefix (through its few completions when known). */
interface IndexWord {
  lexeme: string;
  prefix: boolean;
  completions?: string[];
}

/** One term of a query: alternatives of words that must all match; the term matches when any alternative does. */
export type IndexTerm = IndexWord[][];

/** How a word is tested: `withPrefixes` false matches a prefix word only whole; `inName` only at the name's weight. */
interface WordMode {
  withPrefixes: boolean;
  inName: boolean;
}

export const ANYWHERE: WordMode = { withPrefixes: true, inName: false };

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
export function matchingSlots(store: IndexStore, terms: readonly IndexTerm[], mode: WordMode): Int32Array {
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
  // Nothing to test: the matches are the products of the driver's words.
  if (others.length === 0 && sources.every((source) => source.rest.length === 0)) {
    return slotsOfWords(store, [...new Set(sources.flatMap((source) => source.indexedWords))], mode.inName).slots;
  }
  // Slots reached through one word only cannot repeat; through several (completions, alternatives) they can.
  const seen = sources.length === 1 && sources[0]!.indexedWords.length === 1 ? null : new Uint8Array(store.capacity);
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
        if (rest.every((word) => marks.holds(slot, word)) && others.every((term) => marks.matchesTerm(slot, term))) slots[count++] = slot;
      }
    }
  }
  return slots.subarray(0, count);
}

/**
 * The indexed words whose products are exactly the query's matches, when they are: one term whose
 * alternatives are single words (a word, its completions, its synonyms); else null.
 */
export function unionWords(store: IndexStore, terms: readonly IndexTerm[]): string[] | null {
  if (terms.length !== 1 || terms[0]!.some((alternative) => alternative.length !== 1)) return null;
  return [...new Set(terms[0]!.flatMap((alternative) => indexedWordsOf(store, alternative[0]!, ANYWHERE)))];
}

/**
 * The slots holding any of `words` (at the name's weight when `inName`), each once, the most common
 * word's first: the list starts with that word's own slots, so what the others add is the rest of
 * the list.
 */
export function slotsOfWords(store: IndexStore, words: readonly string[], inName = false): { slots: Int32Array; common: string } {
  const slotsOf = (word: string) => store.slotsOf(word, inName);
  const ordered = words.toSorted((a, b) => slotsOf(b).length - slotsOf(a).length);
  const seen = ordered.length > 1 ? new Uint8Array(store.capacity) : null;
  const slots = new Int32Array(
    Math.min(
      store.capacity,
      ordered.reduce((sum, word) => sum + slotsOf(word).length, 0),
    ),
  );
  let count = 0;
  for (const word of ordered) {
    for (const slot of slotsOf(word)) {
      if (seen) {
        if (seen[slot] === 1) continue;
        seen[slot] = 1;
      }
      slots[count++] = slot;
    }
  }
  return { slots: slots.subarray(0, count), common: ordered[0]! };
}

/**
 * The relevance tiers below the name's own, highest first: every word, whole, in the name (4); every
 * word in the name, the last as a prefix (3); every word whole anywhere (2). Above them: the whole
 * name typed (6), the name starting with what was typed (5); below, any other match.
 */
const TIER_MODES: readonly WordMode[] = [
  { withPrefixes: false, inName: true },
  { withPrefixes: true, inName: true },
  { withPrefixes: false, inName: false },
];

/**
 * The first `count` of the matches passing the filters (`passing`) by relevance: by tier, then best
 * selling, then newest id. Tiers are found from the highest down and only until `count` are placed,
 * so a common word, whose name matches fill the page, never matches its lower tiers at all.
 */
export function firstByRelevance(store: IndexStore, terms: readonly IndexTerm[], normalized: string, passing: Int32Array, count: number): number[] {
  // Passing and not yet placed in a higher tier.
  const open = new Uint8Array(store.capacity);
  for (let at = 0; at < passing.length; at++) open[passing[at]!] = 1;
  const take = (slots: ArrayLike<number>) => {
    const taken = new Int32Array(slots.length);
    let n = 0;
    for (let at = 0; at < slots.length; at++) {
      const slot = slots[at]!;
      if (open[slot] === 1) {
        open[slot] = 0;
        taken[n++] = slot;
      }
    }
    return taken.subarray(0, n);
  };
  const bySales = { column: store.salesCount, descending: true, zeroLast: false, idsAscending: false };
  const first: number[] = [];
  const place = (slots: ArrayLike<number>) => first.push(...firstByKey(store, take(slots), count - first.length, bySales));
  const named = store.slotsWithNameStarting(normalized);
  place(named.filter((slot) => store.words[slot]!.lowerName === normalized));
  place(named);
  for (const mode of TIER_MODES) {
    if (first.length >= count) return first;
    place(matchingSlots(store, terms, mode));
  }
  if (first.length < count) place(passing);
  return first;
}
