import { describe, expect, it } from 'vitest';
import { independentMatchEstimate, matchBound } from './match-bound.ts';

const word = (atMost: number | null) => ({ held: atMost === null ? null : [atMost] });
const held = (...counts: number[]) => ({ held: counts });

describe('matchBound', () => {
  it('is the most bounded term of the query', () => {
    expect(matchBound([[[word(4000)]], [[word(900)]]])).toBe(900);
  });

  it('adds up a term’s alternatives, each bounded by its rarest known word', () => {
    expect(matchBound([[[word(300), word(50)], [word(20)]]])).toBe(70);
    expect(matchBound([[[word(null), word(50)]]])).toBe(50);
  });

  it('leaves out a term with an alternative of unknown size, and is null when no term is bounded', () => {
    expect(matchBound([[[word(10)], [word(null)]], [[word(700)]]])).toBe(700);
    expect(matchBound([[[word(null)]]])).toBeNull();
    expect(matchBound([])).toBeNull();
  });

  it('is 0 when a required word is in no shown product', () => {
    expect(matchBound([[[word(0)]], [[word(5000)]]])).toBe(0);
  });
});

describe('independentMatchEstimate', () => {
  it('is a single word’s count, and a prefix’s completions counted as overlapping by chance', () => {
    expect(independentMatchEstimate([[[held(16_000)]]], 100_000)).toBe(16_000);
    // 1 - (1 - 0.5)(1 - 0.5) of 1,000
    expect(independentMatchEstimate([[[held(500, 500)]]], 1000)).toBe(750);
  });

  it('multiplies the shares of words that must all match, and joins alternatives as any of them', () => {
    expect(independentMatchEstimate([[[held(500)]], [[held(200)]]], 1000)).toBe(100);
    expect(independentMatchEstimate([[[held(500), held(200)], [held(100)]]], 1000)).toBe(190);
  });

  it('is null when a word’s count is not known or there is nothing to estimate from', () => {
    expect(independentMatchEstimate([[[held(500)]], [[{ held: null }]]], 1000)).toBeNull();
    expect(independentMatchEstimate([], 1000)).toBeNull();
    expect(independentMatchEstimate([[[held(5)]]], 0)).toBeNull();
  });
});
