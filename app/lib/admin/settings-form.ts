import { DELIVERY_ZONES, type DeliveryZone } from '#domain/delivery.ts';
import type { AdvanceRules } from '#domain/advance-payment.ts';
import { PAYMENT_METHODS, type PaymentMethod, SOCIAL_NETWORKS, type SocialNetwork } from '#domain/shop-settings.ts';

/** The settings page's fields as typed: text, so a refused form shows exactly what was typed again. */
export interface SettingsFormValues {
  shop_name: string;
  phone: string;
  whatsapp_number: string;
  email: string;
  address: string;
  social_links: Record<SocialNetwork, string>;
  trade_licence: string;
  dbid: string;
  bin: string;
  vat_rate: string;
  delivery_charges: Record<DeliveryZone, string>;
  payment_methods: Record<PaymentMethod, boolean>;
  advance_payment: { above_total: string; outside_own_area: boolean; flagged_products: boolean; kind: string; value: string };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const each = <Key extends string, Value>(keys: readonly Key[], value: (key: Key) => Value) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<Key, Value>;

export function settingsFormValues(form: FormData): SettingsFormValues {
  return {
    shop_name: text(form, 'shop_name'),
    phone: text(form, 'phone'),
    whatsapp_number: text(form, 'whatsapp_number'),
    email: text(form, 'email'),
    address: text(form, 'address'),
    social_links: each(SOCIAL_NETWORKS, (network) => text(form, `social_links.${network}`)),
    trade_licence: text(form, 'trade_licence'),
    dbid: text(form, 'dbid'),
    bin: text(form, 'bin'),
    vat_rate: text(form, 'vat_rate'),
    delivery_charges: each(DELIVERY_ZONES, (zone) => text(form, `delivery_charges.${zone}`)),
    payment_methods: each(PAYMENT_METHODS, (method) => form.get(`payment_methods.${method}`) === 'on'),
    advance_payment: {
      above_total: text(form, 'advance_payment.above_total'),
      outside_own_area: form.get('advance_payment.outside_own_area') === 'on',
      flagged_products: form.get('advance_payment.flagged_products') === 'on',
      kind: text(form, 'advance_payment.kind'),
      value: text(form, 'advance_payment.value'),
    },
  };
}

/** A plain whole number as typed, `empty` for nothing typed, anything else a number the schema refuses. */
function wholeOf<Empty>(typed: string, empty: Empty): number | Empty {
  const trimmed = typed.trim();
  if (trimmed === '') return empty;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Empty is no rate; anything but a plain decimal is sent as a number the schema refuses. */
function vatRateOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The values as the API takes them: a charge that is not a plain whole number is sent as one the schema refuses. */
export function settingsPatchOf(values: SettingsFormValues, version: number) {
  return {
    ...values,
    delivery_charges: each(DELIVERY_ZONES, (zone) => {
      const typed = values.delivery_charges[zone].trim();
      return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    }),
    vat_rate: vatRateOf(values.vat_rate),
    advance_payment: {
      ...values.advance_payment,
      above_total: wholeOf(values.advance_payment.above_total, null),
      value: wholeOf(values.advance_payment.value, 0),
    },
    version,
  };
}

/** The saved settings as the form shows them. */
export function settingsFormOf(
  saved: Omit<SettingsFormValues, 'delivery_charges' | 'vat_rate' | 'advance_payment'> & {
    delivery_charges: Record<DeliveryZone, number>;
    vat_rate: number | null;
    advance_payment: AdvanceRules;
  },
): SettingsFormValues {
  const advance = saved.advance_payment;
  return {
    ...saved,
    advance_payment: {
      ...advance,
      above_total: advance.above_total === null ? '' : String(advance.above_total),
      value: advance.kind === 'delivery_charge' ? '' : String(advance.value),
    },
    vat_rate: saved.vat_rate === null ? '' : String(saved.vat_rate),
    delivery_charges: each(DELIVERY_ZONES, (zone) => String(saved.delivery_charges[zone])),
  };
}
