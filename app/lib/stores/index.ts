import { useEffect } from 'react';
import { useCartStore } from './cart.ts';
import { useCompareStore } from './compare.ts';
import { useGuestStore } from './guest.ts';
import { useWishlistStore } from './wishlist.ts';

const stores = [useCartStore, useWishlistStore, useCompareStore, useGuestStore];
const storageKeys = new Set(['cart-storage', 'wishlist-storage', 'compare-storage', 'guest-user-storage']);

/** Reads the guest lists from localStorage once hydrated, and again when another tab changes them. */
export function useGuestStoresHydration(): void {
  useEffect(() => {
    void Promise.all(stores.map((store) => store.persist.rehydrate())).then(() => useGuestStore.getState().ensureGuestId());
    const onStorage = (event: StorageEvent) => {
      if (event.key && storageKeys.has(event.key)) for (const store of stores) void store.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
