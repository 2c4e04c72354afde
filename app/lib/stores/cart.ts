import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { mergeLines } from '#domain/cart-lines.ts';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import { persistOptions } from './persisted.ts';

interface CartItemOptions {
  variantId: number;
  selectedOptions: Record<string, string>;
}

/** A guest cart line. `key` tells apart two variants of one product. */
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

/** Anything but a whole number of at least 1 (a hand-edited saved cart, say) counts as 1. */
const wholeQuantity = (quantity: unknown) => (typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1);

/**
 * One line per product and variant (domain/cart-lines.ts): quantities added up and held to the
 * per-order cap, where the product first appears, with the details of its latest line.
 */
function mergeCartItems(items: readonly CartItem[]): CartItem[] {
  const merged = mergeLines(
    items.map((item) => ({ productId: item.productId, variantId: item.options?.variantId ?? null, quantity: wholeQuantity(item.quantity) })),
  );
  return merged.map((line) => ({ ...items[line.positions.at(-1)!]!, key: cartKey(line.productId, line.variantId), quantity: line.quantity }));
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
          const added = {
            ...item,
            key,
            id: item.options?.variantId ?? item.productId,
            quantity: wholeQuantity(quantity),
            lastUpdated: new Date().toISOString(),
          };
          return { items: mergeCartItems([...items, added]) };
        }),
      remove: (key) => set(({ items }) => ({ items: items.filter((line) => line.key !== key) })),
      setQuantity: (key, quantity) =>
        set(({ items }) => ({
          items: items.map((line) =>
            line.key === key
              ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity))), lastUpdated: new Date().toISOString() }
              : line,
          ),
        })),
      clear: () => set({ items: [] }),
      adopt: (items, owner) => set({ items, owner }),
    }),
    {
      ...persistOptions<CartState, Pick<CartState, 'items' | 'owner'>>('cart-storage', ({ items, owner }) => ({ items, owner })),
      // A saved cart edited by hand, or written by another version, may hold a product twice.
      merge: (saved, current) => {
        const stored = (saved ?? {}) as Partial<Pick<CartState, 'items' | 'owner'>>;
        return { ...current, ...stored, items: Array.isArray(stored.items) ? mergeCartItems(stored.items) : current.items };
      },
    },
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
