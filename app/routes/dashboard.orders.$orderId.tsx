import { ArrowLeft, SearchX } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { LoadFailed } from '#app/components/dashboard/LoadFailed.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { OrderItems } from '#app/components/dashboard/OrderItems.tsx';
import { OrderTimeline } from '#app/components/dashboard/OrderTimeline.tsx';
import { RefundForm } from '#app/components/dashboard/RefundForm.tsx';
import { RefundRequestList } from '#app/components/dashboard/RefundRequestList.tsx';
import { OrderAmounts, OrderDelivery } from '#app/components/dashboard/OrderFacts.tsx';
import { StatusBadge } from '#app/components/dashboard/StatusBadge.tsx';
import { ErrorPageTitle } from '#app/components/feedback/PageTitle.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { formatDateTime } from '#domain/dates.ts';
import { orderIdFromParam } from '#app/lib/dashboard/page-params.ts';
import { requestRefundFromForm } from '#app/lib/dashboard/refund-action.server.ts';
import { canRequestRefund, refundableItems } from '#app/lib/dashboard/refund-form.ts';
import { fill } from '#app/strings/index.ts';
import type { Route } from './+types/dashboard.orders.$orderId';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.orderDetail;

export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const id = orderIdFromParam(params.orderId);
  if (id === null) throw data(null, { status: 404 });
  // Another customer's order is answered exactly like a missing one.
  const order = await services.account.order(customer.id, id).catch(() => {
    throw data(null, { status: 500 });
  });
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const id = orderIdFromParam(params.orderId);
  if (id === null) throw data(null, { status: 404 });
  const result = await requestRefundFromForm(services, customer.id, id, await request.formData());
  return data(result, { status: result.ok ? 200 : 422 });
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
export default function DashboardOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
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
            {order.refund_requests.length > 0 ? (
              <RefundRequestList refunds={order.refund_requests} showOrder={false} />
            ) : (
              <p className="text-sm text-slate-600">{copy.noRefunds}</p>
            )}
            {canRequestRefund(order) ? <RefundForm items={refundableItems(order)} result={actionData} /> : null}
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel title={copy.summary}>
            <OrderAmounts order={order} />
          </Panel>
          <Panel title={copy.shipping}>
            <OrderDelivery order={order} />
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
