import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '#app/lib/default-navigation.ts';
import { useMenuStore } from '#app/lib/menu-state.ts';
import { badgeText } from './badge-count.ts';
import { sortByDisplayOrder } from './sort-by-display-order.ts';
import { whatsappUrl } from '#app/lib/contact-links.ts';

describe('badgeText', () => {
  it('shows nothing for zero and caps at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('menu store', () => {
  it('keeps one header menu open at a time and ignores a late close of another menu', () => {
    const { open, close } = useMenuStore.getState();
    open('mega');
    open('mobile');
    expect(useMenuStore.getState().openMenu).toBe('mobile');
    close('mega');
    expect(useMenuStore.getState().openMenu).toBe('mobile');
    close('mobile');
    expect(useMenuStore.getState().openMenu).toBeNull();
  });
});

describe('sortByDisplayOrder', () => {
  it('puts items without an order last, as 999', () => {
    const sorted = sortByDisplayOrder([
      { name: 'c', display_order: null },
      { name: 'b', display_order: 2 },
      { name: 'a', display_order: 1 },
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('whatsappUrl', () => {
  it('uses the bare digits and the encoded message', () => {
    expect(whatsappUrl('+880 1712-345678', 'Hello & hi?')).toBe('https://wa.me/8801712345678?text=Hello%20%26%20hi%3F');
    expect(whatsappUrl('8801712345678', '  ')).toBe('https://wa.me/8801712345678');
  });
});

describe('resolveNavigation', () => {
  it('falls back to the built-in menus when the navigation failed', () => {
    const { header, footer } = resolveNavigation(undefined);
    expect(header.menu_items.map((item) => item.name)).toEqual(['Home', 'Shop', 'About Us', 'Contact']);
    expect(header.mega_menu.map((category) => [category.name, category.children.map((child) => child.name)])).toEqual([
      ['Laptops & Notebooks', ['Brand PC', 'All in One']],
      ['PC Components', ['Motherboard', 'Processor']],
    ]);
    expect(header.mega_menu[0]?.children[0]?.url).toBe('/filter?source=category&name=Brand+PC&categories=Brand+PC');
    expect(footer[0]?.title).toBe('My Account');
  });
});
