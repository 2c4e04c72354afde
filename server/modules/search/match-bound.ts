/** A word of a query with how many shown products hold it at most (null: not known). */
export interface BoundedWord {
  atMost: number | null;
}

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
      const known = words.map((word) => word.atMost).filter((atMost) => atMost !== null);
      termBound = known.length && termBound !== null ? termBound + Math.min(...known) : null;
    }
    if (termBound !== null && alternatives.length) bound = bound === null ? termBound : Math.min(bound, termBound);
  }
  return bound;
}
