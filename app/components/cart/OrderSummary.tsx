import type { ReactNode } from 'react';
import { chargeText } from '#domain/delivery.ts';
import { formatTaka } from '#domain/money.ts';
import { Skeleton } from '#app/components/feedback/Skeleton.tsx';
import { cartStrings } from '#app/strings/cart.ts';

const copy = cartStrings.summary;

interface OrderSummaryProps {
  /** Null while the server is pricing the cart. */
  subtotal: number | null;
  savings: number;
  /** A charge in taka, or the words to show instead (not yet known). */
  delivery: number | string;
  /** Says which delivery zone the charge is for, once known. */
  deliveryLabel?: string | undefined;
  /** A charge added after delivery (the bank's EMI charge), with its label. */
  extraCharge?: { label: string; amount: number } | null | undefined;
  /** The lines being bought, listed above the figures. */
  lines?: ReactNode;
  children?: ReactNode;
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-3 text-base font-semibold text-slate-900' : 'text-sm text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** Subtotal, savings, delivery and total of the cart or the order being placed. */
export function OrderSummary({ subtotal, savings, delivery, deliveryLabel, extraCharge, lines, children }: OrderSummaryProps) {
  const amount = (value: number | null) => (value === null ? <Skeleton className="ml-auto h-4 w-16" /> : formatTaka(value));
  const total = subtotal === null ? null : subtotal + (typeof delivery === 'number' ? delivery : 0) + (extraCharge?.amount ?? 0);
  return (
    <section aria-labelledby="order-summary" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="order-summary" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      {lines}
      <dl className="mt-4 space-y-3">
        <Row label={copy.subtotal}>{amount(subtotal)}</Row>
        {savings > 0 ? (
          <Row label={copy.savings}>
            <span className="font-medium text-emerald-700">{formatTaka(savings)}</span>
          </Row>
        ) : null}
        <Row label={deliveryLabel ? `${copy.delivery} (${deliveryLabel})` : copy.delivery}>
          {typeof delivery === 'number' ? chargeText(delivery) : <span className="text-slate-600">{delivery}</span>}
        </Row>
        {extraCharge ? <Row label={extraCharge.label}>{formatTaka(extraCharge.amount)}</Row> : null}
        <Row label={copy.total} strong>
          <span data-testid="summary-total">{amount(total)}</span>
        </Row>
      </dl>
      {children}
    </section>
  );
}
