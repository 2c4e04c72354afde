import { describe, expect, it } from 'vitest';
import { matchBound } from './match-bound.ts';

const word = (atMost: number | null) => ({ atMost });

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
