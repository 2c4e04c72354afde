import { describe, expect, it } from 'vitest';
import { parseSuggestions, searchTextFor, splitOnMatch, suggestionPath, suggestionTerm } from './search-text.ts';

describe('searchTextFor', () => {
  it('shows q on shop, search and filter pages', () => {
    expect(searchTextFor('/search', '?q=phone')).toBe('phone');
    expect(searchTextFor('/shop', '?q=lap+top')).toBe('lap top');
    expect(searchTextFor('/filter', '?q=tv&brands=lg')).toBe('tv');
  });
  it('takes the query from a /shop/search/{q} path', () => {
    expect(searchTextFor('/shop/search/gaming%20laptop', '')).toBe('gaming laptop');
    expect(searchTextFor('/shop/search/%E0%A6', '')).toBe('%E0%A6');
  });
  it('is empty everywhere else', () => {
    expect(searchTextFor('/', '?q=phone')).toBe('');
    expect(searchTextFor('/product/x-1', '')).toBe('');
    expect(searchTextFor('/shopping', '?q=phone')).toBe('');
    expect(searchTextFor('/search', '')).toBe('');
  });
});

describe('suggestions', () => {
  it('asks with trimmed lower-case text', () => {
    expect(suggestionTerm('  LapTop ')).toBe('laptop');
  });
  it('links a suggestion to its product slug', () => {
    expect(suggestionPath({ name: 'Dell Latitude 3540 15.6" Laptop', price: 1, product_id: 21 })).toBe('/product/dell-latitude-3540-156-laptop-21');
  });
  it('emphasises the first match, whatever its case', () => {
    expect(splitOnMatch('Gaming Laptop', 'lap')).toEqual(['Gaming ', 'Lap', 'top']);
    expect(splitOnMatch('Monitor', 'lap')).toEqual(['Monitor', '', '']);
  });
  it('keeps at most five well-formed entries', () => {
    const good = { name: 'A', price: 0, product_id: 1 };
    expect(parseSuggestions([good, { name: 'B' }, 'C', null, ...Array(6).fill(good)])).toHaveLength(5);
    expect(parseSuggestions({ data: [] })).toEqual([]);
  });
});
