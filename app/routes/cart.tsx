import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { CART_MESSAGES } from '#domain/messages.ts';
import { CartLineRow } from '#app/components/cart/CartLineRow.tsx';
import { OrderSummary } from '#app/components/cart/OrderSummary.tsx';
import { SavedListContent, savedListMeta } from '#app/components/content/SavedList.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { track } from '#app/lib/analytics.ts';
import { analyticsItemOf } from '#app/lib/cart/analytics-items.ts';
import { useCartQuote } from '#app/lib/cart/use-cart-quote.ts';
import { type CartItem, selectCartCount, useCartStore } from '#app/lib/stores/cart.ts';
import { notify } from '#app/lib/toast.ts';
import { plural } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';
import type { Route } from './+types/cart';

const copy = cartStrings.cart;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return savedListMeta(copy, '/cart', matches);
}

/** /cart: the lines with today's prices from the server, quantities, removal and the way to checkout. */
export default function CartPage() {
  const hydrated = useStoreHydrated(useCartStore);
  const items = useCartStore((state) => state.items);
  const count = useCartStore(selectCartCount);
  const quote = useCartQuote(items);

  const changeQuantity = (item: CartItem, quantity: number) => useCartStore.getState().setQuantity(item.key, quantity);
  const remove = (item: CartItem) => {
    useCartStore.getState().remove(item.key);
    track({ name: 'remove_from_cart', item: analyticsItemOf(item, quote.lineFor(item)), quantity: item.quantity });
    notify.success(CART_MESSAGES.removed);
  };

  const cart = quote.data;
  const ready = cart !== undefined && !quote.isPlaceholderData;
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
      {hydrated && count > 0 ? <p className="mt-1 text-sm text-slate-600">{plural(copy.count, count)}</p> : null}
      <div className="mt-6">
        <SavedListContent copy={copy} hydrated={hydrated} count={items.length} icon={ShoppingCart} iconClassName="bg-brand-50 text-brand-700">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div>
              {quote.isError && !cart ? (
                <div
                  role="alert"
                  className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
                >
                  {copy.loadFailed}
                  <Button variant="link" size="inline" onClick={() => void quote.refetch()}>
                    {copy.retry}
                  </Button>
                </div>
              ) : null}
              <ul className="space-y-3" aria-busy={!ready}>
                {items.map((item) => (
                  <CartLineRow key={item.key} item={item} line={quote.lineFor(item)} onQuantity={changeQuantity} onRemove={remove} />
                ))}
              </ul>
              <Link to="/shop" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
                {copy.continueShopping}
              </Link>
            </div>
            <div className="lg:sticky lg:top-24">
              <OrderSummary subtotal={cart ? cart.subtotal : null} savings={cart?.savings ?? 0} delivery={cartStrings.summary.deliveryLater}>
                {cart?.has_problems ? <p className="mt-4 text-sm font-medium text-amber-800">{copy.fixProblems}</p> : null}
                {ready && !cart.has_problems ? (
                  <ButtonLink to="/checkout" size="block" className="mt-5">
                    {copy.checkout}
                  </ButtonLink>
                ) : (
                  <span
                    aria-disabled="true"
                    className="mt-5 block cursor-not-allowed rounded-md bg-slate-300 px-5 py-3 text-center font-semibold text-slate-600"
                  >
                    {ready ? copy.checkout : copy.checking}
                  </span>
                )}
              </OrderSummary>
            </div>
          </div>
        </SavedListContent>
      </div>
    </main>
  );
}
