import { chargeText } from '#domain/delivery.ts';
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
          <Row label={copy.netTotal} value={formatTaka(order.total - order.refunded_amount)} />
        </>
      ) : null}
      <Row label={copy.paymentMethod} value={statusLabel(order.payment_method)} />
      <Row label={copy.paymentStatus} value={statusLabel(order.payment_status)} />
      {order.advance_amount > 0 ? <PaidAndDue paid={order.amount_paid} due={order.amount_due} /> : null}
    </dl>
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
