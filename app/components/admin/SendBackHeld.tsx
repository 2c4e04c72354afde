import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { DeadlineBadge } from '#app/components/admin/DeadlineBadge.tsx';
import { RefundPayoutBadge } from '#app/components/admin/RefundPayoutBadge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import type { SendBackResult } from '#app/lib/admin/refunds.server.ts';
import { PAYMENT_METHOD_LABELS } from '#app/strings/en/shop-terms.ts';
import { formatTaka } from '#domain/money.ts';
import type { PaymentMethod } from '#server/modules/account/present.ts';

interface HeldOrder {
  order_number: string;
  customer_name: string;
  payment_method: PaymentMethod;
  advance_only: boolean;
  amount_held: number;
  refund_due_by: string;
  overdue: boolean;
}

/**
 * The refund desk's cancelled orders still holding money, each with "Send back ৳N": asked again in a
 * dialog (money sent cannot be called back), then recorded as a refund that goes back the way it
 * came. The outcome stays on the page once the order has left the list.
 */
export function SendBackHeld({ orders }: { orders: HeldOrder[] }) {
  const fetcher = useFetcher<SendBackResult>();
  const [asking, setAsking] = useState<HeldOrder | null>(null);
  const result = fetcher.data;
  const busyFor = fetcher.state !== 'idle' ? String(fetcher.formData?.get('order_number') ?? '') : null;

  function confirm() {
    if (!asking) return;
    fetcher.submit({ order_number: asking.order_number, expected_amount: String(asking.amount_held) }, { method: 'post' });
    setAsking(null);
  }

  if (orders.length === 0 && !result) return null;
  return (
    <section aria-labelledby="cancelled-prepaid" className="space-y-3">
      <h2 id="cancelled-prepaid" className="text-lg font-semibold text-slate-900">
        Cancelled after payment: money to send back
      </h2>
      <p className="text-sm text-slate-700">Due within 10 days of cancellation, through the way the customer paid.</p>
      {result?.ok ? (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <span>{result.notice}</span>
          <RefundPayoutBadge payout={result.payout} />
          <Link to={`/admin/refunds/${result.refund_id}`} className="font-semibold text-brand-700 hover:underline">
            Open refund #{result.refund_id}
          </Link>
        </div>
      ) : null}
      {orders.length === 0 ? <p className="text-sm text-slate-700">No cancelled order holds money now.</p> : null}
      <ul className="space-y-3">
        {orders.map((row) => (
          <li key={row.order_number} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="held-order">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <Link to={`/admin/orders/${row.order_number}`} className="font-semibold text-brand-700 hover:underline">
                  {row.order_number}
                </Link>
                <span className="ml-2 text-sm text-slate-700">
                  {row.customer_name} · {PAYMENT_METHOD_LABELS[row.payment_method]}
                  {row.advance_only ? ' · advance paid' : ''}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <DeadlineBadge label="Overdue" day={row.refund_due_by} overdue={row.overdue} />
                <Button size="sm" onClick={() => setAsking(row)} loading={busyFor === row.order_number} disabled={busyFor !== null}>
                  Send back {formatTaka(row.amount_held)}
                </Button>
              </span>
            </div>
            {result && !result.ok && result.order_number === row.order_number ? <FormMessage message={result.message} /> : null}
          </li>
        ))}
      </ul>
      {result && !result.ok && !orders.some((row) => row.order_number === result.order_number) ? <FormMessage message={result.message} /> : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `Send back ${formatTaka(asking.amount_held)}?` : ''}
        confirmLabel={asking ? `Send back ${formatTaka(asking.amount_held)}` : 'Send back'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking
          ? `${formatTaka(asking.amount_held)} of order ${asking.order_number} (${asking.customer_name}) is recorded as refunded and sent back the way it was paid: through the payment gateway, or, for Nagad or a payment marked paid by hand, listed for you to send back by hand. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
