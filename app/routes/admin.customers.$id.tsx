import { useEffect, useState } from 'react';
import { data, Link, useFetcher } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { StatusBadge } from '#app/components/dashboard/StatusBadge.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Textarea } from '#app/components/ui/Field.tsx';
import { type CustomerActionResult, customerAction, requireCustomerStaff } from '#app/lib/admin/customers.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { CUSTOMER_DESK_LIMITS as L, CUSTOMER_DESK_MESSAGES as M, SPENT_RULE } from '#domain/customers.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatTaka } from '#domain/money.ts';
import { adminCustomerParams } from '#server/modules/admin-customers/schemas.ts';
import type { Route } from './+types/admin.customers.$id';

/** The id from the path, or a 404 page for anything that is not one (it never reaches a query). */
function customerId(params: { id: string }): number {
  const parsed = adminCustomerParams.safeParse(params);
  if (!parsed.success) throw data(M.notFound, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCustomerStaff(services, request);
  return { customer: await services.adminCustomers.detail(customerId(params)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireCustomerStaff(services, request);
  return customerAction(services, actor, customerId(params), await request.formData());
}

export const meta: Route.MetaFunction = () => adminMeta('Customer');

type Customer = Route.ComponentProps['loaderData']['customer'];

const sectionClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5';
const sectionTitle = 'text-base font-semibold text-slate-900';

/** Block (asking why) or unblock, in a dialog; it closes once done and shows the refusal otherwise. */
function BlockDialog({ customer }: { customer: Customer }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<CustomerActionResult>();
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) setOpen(false);
  }, [result]);
  const blocking = customer.blocked_at === null;
  const errors = result && !result.ok ? result.errors : {};
  return (
    <>
      <FormMessage message={result?.ok ? result.notice : undefined} tone="notice" />
      <Button variant={blocking ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {blocking ? 'Block customer' : 'Unblock customer'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent layout="modal" className="sm:max-w-md">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {blocking ? `Block ${customer.full_name}?` : `Unblock ${customer.full_name}?`}
          </DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-700">
            {blocking ? 'They are signed out everywhere at once, and can no longer sign in or order until unblocked.' : 'They can sign in and order again.'}
          </DialogDescription>
          <fetcher.Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value={blocking ? 'block' : 'unblock'} />
            {blocking ? (
              <Field label="Reason" error={errors.reason} hint="For staff only; the customer is not shown it">
                {(control) => <Textarea {...control} name="reason" required maxLength={L.reason} rows={3} className="w-full" />}
              </Field>
            ) : null}
            {result && !result.ok && Object.keys(result.errors).length === 0 ? <FormMessage message={result.message} /> : null}
            <div className="flex justify-end gap-2">
              <Button variant="neutral" onClick={() => setOpen(false)}>
                Back
              </Button>
              <Button type="submit" variant={blocking ? 'danger' : 'primary'} loading={fetcher.state !== 'idle'}>
                {blocking ? 'Block' : 'Unblock'}
              </Button>
            </div>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value ?? '—'}</dd>
    </div>
  );
}

/** One customer: profile, standing, orders (linked to the order desk) and refund requests. */
export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const address = customer.address
    ? [customer.address.address, customer.address.area, customer.address.district, customer.address.division].filter(Boolean).join(', ')
    : null;
  return (
    <main className="space-y-6">
      <div>
        <Link to="/admin/customers" className="text-sm text-brand-700 hover:underline">
          ← Customers
        </Link>
        <h1 className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-semibold text-slate-900">
          {customer.full_name}
          {customer.blocked_at ? <Badge tone="danger">Blocked</Badge> : null}
        </h1>
      </div>
      <section aria-labelledby="customer-standing" className={sectionClass}>
        <h2 id="customer-standing" className={sectionTitle}>
          Standing
        </h2>
        {customer.blocked_at ? (
          <p className="mt-2 text-sm text-slate-700">
            Blocked {formatDateTime(customer.blocked_at)}: {customer.blocked_reason}
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Can sign in and order. {customer.active_sessions} active sessions.</p>
        )}
        <div className="mt-3 space-y-2">
          <BlockDialog customer={customer} />
        </div>
      </section>
      <section aria-labelledby="customer-profile" className={sectionClass}>
        <h2 id="customer-profile" className={sectionTitle}>
          Profile
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Detail label="Email" value={customer.email} />
          <Detail label="Mobile" value={customer.phone} />
          <Detail label="Address" value={address} />
          <Detail label="Joined" value={formatDateTime(customer.created_at)} />
          <Detail label="Signs in with" value={[customer.has_password ? 'password' : null, ...customer.sign_in_providers].filter(Boolean).join(', ') || null} />
          <Detail label="Total spent" value={`${formatTaka(customer.total_spent)} over ${customer.order_count} orders`} />
        </dl>
        <p className="mt-2 text-xs text-slate-600">Spent: {SPENT_RULE.toLowerCase()}.</p>
      </section>
      <section aria-labelledby="customer-orders" className={sectionClass}>
        <h2 id="customer-orders" className={sectionTitle}>
          Orders
        </h2>
        {customer.orders.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No orders yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {customer.orders.map((order) => (
              <li key={order.order_number} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/orders/${order.order_number}`} className="font-semibold text-brand-700 hover:underline">
                    {order.order_number}
                  </Link>
                  <StatusBadge status={order.status} />
                  <StatusBadge status={order.payment_status} />
                </span>
                <span className="text-sm text-slate-700">
                  {formatDateTime(order.created_at)} · <span className="font-semibold text-slate-900">{formatTaka(order.total)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-refunds" className={sectionClass}>
        <h2 id="customer-refunds" className={sectionTitle}>
          Refund requests
        </h2>
        {customer.refund_requests.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No refund requests.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {customer.refund_requests.map((refund) => (
              <li key={refund.id} className="space-y-1 py-2">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={`/admin/orders/${refund.order_number}`} className="font-semibold text-brand-700 hover:underline">
                    {refund.order_number}
                  </Link>
                  <StatusBadge status={refund.status} />
                  <span className="text-sm text-slate-700">
                    {formatTaka(refund.amount)} · {formatDateTime(refund.created_at)}
                  </span>
                </p>
                <p className="text-sm text-slate-700">{refund.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
