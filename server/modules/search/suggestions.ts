/** Suggestion scores: how well a product name answers what the shopper has typed. */
const SUGGESTION_SCORES = { exact: 100, prefix: 80, wholeWord: 60, contains: 40, category: 20, brand: 15, hasPrice: 5 } as const;

export interface SuggestionCandidate {
  productId: number;
  name: string;
  price: number;
  categoryName: string | null;
  brandName: string | null;
  salesCount: number;
}

export interface Suggestion {
  name: string;
  price: number;
  product_id: number;
}

function nameScore(name: string, query: string): number {
  if (name === query) return SUGGESTION_SCORES.exact;
  if (name.startsWith(query)) return SUGGESTION_SCORES.prefix;
  if (name.split(/[^\p{L}\p{M}\p{N}]+/u).includes(query)) return SUGGESTION_SCORES.wholeWord;
  if (name.includes(query)) return SUGGESTION_SCORES.contains;
  return 0;
}

export function suggestionScore(candidate: SuggestionCandidate, query: string): number {
  const name = candidate.name.trim().toLowerCase();
  return (
    nameScore(name, query) +
    (candidate.categoryName?.toLowerCase().includes(query) ? SUGGESTION_SCORES.category : 0) +
    (candidate.brandName?.toLowerCase().includes(query) ? SUGGESTION_SCORES.brand : 0) +
    (candidate.price > 0 ? SUGGESTION_SCORES.hasPrice : 0)
  );
}

/** Scores, orders (best seller first among equals), trims names, drops empty and repeated names. */
export function rankSuggestions(candidates: SuggestionCandidate[], query: string, limit: number): Suggestion[] {
  const scored = candidates
    .map((candidate) => ({ candidate, score: suggestionScore(candidate, query) }))
    .sort((a, b) => b.score - a.score || b.candidate.salesCount - a.candidate.salesCount || a.candidate.productId - b.candidate.productId);
  const seen = new Set<string>();
  const result: Suggestion[] = [];
  for (const { candidate } of scored) {
    const name = candidate.name.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    result.push({ name, price: candidate.price, product_id: candidate.productId });
    if (result.length >= limit) break;
  }
  return result;
}
