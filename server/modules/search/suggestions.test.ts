import { describe, expect, it } from 'vitest';
import { rankSuggestions, type SuggestionCandidate, suggestionScore } from './suggestions.ts';

const candidate = (over: Partial<SuggestionCandidate>): SuggestionCandidate => ({
  productId: 1,
  name: 'Product',
  price: 1000,
  categoryName: null,
  brandName: null,
  salesCount: 0,
  ...over,
});

describe('suggestion ranking', () => {
  it('scores exact, prefix, whole word and contains matches in that order', () => {
    const q = 'asus';
    expect(suggestionScore(candidate({ name: 'ASUS', price: 0 }), q)).toBe(100);
    expect(suggestionScore(candidate({ name: 'Asus Vivobook 15', price: 0 }), q)).toBe(80);
    expect(suggestionScore(candidate({ name: 'Monitor by Asus', price: 0 }), q)).toBe(60);
    expect(suggestionScore(candidate({ name: 'Rasusa cable', price: 0 }), q)).toBe(40);
    expect(suggestionScore(candidate({ name: 'Vivobook', brandName: 'ASUS', price: 0 }), q)).toBe(15);
    expect(suggestionScore(candidate({ name: 'Gaming beast', categoryName: 'Asus laptops', price: 500 }), q)).toBe(25);
  });

  it('ranks by score, then sales, and keeps at most the requested number', () => {
    const ranked = rankSuggestions(
      [
        candidate({ productId: 1, name: 'Cable for Mouse', salesCount: 999 }),
        candidate({ productId: 2, name: 'Mouse pad', salesCount: 1 }),
        candidate({ productId: 3, name: 'Mouse wireless', salesCount: 50 }),
        candidate({ productId: 4, name: 'mouse', price: 0 }),
      ],
      'mouse',
      3,
    );
    expect(ranked).toEqual([
      { name: 'mouse', price: 0, product_id: 4 },
      { name: 'Mouse wireless', price: 1000, product_id: 3 },
      { name: 'Mouse pad', price: 1000, product_id: 2 },
    ]);
  });

  it('trims names and drops empty and repeated ones', () => {
    const ranked = rankSuggestions(
      [candidate({ productId: 1, name: '  Mouse X  ' }), candidate({ productId: 2, name: 'mouse x' }), candidate({ productId: 3, name: '   ' })],
      'mouse',
      10,
    );
    expect(ranked).toEqual([{ name: 'Mouse X', price: 1000, product_id: 1 }]);
  });
});
