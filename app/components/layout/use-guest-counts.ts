import { selectCartCount, useCartStore } from '#app/lib/stores/cart.ts';
import { selectWishlistCount, useWishlistStore } from '#app/lib/stores/wishlist.ts';

/**
 * Badge counts straight from the guest stores. The stores start empty on the server and in the
 * first browser render, and fill from localStorage after mount, so hydration never mismatches.
 */
export function useCartCount(): number {
  return useCartStore(selectCartCount);
}

export function useWishlistCount(): number {
  return useWishlistStore(selectWishlistCount);
}
