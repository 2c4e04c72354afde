import { type BoundedWord, inNoShownProduct } from './match-bound.ts';

/** A word of a tsquery: its lexeme, and whether longer words starting with it match too. */
export type QueryLexeme = { lexeme: string; prefix: boolean };

/**
 * The alternatives of one term without those another already finds: a synonym such as "wifi router"
 * for "router" matches nothing "router" does not. Dropping it changes no result, and leaves a
 * one-word query one word, whose count the planner's estimate gives instead of a count of every match.
 */
export function withoutImpliedAlternatives<Word extends QueryLexeme>(alternatives: Word[][]): Word[][] {
  // Every product matching `wider`'s words matches `narrower`'s: each of narrower's words is among them, as a prefix or whole.
  const covers = (narrower: QueryLexeme[], wider: QueryLexeme[]) =>
    narrower.every((word) => wider.some((other) => other.lexeme === word.lexeme && (word.prefix || !other.prefix)));
  return alternatives.filter(
    (alternative, index) =>
      !alternatives.some((other, otherIndex) => otherIndex !== index && covers(other, alternative) && (!covers(alternative, other) || otherIndex < index)),
  );
}

/**
 * The alternatives of one term without those that cannot match: an alternative holding a word that
 * the word list says no shown product holds (a synonym in another script, usually). Searches read
 * shown products only, so no result changes, and every row a search checks is tested against fewer
 * words ("monitor" was `monitor | display | মনিটর` for each of the 2,224 rows its sample reads). When
 * no alternative can match, all are kept, so the term still matches nothing.
 */
export function withoutEmptyAlternatives<Word extends BoundedWord>(alternatives: Word[][]): Word[][] {
  const possible = alternatives.filter((words) => !words.some(inNoShownProduct));
  return possible.length ? possible : alternatives;
}
