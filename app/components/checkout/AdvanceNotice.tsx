import { type RefObject, useEffect, useState } from 'react';
import { type AdvanceRules, advanceReasonText, splitAdvance } from '#domain/advance-payment.ts';
import type { DeliveryZone } from '#domain/delivery.ts';
import { formatTaka } from '#domain/money.ts';
import type { Cart } from '#app/lib/cart/lines.ts';
import { fill } from '#app/strings/index.ts';
import { cartStrings } from '#app/strings/cart.ts';

const copy = cartStrings.checkout.advance;

/** The way to pay ticked in the form now; null before the page runs its scripts. */
export function useChosenPaymentMethod(form: RefObject<HTMLFormElement | null>) {
  const [method, setMethod] = useState<string | null>(null);
  const read = () => {
    const chosen = form.current ? new FormData(form.current).get('payment_method') : null;
    setMethod(typeof chosen === 'string' ? chosen : null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the choice the server rendered; `read` follows every change after.
  useEffect(read, []);
  return { method, read };
}

interface AdvanceNoticeProps {
  rules: AdvanceRules;
  cart: Cart | undefined;
  method: string | null;
  /** The delivery of the chosen place, once its zone is known. */
  delivery: { zone: DeliveryZone; charge: number } | null;
}

/**
 * "Pay ৳A now (advance) and ৳R on delivery", and why, before a cash-on-delivery order is placed:
 * worked out by the rule the server applies to the order (domain/advance-payment.ts).
 */
export function AdvanceNotice({ rules, cart, method, delivery }: AdvanceNoticeProps) {
  if (!cart || !delivery || method === null) return null;
  const split = splitAdvance(
    {
      paymentMethod: method,
      total: cart.subtotal + delivery.charge,
      deliveryCharge: delivery.charge,
      zone: delivery.zone,
      hasFlaggedProduct: cart.items.some((line) => line.problem === null && line.needs_advance),
    },
    rules,
  );
  if (!split) return null;
  return (
    <div role="status" data-testid="advance-notice" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">{fill(copy.split, { advance: formatTaka(split.advance), rest: formatTaka(split.rest) })}</p>
      <p className="mt-1">{fill(copy.why, { reasons: split.reasons.map((reason) => advanceReasonText(reason, rules)).join('; ') })}</p>
      <p className="mt-1 text-amber-900">{copy.how}</p>
    </div>
  );
}
