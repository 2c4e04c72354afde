import { deliverByDate, deliveryWindowDays, isLateOrder, shortDay } from '#domain/delivery-window.ts';
import { paidAhead, type PaymentMethod } from '#domain/shop-settings.ts';
import { fill, strings } from '#app/strings/index.ts';

const copy = strings.common.deliveryPromise;

interface PromisedOrder {
  status: string;
  payment_method: PaymentMethod;
  delivery_zone: string;
  deliver_by: string | null;
}

/**
 * "Delivery by 3 Dec" for an order whose window has started; before then (unpaid, unconfirmed) how
 * many days it gets from when. Nothing once delivered or cancelled.
 */
export function DeliveryPromise({ order }: { order: PromisedOrder }) {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  const text = order.deliver_by
    ? fill(isLateOrder({ deliverBy: order.deliver_by, status: order.status }) ? copy.wasDue : copy.by, { day: shortDay(order.deliver_by) })
    : fill(copy.notStarted, {
        days: deliveryWindowDays(order.delivery_zone),
        start: paidAhead(order.payment_method) ? copy.start.paid : copy.start.confirmed,
      });
  return (
    <p data-testid="delivery-promise" className="text-sm font-medium text-slate-900">
      {text}
    </p>
  );
}

/** Checkout's promise before the order exists: the window counted from today, for the chosen zone. */
export function DeliveryEstimate({ zone, now }: { zone: string; now?: number }) {
  return (
    <p data-testid="delivery-promise" className="mt-3 text-sm text-slate-700">
      {fill(copy.estimate, { day: shortDay(deliverByDate(zone, now ?? Date.now())) })}
    </p>
  );
}
