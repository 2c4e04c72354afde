import { useEffect } from 'react';
import { PAYMENT_METHOD_LABELS } from '#app/strings/en/shop-terms.ts';
import { Form, Link, useRevalidator } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { PrintBatchBar, PrintTick, PrintTickAll } from '#app/components/admin/PrintBatch.tsx';
import { StatusBadge } from '#app/components/dashboard/StatusBadge.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { DeliveryDueBadge } from '#app/components/admin/DeadlineBadge.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Field, Input, Select } from '#app/components/ui/Field.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { orderListQuery, requireOrderStaff } from '#app/lib/admin/orders.server.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatTaka } from '#domain/money.ts';
import { ORDER_QUEUE_LABELS, ORDER_QUEUES, type OrderQueue } from '#domain/order-flow.ts';
import type { Route } from './+types/admin.orders._index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireOrderStaff(services, request);
  const query = orderListQuery(new URL(request.url).searchParams);
  return { query, ...(await services.adminOrders.list(query)) };
}

export const meta: Route.MetaFunction = () => adminMeta('Orders');

/** How often the first page of the queue asks for new orders while it is on screen. */
const REFRESH_MS = 15_000;

type Query = Route.ComponentProps['loaderData']['query'];
type Row = Route.ComponentProps['loaderData']['orders'][number];

/** The desk's link to `changes` applied on the current filters (a new queue or filter starts again at the newest). */
function hrefWith(query: Query, changes: Partial<Record<'queue' | 'cursor', string>>) {
  const params = new URLSearchParams();
  for (const key of ['queue', 'q', 'from', 'to', 'payment_method'] as const) {
    const value = key in changes ? changes[key as 'queue'] : query[key];
    if (value) params.set(key, value);
  }
  if (changes.cursor) params.set('cursor', changes.cursor);
  return `/admin/orders?${params.toString()}`;
}

/**
 * New orders show up without a reload: the first page re-runs its loader every 15 seconds while
 * the tab is visible (a later page holds still, so rows do not move under the reader).
 */
function useNewOrders(enabled: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [enabled, revalidator]);
}

function OrderLink({ row }: { row: Row }) {
  return (
    <Link to={`/admin/orders/${row.order_number}`} className="font-semibold text-brand-700 hover:underline">
      {row.order_number}
    </Link>
  );
}

