import { describe, it, expect } from 'vitest';
import { matchesCatalogKey, slugify, productSlug, productIdFromSlug, productPath, productPathOf } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, drops punctuation and hyphenates spaces', () => {
    expect(slugify('Core i5 12th Gen (8GB/512GB)')).toBe('core-i5-12th-gen-8gb512gb');
  });

  it('turns any whitespace run into a single hyphen', () => {
    expect(slugify('Asus \t Vivobook\n\n15')).toBe('asus-vivobook-15');
  });

  it('keeps existing hyphens but collapses runs of them', () => {
    expect(slugify('Wi-Fi 6 -- Router')).toBe('wi-fi-6-router');
    expect(slugify('a---b')).toBe('a-b');
  });

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  -- Hello World! --  ')).toBe('hello-world');
    expect(slugify('(USB-C)')).toBe('usb-c');
  });

  it('keeps Bengali letters and vowel signs', () => {
    expect(slugify('স্মার্ট ফোন')).toBe('স্মার্ট-ফোন');
  });

  it('keeps accented Latin letters and non-ASCII digits', () => {
    expect(slugify('Café Crème')).toBe('café-crème');
    expect(slugify('মডেল ১২৩')).toBe('মডেল-১২৩');
  });

  it('returns an empty string when nothing sluggable remains', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ??? ///')).toBe('');
    expect(slugify('   ')).toBe('');
  });
});

describe('productSlug', () => {
  it('appends the id to the slugified name', () => {
    expect(productSlug('Asus Vivobook 15', 123)).toBe('asus-vivobook-15-123');
  });

  it('falls back to product-<id> when the name has no sluggable characters', () => {
    expect(productSlug('***', 7)).toBe('product-7');
    expect(productSlug('', 8)).toBe('product-8');
  });

  it('round-trips through productIdFromSlug', () => {
    expect(productIdFromSlug(productSlug('Core i5 12th Gen (8GB/512GB)', 42))).toBe(42);
    expect(productIdFromSlug(productSlug('স্মার্ট ফোন', 9))).toBe(9);
  });
});

describe('productIdFromSlug', () => {
  it('reads the id from the last segment', () => {
    expect(productIdFromSlug('asus-vivobook-15-123')).toBe(123);
  });

  it('accepts a bare id', () => {
    expect(productIdFromSlug('123')).toBe(123);
  });

  it('accepts the largest Postgres integer and rejects one past it', () => {
    expect(productIdFromSlug('x-2147483647')).toBe(2147483647);
    expect(productIdFromSlug('x-2147483648')).toBeNull();
  });

  it.each([
    ['asus-vivobook'],
    ['abc-12a'],
    ['abc-'],
    ['abc-0'],
    ['abc-000'],
    ['abc-99999999999'],
    ['abc-1.5'],
    ['abc-+5'],
    ['abc- 5'],
    ['abc-١٢٣'],
    ['abc-১২৩'],
    [''],
    ['9'.repeat(400)],
  ])('rejects %j', (slug) => {
    expect(productIdFromSlug(slug)).toBeNull();
  });

  it('ignores digits earlier in the slug', () => {
    expect(productIdFromSlug('123-abc')).toBeNull();
  });
});

describe('productPath', () => {
  it('puts the slug under /product/ as it is when it is plain ASCII', () => {
    expect(productPath('asus-vivobook-15-123')).toBe('/product/asus-vivobook-15-123');
    expect(productPathOf('Asus Vivobook 15', 123)).toBe('/product/asus-vivobook-15-123');
  });

  it('percent-encodes a Bengali slug, and the page reads the same id back from it', () => {
    const path = productPathOf('স্মার্ট ফোন', 9);
    expect(path).toMatch(/^\/product\/[\x21-\x7e]+$/);
    expect(decodeURIComponent(path)).toBe('/product/স্মার্ট-ফোন-9');
    expect(productIdFromSlug(decodeURIComponent(path.slice('/product/'.length)))).toBe(9);
  });

  it('keeps a slug from escaping its path segment', () => {
    expect(productPath('a/../../admin?x=1#y')).toBe('/product/a%2F..%2F..%2Fadmin%3Fx%3D1%23y');
  });
});

describe('matchesCatalogKey', () => {
  const laptops = { id: 12, slug: 'gaming-laptops', name: 'Gaming Laptops' };

  it('names a category or brand by id, slug or name, in any case and with spaces around', () => {
    for (const key of ['12', ' 12 ', 'gaming-laptops', 'GAMING-LAPTOPS', 'Gaming Laptops', 'gaming laptops', '  Gaming Laptops  ']) {
      expect(matchesCatalogKey(laptops, key)).toBe(true);
    }
  });

  it('takes a name written another way when it slugifies to the slug', () => {
    expect(matchesCatalogKey(laptops, 'Gaming  Laptops!')).toBe(true);
    expect(matchesCatalogKey({ id: 3, slug: 'pc-components', name: 'PC Components & Parts' }, 'PC Components')).toBe(true);
  });

  it('does not match another id, a part of the name, or nothing at all', () => {
    expect(matchesCatalogKey(laptops, '13')).toBe(false);
    expect(matchesCatalogKey(laptops, '012')).toBe(false);
    expect(matchesCatalogKey(laptops, 'Gaming')).toBe(false);
    expect(matchesCatalogKey(laptops, '')).toBe(false);
    expect(matchesCatalogKey(laptops, '   ')).toBe(false);
    expect(matchesCatalogKey({ id: 4, slug: '', name: '' }, '!!!')).toBe(false);
  });
});
