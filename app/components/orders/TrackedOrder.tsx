import { useEffect, useId, useRef } from 'react';
import { PaidAndDue } from './PaidAndDue.tsx';
import { imageUrlOrPlaceholder } from '#domain/image-url.ts';
import { formatTaka } from '#domain/money.ts';
import { DeliveryPromise } from './DeliveryPromise.tsx';
import { OrderTimeline } from '#app/components/dashboard/OrderTimeline.tsx';
import { StatusBadge, statusLabel } from '#app/components/dashboard/StatusBadge.tsx';
import { formatDateTime } from '#domain/dates.ts';
import { fill } from '#app/strings/index.ts';
import { trackOrderStrings } from '#app/strings/track-order.ts';
import type { OrderService } from '#server/modules/orders/service.ts';

const copy = trackOrderStrings.result;

/** What the service lets an anonymous look-up see: progress and items, no name, address or email. */
export type TrackedOrderView = NonNullable<Awaited<ReturnType<OrderService['track']>>>;

/**
 * A found order: status, payment, total, items and timeline. `focusKey` is set (to something new)
 * after each submit so keyboard and screen reader users land on the answer, not on a re-drawn form.
 */
export function TrackedOrder({ order, focusKey }: { order: TrackedOrderView; focusKey: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    if (focusKey !== null) heading.current?.focus();
  }, [focusKey]);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="tracked-order"
      className="mt-8 rounded-2xl border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-8 sm:py-8"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 ref={heading} id={`${id}-heading`} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl">
          {fill(copy.heading, { number: order.order_number })}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{fill(copy.placedOn, { date: formatDateTime(order.created_at) })}</p>
      <div className="mt-2">
        <DeliveryPromise order={order} />
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{copy.total}</dt>
          <dd className="mt-0.5 text-base font-semibold text-slate-900">{formatTaka(order.total)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{copy.paymentStatus}</dt>
          <dd className="mt-1">
            <StatusBadge status={order.payment_status} />
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-slate-600">{copy.paymentMethod}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{statusLabel(order.payment_method)}</dd>
        </div>
      </dl>
      {order.advance_amount > 0 ? <PaidAndDue paid={order.amount_paid} due={order.amount_due} /> : null}

      <div className="mt-7 grid gap-7 md:grid-cols-2 md:gap-8">
        <section aria-labelledby={`${id}-items`}>
          <h3 id={`${id}-items`} className="mb-2 text-lg font-semibold text-slate-900">
            {copy.items}
          </h3>
          <ul className="divide-y divide-slate-100">
            {order.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tracking lines carry no ids, and the list never reorders while shown.
              <li key={index} className="flex items-center gap-3 py-3">
                <img
                  src={imageUrlOrPlaceholder(item.image)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-md border border-slate-100 bg-white object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-900">{item.name}</p>
                  <p className="mt-0.5 text-xs text-slate-600">{fill(copy.quantity, { count: item.quantity })}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${id}-progress`}>
          <h3 id={`${id}-progress`} className="mb-4 text-lg font-semibold text-slate-900">
            {copy.progress}
          </h3>
          <OrderTimeline events={order.events} />
        </section>
      </div>
    </section>
  );
}
