import { isCallForPrice } from '#domain/pricing.ts';
import type { Selection } from '#domain/variants.ts';
import { type AnalyticsItem, track } from '#app/lib/analytics.ts';
import type { CardProduct } from '#app/lib/card-product.ts';
import { type NewCartItem, useCartStore } from '#app/lib/stores/cart.ts';
import { COMPARE_LIMIT, useCompareStore } from '#app/lib/stores/compare.ts';
import { useWishlistStore } from '#app/lib/stores/wishlist.ts';
import { notify } from '#app/lib/toast.ts';
import { fill, strings } from '#app/strings/index.ts';

/**
 * The cart, wishlist and compare rules of the product card, the quick-view modal and the product page in one place,
 * so the card, the quick-view modal and the product page cannot drift apart in toasts or order.
 */

const copy = strings.product;

/** A fully chosen variant; the modal passes one only when every option group is selected. */
interface ChosenVariant {
  id: number;
  sku: string;
  price: number;
  retailPrice: number;
  inStock: boolean;
  selection: Selection;
}

/** What the shopper is about to buy: the product, plus its variant when it has variants. */
export interface PurchaseChoice {
  product: CardProduct;
  variant: ChosenVariant | null;
}

/** `needs-options`: the caller should open the quick-view modal so options can be chosen. */
export type ActionOutcome = 'added' | 'removed' | 'needs-options' | 'rejected';

function priceOf({ product, variant }: PurchaseChoice): number {
  return variant?.price ?? product.price;
}

function inStockOf({ product, variant }: PurchaseChoice): boolean {
  return variant?.inStock ?? product.inStock;
}

function analyticsItem(choice: PurchaseChoice): AnalyticsItem {
  const { product, variant } = choice;
  return {
    id: product.id,
    name: product.name,
    price: priceOf(choice),
    brand: product.brand,
    category: product.category,
    variant: variant ? Object.values(variant.selection).join(' / ') : null,
  };
}

function cartLine(choice: PurchaseChoice): NewCartItem {
  const { product, variant } = choice;
  return {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    price: priceOf(choice),
    originalPrice: variant?.retailPrice ?? product.retailPrice,
    image: product.images[0] ?? '',
    sku: variant?.sku ?? product.sku,
    stock: inStockOf(choice),
    brand: product.brand,
    category: product.category,
    options: variant ? { variantId: variant.id, selectedOptions: variant.selection } : null,
  };
}

function addLine(choice: PurchaseChoice, quantity: number): void {
  useCartStore.getState().add(cartLine(choice), quantity);
  track({ name: 'add_to_cart', item: analyticsItem(choice), quantity });
}

/** Card cart button and the card's Buy Now / Remove button. */
export function toggleCartFromCard(product: CardProduct): ActionOutcome {
  if (isCallForPrice(product.price)) {
    notify.error(copy.cart.callForPriceCannotAdd);
    return 'rejected';
  }
  if (product.hasVariants) return 'needs-options';
  const cart = useCartStore.getState();
  const lines = cart.items.filter((line) => line.productId === product.id);
  if (lines.length > 0) {
    for (const line of lines) {
      cart.remove(line.key);
      track({ name: 'remove_from_cart', item: analyticsItem({ product, variant: null }), quantity: line.quantity });
    }
    notify.success(copy.cart.removed);
    return 'removed';
  }
  if (!product.inStock) {
    notify.error(copy.cart.outOfStock);
    return 'rejected';
  }
  addLine({ product, variant: null }, 1);
  notify.success(copy.cart.added);
  return 'added';
}

/** Card wishlist button. */
export function toggleWishlistFromCard(product: CardProduct): ActionOutcome {
  if (isCallForPrice(product.price)) {
    notify.error(copy.wishlist.callForPriceCannotAdd);
    return 'rejected';
  }
  if (product.hasVariants) return 'needs-options';
  return toggleWishlistEntry({ product, variant: null });
}

function toggleWishlistEntry(choice: PurchaseChoice): ActionOutcome {
  const wishlist = useWishlistStore.getState();
  const { product, variant } = choice;
  if (wishlist.items.some((item) => item.id === product.id)) {
    wishlist.remove(product.id);
    notify.success(copy.wishlist.removed);
    return 'removed';
  }
  const result = wishlist.add({
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: priceOf(choice),
    image: product.images[0] ?? '',
    inStock: inStockOf(choice),
    ...(variant ? { options: variant.selection } : {}),
  });
  if (!result.ok) {
    notify.error(result.message);
    return 'rejected';
  }
  notify.success(copy.wishlist.added);
  return 'added';
}

/** Modal and product page wishlist button; a variant product needs every option chosen first. */
export function toggleWishlistForChoice(choice: PurchaseChoice, selectionComplete: boolean): ActionOutcome {
  if (isCallForPrice(priceOf(choice))) {
    notify.error(copy.wishlist.callForPriceCannotAdd);
    return 'rejected';
  }
  // Removing needs no options: only adding does.
  const listed = useWishlistStore.getState().items.some((item) => item.id === choice.product.id);
  if (!listed && !selectionComplete) {
    notify.error(copy.wishlist.selectOptionsFirst);
    return 'rejected';
  }
  return toggleWishlistEntry(choice);
}

/** Modal and product page Add to Cart: adding a product already in the cart raises its quantity. */
export function addChoiceToCart(choice: PurchaseChoice, quantity: number): ActionOutcome {
  if (isCallForPrice(priceOf(choice))) {
    notify.error(copy.cart.callForPriceCannotAdd);
    return 'rejected';
  }
  if (!inStockOf(choice)) {
    notify.error(copy.cart.outOfStock);
    return 'rejected';
  }
  addLine(choice, quantity);
  notify.success(copy.cart.added);
  return 'added';
}

/** Buy Now: puts the choice in the cart; the caller then closes the modal and goes to checkout. */
export function buyChoice(choice: PurchaseChoice, quantity: number): ActionOutcome {
  if (isCallForPrice(priceOf(choice))) {
    notify.error(copy.cart.callForPriceCannotBuy);
    return 'rejected';
  }
  if (!inStockOf(choice)) {
    notify.error(copy.cart.outOfStock);
    return 'rejected';
  }
  addLine(choice, quantity);
  return 'added';
}

/** Compare toggles membership; the list holds at most COMPARE_LIMIT products. */
export function toggleCompare(product: CardProduct): ActionOutcome {
  const result = useCompareStore.getState().toggle({
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    image: product.images[0] ?? '',
    brand: product.brand,
    shop: strings.common.shopName,
  });
  if (result === 'full') {
    notify.error(fill(copy.compare.full, { limit: COMPARE_LIMIT }));
    return 'rejected';
  }
  notify.success(result === 'added' ? copy.compare.added : copy.compare.removed);
  return result;
}
