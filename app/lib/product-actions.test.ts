import './stores/memory-local-storage.test-support.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('#app/lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('#app/lib/analytics.ts', () => ({ track: vi.fn() }));

const { notify } = await import('#app/lib/toast.ts');
const { track } = await import('#app/lib/analytics.ts');
const { useCartStore } = await import('#app/lib/stores/cart.ts');
const { useWishlistStore } = await import('#app/lib/stores/wishlist.ts');
const { COMPARE_LIMIT, useCompareStore } = await import('#app/lib/stores/compare.ts');
const actions = await import('./product-actions.ts');
import type { CardProduct } from './card-product.ts';

function product(overrides: Partial<CardProduct> = {}): CardProduct {
  return {
    id: 1,
    name: 'Laptop',
    slug: 'laptop-1',
    sku: 'LAP-1',
    brand: 'ASUS',
    category: 'Laptops',
    price: 50000,
    retailPrice: 55000,
    salePrice: 50000,
    discountPercent: 9,
    callForPrice: false,
    flashSaleEndsAt: null,
    inStock: true,
    hasVariants: false,
    images: ['/a.webp'],
    ...overrides,
  };
}

const variant = { id: 11, sku: 'LAP-1-16', price: 60000, retailPrice: 60000, inStock: true, selection: { RAM: '16GB' } };

beforeEach(() => {
  vi.clearAllMocks();
  useCartStore.setState({ items: [] });
  useWishlistStore.setState({ items: [] });
  useCompareStore.setState({ items: [] });
});

describe('card cart button', () => {
  it('refuses call-for-price products', () => {
    expect(actions.toggleCartFromCard(product({ price: 0, callForPrice: true }))).toBe('rejected');
    expect(notify.error).toHaveBeenCalledWith('Call for price items cannot be added to cart.');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('asks for options on a product with variants, without a toast', () => {
    expect(actions.toggleCartFromCard(product({ hasVariants: true }))).toBe('needs-options');
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('adds one, then removes it on the next press', () => {
    expect(actions.toggleCartFromCard(product())).toBe('added');
    expect(notify.success).toHaveBeenLastCalledWith('Item added to cart successfully!');
    expect(useCartStore.getState().items).toMatchObject([{ productId: 1, quantity: 1, price: 50000, originalPrice: 55000 }]);
    expect(track).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'add_to_cart', quantity: 1 }));

    expect(actions.toggleCartFromCard(product())).toBe('removed');
    expect(notify.success).toHaveBeenLastCalledWith('Item removed from cart!');
    expect(useCartStore.getState().items).toEqual([]);
    expect(track).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'remove_from_cart' }));
  });

  it('refuses an out-of-stock product', () => {
    expect(actions.toggleCartFromCard(product({ inStock: false }))).toBe('rejected');
    expect(notify.error).toHaveBeenCalledWith('Sorry, this product is currently out of stock.');
  });
});

describe('card wishlist button', () => {
  it('refuses call-for-price products', () => {
    expect(actions.toggleWishlistFromCard(product({ price: 0 }))).toBe('rejected');
    expect(notify.error).toHaveBeenCalledWith('Call for price items cannot be added to wishlist.');
  });

  it('asks for options on a product with variants', () => {
    expect(actions.toggleWishlistFromCard(product({ hasVariants: true }))).toBe('needs-options');
  });

  it('adds, then removes', () => {
    expect(actions.toggleWishlistFromCard(product())).toBe('added');
    expect(notify.success).toHaveBeenLastCalledWith('Item added to wishlist successfully!');
    expect(useWishlistStore.getState().items).toMatchObject([{ id: 1, price: 50000 }]);
    expect(actions.toggleWishlistFromCard(product())).toBe('removed');
    expect(notify.success).toHaveBeenLastCalledWith('Item removed from wishlist!');
    expect(useWishlistStore.getState().items).toEqual([]);
  });
});

describe('modal and page wishlist button', () => {
  it('needs every option before adding', () => {
    expect(actions.toggleWishlistForChoice({ product: product({ hasVariants: true }), variant: null }, false)).toBe('rejected');
    expect(notify.error).toHaveBeenCalledWith('Please select all product options before adding to wishlist.');
  });

  it('adds the chosen options, and removes without needing them', () => {
    const p = product({ hasVariants: true });
    expect(actions.toggleWishlistForChoice({ product: p, variant }, true)).toBe('added');
    expect(useWishlistStore.getState().items).toMatchObject([{ id: 1, price: 60000, options: { RAM: '16GB' } }]);
    expect(actions.toggleWishlistForChoice({ product: p, variant: null }, false)).toBe('removed');
  });

  it('refuses a call-for-price variant', () => {
    expect(actions.toggleWishlistForChoice({ product: product(), variant: { ...variant, price: 0 } }, true)).toBe('rejected');
    expect(notify.error).toHaveBeenCalledWith('Call for price items cannot be added to wishlist.');
  });
});

describe('modal and page Add to Cart and Buy Now', () => {
  it('adds the quantity, and adding again raises it', () => {
    const choice = { product: product({ hasVariants: true }), variant };
    expect(actions.addChoiceToCart(choice, 2)).toBe('added');
    expect(actions.addChoiceToCart(choice, 3)).toBe('added');
    expect(notify.success).toHaveBeenLastCalledWith('Item added to cart successfully!');
    expect(useCartStore.getState().items).toMatchObject([
      { id: 11, productId: 1, quantity: 5, price: 60000, sku: 'LAP-1-16', options: { variantId: 11, selectedOptions: { RAM: '16GB' } } },
    ]);
  });

  it('refuses call-for-price and out-of-stock choices with their own texts', () => {
    expect(actions.addChoiceToCart({ product: product({ price: 0 }), variant: null }, 1)).toBe('rejected');
    expect(notify.error).toHaveBeenLastCalledWith('Call for price items cannot be added to cart.');
    expect(actions.buyChoice({ product: product({ price: 0 }), variant: null }, 1)).toBe('rejected');
    expect(notify.error).toHaveBeenLastCalledWith('Call for price items cannot be purchased.');
    expect(actions.buyChoice({ product: product(), variant: { ...variant, inStock: false } }, 1)).toBe('rejected');
    expect(notify.error).toHaveBeenLastCalledWith('Sorry, this product is currently out of stock.');
    expect(actions.addChoiceToCart({ product: product({ inStock: false }), variant: null }, 1)).toBe('rejected');
    expect(notify.error).toHaveBeenLastCalledWith('Sorry, this product is currently out of stock.');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('Buy Now puts the quantity in the cart', () => {
    expect(actions.buyChoice({ product: product(), variant: null }, 4)).toBe('added');
    expect(useCartStore.getState().items).toMatchObject([{ productId: 1, quantity: 4 }]);
  });
});

describe('compare', () => {
  it('toggles membership', () => {
    expect(actions.toggleCompare(product())).toBe('added');
    expect(notify.success).toHaveBeenLastCalledWith('Added to compare list!');
    expect(actions.toggleCompare(product())).toBe('removed');
    expect(notify.success).toHaveBeenLastCalledWith('Removed from compare list!');
  });

  it('says so when the list is full', () => {
    for (let id = 1; id <= COMPARE_LIMIT; id++) actions.toggleCompare(product({ id }));
    expect(actions.toggleCompare(product({ id: 99 }))).toBe('rejected');
    expect(notify.error).toHaveBeenLastCalledWith(`Your compare list is full (up to ${COMPARE_LIMIT} products). Remove one to add another.`);
    expect(useCompareStore.getState().items).toHaveLength(COMPARE_LIMIT);
  });
});
