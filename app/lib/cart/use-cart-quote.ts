import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api/client.ts';
import { browserQueryClient } from '#app/lib/query-client.ts';
import type { CartItem } from '#app/lib/stores/cart.ts';
import { type Cart, type CartLine, type CartLineRequest, keyOfLine, lineRequests } from './lines.ts';

/**
 * The cart priced by the server with today's prices and stock; the prices kept in the browser
 * are never shown on the cart or checkout pages. `lineFor` finds a browser line's priced line.
 */
export function useCartQuote(items: readonly CartItem[]) {
  const lines = lineRequests(items);
  const query = useQuery<Cart, Error, Cart, (string | CartLineRequest[])[]>(
    {
      queryKey: ['cart-quote', lines],
      queryFn: ({ signal }) => apiRequest<{ data: Cart }>('POST', '/cart/quote', { body: { items: lines }, signal }).then((answer) => answer.data),
      enabled: lines.length > 0,
      // The last figures stay while a changed quantity is re-priced, so the page does not flicker.
      placeholderData: keepPreviousData,
      staleTime: 0,
    },
    browserQueryClient(),
  );
  const byKey = new Map((query.data?.items ?? []).map((line) => [keyOfLine(line), line]));
  return { ...query, lineFor: (item: CartItem): CartLine | undefined => byKey.get(item.key) };
}
