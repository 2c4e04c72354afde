import { Link } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { formatDate } from '#domain/dates.ts';
import { customerPayoutState, GATEWAY_LABELS } from '#domain/refunds.ts';
import type { RefundRequestView } from '#server/modules/account/service.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.refunds;

/** Only what has happened to the money: a gateway's refusal reads as still being sent, as staff send it again. */
function payoutText(refund: RefundRequestView): string {
  const gateway = refund.payout_gateway ? GATEWAY_LABELS[refund.payout_gateway] : '';
  switch (customerPayoutState(refund.payout)) {
    case 'sent':
      return copy.sent(gateway, formatDate(refund.paid_out_at));
    case 'sending':
      return copy.sending(gateway);
    case 'paid_out':
      return copy.paidOut(refund.paid_out_at ? formatDate(refund.paid_out_at) : null);
    case 'awaiting_cash':
      return copy.awaitingCash;
    case 'manual':
      return copy.payoutPending;
    default:
      return '';
  }
}

/** Refund requests with their amount, status, reason, items and the shop's reply. */
export function RefundRequestList({ refunds, showOrder = true }: { refunds: readonly RefundRequestView[]; showOrder?: boolean }) {
  return (
    <ul className="space-y-3">
      {refunds.map((refund) => (
        <li key={refund.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-slate-900">
                {copy.request} #{refund.id}
              </span>
              <StatusBadge status={refund.status} />
            </div>
            <span className="font-semibold text-slate-900">{formatTaka(refund.amount)}</span>
          </div>
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={refund.created_at}>{formatDate(refund.created_at)}</time>
            {showOrder ? (
              <>
                {' · '}
                {copy.order}{' '}
                <Link to={`/dashboard/orders/${refund.order_id}`} className="font-medium text-brand-700 hover:underline">
                  #{refund.order_number}
                </Link>
              </>
            ) : null}
          </p>
          <dl className="mt-2 space-y-1 text-sm">
            <div>
              <dt className="inline font-medium text-slate-700">{copy.reason}: </dt>
              <dd className="inline text-slate-700">{refund.reason}</dd>
            </div>
            {refund.items.length > 0 ? (
              <div>
                <dt className="sr-only">{dashboardStrings.orderDetail.items}</dt>
                <dd className="text-slate-600">{refund.items.map((item) => `${item.name ?? `#${item.order_item_id}`} × ${item.quantity}`).join(', ')}</dd>
              </div>
            ) : null}
            {refund.approved_amount !== null ? (
              <div>
                <dt className="inline font-medium text-slate-700">{copy.approved}: </dt>
                <dd className="inline text-slate-700">
                  {formatTaka(refund.approved_amount)}. {payoutText(refund)}
                </dd>
              </div>
            ) : null}
            {refund.staff_note ? (
              <div className="rounded-md bg-slate-50 p-2">
                <dt className="text-xs font-semibold text-slate-700">{copy.staffNote}</dt>
                <dd className="text-slate-700">{refund.staff_note}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
