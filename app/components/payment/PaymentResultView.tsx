import { Ban, CheckCircle2, Clock, HelpCircle, type LucideIcon, Phone, XCircle } from 'lucide-react';
import { Form, Link, useActionData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { formatPhone, telHref } from '#app/lib/contact-links.ts';
import type { PaymentResultState } from '#app/lib/payment/result-state.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { fill } from '#app/strings/index.ts';
import { PaidAndDue } from '#app/components/orders/PaidAndDue.tsx';
import type { PaymentResult } from '#server/modules/payments/service.ts';
import { paymentStrings } from '#app/strings/payment.ts';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';
import { PaymentFacts } from './PaymentFacts.tsx';

const copy = paymentStrings;

const LOOK: Record<PaymentResultState, { icon: LucideIcon; circle: string }> = {
  paid: { icon: CheckCircle2, circle: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  paid_order_closed: { icon: CheckCircle2, circle: 'bg-amber-50 text-amber-700 ring-amber-200' },
  confirming: { icon: Clock, circle: 'bg-amber-50 text-amber-700 ring-amber-200' },
  failed: { icon: XCircle, circle: 'bg-red-50 text-red-700 ring-red-200' },
  cancelled: { icon: Ban, circle: 'bg-slate-100 text-slate-700 ring-slate-200' },
  unknown: { icon: HelpCircle, circle: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

export function paymentResultTitle(state: PaymentResultState): string {
  const titles: Record<PaymentResultState, string> = {
    paid: copy.paid.title,
    paid_order_closed: copy.paidOrderClosed.title,
    confirming: copy.confirming.title,
    failed: copy.failed.title,
    cancelled: copy.cancelled.title,
    unknown: copy.unknown.title,
  };
  return titles[state];
}

function texts(state: PaymentResultState, result: PaymentResult | null): { lead: string; next?: string } {
  const values = result ? { number: result.order_number, amount: formatTaka(result.amount) } : null;
  switch (state) {
    case 'paid':
      return values ? { lead: fill(copy.paid.lead, values), next: copy.paid.next } : { lead: copy.paid.next };
    case 'paid_order_closed':
      return { lead: values ? fill(copy.paidOrderClosed.lead, values) : '', next: copy.paidOrderClosed.next };
    case 'confirming':
      return { lead: values ? fill(copy.confirming.lead, values) : '', next: copy.confirming.next };
    case 'failed':
      return { lead: values ? fill(copy.failed.lead, values) : copy.failed.leadUnknown };
    case 'cancelled':
      return { lead: values ? fill(copy.cancelled.lead, values) : copy.cancelled.leadUnknown };
    case 'unknown':
      return { lead: copy.unknown.lead };
  }
}

const primaryButton = buttonClassName({ size: 'lg', className: 'shadow-sm', busyLook: true });
const secondaryButton = buttonClassName({ variant: 'secondary', size: 'lg' });

function RetryForm({ result }: { result: PaymentResult }) {
  const navigation = useNavigation();
  const failure = useActionData<{ error?: string }>();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <input type="hidden" name="tran_id" value={result.tran_id} />
      <Button type="submit" size="lg" loading={busy} className="shadow-sm">
        {busy ? copy.tryingAgain : copy.tryAgain}
      </Button>
      {failure?.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure.error}
        </p>
      ) : null}
    </Form>
  );
}

/** The way out of a failed online payment, offered only while checkout takes cash on delivery (the settings may switch it off). */
function CashOnDelivery() {
  const settings = useRouteLoaderData<ShellData>('root')?.settings;
  if (!settings?.payment_methods.includes('cod')) return null;
  const phone = settings.phone;
  return (
    <section aria-labelledby="payment-cod" className="mt-6 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <h2 id="payment-cod" className="font-semibold text-slate-900">
        {copy.cashOnDelivery.heading}
      </h2>
      <p className="mt-1 text-sm leading-6 text-slate-700">
        {phone ? fill(copy.cashOnDelivery.withPhone, { phone: formatPhone(phone) }) : copy.cashOnDelivery.withoutPhone}
      </p>
      {phone ? (
        <a href={telHref(phone)} className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {fill(copy.cashOnDelivery.call, { phone: formatPhone(phone) })}
        </a>
      ) : null}
    </section>
  );
}

/** One payment result page: what happened to the attempt, and what the shopper can do next. */
export function PaymentResultView({ state, result }: { state: PaymentResultState; result: PaymentResult | null }) {
  const look = LOOK[state];
  const location = useLocation();
  const Icon = look.icon;
  const { lead, next } = texts(state, result);
  const unpaid = state === 'failed' || state === 'cancelled';
  const trackHref = result ? `/track-order?${new URLSearchParams({ order_number: result.order_number }).toString()}` : '/track-order';

  return (
    <main className="mx-auto max-w-2xl px-4 pb-16 pt-8 sm:pt-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <span aria-hidden="true" className={`grid size-14 place-items-center rounded-full ring-1 ${look.circle}`}>
          <Icon className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{paymentResultTitle(state)}</h1>
        <p className="mt-3 text-base leading-7 text-slate-700">{lead}</p>

        {result ? <PaymentFacts orderNumber={result.order_number} amount={result.amount} /> : null}
        {state === 'paid' && result?.order_advance_paid ? <PaidAndDue paid={result.order_amount_paid} due={result.order_amount_due} /> : null}

        {next ? <p className="mt-5 leading-7 text-slate-700">{next}</p> : null}

        {unpaid && result ? (
          <div className="mt-6">
            {result.can_retry ? (
              <>
                <p className="mb-4 flex items-start gap-2 text-sm leading-6 text-slate-700">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                  {result.minutes_left === 1 ? copy.keptForOne : fill(copy.keptFor, { minutes: result.minutes_left })}
                </p>
                <RetryForm result={result} />
              </>
            ) : (
              <p className="text-sm leading-6 text-slate-700">{copy.orderClosed}</p>
            )}
          </div>
        ) : null}

        {state === 'confirming' ? (
          <Link to={`${location.pathname}${location.search}`} reloadDocument className={`mt-6 ${secondaryButton}`}>
            {copy.confirming.refresh}
          </Link>
        ) : null}

        {unpaid ? <CashOnDelivery /> : null}

        <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row">
          <Link to={trackHref} className={state === 'paid' ? primaryButton : secondaryButton}>
            {copy.trackOrder}
          </Link>
          <Link to="/shop" className={secondaryButton}>
            {copy.continueShopping}
          </Link>
        </div>
      </div>
    </main>
  );
}
