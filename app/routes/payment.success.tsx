import { paymentResultTitle, PaymentResultView } from '#app/components/payment/PaymentResultView.tsx';
import { paymentHeaders, paymentMeta } from '#app/lib/payment/meta.ts';
import { paymentResultState } from '#app/lib/payment/result-state.ts';
import { loadPaymentResult, retryPayment } from '#app/lib/payment/result.server.ts';
import type { Route } from './+types/payment.success';

export const headers = paymentHeaders;

export const loader = ({ context, url }: Route.LoaderArgs) => loadPaymentResult(context, url);

// An attempt that turns out failed still offers "Try again" here.
export const action = ({ context, request, url }: Route.ActionArgs) => retryPayment(context, { request, url });

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return paymentMeta(paymentResultTitle(paymentResultState(loaderData?.result ?? null, 'success')), '/payment/success', matches);
}

/** /payment/success: where the gateway sends the shopper back after paying. */
export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  return <PaymentResultView state={paymentResultState(loaderData.result, 'success')} result={loaderData.result} />;
}
