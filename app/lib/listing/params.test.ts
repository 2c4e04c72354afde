import { describe, expect, it } from 'vitest';
import {
  clearFiltersHref,
  MAX_PAGE,
  pageHref,
  parseListingParams,
  parsePage,
  parsePriceRange,
  preservedEntries,
  stockFilter,
  toggleFilterHref,
  withParams,
} from './params.ts';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('reads filters from repeated parameters and commas alike', () => {
    const params = parse('brands=ASUS&brands=hp,dell&categories=laptops&price_range=10000-24999&in_stock=1&colors=Black');
    expect(params.selected.brand).toEqual(['asus', 'hp', 'dell']);
    expect(params.selected.category).toEqual(['laptops']);
    expect(params.selected.price).toEqual(['10000-24999']);
    expect(params.selected.stock).toEqual(['true']);
    expect(params.selected.color).toEqual(['black']);
  });

  it('has sensible defaults for an empty query', () => {
    expect(parse('')).toEqual({ q: '', page: 1, sort: null, selected: { category: [], brand: [], price: [], stock: [], color: [], size: [], memory: [] } });
  });

  it('never throws on garbage and drops what it cannot use', () => {
    const garbage = [
      'page=-3',
      'page=abc',
      'page=1e5',
      'page=99999999999999',
      'sort=drop%20table',
      'price_range=cheap',
      'price_range=500-100',
      'in_stock=maybe',
      'brands=,,,',
      '%E0%A4%A=1',
      `q=${'x'.repeat(5000)}`,
      `brands=${'a,'.repeat(500)}`,
    ];
    for (const query of garbage) expect(() => parse(query)).not.toThrow();
    const params = parse(garbage.join('&'));
    expect(params.page).toBe(1);
    expect(params.sort).toBeNull();
    expect(params.selected.price).toEqual([]);
    expect(params.selected.stock).toEqual([]);
    expect(params.q.length).toBeLessThanOrEqual(200);
    expect(params.selected.brand.length).toBeLessThanOrEqual(20);
  });

  it('accepts known sorts in any case', () => {
    expect(parse('sort=PRICE_ASC').sort).toBe('price_asc');
    expect(parse('sort=relevance').sort).toBe('relevance');
  });

  it('trims the query', () => {
    expect(parse('q=%20%20gaming%20laptop%20').q).toBe('gaming laptop');
  });
});

describe('parsePage', () => {
  it('clamps to 1…MAX_PAGE', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(parsePage('123456789')).toBe(MAX_PAGE);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('')).toBe(1);
  });
});

describe('parsePriceRange', () => {
  it('reads closed and open ranges', () => {
    expect(parsePriceRange('10000-24999')).toEqual({ min: 10000, max: 24999 });
    expect(parsePriceRange('200000-')).toEqual({ min: 200000, max: null });
    expect(parsePriceRange('-5000')).toEqual({ min: 0, max: 5000 });
  });
  it('rejects reversed or empty ranges', () => {
    expect(parsePriceRange('-')).toBeNull();
    expect(parsePriceRange('9-1')).toBeNull();
    expect(parsePriceRange('abc')).toBeNull();
  });
});

describe('stockFilter', () => {
  it('narrows only when exactly one availability is ticked', () => {
    expect(stockFilter(['true'])).toBe(true);
    expect(stockFilter(['false'])).toBe(false);
    expect(stockFilter(['true', 'false'])).toBeUndefined();
    expect(stockFilter([])).toBeUndefined();
  });
});

describe('links', () => {
  const here = { pathname: '/shop/category/laptops', search: '?brands=asus&sort=price_asc&page=3' };

  it('toggling a filter keeps the other parameters and goes back to page 1', () => {
    expect(toggleFilterHref(here, 'brand', 'hp')).toBe('/shop/category/laptops?sort=price_asc&brands=asus&brands=hp');
    expect(toggleFilterHref(here, 'brand', 'asus')).toBe('/shop/category/laptops?sort=price_asc');
  });

  it('a page link keeps every filter; page 1 has no page parameter', () => {
    expect(pageHref(here, 4)).toBe('/shop/category/laptops?brands=asus&sort=price_asc&page=4');
    expect(pageHref(here, 1)).toBe('/shop/category/laptops?brands=asus&sort=price_asc');
  });

  it('clear all keeps the query, sort and the /filter page parameters', () => {
    expect(clearFiltersHref({ pathname: '/filter', search: 'category_id=1&is_parent=1&q=x&brands=asus&in_stock=true' })).toBe(
      '/filter?category_id=1&is_parent=1&q=x',
    );
  });

  it('withParams drops to the bare path when nothing is left', () => {
    expect(withParams({ pathname: '/shop', search: '?page=2' }, {})).toBe('/shop');
  });

  it('a GET form carries what it does not control, without the page', () => {
    expect(preservedEntries('?q=mouse&brands=hp&page=2&sort=newest', ['brands'])).toEqual([
      ['q', 'mouse'],
      ['sort', 'newest'],
    ]);
  });
});
