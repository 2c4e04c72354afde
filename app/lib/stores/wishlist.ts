import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { WISHLIST_MESSAGES } from '#domain/messages.ts';
import { persistOptions } from './persisted.ts';

/** The store form of a wishlist item. */
export interface WishlistItem {
  id: number;
  slug: string;
  name: string;
  price: number;
  image: string;
  inStock: boolean;
  lastUpdated: string;
  options?: Record<string, string>;
}

type AddResult = { ok: true } | { ok: false; message: string };

interface WishlistState {
  items: WishlistItem[];
  add: (item: Omit<WishlistItem, 'lastUpdated'>) => AddResult;
  remove: (id: number) => void;
  clear: () => void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        if (get().items.some((existing) => existing.id === item.id)) return { ok: false, message: WISHLIST_MESSAGES.alreadyAdded };
        set(({ items }) => ({ items: [...items, { ...item, lastUpdated: new Date().toISOString() }] }));
        return { ok: true };
      },
      remove: (id) => set(({ items }) => ({ items: items.filter((item) => item.id !== id) })),
      clear: () => set({ items: [] }),
    }),
    persistOptions('wishlist-storage', ({ items }) => ({ items })),
  ),
);

export const selectWishlistCount = (state: { items: WishlistItem[] }) => state.items.length;
export const selectInWishlist = (id: number) => (state: { items: WishlistItem[] }) => state.items.some((item) => item.id === id);
