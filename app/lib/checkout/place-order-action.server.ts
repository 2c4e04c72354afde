import { data } from 'react-router';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { placeOrderBody } from '#server/modules/orders/schemas.ts';
import type { AppServices } from '#server/services.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { type CheckoutActionResult, checkoutErrors, checkoutValuesFromForm } from './checkout-form.ts';
import { serializeCheckoutKeyCookie } from './receipt-cookie.server.ts';

const copy = cartStrings.checkout;

function failure(status: number, errors: Record<string, string[]> | undefined, fallback: string) {
  const { fieldErrors, itemErrors } = checkoutErrors(errors);
  const message = itemErrors.length ? copy.cartChanged : Object.keys(fieldErrors).length ? copy.fixErrors : fallback;
  return data<CheckoutActionResult>({ ok: false, message, fieldErrors, itemErrors }, { status });
}

function itemsOf(form: FormData): unknown {
  try {
    return JSON.parse(String(form.get('items') ?? '[]'));
  } catch {
    return [];
  }
}

function checkoutKeyOf(form: FormData): string | null {
  const key = form.get('checkout_key');
  return typeof key === 'string' && /^[\w-]{16,100}$/.test(key) ? key : null;
}

/**
 * Places the order from the checkout form with the same rules as POST /api/orders: the lines the
 * browser sends are only product ids and quantities; prices and stock are the database's. The
 * form's checkout key is the Idempotency-Key, so a double submit or a retry after a lost answer
 * finds the first order. An online order goes on to the payment gateway.
 */
export async function placeOrderFromForm(services: AppServices, { request, url }: PageRequest, customerId: number | null) {
  const form = await request.formData();
  const values = checkoutValuesFromForm(form);
  const parsed = placeOrderBody.safeParse({
    ...values,
    items: itemsOf(form),
    email: values.email || undefined,
    area: values.area || undefined,
    note: values.note || undefined,
  });
  if (!parsed.success) return failure(422, zodFieldErrors(parsed.error.issues), copy.fixErrors);
  if (parsed.data.payment_method === 'online' && services.payments.gateway === null) {
    return failure(422, { payment_method: [copy.onlineUnavailable] }, copy.fixErrors);
  }

  const checkoutKey = checkoutKeyOf(form);
  let order;
  try {
    ({ order } = await services.orders.place(parsed.data, { customerId, idempotencyKey: checkoutKey }));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return failure(error.statusCode, error.errors, error.message);
    throw error;
  }
  if (customerId !== null) await services.cart.clear(customerId);

  let next = `/thank-you?${new URLSearchParams({ order_number: order.order_number }).toString()}`;
  if (order.payment_method === 'online' && order.payment_status === 'unpaid') {
    try {
      next = (await services.payments.startByOrderNumber(order.order_number, order.contact.phone, url.origin)).redirect_url;
    } catch (error) {
      // The order stands; its thank-you page offers to pay again.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const headers = checkoutKey ? { 'set-cookie': serializeCheckoutKeyCookie(services.production, checkoutKey) } : undefined;
  return data<CheckoutActionResult>({ ok: true, placed: { orderNumber: order.order_number, total: order.total, next } }, { headers });
}
