import { ArrowLeft, SearchX } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { LoadFailed } from '#app/components/dashboard/LoadFailed.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { OrderItems } from '#app/components/dashboard/OrderItems.tsx';
import { OrderTimeline } from '#app/components/dashboard/OrderTimeline.tsx';
import { RefundRequestList } from '#app/components/dashboard/RefundRequestList.tsx';
import { StatusBadge, statusLabel } from '#app/components/dashboard/StatusBadge.tsx';
import { ErrorPageTitle } from '#app/components/feedback/PageTitle.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { formatDateTime } from '#app/lib/dashboard/format.ts';
import { orderIdFromParam } from '#app/lib/dashboard/page-params.ts';
import { fill } from '#app/strings/index.ts';
import type { Route } from './+types/dashboard.orders.$orderId';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.orderDetail;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, request);
  const id = orderIdFromParam(params.orderId);
  if (id === null) throw data(null, { status: 404 });
  // Another customer's order is answered exactly like a missing one.
  const order = await services.account.order(customer.id, id).catch(() => {
    throw data(null, { status: 500 });
  });
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData ? fill(copy.metaTitle, { number: loaderData.order.order_number }) : dashboardStrings.errors.orderNotFound;
  return dashboardMeta(title, matches);
}

function BackLink() {
  return (
    <Link to="/dashboard/orders" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {copy.back}
    </Link>
  );
}

/** /dashboard/orders/{id}: items, amounts, address, progress and refund requests of one of the customer's orders. */
export default function DashboardOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const address = [order.shipping_address.address, order.shipping_address.area, order.shipping_address.district, order.shipping_address.division].filter(Boolean).join(', ');
  return (
    <div>
      <BackLink />
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{fill(copy.heading, { number: order.order_number })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{fill(copy.placedOn, { date: formatDateTime(order.created_at) })}</p>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-5">
          <Panel title={copy.items}>
            <OrderItems items={order.items} />
          </Panel>
          <Panel title={copy.timeline}>
            <OrderTimeline events={order.events} />
          </Panel>
          <Panel title={copy.refunds}>
            {order.refund_requests.length > 0 ? <RefundRequestList refunds={order.refund_requests} showOrder={false} /> : <p className="text-sm text-slate-600">{copy.noRefunds}</p>}
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel title={copy.summary}>
            <dl className="space-y-2 text-sm">
              <Row label={copy.subtotal} value={formatTaka(order.subtotal)} />
              <Row label={copy.delivery} value={formatTaka(order.delivery_charge)} />
              {order.discount > 0 ? <Row label={copy.discount} value={`-${formatTaka(order.discount)}`} /> : null}
              <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
                <dt>{copy.total}</dt>
                <dd>{formatTaka(order.total)}</dd>
              </div>
              <Row label={copy.paymentMethod} value={statusLabel(order.payment_method)} />
              <Row label={copy.paymentStatus} value={statusLabel(order.payment_status)} />
            </dl>
          </Panel>
          <Panel title={copy.shipping}>
            <address className="text-sm not-italic text-slate-800">
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
          </Panel>
        </div>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{value}</dd>
    </div>
  );
}

/** A missing (or someone else's) order keeps the dashboard around it and says "Order not found" with the 404 status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound ? dashboardStrings.errors.orderNotFound : dashboardStrings.errors.orderDetails;
  return (
    <div>
      <ErrorPageTitle title={message} />
      <BackLink />
      {notFound ? <EmptyPanel icon={SearchX} title={message} action={{ to: '/dashboard/orders', label: copy.back }} /> : <LoadFailed message={message} />}
    </div>
  );
}
