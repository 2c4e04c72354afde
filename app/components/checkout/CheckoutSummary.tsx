import { formatTaka } from '#domain/money.ts';
import type { DeliveryCharges } from '#domain/delivery.ts';
import { deliveryChargeFor } from '#domain/delivery-zone.ts';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { OrderSummary } from '#app/components/cart/OrderSummary.tsx';
import { Skeleton } from '#app/components/feedback/Skeleton.tsx';
import { RichText } from '#app/components/content/RichText.tsx';
import { type Cart, type CartLine, keyOfLine } from '#app/lib/cart/lines.ts';
import { fill } from '#app/strings/index.ts';
import { problemText } from '#app/lib/cart/problem-text.ts';
import type { CartItem } from '#app/lib/stores/cart.ts';
import { cartStrings } from '#app/strings/cart.ts';
import type { PhoneCodeStep as PhoneCodeStepState } from '#app/lib/checkout/checkout-form.ts';
import type { Place } from '#app/lib/checkout/place.ts';
import { DeliveryEstimate } from '#app/components/orders/DeliveryPromise.tsx';
import { PhoneCodeStep } from './PhoneCodeStep.tsx';
import { AdvanceNotice } from './AdvanceNotice.tsx';
import type { AdvanceRules } from '#domain/advance-payment.ts';

const copy = cartStrings.checkout;

interface CheckoutSummaryProps {
  items: readonly CartItem[];
  cart: Cart | undefined;
  place: Place;
  charges: DeliveryCharges;
  canPlace: boolean;
  /** Set while the order waits for the code sent to its mobile number. */
  phoneCode: PhoneCodeStepState | undefined;
  advanceRules: AdvanceRules;
  /** The way to pay ticked now (null before the page's scripts run). */
  paymentMethod: string | null;
  /** The EMI plan the order will be priced on (regular prices plus this charge), or null when paid at once. */
  emi: { bank: string; months: number; charge: number } | null;
}

/** What is being bought at today's prices, the delivery charge of the chosen place, and Place order. */
export function CheckoutSummary({ items, cart, place, charges, canPlace, phoneCode, advanceRules, paymentMethod, emi }: CheckoutSummaryProps) {
  // The same rule the server charges by, so the figure shown is the figure charged.
  const quote = place.district ? deliveryChargeFor(place, charges) : null;
  const lines = new Map((cart?.items ?? []).map((line) => [keyOfLine(line), line]));
  // On EMI every line is charged at its regular price (server/modules/orders/emi-order.ts).
  const lineTotalOf = (line: CartLine) => (emi ? line.regular_price * line.quantity : line.line_total);
  return (
    <OrderSummary
      subtotal={cart ? (emi ? cart.regular_subtotal : cart.subtotal) : null}
      savings={cart ? (emi ? regularSavings(cart) : cart.savings) : 0}
      extraCharge={emi ? { label: fill(cartStrings.summary.emiCharge, { bank: emi.bank, months: emi.months }), amount: emi.charge } : null}
      delivery={quote?.ok ? quote.charge : quote ? cartStrings.summary.deliveryChooseArea : cartStrings.summary.deliveryChooseDistrict}
      deliveryLabel={quote?.ok ? copy.zone[quote.zone] : undefined}
      lines={
        <ul className="mt-4 space-y-2 border-b border-slate-200 pb-4 text-sm">
          {items.map((item) => {
            const line = lines.get(item.key);
            const problem = line ? problemText(line) : null;
            return (
              <li key={item.key} className="flex justify-between gap-3">
                <span className="min-w-0 text-slate-700">
                  <span className="line-clamp-2">{line?.name ?? item.name}</span>
                  <span className="text-slate-500">× {item.quantity}</span>
                  {problem ? <span className="block font-medium text-amber-800">{problem}</span> : null}
                </span>
                <div className="shrink-0 font-medium text-slate-900">{line ? formatTaka(lineTotalOf(line)) : <Skeleton className="h-4 w-14" />}</div>
              </li>
            );
          })}
        </ul>
      }
    >
      <AdvanceNotice rules={advanceRules} cart={cart} method={paymentMethod} delivery={quote?.ok ? quote : null} />
      {quote?.ok ? <DeliveryEstimate zone={quote.zone} /> : null}
      {canPlace && phoneCode ? <PhoneCodeStep step={phoneCode} /> : null}
      {/* Place order comes first in the form, so Enter in the code field places the order. */}
      <div className="mt-5">{canPlace ? <SubmitButton intent="place" label={copy.place} pendingLabel={copy.placing} /> : null}</div>
      {canPlace && phoneCode ? (
        <div className="mt-2 flex justify-center">
          <SubmitButton intent="resend-code" variant="secondary" label={copy.phoneCode.resend} pendingLabel={copy.phoneCode.resending} />
        </div>
      ) : null}
      <p className="mt-3 text-xs leading-5 text-slate-600">
        <RichText text={copy.terms} />
      </p>
    </OrderSummary>
  );
}

/** What the buyable lines save at regular prices against the retail (list) price, never below nothing. */
function regularSavings(cart: Cart): number {
  return cart.items.reduce((sum, line) => sum + (line.problem === null ? Math.max(0, line.retail_price - line.regular_price) * line.quantity : 0), 0);
}
