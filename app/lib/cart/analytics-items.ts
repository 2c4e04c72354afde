import type { AnalyticsItem } from '#app/lib/analytics.ts';
import type { CartItem } from '#app/lib/stores/cart.ts';
import type { CartLine } from './lines.ts';

/** A cart line for the analytics events, with the server's price when known. */
export function analyticsItemOf(item: CartItem, line?: CartLine): AnalyticsItem {
  const options = Object.values(item.options?.selectedOptions ?? {});
  return {
    id: item.productId,
    name: line?.name ?? item.name,
    price: line?.price ?? item.price,
    brand: item.brand,
    category: item.category,
    variant: options.length ? options.join(' / ') : null,
    quantity: item.quantity,
  };
}
