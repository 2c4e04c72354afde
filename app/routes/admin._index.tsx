import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DayChart } from '#app/components/admin/DayChart.tsx';
import { StateChart } from '#app/components/admin/StateChart.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { servicesContext } from '#app/context.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatCount, formatTaka } from '#domain/money.ts';
import { STAFF_ROLE_LABELS } from '#domain/staff.ts';
import { fill } from '#app/strings/index.ts';
import { adminDashboardStrings } from '#app/strings/admin-dashboard.ts';
import type { Route } from './+types/admin._index';
import type { loader as adminLoader } from './admin.tsx';
import { DASHBOARD_CHART_DAYS, RELEASING_SOON_MINUTES } from '#domain/admin-dashboard.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request);
  return services.adminDashboard.figures(staff.role);
}

const copy = adminDashboardStrings;

const csvHref = (figure: string) => `/api/admin/dashboard/export.csv?figure=${figure}`;

function Section({ title, figure, children }: { title: string; figure: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <a href={csvHref(figure)} className="text-sm text-brand-700 underline" download>
          {copy.csv}
        </a>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Period({ title, figure, value }: { title: string; figure: string; value: { orders: number; revenue: number; average_order_value: number } }) {
  return (
    <Section title={title} figure={figure}>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-700">{copy.period.orders}</dt>
          <dd className="text-xl font-semibold">{formatCount(value.orders)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{copy.period.revenue}</dt>
          <dd className="text-xl font-semibold">{formatTaka(value.revenue)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{copy.period.averageOrder}</dt>
          <dd className="text-xl font-semibold">{formatTaka(value.average_order_value)}</dd>
        </div>
      </dl>
    </Section>
  );
}

function Ranked({ caption, rows }: { caption: string; rows: { name: string; units: number; revenue: number }[] }) {
  return (
    <Table
      caption={caption}
      minWidthClassName="min-w-[20rem]"
      head={
        <tr>
          <th scope="col" className={tableCell.columnHeader}>
            {copy.ranked.name}
          </th>
          <th scope="col" className={tableCell.columnHeader}>
            {copy.ranked.units}
          </th>
          <th scope="col" className={tableCell.columnHeader}>
            {copy.ranked.revenue}
          </th>
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" className={tableCell.rowHeader}>
            {row.name}
          </th>
          <td className={tableCell.data}>{formatCount(row.units)}</td>
          <td className={tableCell.data}>{formatTaka(row.revenue)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Figures counted in the background say when; a visit never waits for them (server/modules/admin-dashboard). */
function CountedAt({ countedAt }: { countedAt: string | null }) {
  if (countedAt === null) return null;
  return <p className="mt-2 text-xs text-slate-700">{fill(copy.countedAt, { time: formatDateTime(countedAt) })}</p>;
}

function BeingCounted() {
  return <p className="text-sm text-slate-700">{copy.beingCounted}</p>;
}

/**
 * The back office's home: the shop's figures as far as the role may see them. Revenue is the totals
 * of orders not cancelled, in Bangladesh days and months.
 */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const session = useRouteLoaderData<typeof adminLoader>('routes/admin');
  if (!session) return null;
  const { staff } = session;
  const { orders, low_stock: lowStock, refunds_waiting: refundsWaiting } = loaderData;
  return (
    <main>
      <h1 className="text-2xl font-semibold text-slate-900">{fill(copy.welcome, { name: staff.name })}</h1>
      <p className="mt-2 text-slate-700">{fill(copy.signedInAs, { email: staff.email, role: STAFF_ROLE_LABELS[staff.role].toLowerCase() })}</p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {orders ? (
          <>
            <Period title={copy.period.today} figure="today" value={orders.today} />
            <Period title={copy.period.month} figure="month" value={orders.month} />
            <div className="lg:col-span-2">
              <Section title={fill(copy.lastDays, { days: DASHBOARD_CHART_DAYS })} figure="last_30_days">
                <DayChart rows={orders.last_30_days} />
              </Section>
            </div>
            <Section title={copy.byState} figure="by_state">
              {orders.counted_at === null ? <BeingCounted /> : <StateChart rows={orders.by_state} />}
              <CountedAt countedAt={orders.counted_at} />
            </Section>
            <Section title={fill(copy.releasingSoon.title, { minutes: RELEASING_SOON_MINUTES })} figure="releasing_soon">
              {orders.releasing_soon.length === 0 ? (
                <p className="text-sm text-slate-700">{copy.releasingSoon.none}</p>
              ) : (
                <ul className="text-sm">
                  {orders.releasing_soon.map((order) => (
                    <li key={order.order_number}>
                      {fill(copy.releasingSoon.order, {
                        orderNumber: order.order_number,
                        total: formatTaka(order.total),
                        time: formatDateTime(order.release_at),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title={copy.topProducts} figure="top_products">
              {orders.counted_at === null ? <BeingCounted /> : <Ranked caption={copy.topProducts} rows={orders.top_products} />}
              <CountedAt countedAt={orders.counted_at} />
            </Section>
            <Section title={copy.topCategories} figure="top_categories">
              {orders.counted_at === null ? <BeingCounted /> : <Ranked caption={copy.topCategories} rows={orders.top_categories} />}
              <CountedAt countedAt={orders.counted_at} />
            </Section>
          </>
        ) : null}
        {refundsWaiting === null ? null : (
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">{copy.refundsWaiting}</h2>
            <p className="mt-2 text-xl font-semibold">{formatCount(refundsWaiting)}</p>
          </section>
        )}
        {lowStock ? (
          <Section title={copy.lowStock.title} figure="low_stock">
            <Table
              caption={copy.lowStock.caption}
              minWidthClassName="min-w-[20rem]"
              head={
                <tr>
                  <th scope="col" className={tableCell.columnHeader}>
                    {copy.lowStock.product}
                  </th>
                  <th scope="col" className={tableCell.columnHeader}>
                    {copy.lowStock.sku}
                  </th>
                  <th scope="col" className={tableCell.columnHeader}>
                    {copy.lowStock.left}
                  </th>
                </tr>
              }
            >
              {lowStock.map((row) => (
                <tr key={`${row.product_id}-${row.variant_id ?? ''}`}>
                  <th scope="row" className={tableCell.rowHeader}>
                    {row.name}
                  </th>
                  <td className={tableCell.data}>{row.sku}</td>
                  <td className={tableCell.data}>{formatCount(row.available)}</td>
                </tr>
              ))}
            </Table>
          </Section>
        ) : null}
      </div>
    </main>
  );
}
