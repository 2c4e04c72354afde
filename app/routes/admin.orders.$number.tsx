import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { PaidAndDue } from '#app/components/orders/PaidAndDue.tsx';
import { PAYMENT_METHOD_LABELS } from '#app/strings/en/shop-terms.ts';
import { Link, useFetcher } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { CourierHandover, type PathaoPlaces } from '#app/components/admin/CourierHandover.tsx';
import { LineThumbnail } from '#app/components/dashboard/LineParts.tsx';
import { StatusBadge, statusLabel } from '#app/components/dashboard/StatusBadge.tsx';
import { DeliveryDueBadge, RefundDueBadge } from '#app/components/admin/DeadlineBadge.tsx';
import { shortDay } from '#domain/delivery-window.ts';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Textarea } from '#app/components/ui/Field.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { type OrderActionResult, orderAction, pathaoPlacesFor, requireOrderStaff } from '#app/lib/admin/orders.server.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { orderPrint } from '#app/strings/en/order-print.ts';
import { formatDateTime } from '#domain/dates.ts';
import { COURIER_LABELS, PARCEL_STATE_LABELS } from '#domain/couriers.ts';
import type { DeliveryZone } from '#domain/delivery.ts';
import { formatTaka } from '#domain/money.ts';
import { LINE_QUANTITY_LIMIT } from '#domain/order-edit.ts';
import { DESK_STEP_LABELS, type DeskStep, ORDER_DESK_LIMITS as L } from '#domain/order-flow.ts';
import { type PrintKind, printUrl } from '#domain/order-print.ts';
import type { Route } from './+types/admin.orders.$number';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireOrderStaff(services, request);
  const order = await services.adminOrders.detail(params.number);
  return { order, pathao: order.status === 'processing' ? await pathaoPlacesFor(services, order.order_number) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireOrderStaff(services, request);
  return orderAction(services, actor, params.number, await request.formData());
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Order ${params.number}`);

type Order = Route.ComponentProps['loaderData']['order'];

/** The steps that need more than a click: each opens a dialog asking for what the step needs. */
type Asking = 'ship' | 'cancel' | 'paid' | null;

/** The one-click steps share a fetcher, so the page shows the last one's outcome in one place. */
const STEP_FETCHER = 'order-step';

const sectionClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5';
const sectionTitle = 'text-base font-semibold text-slate-900';

/** One status step's button: a plain post naming the state this page shows, or a dialog for ship and cancel. */
function StepButton({ order, step, onAsk }: { order: Order; step: DeskStep; onAsk: (asking: Asking) => void }) {
  const fetcher = useFetcher<OrderActionResult>({ key: STEP_FETCHER });
  if (step === 'ship' || step === 'cancel')
    return (
      <Button variant={step === 'cancel' ? 'danger' : 'primary'} onClick={() => onAsk(step)}>
        {DESK_STEP_LABELS[step]}
      </Button>
    );
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="step" />
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="expected_status" value={order.status} />
      <Button type="submit" loading={fetcher.state !== 'idle'}>
        {DESK_STEP_LABELS[step]}
      </Button>
    </fetcher.Form>
  );
}

/** A dialog with one small form; it closes once the step is done, and shows the refusal otherwise. */
function StepDialog({
  open,
  onClose,
  onDone,
  title,
  description,
  submitLabel,
  danger = false,
  hidden,
  fields,
}: {
  open: boolean;
  onClose: () => void;
  /** Called with the notice once the step is done; it must keep its identity between renders. */
  onDone: (notice: string) => void;
  title: string;
  description: string;
  submitLabel: string;
  danger?: boolean;
  hidden: Record<string, string>;
  fields: (errors: Record<string, string>) => ReactNode;
}) {
  const fetcher = useFetcher<OrderActionResult>();
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) onDone(result.notice);
  }, [result, onDone]);
  const errors = result && !result.ok ? result.errors : {};
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-md">
        <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">{description}</DialogDescription>
        <fetcher.Form method="post" className="mt-4 space-y-4">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {fields(errors)}
          {result && !result.ok && Object.keys(result.errors).length === 0 ? <FormMessage message={result.message} /> : null}
          <div className="flex justify-end gap-2">
            <Button variant="neutral" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={fetcher.state !== 'idle'}>
              {submitLabel}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function Actions({ order, pathao }: { order: Order; pathao: PathaoPlaces | null }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const close = () => setAsking(null);
  const done = useCallback((text: string) => {
    setAsking(null);
    setNotice(text);
  }, []);
  const step = (name: DeskStep) => ({ intent: 'step', step: name, expected_status: order.status });
  if (order.steps.length === 0 && !order.can_mark_paid) return null;
  return (
    <section aria-labelledby="order-actions" className={sectionClass}>
      <h2 id="order-actions" className={sectionTitle}>
        Next step
      </h2>
      <div className="mt-3 space-y-2">
        <StepOutcome />
        <FormMessage message={notice} tone="notice" />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {order.steps.map((name) => (
          <StepButton key={name} order={order} step={name} onAsk={setAsking} />
        ))}
        {order.can_mark_paid ? (
          <Button variant="secondary" onClick={() => setAsking('paid')}>
            Mark paid
          </Button>
        ) : null}
      </div>
      <CourierHandover open={asking === 'ship'} onClose={close} onDone={done} order={order} pathao={pathao} />
      <StepDialog
        open={asking === 'cancel'}
        onClose={close}
        onDone={done}
        title={`Cancel order ${order.order_number}?`}
        description="Its stock goes back on the shelf and the customer is told. This cannot be undone."
        submitLabel="Cancel order"
        danger
        hidden={step('cancel')}
        fields={(errors) => (
          <Field label="Reason" error={errors.reason} hint="Kept in the order's timeline">
            {(control) => <Textarea {...control} name="reason" required maxLength={L.reason} rows={3} className="w-full" />}
          </Field>
        )}
      />
      <StepDialog
        open={asking === 'paid'}
        onClose={close}
        onDone={done}
        title="Cash collected"
        description={`Enter the cash the courier collected. It must be the amount due, ${formatTaka(order.amount_due)}.`}
        submitLabel="Mark paid"
        hidden={{ intent: 'paid' }}
        fields={(errors) => (
          <Field label="Amount collected (taka)" error={errors.amount}>
            {(control) => <Input {...control} name="amount" inputMode="numeric" pattern="[0-9]*" required className="w-full" />}
          </Field>
        )}
      />
    </section>
  );
}

/**
 * A line's quantity, or the line taken off, while the parcel is still in the shop. Each form names
 * the order's `updated_at` this page shows, so an edit made on a stale page is refused. When the
 * product's price moved since the sale the first save is refused with the new price, and saving
 * again agrees to charge it.
 */
function LineEditor({ order, item }: { order: Order; item: Order['items'][number] }) {
  const fetcher = useFetcher<OrderActionResult>({ key: `line-${item.id}` });
  const result = fetcher.data;
  const refusal = result && !result.ok ? result : null;
  const agreedPrice = refusal?.currentUnitPrice;
  const hidden = { intent: 'line', line_id: String(item.id), expected_updated_at: order.updated_at };
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form method="post" className="flex items-center gap-2">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="action" value="set_quantity" />
          {agreedPrice !== undefined ? <input type="hidden" name="expected_unit_price" value={agreedPrice} /> : null}
          <div className="w-24">
            <Input
              // A new key once the order changes, so the field shows the saved quantity again.
              key={order.updated_at}
              name="quantity"
              type="number"
              inputMode="numeric"
              aria-label={`Quantity of ${item.name}`}
              min={1}
              max={LINE_QUANTITY_LIMIT}
              defaultValue={item.quantity}
              aria-invalid={refusal ? true : undefined}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" loading={fetcher.state !== 'idle'}>
            {agreedPrice !== undefined ? `Save at ${formatTaka(agreedPrice)}` : 'Change quantity'}
          </Button>
        </fetcher.Form>
        {order.items.length > 1 ? (
          <fetcher.Form method="post">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="action" value="remove" />
            <Button type="submit" variant="remove" size="sm" aria-label={`Remove ${item.name}`}>
              Remove
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
      {refusal ? <FormMessage message={refusal.errors.quantity ?? refusal.message} /> : null}
      {result?.ok ? <FormMessage message={result.notice} tone="notice" /> : null}
    </div>
  );
}

function Notes({ order }: { order: Order }) {
  const fetcher = useFetcher<OrderActionResult>();
  const [text, setText] = useState('');
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) setText('');
  }, [result]);
  return (
    <section aria-labelledby="order-notes" className={sectionClass}>
      <h2 id="order-notes" className={sectionTitle}>
        Staff notes
      </h2>
      {order.notes.length === 0 ? <p className="mt-2 text-sm text-slate-600">No notes yet. The customer never sees them.</p> : null}
      <ul className="mt-3 space-y-3">
        {order.notes.map((note) => (
          <li key={note.id} className="text-sm">
            <p className="whitespace-pre-line text-slate-900">{note.body}</p>
            <p className="text-slate-600">
              {note.staff_name}, {formatDateTime(note.created_at)}
            </p>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="note" />
        <Field label="Add a note" error={result && !result.ok ? result.errors.body : undefined}>
          {(control) => (
            <Textarea {...control} name="body" rows={2} maxLength={L.note} value={text} onChange={(event) => setText(event.target.value)} className="w-full" />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={fetcher.state !== 'idle'}>
          Add note
        </Button>
      </fetcher.Form>
    </section>
  );
}

const PRINT_LINKS: [PrintKind, string][] = [
  ['invoice', orderPrint.invoice],
  ['packing-slip', orderPrint.packingSlip],
];

/** The order's invoice and packing slip, opened in a new tab to print from the browser's PDF viewer. */
function PrintLinks({ orderNumber }: { orderNumber: string }) {
  return (
    <nav aria-label={orderPrint.documentsLabel} className="mt-3 flex flex-wrap gap-2">
      {PRINT_LINKS.map(([kind, label]) => (
        <a key={kind} href={printUrl(kind, [orderNumber])} target="_blank" rel="noopener" className={buttonClassName({ variant: 'neutral', size: 'sm' })}>
          {label}
          <span className="sr-only"> {orderPrint.newTab}</span>
        </a>
      ))}
    </nav>
  );
}

/** An order at the desk: what was ordered, where it goes, how it is paid, what happened, and the next step. */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, pathao } = loaderData;
  const address = order.shipping_address;
  return (
    <main className="space-y-6">
      <div>
        <Link to="/admin/orders" className="text-sm text-brand-700 hover:underline">
          ← Orders
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">Order {order.order_number}</h1>
          <StatusBadge status={order.status} />
          <StatusBadge status={order.payment_status} />
          <DeliveryDueBadge order={order} />
          <RefundDueBadge order={order} />
        </div>
        <p className="mt-1 text-sm text-slate-700">Placed {formatDateTime(order.created_at)}</p>
        <PrintLinks orderNumber={order.order_number} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Actions order={order} pathao={pathao} />
          <section aria-labelledby="order-lines" className={sectionClass}>
            <h2 id="order-lines" className={sectionTitle}>
              Items
            </h2>
            <ul className="mt-3 divide-y divide-slate-200">
              {order.items.map((item) => (
                <li key={item.id} className="flex gap-3 py-3">
                  <LineThumbnail image={item.image} />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium text-slate-900">{item.name}</p>
                    <p className="text-slate-600">
                      {item.sku}
                      {item.options.length > 0 ? ` · ${item.options.map((option) => `${option.name}: ${option.value}`).join(', ')}` : ''}
                    </p>
                    <p className="text-slate-700">
                      {item.quantity} × {formatTaka(item.unit_price)}
                    </p>
                    {order.can_edit_lines ? <LineEditor order={order} item={item} /> : null}
                  </div>
                  <p className="text-sm font-semibold text-slate-900">{formatTaka(item.line_total)}</p>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
              {[
                ['Subtotal', order.subtotal],
                ['Delivery', order.delivery_charge],
                ...(order.discount > 0 ? [['Discount', -order.discount] as const] : []),
                ...(order.emi ? [[`EMI charge (${order.emi.bank}, ${order.emi.months} months)`, order.emi.charge] as const] : []),
                ...(order.refunded_amount > 0 ? [['Refunded', -order.refunded_amount] as const] : []),
              ].map(([label, amount]) => (
                <div key={label} className="flex justify-between">
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="text-slate-900">{formatTaka(Number(amount))}</dd>
                </div>
              ))}
              <div className="flex justify-between font-semibold">
                <dt className="text-slate-900">Total</dt>
                <dd className="text-slate-900">{formatTaka(order.total)}</dd>
              </div>
              {order.advance_amount > 0 ? <PaidAndDue paid={order.amount_paid} due={order.amount_due} /> : null}
              {order.amount_due > 0 ? (
                <div className="flex justify-between font-semibold text-amber-800">
                  <dt>Due</dt>
                  <dd>{formatTaka(order.amount_due)}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section aria-labelledby="order-timeline" className={sectionClass}>
            <h2 id="order-timeline" className={sectionTitle}>
              Timeline
            </h2>
            <ol className="mt-3 space-y-3">
              {order.timeline.map((event) => (
                <li key={event.id} className="text-sm">
                  <p className="font-medium text-slate-900">{statusLabel(event.status)}</p>
                  <p className="text-slate-600">
                    {formatDateTime(event.created_at)} · {event.staff_name ?? 'Shop'}
                  </p>
                  {event.note ? <p className="text-slate-700">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="order-customer" className={sectionClass}>
            <h2 id="order-customer" className={sectionTitle}>
              Customer and delivery
            </h2>
            <div className="mt-2 space-y-1 text-sm text-slate-700">
              <p className="font-medium text-slate-900">{order.contact.name}</p>
              <p>
                <a href={`tel:${order.contact.phone}`} className="text-brand-700 hover:underline">
                  {order.contact.phone}
                </a>
              </p>
              {order.contact.email ? <p className="break-all">{order.contact.email}</p> : null}
              <p>{order.customer_id === null ? 'Guest' : 'Customer account'}</p>
              <p className="pt-2">{address.address}</p>
              <p>{[address.area, address.district, address.division].filter(Boolean).join(', ')}</p>
              <p>Zone: {cartStrings.checkout.zone[order.delivery_zone as DeliveryZone] ?? order.delivery_zone}</p>
              <p>
                {order.deliver_by
                  ? `Promised by ${shortDay(order.deliver_by)}${order.late ? ' (late)' : ''}`
                  : 'Delivery window starts at full payment (cash on delivery: at confirmation)'}
              </p>
              {order.courier ? (
                <p className="pt-2">
                  {order.courier}, tracking {order.tracking_number}
                </p>
              ) : null}
              <Parcel parcel={order.parcel} />
              {order.note ? <p className="pt-2 italic">“{order.note}”</p> : null}
            </div>
          </section>
          <section aria-labelledby="order-payment" className={sectionClass}>
            <h2 id="order-payment" className={sectionTitle}>
              Payment
            </h2>
            <p className="mt-2 text-sm text-slate-700">{PAYMENT_METHOD_LABELS[order.payment_method]}</p>
            {order.payments.length > 0 ? (
              <ul className="mt-2 space-y-2 text-sm">
                {order.payments.map((payment) => (
                  <li key={payment.id}>
                    <span className="font-medium text-slate-900">{formatTaka(payment.amount)}</span> · {statusLabel(payment.status)} · {payment.gateway}
                    <span className="block break-all text-slate-600">
                      {payment.tran_id}, {formatDateTime(payment.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <Notes order={order} />
        </div>
      </div>
    </main>
  );
}

/** The parcel booked through a courier's API: its state as the courier last reported it, and anything staff must look at. */
function Parcel({ parcel }: { parcel: Order['parcel'] }) {
  if (!parcel) return null;
  const label = COURIER_LABELS[parcel.courier];
  return (
    <div className="space-y-1 pt-2" data-testid="courier-parcel">
      <p>
        {parcel.state === 'requested'
          ? `Sent to ${label} by ${parcel.staff_name ?? 'staff'}, ${formatDateTime(parcel.requested_at)}: its answer is not known yet.`
          : `${label} consignment ${parcel.consignment_id ?? '(number to follow)'}${parcel.parcel_state ? `: ${PARCEL_STATE_LABELS[parcel.parcel_state]}` : ''}`}
      </p>
      <p>
        To collect {formatTaka(parcel.cod_amount)}
        {parcel.charge !== null ? `, ${label} charges ${formatTaka(parcel.charge)}` : ''}
      </p>
      {parcel.attention ? <FormMessage message={parcel.attention} /> : null}
    </div>
  );
}

/** The last one-click step's outcome: a notice, or the refusal (a 409 says someone else was quicker). */
function StepOutcome() {
  const result = useFetcher<OrderActionResult>({ key: STEP_FETCHER }).data;
  if (!result) return null;
  return result.ok ? <FormMessage message={result.notice} tone="notice" /> : <FormMessage message={result.message} />;
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
