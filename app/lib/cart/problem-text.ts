import { CART_MESSAGES, onlyLeftInStock } from '#domain/messages.ts';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';
import type { CartLine } from './lines.ts';

/** Why a cart line cannot be bought as it is, in the shopper's words; null when it can. */
export function problemText(line: CartLine): string | null {
  switch (line.problem) {
    case 'unavailable':
      return cartStrings.cart.unavailable;
    case 'call_for_price':
      return CART_MESSAGES.callForPriceCannotBuy;
    case 'out_of_stock':
      return CART_MESSAGES.outOfStock;
    case 'not_enough_stock':
      return onlyLeftInStock(line.available);
    case 'over_limit':
      return fill(cartStrings.cart.maxPerOrder, { count: MAX_LINE_QUANTITY });
    case null:
      return null;
  }
}
