import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { RefundPayoutBadge } from '#app/components/admin/RefundPayoutBadge.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/Dialog.tsx';
import { Field, Input, Textarea, Tick } from '#app/components/ui/Field.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { type RefundActionResult, refundAction, requireRefundStaff } from '#app/lib/admin/refunds.server.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatTaka } from '#domain/money.ts';
import { GATEWAY_LABELS } from '#domain/refunds.ts';
import { notFound } from '#server/http/errors.ts';
import type { Route } from './+types/admin.refunds.$id';

/** The id from the URL; anything but a whole number is a request that does not exist. */
function refundId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('Refund request not found.');
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireRefundStaff(services, request);
  return { refund: await services.adminRefunds.detail(refundId(params.id)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireRefundStaff(services, request);
  return refundAction(services, actor, refundId(params.id), await request.formData());
}

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Refund #${params.id}`);

type Refund = Route.ComponentProps['loaderData']['refund'];

const sectionClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5';

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;
/** Where the approved money is: the gateway's progress and refusal, or the cash hand-back, with its two actions. */
function PayoutPanel({ refund }: { refund: Refund }) {
  const fetcher = useFetcher<RefundActionResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const busy = fetcher.state !== 'idle';
  if (!refund.payout) return null;
  return (
    <section className={sectionClass} aria-labelledby="payout-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="payout-heading" className="text-base font-semibold text-slate-900">
          Pay-out
        </h2>
        <RefundPayoutBadge payout={refund.payout} />
      </div>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        {refund.payout_gateway ? (
          <div>
            <dt className="inline font-medium">Through: </dt>
            <dd className="inline">{GATEWAY_LABELS[refund.payout_gateway]}</dd>
          </div>
        ) : null}
        {refund.payout_reference ? (
          <div>
            <dt className="inline font-medium">Gateway reference: </dt>
            <dd className="inline">{refund.payout_reference}</dd>
          </div>
        ) : null}
        {refund.payout_error ? (
          <div>
            <dt className="inline font-medium">{refund.payout === 'failed' ? 'Gateway’s reason: ' : 'Last try: '}</dt>
            <dd className="inline">{refund.payout_error}</dd>
          </div>
        ) : null}
        {refund.paid_out_at ? (
          <div>
            <dt className="inline font-medium">{refund.payout === 'paid_out' ? 'Paid out: ' : 'Sent: '}</dt>
            <dd className="inline">
              {formatDateTime(refund.paid_out_at)}
              {refund.paid_out_by ? ` by ${refund.paid_out_by}` : ''}
              {refund.paid_out_note ? ` · ${refund.paid_out_note}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {result?.ok ? <FormMessage tone="notice" message={result.notice} /> : null}
      {result && !result.ok && Object.keys(result.errors).length === 0 ? <FormMessage message={result.message} /> : null}
      {refund.payout === 'pending_manual' && refund.payout_gateway === 'nagad' ? (
        <p className="mt-3 text-sm text-slate-700">
          Nagad offers no refund through its API: send {formatTaka(refund.approved_amount ?? refund.amount)} back to the customer’s Nagad wallet from Nagad’s
          merchant panel, then mark it paid out here with Nagad’s transaction ID.
        </p>
      ) : null}
      {refund.payout === 'awaiting_cash' || refund.payout === 'pending_manual' ? (
        <fetcher.Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="paid-out" />
          <input type="hidden" name="expected_payout" value={refund.payout} />
          <Field label="How it was paid back, and any reference" error={errors.note}>
            {(control) => <Input {...control} name="note" placeholder="bKash, transaction 8N7A6B5C" />}
          </Field>
          <Button type="submit" loading={busy}>
            Mark paid out
          </Button>
        </fetcher.Form>
      ) : null}
      {refund.payout === 'failed' ? (
        <fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="retry-payout" />
          <input type="hidden" name="expected_payout" value="failed" />
          <Button type="submit" loading={busy}>
            Send again
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

function DecisionDialog({ refund, kind, onClose }: { refund: Refund; kind: 'approve' | 'reject'; onClose: () => void }) {
  const fetcher = useFetcher<RefundActionResult>();
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  const asked = new Map(refund.items.map((line) => [line.order_item_id, line.quantity]));
  const done = result?.ok === true;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent layout="modal" className="sm:max-w-md">
        <DialogTitle className="text-lg font-semibold text-slate-900">{kind === 'approve' ? 'Approve the refund' : 'Decline the request'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {kind === 'approve'
            ? `At most ${formatTaka(refund.order.left_to_refund)} is left to refund. The customer is told.`
            : 'The customer is told, with your reason.'}
        </DialogDescription>
        {done ? (
          <div className="mt-4 space-y-4">
            <FormMessage tone="notice" message={result.notice} />
            <div className="flex justify-end">
              <Button onClick={onClose}>Close</Button>
            </div>
          </div>
        ) : (
          <fetcher.Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value={kind} />
            <input type="hidden" name="expected_status" value={refund.status} />
            {kind === 'approve' ? (
              <>
                <Field label="Amount (taka)" error={errors.amount}>
                  {(control) => (
                    <Input {...control} name="amount" inputMode="numeric" defaultValue={String(Math.min(refund.amount, refund.order.left_to_refund))} />
                  )}
                </Field>
                <fieldset className="space-y-2">
                  <legend className="text-sm font-semibold text-slate-900">Lines refunded</legend>
                  {refund.order.items
                    .filter((item) => asked.has(item.id))
                    .map((item) => (
                      <div key={item.id} className="flex items-center gap-2 text-sm">
                        <Tick name="line" value={String(item.id)} defaultChecked aria-label={item.name} />
                        <span className="flex-1">{item.name}</span>
                        <Input
                          name={`quantity_${item.id}`}
                          aria-label={`How many of ${item.name}`}
                          inputMode="numeric"
                          defaultValue={String(asked.get(item.id))}
                          className="w-16"
                        />
                      </div>
                    ))}
                  {Object.entries(errors)
                    .filter(([field]) => field.startsWith('items'))
                    .map(([field, message]) => (
                      <FormMessage key={field} message={message} />
                    ))}
                </fieldset>
                <label className="flex items-center gap-2 text-sm">
                  <Tick name="restock" /> Put these units back on the shelf
                </label>
                <Field label="Note to the customer" optional="optional" error={errors.note}>
                  {(control) => <Textarea {...control} name="note" rows={2} />}
                </Field>
              </>
            ) : (
              <Field label="Reason" error={errors.reason}>
                {(control) => <Textarea {...control} name="reason" rows={3} required />}
              </Field>
            )}
            {result && !result.ok && Object.keys(result.errors).length === 0 ? <FormMessage message={result.message} /> : null}
            <div className="flex justify-end gap-2">
              <Button variant="neutral" onClick={onClose}>
                Back
              </Button>
              <Button type="submit" variant={kind === 'reject' ? 'danger' : 'primary'} loading={fetcher.state !== 'idle'}>
                {kind === 'approve' ? 'Approve' : 'Decline'}
              </Button>
            </div>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** One refund request with its order, and the approve and reject dialogs while it waits. */
export default function AdminRefund({ loaderData }: Route.ComponentProps) {
  const { refund } = loaderData;
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const names = new Map(refund.order.items.map((item) => [item.id, item.name]));
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Refund #{refund.id}</h1>
        <Badge tone={refund.status === 'approved' ? 'refund' : refund.status === 'rejected' ? 'danger' : 'warning'}>{STATUS_LABELS[refund.status]}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        Order{' '}
        <Link to={`/admin/orders/${refund.order_number}`} className="font-semibold text-brand-700 hover:underline">
          {refund.order_number}
        </Link>{' '}
        · {refund.customer_name} · asked {formatDateTime(refund.created_at)}
      </p>
      <section className={sectionClass}>
        <h2 className="text-base font-semibold text-slate-900">Request</h2>
        <p className="mt-2 text-sm text-slate-700">{refund.reason}</p>
        <ul className="mt-2 text-sm text-slate-700">
          {refund.items.map((line) => (
            <li key={line.order_item_id}>
              {line.quantity} × {names.get(line.order_item_id) ?? 'A line no longer on the order'}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm font-semibold text-slate-900">Asked for {formatTaka(refund.amount)}</p>
        {refund.status !== 'pending' ? (
          <div className="mt-3 space-y-1 text-sm text-slate-700">
            {refund.approved_amount !== null ? <p>Approved: {formatTaka(refund.approved_amount)}</p> : null}
            {refund.restocked ? <p>Units returned to stock.</p> : null}
            {refund.staff_note ? <p>Note: {refund.staff_note}</p> : null}
          </div>
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => setAsking('approve')}>Approve…</Button>
            <Button variant="danger" onClick={() => setAsking('reject')}>
              Decline…
            </Button>
          </div>
        )}
      </section>
      <PayoutPanel refund={refund} />
      <section className={sectionClass}>
        <h2 className="text-base font-semibold text-slate-900">Order money</h2>
        <dl className="mt-2 grid grid-cols-2 gap-1 text-sm text-slate-700">
          <dt>Total</dt>
          <dd className="text-right">{formatTaka(refund.order.total)}</dd>
          <dt>Paid</dt>
          <dd className="text-right">{formatTaka(refund.order.amount_paid)}</dd>
          <dt>Already refunded</dt>
          <dd className="text-right">{formatTaka(refund.order.refunded_amount)}</dd>
          <dt>Left to refund</dt>
          <dd className="text-right font-semibold">{formatTaka(refund.order.left_to_refund)}</dd>
        </dl>
        {refund.payments.length > 0 ? (
          <ul className="mt-3 text-sm text-slate-700">
            {refund.payments.map((payment) => (
              <li key={payment.id}>
                {payment.gateway} {payment.tran_id}: {formatTaka(payment.amount)} ({payment.status})
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {asking ? <DecisionDialog refund={refund} kind={asking} onClose={() => setAsking(null)} /> : null}
    </main>
  );
}
