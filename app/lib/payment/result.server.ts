import { redirect, type RouterContextProvider } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { HttpError } from '#server/http/errors.ts';
import type { PageRequest } from '#app/lib/page-request.ts';

/** The attempt named in the result page's address, shown only with the order number it belongs to. */
export async function loadPaymentResult(context: Readonly<RouterContextProvider>, url: URL) {
  const services = context.get(servicesContext);
  const query = url.searchParams;
  const tranId = query.get('tran_id')?.trim() ?? '';
  const orderNumber = query.get('order')?.trim().toUpperCase() ?? '';
  const result = tranId ? await services.payments.result(tranId) : null;
  return { result: result && result.order_number === orderNumber ? result : null };
}

/** "Try again": a new attempt for the same order, straight to the gateway's page. */
export async function retryPayment(context: Readonly<RouterContextProvider>, { request, url }: PageRequest) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const tranId = String(form.get('tran_id') ?? '');
  try {
    const started = await services.payments.retry(tranId, url.origin);
    return redirect(started.redirect_url);
  } catch (error) {
    if (error instanceof HttpError) return { error: error.message };
    throw error;
  }
}
