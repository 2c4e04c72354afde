import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '#app/strings/en/shop-terms.ts';
import { servicesContext } from '#app/context.ts';
import { RefundPayoutBadge } from '#app/components/admin/RefundPayoutBadge.tsx';
import { SendBackHeld } from '#app/components/admin/SendBackHeld.tsx';
import { ButtonLink } from '#app/components/ui/Button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { refundListQuery, requireRefundStaff, sendBackAction } from '#app/lib/admin/refunds.server.ts';
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

/** The send-back button's confirmation; the queue's own decisions are on each refund's page. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireRefundStaff(services, request);
  return sendBackAction(services, actor, await request.formData());
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
      <SendBackHeld orders={cancelledPrepaid} />
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