/** The order desk's queue: a tab per state with its count, search and filters, newest first. */
export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, orders, counts, count_cap, next_cursor } = loaderData;
  useNewOrders(!query.cursor);
  const countText = (queue: OrderQueue) => (counts[queue] >= count_cap ? `${count_cap.toLocaleString('en-US')}+` : counts[queue].toLocaleString('en-US'));
  const filtered = Boolean(query.q || query.from || query.to || query.payment_method);
  return (
    <main className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Orders</h1>
        <p className="mt-1 text-sm text-slate-700">Newest first, in Bangladesh time. New orders appear here on their own.</p>
      </div>
      <nav aria-label="Order queues" className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
        {ORDER_QUEUES.map((queue) => {
          const current = queue === query.queue;
          return (
            <Link
              key={queue}
              to={hrefWith(query, { queue })}
              aria-current={current ? 'page' : undefined}
              className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold ${current ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-brand-700'}`}
            >
              {ORDER_QUEUE_LABELS[queue]}
              <Badge tone={current ? 'info' : 'neutral'}>{countText(queue)}</Badge>
            </Link>
          );
        })}
      </nav>
      <Form method="get" className="grid grid-cols-2 items-end gap-3 lg:flex lg:flex-wrap">
        <input type="hidden" name="queue" value={query.queue} />
        <div className="col-span-2">
          <Field label="Order, mobile number or name">
            {(control) => <Input {...control} type="search" name="q" defaultValue={query.q ?? ''} className="w-full lg:w-72" />}
          </Field>
        </div>
        <Field label="Placed from">{(control) => <Input {...control} type="date" name="from" defaultValue={query.from ?? ''} className="w-full" />}</Field>
        <Field label="Placed to">{(control) => <Input {...control} type="date" name="to" defaultValue={query.to ?? ''} className="w-full" />}</Field>
        <Field label="Payment">
          {(control) => (
            <Select {...control} name="payment_method" defaultValue={query.payment_method ?? ''}>
              <option value="">Any</option>
              <option value="cod">{PAYMENT_METHOD_LABELS.cod}</option>
              <option value="online">{PAYMENT_METHOD_LABELS.online}</option>
              <option value="bkash">{PAYMENT_METHOD_LABELS.bkash}</option>
              <option value="nagad">{PAYMENT_METHOD_LABELS.nagad}</option>
            </Select>
          )}
        </Field>
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary">
            Show
          </Button>
          {filtered ? (
            <Link to={`/admin/orders?queue=${query.queue}`} className="text-sm text-brand-700 hover:underline">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {orders.length === 0 ? (
        <p className="text-slate-700">No orders {filtered ? 'match these filters' : `in ${ORDER_QUEUE_LABELS[query.queue].toLowerCase()}`}.</p>
      ) : (
        <>
          <PrintBatchBar />
          <div className="hidden md:block">
            <Table
              caption={`${ORDER_QUEUE_LABELS[query.queue]} orders`}
              minWidthClassName="min-w-[48rem]"
              head={
                <>
                  <th scope="col" className={`${tableCell.columnHeader} w-10`}>
                    <PrintTickAll />
                  </th>
                  {['Order', 'Placed', 'Customer', 'Delivery', 'Payment', 'Status'].map((label) => (
                    <th key={label} scope="col" className={tableCell.columnHeader}>
                      {label}
                    </th>
                  ))}
                  <th scope="col" className={`${tableCell.columnHeader} text-right`}>
                    Total
                  </th>
                </>
              }
            >
              {orders.map((row) => (
                <tr key={row.order_number}>
                  <td className={tableCell.data}>
                    <PrintTick orderNumber={row.order_number} />
                  </td>
                  <th scope="row" className={tableCell.rowHeader}>
                    <OrderLink row={row} />
                  </th>
                  <td className={tableCell.data}>{formatDateTime(row.created_at)}</td>
                  <td className={tableCell.data}>
                    <span className="block text-slate-900">{row.customer_name}</span>
                    <span className="block text-slate-600">{row.phone}</span>
                  </td>
                  <td className={tableCell.data}>
                    <span className="block">{row.district}</span>
                    <DeliveryDueBadge order={row} />
                  </td>
                  <td className={tableCell.data}>
                    <span className="block">{PAYMENT_METHOD_LABELS[row.payment_method]}</span>
                    <StatusBadge status={row.payment_status} />
                  </td>
                  <td className={tableCell.data}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={`${tableCell.data} text-right font-semibold text-slate-900`}>{formatTaka(row.total)}</td>
                </tr>
              ))}
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label={`${ORDER_QUEUE_LABELS[query.queue]} orders`}>
            {orders.map((row) => (
              <li key={row.order_number} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <span className="flex items-center gap-3">
                    <PrintTick orderNumber={row.order_number} />
                    <OrderLink row={row} />
                  </span>
                  <span className="font-semibold text-slate-900">{formatTaka(row.total)}</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {row.customer_name} · {row.phone}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDateTime(row.created_at)} · {row.district}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <StatusBadge status={row.status} />
                  <Badge tone="neutral">{PAYMENT_METHOD_LABELS[row.payment_method]}</Badge>
                  <StatusBadge status={row.payment_status} />
                  <DeliveryDueBadge order={row} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {query.cursor || next_cursor ? (
        <nav aria-label="Pages" className="flex flex-wrap justify-between gap-3">
          {query.cursor ? (
            <ButtonLink to={hrefWith(query, {})} variant="neutral">
              Newest orders
            </ButtonLink>
          ) : (
            <span />
          )}
          {next_cursor ? (
            <ButtonLink to={hrefWith(query, { cursor: next_cursor })} variant="neutral">
              Older orders
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
