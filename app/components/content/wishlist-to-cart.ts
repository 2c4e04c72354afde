import { isCallForPrice } from '#domain/pricing.ts';
import { track } from '#app/lib/analytics.ts';
import { useCartStore } from '#app/lib/stores/cart.ts';
import type { WishlistItem } from '#app/lib/stores/wishlist.ts';
import { notify } from '#app/lib/toast.ts';
import { strings } from '#app/strings/index.ts';

/**
 * Moves a saved product into the cart with the card's rules: no call-for-price, no out-of-stock.
 * Returns whether it was added.
 */
export function addWishlistItemToCart(item: WishlistItem): boolean {
  const messages = strings.product.cart;
  if (isCallForPrice(item.price)) {
    notify.error(messages.callForPriceCannotAdd);
    return false;
  }
  if (!item.inStock) {
    notify.error(messages.outOfStock);
    return false;
  }
  useCartStore.getState().add({
    productId: item.id,
    slug: item.slug,
    name: item.name,
    price: item.price,
    originalPrice: item.price,
    image: item.image,
    sku: '',
    stock: item.inStock,
    brand: null,
    category: null,
    options: null,
  });
  track({ name: 'add_to_cart', item: { id: item.id, name: item.name, price: item.price }, quantity: 1 });
  notify.success(messages.added);
  return true;
}
