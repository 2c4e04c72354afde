import { type CartItem, cartKey } from '#app/lib/stores/cart.ts';
import type { Cart, CartLine } from '#server/modules/cart/service.ts';

export type { Cart, CartLine };

/** What the server needs of a browser cart line; everything else it looks up itself. */
export interface CartLineRequest {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

export function lineRequests(items: readonly CartItem[]): CartLineRequest[] {
  return items.map((item) => ({ product_id: item.productId, variant_id: item.options?.variantId ?? null, quantity: item.quantity }));
}

export function keyOfLine(line: Pick<CartLine, 'product_id' | 'variant_id'>): string {
  return cartKey(line.product_id, line.variant_id);
}

/** A server line as a browser cart line; brand and category, which the server does not send, are kept from the browser's copy. */
export function cartItemOf(line: CartLine, known: readonly CartItem[]): CartItem {
  const key = keyOfLine(line);
  const before = known.find((item) => item.key === key);
  return {
    key,
    id: line.variant_id ?? line.product_id,
    productId: line.product_id,
    slug: line.slug,
    name: line.name,
    price: line.price,
    originalPrice: line.retail_price,
    image: line.image ?? '',
    quantity: line.quantity,
    sku: line.sku,
    stock: line.available > 0,
    brand: before?.brand ?? null,
    category: before?.category ?? null,
    options:
      line.variant_id === null
        ? null
        : { variantId: line.variant_id, selectedOptions: Object.fromEntries(line.options.map((option) => [option.name, option.value])) },
    lastUpdated: before?.lastUpdated ?? new Date().toISOString(),
  };
}
