import './memory-local-storage.test-support.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import type { CartItem, NewCartItem } from './cart.ts';

const { useCartStore } = await import('./cart.ts');

const phone: NewCartItem = {
  productId: 7,
  slug: 'phone-7',
  name: 'Phone',
  price: 20000,
  originalPrice: 22000,
  image: '',
  sku: 'PH-7',
  stock: true,
  brand: 'Walton',
  category: 'Phones',
  options: null,
};

const saved = (quantity: number, name: string): CartItem => ({ ...phone, name, key: '7', id: 7, quantity, lastUpdated: '2025-01-01T00:00:00.000Z' });

describe('the browser cart', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.setState({ items: [], owner: null });
  });

  it('holds a product to the cap however it is added', () => {
    useCartStore.getState().add(phone, 15);
    useCartStore.getState().add(phone, 15);
    expect(useCartStore.getState().items.map((line) => [line.key, line.quantity])).toEqual([['7', MAX_LINE_QUANTITY]]);
  });

  it('reads a saved cart that holds a product twice as one line, held to the cap', async () => {
    localStorage.setItem(
      'cart-storage',
      JSON.stringify({ state: { items: [saved(MAX_LINE_QUANTITY, 'Phone (old name)'), saved(MAX_LINE_QUANTITY, 'Phone')], owner: null }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    const { items } = useCartStore.getState();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ key: '7', quantity: MAX_LINE_QUANTITY, name: 'Phone' });
  });
});
