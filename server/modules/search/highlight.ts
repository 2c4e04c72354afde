import { escapeMarkup } from '#server/http/escape.ts';

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** A word matches when it starts with a query word, or shares its stem ("gaming" for "game"). */
function wordMatches(word: string, queryWords: string[]): boolean {
  return queryWords.some((query) => {
    if (query.length === 0) return false;
    if (word.startsWith(query)) return true;
    return query.length >= 4 && commonPrefixLength(word, query) >= query.length - 1;
  });
}

/** The product name, HTML-escaped, with the matched words wrapped in <mark>. */
export function highlightName(name: string, queryWords: string[]) {
  const matched: string[] = [];
  const snippet = name
    .split(/([\p{L}\p{M}\p{N}]+)/u)
    .map((part, index) => {
      const isWord = index % 2 === 1;
      if (isWord && wordMatches(part.toLowerCase(), queryWords)) {
        matched.push(part);
        return `<mark>${escapeMarkup(part)}</mark>`;
      }
      return escapeMarkup(part);
    })
    .join('');
  return { field: 'name', snippet, matched_tokens: matched };
}
