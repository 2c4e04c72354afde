import { describe, it, expect } from 'vitest';
import { PLACEHOLDER_IMAGE, normalizeImageUrl, cleanImageUrls, imageUrlOrPlaceholder } from './image-url.ts';

describe('normalizeImageUrl', () => {
  it('keeps https URLs', () => {
    expect(normalizeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('upgrades http to https for remote hosts', () => {
    expect(normalizeImageUrl('http://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(normalizeImageUrl('HTTP://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(normalizeImageUrl('http://cdn.example.com:8080/a.png')).toBe('https://cdn.example.com:8080/a.png');
  });

  it('leaves http alone for localhost, 127.0.0.1 and [::1]', () => {
    expect(normalizeImageUrl('http://localhost:3000/a.png')).toBe('http://localhost:3000/a.png');
    expect(normalizeImageUrl('http://127.0.0.1/a.png')).toBe('http://127.0.0.1/a.png');
    expect(normalizeImageUrl('http://[::1]:5173/a.png')).toBe('http://[::1]:5173/a.png');
  });

  it('does not treat hosts that merely start with localhost as local', () => {
    expect(normalizeImageUrl('http://localhost.evil.com/a.png')).toBe('https://localhost.evil.com/a.png');
  });

  it('keeps site-relative and dot-relative paths unchanged', () => {
    expect(normalizeImageUrl('/image/products/1.webp')).toBe('/image/products/1.webp');
    expect(normalizeImageUrl('./a.png')).toBe('./a.png');
    expect(normalizeImageUrl('../a.png')).toBe('../a.png');
  });

  it('trims surrounding whitespace first', () => {
    expect(normalizeImageUrl('  /a.png \n')).toBe('/a.png');
    expect(normalizeImageUrl(' https://cdn.example.com/a.png ')).toBe('https://cdn.example.com/a.png');
  });

  it.each([
    ['//evil.com/a.png'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['ftp://example.com/a.png'],
    ['a.png'],
    ['images/a.png'],
    ['.a.png'],
    [''],
    ['   '],
    ['https://'],
    ['http://exa mple.com/a.png'],
    ['/\\evil.com/a.png'],
    ['/\t/evil.com/a.png'],
    ['/\n/evil.com/a.png'],
    ['https://cdn.example.com/a\u0000.png'],
  ])('rejects %j', (url) => {
    expect(normalizeImageUrl(url)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(normalizeImageUrl(null)).toBeNull();
    expect(normalizeImageUrl(undefined)).toBeNull();
    expect(normalizeImageUrl(42)).toBeNull();
    expect(normalizeImageUrl({ url: '/a.png' })).toBeNull();
  });
});

describe('cleanImageUrls', () => {
  it('normalizes each URL and drops rejected ones, keeping order', () => {
    expect(cleanImageUrls(['http://cdn.example.com/b.png', 'javascript:x', null, '/a.png', 7])).toEqual(['https://cdn.example.com/b.png', '/a.png']);
  });

  it('removes duplicates after normalization, keeping the first position', () => {
    expect(cleanImageUrls(['/a.png', 'https://cdn.example.com/b.png', ' /a.png ', 'http://cdn.example.com/b.png', '/c.png'])).toEqual([
      '/a.png',
      'https://cdn.example.com/b.png',
      '/c.png',
    ]);
  });

  it('returns the placeholder when nothing usable remains', () => {
    expect(cleanImageUrls([])).toEqual([PLACEHOLDER_IMAGE]);
    expect(cleanImageUrls(['//evil.com/x.png', '', null])).toEqual([PLACEHOLDER_IMAGE]);
  });

  it('tolerates a missing list', () => {
    expect(cleanImageUrls(null)).toEqual([PLACEHOLDER_IMAGE]);
    expect(cleanImageUrls(undefined)).toEqual([PLACEHOLDER_IMAGE]);
  });
});

describe('imageUrlOrPlaceholder', () => {
  it('returns the normalized URL when accepted', () => {
    expect(imageUrlOrPlaceholder('http://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(imageUrlOrPlaceholder('/a.png')).toBe('/a.png');
  });

  it('returns the placeholder when rejected', () => {
    expect(imageUrlOrPlaceholder('data:image/png;base64,AAAA')).toBe('/image/placeholder.png');
    expect(imageUrlOrPlaceholder(undefined)).toBe('/image/placeholder.png');
  });
});
