import { paymentResultTitle, PaymentResultView } from '#app/components/payment/PaymentResultView.tsx';
import { paymentHeaders, paymentMeta } from '#app/lib/payment/meta.ts';
import { paymentResultState } from '#app/lib/payment/result-state.ts';
import { loadPaymentResult, retryPayment } from '#app/lib/payment/result.server.ts';
import type { Route } from './+types/payment.fail';

export const headers = paymentHeaders;

export const loader = ({ context, url }: Route.LoaderArgs) => loadPaymentResult(context, url);

export const action = ({ context, request, url }: Route.ActionArgs) => retryPayment(context, { request, url });

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return paymentMeta(paymentResultTitle(paymentResultState(loaderData?.result ?? null, 'fail')), '/payment/fail', matches);
}

/** /payment/fail: where the gateway sends the shopper back when the payment failed. */
export default function PaymentFailPage({ loaderData }: Route.ComponentProps) {
  return <PaymentResultView state={paymentResultState(loaderData.result, 'fail')} result={loaderData.result} />;
}
