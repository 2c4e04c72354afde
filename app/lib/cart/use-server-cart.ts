import { useEffect } from 'react';
import { apiRequest } from '#app/lib/api/client.ts';
import { type CartItem, useCartStore, whenCartRead } from '#app/lib/stores/cart.ts';
import { notify } from '#app/lib/toast.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { type Cart, cartItemOf, lineRequests } from './lines.ts';

/** Quick enough that a page change rarely beats it; slow enough that pressing + five times saves once. */
const SAVE_DELAY_MS = 400;

interface CartAnswer {
  data: Cart;
}

/**
 * A signed-in customer's cart lives on the server (issue: cart); the browser store holds its copy
 * so the cart buttons, badges and pages work the same for guests and customers. On arrival the
 * guest cart merges in (guest quantities win) or the server's copy replaces the browser's; after
 * that each change is saved whole, and the server's answer (prices, stock caps) is taken back.
 */
export function useServerCart(customerId: number): void {
  useEffect(() => {
    let adopting = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const adopt = (cart: Cart, before: readonly CartItem[]) => {
      if (stopped) return;
      adopting = true;
      useCartStore.getState().adopt(
        cart.items.map((line) => cartItemOf(line, before)),
        customerId,
      );
      adopting = false;
    };

    const save = async () => {
      const sent = useCartStore.getState().items;
      try {
        const answer = await apiRequest<CartAnswer>('PUT', '/cart', { body: { items: lineRequests(sent) } });
        // A change made while this one was on its way is saved next; its answer would undo it.
        if (useCartStore.getState().items === sent) adopt(answer.data, sent);
      } catch {
        notify.error(cartStrings.cart.saveFailed);
      }
    };

    const saveWhenLeaving = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      // keepalive lets the save finish after the page is gone.
      apiRequest('PUT', '/cart', { body: { items: lineRequests(useCartStore.getState().items) }, keepalive: true }).catch(() => undefined);
    };

    const unsubscribe = useCartStore.subscribe((state, previous) => {
      if (adopting || state.items === previous.items || state.owner !== customerId) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void save();
      }, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', saveWhenLeaving);

    void (async () => {
      await new Promise<void>((resolve) => whenCartRead(resolve));
      const { items, owner } = useCartStore.getState();
      try {
        const answer =
          owner === null && items.length > 0
            ? await apiRequest<CartAnswer>('POST', '/cart/merge', { body: { items: lineRequests(items) } })
            : await apiRequest<CartAnswer>('GET', '/cart');
        adopt(answer.data, items);
      } catch {
        // Offline or signed out meanwhile: the browser's copy stays, and the next page load tries again.
      }
    })();

    return () => {
      stopped = true;
      unsubscribe();
      window.removeEventListener('pagehide', saveWhenLeaving);
      saveWhenLeaving();
    };
  }, [customerId]);
}
