import { firstMessagePerField } from '#app/lib/api/field-errors.ts';

/** The checkout form's inputs, named as POST /api/orders names them. */
const CHECKOUT_FIELDS = ['name', 'phone', 'email', 'division', 'district', 'area', 'address', 'note', 'payment_method'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  phone: '',
  email: '',
  division: '',
  district: '',
  area: '',
  address: '',
  note: '',
  payment_method: 'cod',
};

/** What was typed: a failed order gives it back so nothing has to be typed again. */
export function checkoutValuesFromForm(form: FormData): CheckoutValues {
  const values = { ...EMPTY_CHECKOUT };
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

/** The order as placed, for the thank-you redirect and the purchase event. */
interface PlacedOrder {
  orderNumber: string;
  total: number;
  /** Where the shopper goes next: the thank-you page, or the payment gateway for an online order. */
  next: string;
}

/** The mobile number a code was sent to, while the checkout waits for it. */
export interface PhoneCodeStep {
  phone: string;
  /** The code's own error (wrong, expired), shown by its field. */
  error?: string | undefined;
}

export type CheckoutActionResult =
  | { ok: true; placed: PlacedOrder }
  | { ok: false; message: string; fieldErrors: Partial<Record<CheckoutField, string>>; itemErrors: string[]; phoneCode?: PhoneCodeStep };

/** One message per field; the order's line errors (`items.0`) are listed apart, above the form. */
export function checkoutErrors(errors: Record<string, readonly string[]> | undefined): {
  fieldErrors: Partial<Record<CheckoutField, string>>;
  itemErrors: string[];
} {
  const fields: Record<string, readonly string[]> = {};
  const itemErrors: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    if (key === 'phone_code') continue;
    if (key === 'items' || key.startsWith('items.')) itemErrors.push(...messages);
    else fields[key] = messages;
  }
  return { fieldErrors: firstMessagePerField(fields) as Partial<Record<CheckoutField, string>>, itemErrors: [...new Set(itemErrors)] };
}
