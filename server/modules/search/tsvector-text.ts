/** A search document's words, and those at weight A (the name's). */
export interface VectorWords {
  terms: string[];
  nameTerms: string[];
}

/**
 * The words of a tsvector as PostgreSQL writes it as text: `'word':1A,5 'other':2` (quotes in a
 * word doubled, backslashes escaped; positions and weights after a colon, weight D unwritten).
 * Reading the text is some fifty times cheaper for the database than unnesting each vector.
 */
export function vectorWords(text: string | null): VectorWords {
  const terms: string[] = [];
  const nameTerms: string[] = [];
  if (!text) return { terms, nameTerms };
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") throw new Error(`unexpected text in a search document at ${at}: ${text.slice(at, at + 20)}`);
    at += 1;
    let word = '';
    for (;;) {
      const next = text.indexOf("'", at);
      const backslash = text.indexOf('\\', at);
      if (next < 0) throw new Error('a word of a search document is not closed');
      if (backslash >= 0 && backslash < next) {
        word += text.slice(at, backslash) + text[backslash + 1];
        at = backslash + 2;
      } else if (text[next + 1] === "'") {
        word += `${text.slice(at, next)}'`;
        at = next + 2;
      } else {
        word += text.slice(at, next);
        at = next + 1;
        break;
      }
    }
    let end = text.indexOf(' ', at);
    if (end < 0) end = text.length;
    terms.push(word);
    // Positions such as 1A,5: weight A marks a word of the name.
    if (text[at] === ':' && text.slice(at, end).includes('A')) nameTerms.push(word);
    at = end + 1;
  }
  return { terms, nameTerms };
}
