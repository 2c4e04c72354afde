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
