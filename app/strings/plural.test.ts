import { describe, expect, it } from 'vitest';
import { cartStrings } from './cart.ts';
import { dashboardStrings } from './dashboard.ts';
import { plural, strings } from './index.ts';

describe('plural', () => {
  it('says "1 item", never "1 items", and counts the rest in the plural', () => {
    expect(plural(cartStrings.cart.count, 1)).toBe('1 item');
    expect(plural(cartStrings.cart.count, 0)).toBe('0 items');
    expect(plural(cartStrings.cart.count, 2)).toBe('2 items');
  });

  it('chooses the form by the number while showing a formatted count', () => {
    expect(plural(strings.listing.resultCount, 1200, { count: '1,200' })).toBe('1,200 products');
    expect(plural(strings.listing.resultCount, 1, { count: '1' })).toBe('1 product');
  });

  it('fills the other placeholders of a sentence', () => {
    expect(plural(strings.listing.descriptions.brand, 1, { name: 'Asus' })).toContain(
      'Shop genuine Asus products in Bangladesh at the best price: 1 product with',
    );
  });

  it('covers the counts shoppers see in the frame and their account', () => {
    expect(plural(strings.layout.header.cartWithCount, 1)).toBe('Cart, 1 item');
    expect(plural(strings.layout.header.wishlistWithCount, 1)).toBe('Wishlist, 1 item');
    expect(plural(strings.layout.bottomNav.cartItems, 1)).toBe('1 item in cart');
    expect(plural(dashboardStrings.orders.count, 1)).toBe('1 order');
    expect(plural(dashboardStrings.orders.itemCount, 1)).toBe('1 item');
    expect(plural(strings.search.suggestionCount, 1)).toMatch(/^1 suggestion\./);
  });
});
