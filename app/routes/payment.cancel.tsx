import { paymentResultTitle, PaymentResultView } from '#app/components/payment/PaymentResultView.tsx';
import { paymentHeaders, paymentMeta } from '#app/lib/payment/meta.ts';
import { paymentResultState } from '#app/lib/payment/result-state.ts';
import { loadPaymentResult, retryPayment } from '#app/lib/payment/result.server.ts';
import type { Route } from './+types/payment.cancel';

export const headers = paymentHeaders;

export const loader = ({ context, url }: Route.LoaderArgs) => loadPaymentResult(context, url);

export const action = ({ context, request, url }: Route.ActionArgs) => retryPayment(context, { request, url });

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return paymentMeta(paymentResultTitle(paymentResultState(loaderData?.result ?? null, 'cancel')), '/payment/cancel', matches);
}

/** /payment/cancel: where the gateway sends the shopper back when the payment was cancelled. */
export default function PaymentCancelPage({ loaderData }: Route.ComponentProps) {
  return <PaymentResultView state={paymentResultState(loaderData.result, 'cancel')} result={loaderData.result} />;
}
