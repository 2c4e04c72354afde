import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persisted.ts';

/** More columns than this no longer fit a phone or a laptop screen side by side. */
export const COMPARE_LIMIT = 4;

/** A compare item; `shop` is the constant shop label. */
export interface CompareItem {
  id: number;
  slug: string;
  name: string;
  price: number;
  image: string;
  brand: string | null;
  shop: string;
}

type CompareToggle = 'added' | 'removed' | 'full';

interface CompareState {
  items: CompareItem[];
  /** Adds the product, ignoring duplicates; refuses past COMPARE_LIMIT. */
  add: (item: CompareItem) => 'added' | 'full';
  remove: (id: number) => void;
  toggle: (item: CompareItem) => CompareToggle;
  clear: () => void;
}

export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        const { items } = get();
        if (items.some((existing) => existing.id === item.id)) return 'added';
        if (items.length >= COMPARE_LIMIT) return 'full';
        set({ items: [...items, item] });
        return 'added';
      },
      remove: (id) => set(({ items }) => ({ items: items.filter((item) => item.id !== id) })),
      toggle: (item) => {
        if (get().items.some((existing) => existing.id === item.id)) {
          get().remove(item.id);
          return 'removed';
        }
        return get().add(item);
      },
      clear: () => set({ items: [] }),
    }),
    persistOptions('compare-storage', ({ items }) => ({ items })),
  ),
);

export const selectInCompare = (id: number) => (state: { items: CompareItem[] }) => state.items.some((item) => item.id === id);
