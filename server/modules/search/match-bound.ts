/**
 * A word of a query with how many shown products hold each indexed word it stands for: one count
 * for a whole word, one per completion for a prefix; null when not known.
 */
export interface BoundedWord {
  held: readonly number[] | null;
}

/** How many shown products hold the word, when it stands for one indexed word whose count is known. */
export const heldByOne = (word: BoundedWord): number | null => (word.held?.length === 1 ? word.held[0]! : null);

/** At most how many shown products hold the word: completions can share products, so no more than their sum. */
const heldAtMost = (word: BoundedWord): number | null => (word.held === null ? null : word.held.reduce((sum, n) => sum + n, 0));

/** Whether the word list says no shown product holds the word (or any of a prefix's completions). */
export const inNoShownProduct = (word: BoundedWord): boolean => heldAtMost(word) === 0;

/**
 * At most how many shown products match a query, from the word list's counts alone: every term must
 * match, so the query matches no more than its most bounded term; a term matches no more than its
 * alternatives hold together; an alternative (words that must all match) no more than its rarest
 * known word. Null when no term has a bound.
 */
export function matchBound(terms: readonly (readonly (readonly BoundedWord[])[])[]): number | null {
  let bound: number | null = null;
  for (const alternatives of terms) {
    let termBound: number | null = 0;
    for (const words of alternatives) {
      const known = words.map(heldAtMost).filter((atMost) => atMost !== null);
      termBound = known.length && termBound !== null ? termBound + Math.min(...known) : null;
    }
    if (termBound !== null && alternatives.length) bound = bound === null ? termBound : Math.min(bound, termBound);
  }
  return bound;
}

/**
 * How many of `shown` products match a query, estimated from the word list's counts the way the
 * planner estimates from its statistics: words taken as independent, so a term matches when any of
 * its alternatives (or a prefix's completions) does, an alternative when all its words do. The word
 * list counts every word exactly where the planner's statistics sample the common ones, and asking
 * the planner costs a statement. Null when a word's count is not known.
 */
export function independentMatchEstimate(terms: readonly (readonly (readonly BoundedWord[])[])[], shown: number): number | null {
  if (shown <= 0 || terms.length === 0) return null;
  const anyOf = (shares: number[]) => 1 - shares.reduce((none, share) => none * (1 - share), 1);
  let share = 1;
  for (const alternatives of terms) {
    const alternativeShares: number[] = [];
    for (const words of alternatives) {
      let all = 1;
      for (const word of words) {
        if (word.held === null) return null;
        all *= anyOf(word.held.map((documents) => Math.min(1, documents / shown)));
      }
      alternativeShares.push(all);
    }
    share *= anyOf(alternativeShares);
  }
  return Math.round(share * shown);
}
