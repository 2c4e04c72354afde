import { useServerCart } from '#app/lib/cart/use-server-cart.ts';

/** Renders nothing: keeps a signed-in customer's cart and its copy in this browser in step. */
export function ServerCartSync({ customerId }: { customerId: number }) {
  useServerCart(customerId);
  return null;
}
