import { data } from 'react-router';
import { advanceOwed } from '#domain/advance-payment.ts';
import { paidAhead } from '#domain/shop-settings.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { placeOrderBody, placeOrderPhone, type PlaceOrderInput } from '#server/modules/orders/schemas.ts';
import { PHONE_CHECK_MESSAGES } from '#server/modules/phone-checks/messages.ts';
import { passTokenOf, serializePassCookie } from '#server/modules/phone-checks/pass-token.ts';
import type { AppServices } from '#server/services.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { cartStrings } from '#app/strings/cart.ts';
import { emiFromForm } from './emi-form.ts';
import { type CheckoutActionResult, checkoutErrors, checkoutValuesFromForm, type PhoneCodeStep } from './checkout-form.ts';

const copy = cartStrings.checkout;

function failure(status: number, errors: Record<string, string[]> | undefined, fallback: string, phoneCode?: PhoneCodeStep) {
  const { fieldErrors, itemErrors } = checkoutErrors(errors);
  const lineErrors = Object.keys(errors ?? {}).some((key) => key.startsWith('items.'));
  const message = lineErrors ? copy.cartChanged : Object.keys(fieldErrors).length ? copy.fixErrors : fallback;
  return data<CheckoutActionResult>({ ok: false, message, fieldErrors, itemErrors, ...(phoneCode ? { phoneCode } : {}) }, { status });
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

/** Sends a code to the order's number and asks for it, keeping everything typed. */
async function askForCode(services: AppServices, phone: string, clientAddress: string) {
  try {
    await services.phoneChecks.sendCode(phone, clientAddress);
    return failure(200, undefined, PHONE_CHECK_MESSAGES.codeSent(phone), { phone });
  } catch (error) {
    // Asked again too soon: the code already on its way still works, so the step stays open.
    if (error instanceof HttpError && error.statusCode < 500) return failure(error.statusCode, undefined, error.message, { phone });
    throw error;
  }
}

/**
 * Places the order from the checkout form with the same rules as POST /api/orders: the lines the
 * browser sends are only product ids and quantities; prices and stock are the database's. The
 * form's checkout key is the Idempotency-Key, so a double submit or a retry after a lost answer
 * finds the first order.
 *
 * A mobile number this browser or account has not proven gets a code by SMS first: the form comes
 * back as it was with a field for the code, and the same Place order button sends both. Only then
 * is stock held. An online order goes on to the payment gateway.
 */
export async function placeOrderFromForm(
  services: AppServices,
  { request, url }: PageRequest,
  caller: { customerId: number | null; accountEmail: string | null; clientAddress: string },
) {
  const form = await request.formData();
  const values = checkoutValuesFromForm(form);
  const code = String(form.get('phone_code') ?? '').trim();
  const parsed = placeOrderBody.safeParse({
    ...values,
    items: itemsOf(form),
    email: values.email || undefined,
    area: values.area || undefined,
    note: values.note || undefined,
    phone_code: code || undefined,
    emi: emiFromForm(form),
    // Only a signed-in customer has a profile to keep them in.
    save_to_profile: caller.customerId !== null && form.get('save_to_profile') === 'on' ? true : undefined,
  });
  if (!parsed.success) {
    const errors = zodFieldErrors(parsed.error.issues);
    const phone = placeOrderPhone.safeParse(values.phone);
    return failure(422, errors, copy.fixErrors, code && phone.success && phone.data ? { phone: phone.data, error: errors.phone_code?.[0] } : undefined);
  }
  const input: PlaceOrderInput = parsed.data;
  // Before a code is texted: an order that cannot be paid, or that a block refuses, must not cost an SMS.
  try {
    await services.orders.refuseBlocked(caller.customerId, input.phone!);
    await services.orders.checkPaymentMethod(input.payment_method);
  } catch (error) {
    if (error instanceof HttpError) return failure(error.statusCode, error.errors, error.message);
    throw error;
  }
  const phone = input.phone!;
  const passToken = passTokenOf(services.production, { cookie: request.headers.get('cookie') });
  const proven = await services.phoneChecks.hasPass(phone, { token: passToken, customerId: caller.customerId });
  if (!proven && (form.get('intent') === 'resend-code' || !input.phone_code)) return askForCode(services, phone, caller.clientAddress);

  const checkoutKey = checkoutKeyOf(form);
  let placed: Awaited<ReturnType<AppServices['orders']['place']>>;
  try {
    placed = await services.orders.place(input, { ...caller, idempotencyKey: checkoutKey, passToken });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      const codeError = error.errors?.phone_code?.[0];
      return failure(error.statusCode, error.errors, error.message, codeError ? { phone, error: codeError } : undefined);
    }
    throw error;
  }
  const { order, pass } = placed;
  if (caller.customerId !== null) await services.cart.clear(caller.customerId);

  let next = `/thank-you?${new URLSearchParams({ order_number: order.order_number }).toString()}`;
  // An online order, or a cash one asked for an advance, goes on to pay it.
  if ((paidAhead(order.payment_method) || advanceOwed(order)) && order.payment_status === 'unpaid') {
    try {
      next = (await services.payments.startByOrderNumber(order.order_number, order.contact.phone, url.origin)).redirect_url;
    } catch (error) {
      // The order stands; its thank-you page offers to pay again.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const headers = pass ? { 'set-cookie': serializePassCookie(services.production, pass.token, pass.expiresAt) } : undefined;
  return data<CheckoutActionResult>({ ok: true, placed: { orderNumber: order.order_number, total: order.total, next } }, { headers });
}
