import { describe, expect, it } from 'vitest';
import { isSiteOrHttpsLink, isSitePath } from './site-link.ts';

describe('links staff type', () => {
  it('takes a page of this shop', () => {
    for (const link of ['/', '/shop/laptops', '/shop?deals=1#top']) expect(isSitePath(link)).toBe(true);
  });

  it('refuses another host, a backslash trick, spaces and scripts as a shop page', () => {
    for (const link of ['//evil.test', '/\\evil.test', '/a b', 'shop', 'javascript:alert(1)', 'https://example.com']) expect(isSitePath(link)).toBe(false);
  });

  it('also takes a secure page elsewhere for the menu and footer, never plain http or a script', () => {
    expect(isSiteOrHttpsLink('https://blog.example.com/post')).toBe(true);
    expect(isSiteOrHttpsLink('/pages/returns')).toBe(true);
    for (const link of ['http://example.com', 'javascript:alert(1)', 'https://', 'https://has space.test', 'ftp://x', ''])
      expect(isSiteOrHttpsLink(link)).toBe(false);
  });
});
