import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '#app/strings/en/shop-terms.ts';
import { servicesContext } from '#app/context.ts';
import { RefundPayoutBadge } from '#app/components/admin/RefundPayoutBadge.tsx';
import { DeadlineBadge } from '#app/components/admin/DeadlineBadge.tsx';
import { ButtonLink } from '#app/components/ui/Button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { refundListQuery, requireRefundStaff } from '#app/lib/admin/refunds.server.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatTaka } from '#domain/money.ts';
import type { Route } from './+types/admin.refunds._index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireRefundStaff(services, request);
  const query = refundListQuery(new URL(request.url).searchParams);
  const [page, cancelledPrepaid] = await Promise.all([services.adminRefunds.list(query), services.adminRefunds.cancelledPrepaid()]);
  return { query, ...page, cancelledPrepaid };
}

export const meta: Route.MetaFunction = () => adminMeta('Refunds');

const TABS = [
  ['pending', 'Waiting'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
] as const;

/** The refund desk's queue: a tab per state, newest first, a page at a time. Cards fit a phone and a desk alike. */
export default function AdminRefunds({ loaderData }: Route.ComponentProps) {
  const { query, refunds, next_cursor, cancelledPrepaid } = loaderData;
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Refunds</h1>
      {cancelledPrepaid.length > 0 ? (
        <section aria-labelledby="cancelled-prepaid" className="space-y-3">
          <h2 id="cancelled-prepaid" className="text-lg font-semibold text-slate-900">
            Cancelled after payment: money to send back
          </h2>
          <p className="text-sm text-slate-700">Due within 10 days of cancellation, through the way the customer paid.</p>
          <ul className="space-y-3">
            {cancelledPrepaid.map((row) => (
              <li key={row.order_number} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-4">
                <span>
                  <Link to={`/admin/orders/${row.order_number}`} className="font-semibold text-brand-700 hover:underline">
                    {row.order_number}
                  </Link>
                  <span className="ml-2 text-sm text-slate-700">
                    {row.customer_name} · {PAYMENT_METHOD_LABELS[row.payment_method]}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <DeadlineBadge label="Overdue" day={row.refund_due_by} overdue={row.overdue} />
                  <span className="font-semibold text-slate-900">{formatTaka(row.amount_held)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label="Refund queues" className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
        {TABS.map(([status, label]) => (
          <Link
            key={status}
            to={`/admin/refunds?status=${status}`}
            aria-current={status === query.status ? 'page' : undefined}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold ${status === query.status ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-brand-700'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {refunds.length === 0 ? (
        <p className="text-slate-700">No refund requests here.</p>
      ) : (
        <ul className="space-y-3">
          {refunds.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/admin/refunds/${row.id}`} className="font-semibold text-brand-700 hover:underline">
                  Refund #{row.id} · {row.order_number}
                </Link>
                <span className="font-semibold text-slate-900">{formatTaka(row.approved_amount ?? row.amount)}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {row.customer_name} · {formatDateTime(row.created_at)} · {PAYMENT_METHOD_LABELS[row.payment_method]}
              </p>
              <p className="mt-1 text-sm text-slate-700">{row.reason}</p>
              <RefundPayoutBadge payout={row.payout} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-3">
        {query.cursor ? (
          <ButtonLink to={`/admin/refunds?status=${query.status}`} variant="secondary">
            Newest
          </ButtonLink>
        ) : null}
        {next_cursor ? (
          <ButtonLink to={`/admin/refunds?status=${query.status}&cursor=${next_cursor}`} variant="secondary">
            Older
          </ButtonLink>
        ) : null}
      </div>
    </main>
  );
}
