import { describe, expect, it } from 'vitest';
import { vectorWords } from './tsvector-text.ts';

describe('reading a search document written as text', () => {
  it('gives every word, and the name words by their weight A', () => {
    expect(vectorWords("'asus':1A,9B 'laptop':2A 'black':12 'sku-1':5C")).toEqual({
      terms: ['asus', 'laptop', 'black', 'sku-1'],
      nameTerms: ['asus', 'laptop'],
    });
  });

  it('reads quotes and backslashes inside words, and words without positions', () => {
    expect(vectorWords("'it''s':1A 'back\\\\slash':2 'bare'")).toEqual({ terms: ["it's", 'back\\slash', 'bare'], nameTerms: ["it's"] });
  });

  it('gives no words for an empty or missing document', () => {
    expect(vectorWords('')).toEqual({ terms: [], nameTerms: [] });
    expect(vectorWords(null)).toEqual({ terms: [], nameTerms: [] });
  });
});
