import { Ban, CheckCircle2, FlaskConical, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paymentHeaders, paymentMeta } from '#app/lib/payment/meta.ts';
import { loadTestPayment } from '#app/lib/payment/test-gateway.server.ts';
import { fill } from '#app/strings/index.ts';
import type { Route } from './+types/payment.local-gateway';
import { paymentStrings } from '#app/strings/payment.ts';
import { Button } from '#app/components/ui/Button.tsx';
import { PaymentFacts } from '#app/components/payment/PaymentFacts.tsx';

const copy = paymentStrings;

export const headers = paymentHeaders;

export const loader = ({ context, url }: Route.LoaderArgs) => loadTestPayment(context, url);

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return paymentMeta(copy.test.title, '/payment/test', matches);
}

const OUTCOMES = [
  { outcome: 'success', label: copy.test.pay, icon: CheckCircle2, variant: 'positive' },
  { outcome: 'fail', label: copy.test.fail, icon: XCircle, variant: 'danger' },
  { outcome: 'cancel', label: copy.test.cancel, icon: Ban, variant: 'neutral' },
] as const;

/**
 * /payment/test: the local stand-in for SSLCommerz's payment page. A plain form posts to the API,
 * which applies the same rules as a real gateway's return and redirects to the result page.
 */
export default function PaymentTestPage({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const finished = payment.status !== 'initiated';
  const resultPage = payment.status === 'paid' ? 'success' : payment.status === 'failed' ? 'fail' : 'cancel';
  return (
    <main className="mx-auto max-w-lg px-4 pb-16 pt-8 sm:pt-12">
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-2 bg-amber-50 px-6 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          <FlaskConical aria-hidden="true" className="size-4" />
          {copy.test.badge}
        </div>
        <div className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{copy.test.title}</h1>
          <p className="mt-2 text-sm leading-6 text-slate-700">{copy.test.notice}</p>
          <PaymentFacts orderNumber={payment.order_number} amount={payment.amount} prominentAmount />
          {finished ? (
            <div className="mt-6">
              <p className="text-slate-700">{fill(copy.test.finished, { status: copy.test.statuses[payment.status] })}</p>
              <Link
                to={`/payment/${resultPage}?${new URLSearchParams({ order: payment.order_number, tran_id: payment.tran_id }).toString()}`}
                className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
              >
                {copy.test.seeResult}
              </Link>
            </div>
          ) : (
            // A native form: the API answers with a redirect to the result page, with or without JavaScript.
            <form method="post" action="/api/payments/test/complete" className="mt-6 flex flex-col gap-3">
              <input type="hidden" name="tran_id" value={payment.tran_id} />
              {OUTCOMES.map(({ outcome, label, icon: Icon, variant }) => (
                <Button key={outcome} type="submit" name="outcome" value={outcome} variant={variant} size="block" className="shadow-sm">
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </Button>
              ))}
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
