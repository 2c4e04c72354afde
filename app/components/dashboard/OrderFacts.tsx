import { chargeText } from '#domain/delivery.ts';
import { shortDay } from '#domain/delivery-window.ts';
import { fromApi, heldAfterCancel } from '#domain/held-money.ts';
import { formatTaka } from '#domain/money.ts';
import type { OrderDetail } from '#server/modules/account/service.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';
import { PaidAndDue } from '#app/components/orders/PaidAndDue.tsx';
import { fill } from '#app/strings/index.ts';
import { DeliveryPromise } from '#app/components/orders/DeliveryPromise.tsx';
import { statusLabel } from './StatusBadge.tsx';

const copy = dashboardStrings.orderDetail;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{value}</dd>
    </div>
  );
}

/** Subtotal, delivery, discount, total and how it is paid, as the order was written. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const cancelled = order.status === 'cancelled';
  return (
    <dl className="space-y-2 text-sm">
      <Row label={copy.subtotal} value={formatTaka(order.subtotal)} />
      <Row label={copy.delivery} value={chargeText(order.delivery_charge)} />
      {order.discount > 0 ? <Row label={copy.discount} value={`-${formatTaka(order.discount)}`} /> : null}
      {order.emi ? <Row label={fill(copy.emiCharge, { bank: order.emi.bank, months: order.emi.months })} value={formatTaka(order.emi.charge)} /> : null}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
        <dt>{copy.total}</dt>
        <dd>{formatTaka(order.total)}</dd>
      </div>
      {order.emi ? <Row label={copy.emiMonthly} value={formatTaka(order.emi.monthly)} /> : null}
      {order.refunded_amount > 0 ? (
        <>
          <Row label={copy.refunded} value={`-${formatTaka(order.refunded_amount)}`} />
          {/* A cancelled order cost nothing once its money is back; "total after refunds" would be a figure no one paid. */}
          {cancelled ? null : <Row label={copy.netTotal} value={formatTaka(order.total - order.refunded_amount)} />}
        </>
      ) : null}
      <Row label={copy.paymentMethod} value={statusLabel(order.payment_method)} />
      <Row label={copy.paymentStatus} value={statusLabel(order.payment_status)} />
      {order.advance_amount > 0 && !cancelled ? <PaidAndDue paid={order.amount_paid} due={order.amount_due} /> : null}
      <CancelledRefund order={order} />
    </dl>
  );
}

/** A cancelled order's money: when it is due back while held, and that it is on its way once sent. */
function CancelledRefund({ order }: { order: OrderDetail }) {
  if (order.status !== 'cancelled') return null;
  const held = heldAfterCancel(fromApi(order));
  const text =
    held > 0 && order.refund_due_by
      ? fill(copy.refundDue, { amount: formatTaka(held), date: shortDay(order.refund_due_by) })
      : order.refunded_amount > 0
        ? fill(copy.refundedAfterCancel, { amount: formatTaka(order.refunded_amount) })
        : null;
  if (!text) return null;
  return (
    <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200" data-testid="cancelled-refund">
      {text}
    </p>
  );
}

/** Where the order goes and whom the courier calls, with the shopper's note. */
export function OrderDelivery({ order }: { order: OrderDetail }) {
  const address = [order.shipping_address.address, order.shipping_address.area, order.shipping_address.district, order.shipping_address.division]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <DeliveryPromise order={order} />
      <address className="mt-2 text-sm not-italic text-slate-800">
        <p>{address}</p>
        <p className="mt-2 font-medium">{order.contact.name}</p>
        <p>{order.contact.phone}</p>
        {order.contact.email ? <p className="break-words">{order.contact.email}</p> : null}
      </address>
      {order.note ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium">{copy.note}: </span>
          {order.note}
        </p>
      ) : null}
    </>
  );
}
