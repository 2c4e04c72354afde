import { data, type RouterContextProvider } from 'react-router';
import { servicesContext } from '#app/context.ts';

/** The test payment named in the address; a 404 in production or for anything but a test payment. */
export async function loadTestPayment(context: Readonly<RouterContextProvider>, url: URL) {
  const services = context.get(servicesContext);
  const tranId = url.searchParams.get('tran_id')?.trim() ?? '';
  const payment = tranId ? await services.payments.testPayment(tranId) : null;
  if (!payment) throw data(null, { status: 404 });
  return { payment };
}
