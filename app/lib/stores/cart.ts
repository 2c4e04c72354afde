import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import { persistOptions } from './persisted.ts';

export interface CartItemOptions {
  variantId: number;
  selectedOptions: Record<string, string>;
}

/** A guest cart line (spec section 3). `key` tells apart two variants of one product. */
export interface CartItem {
  key: string;
  /** The variant id when a variant is chosen, else the product id (spec). */
  id: number;
  productId: number;
  slug: string;
  name: string;
  price: number;
  originalPrice: number;
  image: string;
  quantity: number;
  sku: string;
  stock: boolean;
  brand: string | null;
  category: string | null;
  options: CartItemOptions | null;
  lastUpdated: string;
}

export type NewCartItem = Omit<CartItem, 'key' | 'id' | 'quantity' | 'lastUpdated'>;

export function cartKey(productId: number, variantId: number | null | undefined): string {
  return variantId ? `${productId}:${variantId}` : String(productId);
}

interface CartState {
  items: CartItem[];
  /**
   * Whose cart the lines are: null for a guest's, else the signed-in customer's id, whose cart
   * lives on the server and of which these lines are the browser's copy.
   */
  owner: number | null;
  /** Adds the line, or raises the quantity of the one already there. */
  add: (item: NewCartItem, quantity?: number) => void;
  remove: (key: string) => void;
  setQuantity: (key: string, quantity: number) => void;
  clear: () => void;
  /** Takes the server's copy of a customer's cart, or (owner null) starts a fresh guest cart. */
  adopt: (items: CartItem[], owner: number | null) => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      owner: null,
      add: (item, quantity = 1) =>
        set(({ items }) => {
          const key = cartKey(item.productId, item.options?.variantId);
          const lastUpdated = new Date().toISOString();
          const count = Math.max(1, Math.floor(quantity));
          const upTo = (wanted: number) => Math.min(wanted, MAX_LINE_QUANTITY);
          const existing = items.find((line) => line.key === key);
          if (existing) return { items: items.map((line) => (line.key === key ? { ...line, ...item, key, quantity: upTo(line.quantity + count), lastUpdated } : line)) };
          return { items: [...items, { ...item, key, id: item.options?.variantId ?? item.productId, quantity: upTo(count), lastUpdated }] };
        }),
      remove: (key) => set(({ items }) => ({ items: items.filter((line) => line.key !== key) })),
      setQuantity: (key, quantity) =>
        set(({ items }) => ({
          items: items.map((line) => (line.key === key ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity))), lastUpdated: new Date().toISOString() } : line)),
        })),
      clear: () => set({ items: [] }),
      adopt: (items, owner) => set({ items, owner }),
    }),
    persistOptions('cart-storage', ({ items, owner }) => ({ items, owner })),
  ),
);

/** The badge count: units, not lines, so two of one phone shows 2. */
export const selectCartCount = (state: { items: CartItem[] }) => state.items.reduce((sum, line) => sum + line.quantity, 0);

export const selectHasProduct = (productId: number) => (state: { items: CartItem[] }) => state.items.some((line) => line.productId === productId);

/** Runs `read` once the stored cart has been read from localStorage (at once if it has); answers the cancel. */
export function whenCartRead(read: () => void): () => void {
  if (useCartStore.persist.hasHydrated()) {
    read();
    return () => undefined;
  }
  const stop = useCartStore.persist.onFinishHydration(() => {
    stop();
    read();
  });
  return stop;
}

/**
 * After sign-out the browser must not keep showing the customer's cart: it stays on the server
 * for their next visit, and the shopper here starts a new guest cart. Answers the cancel.
 */
export function forgetCustomerCart(): () => void {
  return whenCartRead(() => {
    if (useCartStore.getState().owner !== null) useCartStore.getState().adopt([], null);
  });
}
