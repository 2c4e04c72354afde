import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { data, useNavigate } from 'react-router';
import { clientAddressContext, servicesContext } from '#app/context.ts';
import { CheckoutForm, type CheckoutSetup, type ProfileGaps } from '#app/components/checkout/CheckoutForm.tsx';
import { SavedListContent, savedListMeta } from '#app/components/content/SavedList.tsx';
import { LoadingScreen } from '#app/components/feedback/LoadingScreen.tsx';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { track } from '#app/lib/analytics.ts';
import { signedIn } from '#app/lib/auth/session.server.ts';
import { analyticsItemOf } from '#app/lib/cart/analytics-items.ts';
import { useCartQuote } from '#app/lib/cart/use-cart-quote.ts';
import { EMPTY_CHECKOUT } from '#app/lib/checkout/checkout-form.ts';
import { placeOrderFromForm } from '#app/lib/checkout/place-order-action.server.ts';
import { profileValuesOf } from '#app/lib/dashboard/profile-form.ts';
import { useCartStore } from '#app/lib/stores/cart.ts';
import { listDivisions } from '#server/modules/geo/divisions.ts';
import { cartStrings } from '#app/strings/cart.ts';
import type { Route } from './+types/checkout';

const copy = cartStrings.checkout;

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await signedIn(services, request);
  const profile = session ? profileValuesOf(session.customer) : null;
  const terms = await services.orders.terms();
  const setup: CheckoutSetup = {
    divisions: listDivisions().map((division) => ({ name: division.name, districts: division.districts.map((district) => district.name) })),
    charges: terms.charges,
    cashOnDelivery: terms.cashOnDelivery,
    onlineGateway: terms.onlineGateway,
    bkash: terms.bkash,
    nagad: terms.nagad,
    advanceRules: await services.orders.advanceRules(),
    emiPlans: terms.onlineGateway ? await services.emiPlans() : [],
    prefill: profile
      ? {
          ...EMPTY_CHECKOUT,
          name: profile.full_name,
          phone: profile.phone,
          email: profile.email,
          division: profile.division,
          district: profile.district,
          area: profile.area,
          address: profile.address,
        }
      : EMPTY_CHECKOUT,
    offerToSave: session ? profileGaps(session.row) : null,
  };
  return data(setup, { headers: { 'cache-control': 'private, no-store' } });
}

/** What a signed-in customer's profile lacks that the order could fill in; null when it has both. */
function profileGaps(row: { phone: string | null; address: unknown }): ProfileGaps | null {
  if (!row.phone && !row.address) return 'phone-and-address';
  if (!row.phone) return 'phone';
  if (!row.address) return 'address';
  return null;
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const session = await signedIn(services, request);
  return placeOrderFromForm(
    services,
    { request, url },
    { customerId: session?.customer.id ?? null, accountEmail: session?.row.email ?? null, clientAddress: context.get(clientAddressContext) },
  );
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return savedListMeta(copy, '/checkout', matches);
}

/** /checkout: contact, delivery and payment for the cart, priced by the server; guests and customers alike. */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const hydrated = useStoreHydrated(useCartStore);
  const items = useCartStore((state) => state.items);
  const quote = useCartQuote(items);
  const placed = actionData?.ok ? actionData.placed : null;

  const beganCheckout = useRef(false);
  useEffect(() => {
    if (beganCheckout.current || !quote.data || quote.isPlaceholderData) return;
    beganCheckout.current = true;
    track({ name: 'begin_checkout', items: items.map((item) => analyticsItemOf(item, quote.lineFor(item))), value: quote.data.subtotal });
  }, [quote, items]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per placed order, with the quote and cart as they were then (see the end of the effect).
  useEffect(() => {
    if (!placed) return;
    const bought = useCartStore.getState().items.map((item) => analyticsItemOf(item, quote.lineFor(item)));
    track({ name: 'purchase', orderId: placed.orderNumber, items: bought, value: placed.total });
    useCartStore.getState().clear();
    if (placed.next.startsWith('/')) void navigate(placed.next, { replace: true });
    else window.location.assign(placed.next);
    // Once per placed order: the cart and its prices are read as they were at that moment.
  }, [placed]);

  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{copy.title}</h1>
      <div className="mt-6">
        {placed ? (
          <LoadingScreen title={copy.placing} />
        ) : (
          <SavedListContent copy={copy} hydrated={hydrated} count={items.length} icon={ShoppingCart} iconClassName="bg-brand-50 text-brand-700">
            <CheckoutForm setup={loaderData} items={items} cart={quote.isPlaceholderData ? undefined : quote.data} result={actionData} />
          </SavedListContent>
        )}
      </div>
    </main>
  );
}
