import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeBdPhone } from './account.ts';
import { DELIVERY_ZONES, type DeliveryZone } from './delivery.ts';
import { advanceRulesSchema } from './advance-payment.ts';

/**
 * What the owner or a manager sets on the back office's settings page: one schema for the page in
 * the browser and the API that saves it, so both give the same message for the same mistake.
 */

/** How an order may be paid: in cash to the courier, online through the shop's card gateway, with bKash or with Nagad. */
export const PAYMENT_METHODS = ['cod', 'online', 'bkash', 'nagad'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Ways to pay added after shops had saved their switches: off until the owner switches them on. */
type LaterPaymentMethod = 'bkash' | 'nagad';
const LATER_PAYMENT_METHODS: readonly PaymentMethod[] = ['bkash', 'nagad'] satisfies LaterPaymentMethod[];

/** Whether an order is paid before it ships (through a gateway), not in cash on delivery. */
export const paidAhead = (method: PaymentMethod): boolean => method !== 'cod';

/** Which ways to pay this shop can take at all: cash always, the others with their gateway set up. */
export type PaymentMethodsConfigured = Record<Exclude<PaymentMethod, 'cod'>, boolean>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export const BUSINESS_IDENTIFIERS = ['trade_licence', 'dbid', 'bin'] as const;

const SHOP_SETTINGS_LIMITS = {
  shopName: 100,
  address: 300,
  url: 500,
  identifier: 50,
  /** Percent; Bangladesh's standard rate is 15. */
  vatRate: 100,
  /** A higher charge is a typing mistake, not a courier's price. */
  charge: 10_000,
} as const;

export const SHOP_SETTINGS_MESSAGES = {
  shopNameRequired: 'Enter the shop’s name.',
  tooLong: (limit: number) => `This can be at most ${limit} characters.`,
  phone: 'Enter a Bangladeshi mobile number such as 01712345678, or leave it empty.',
  email: 'Enter an email address such as support@example.com, or leave it empty.',
  url: 'Enter a full address starting with https://, or leave it empty.',
  identifier: 'Use letters, digits, spaces, dots, dashes or slashes, or leave it empty.',
  vatRate: 'Enter the VAT rate as a percentage above 0 and at most 100, such as 15 or 7.5, or leave it empty.',
  charge: `Enter the charge as a whole number of taka from 0 (free) to ${SHOP_SETTINGS_LIMITS.charge}.`,
  paymentMethod: 'Say whether this way to pay is on or off.',
  noPaymentMethod: 'Keep at least one way to pay switched on, or nobody can place an order.',
  onlineNotConfigured: 'Online payment cannot be switched on: no payment gateway is set up. Set the SSLCommerz store ID and password for the shop first.',
  bkashNotConfigured: 'bKash cannot be switched on: it is not set up. Set the bKash app key, app secret, username and password for the shop first.',
  nagadNotConfigured:
    'Nagad cannot be switched on: it is not set up. Set the Nagad merchant ID, the merchant private key and Nagad’s public key for the shop first.',
  version: 'Send the version of the settings you opened.',
  stale: 'Someone else saved the settings after you opened them. Reload to see their changes, then make yours again.',
  saved: 'Settings saved.',
} as const;

const M = SHOP_SETTINGS_MESSAGES;
const L = SHOP_SETTINGS_LIMITS;

/** Free text that may be left empty. */
const optionalText = (max: number) =>
  z
    .string({ error: M.tooLong(max) })
    .trim()
    .max(max, M.tooLong(max));

/**
 * A Bangladeshi mobile number by the shop's one rule (normalizeBdPhone), kept with the country code
 * (+8801…) so a call link and a WhatsApp link both work from it; empty when the shop has none.
 */
const mobileNumber = () =>
  z
    .string({ error: M.phone })
    .trim()
    .transform((value, context) => {
      if (value === '') return '';
      const local = normalizeBdPhone(value);
      if (local === null) {
        context.addIssue({ code: 'custom', message: M.phone });
        return z.NEVER;
      }
      return `+88${local}`;
    });

const email = () =>
  z
    .string({ error: M.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, M.email)
    .refine((value) => value === '' || isValidEmail(value), M.email)
    .transform((value) => value.toLowerCase());

/** Only https: a link in the shop's footer must not send a shopper to a page anyone on the way can change. */
const httpsUrl = () =>
  z
    .string({ error: M.url })
    .trim()
    .max(L.url, M.tooLong(L.url))
    .refine((value) => value === '' || z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(value).success, M.url);

const identifier = () => optionalText(L.identifier).regex(/^$|^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, M.identifier);

/** Null: no rate set, and invoices say only that prices include VAT. */
const vatRate = () =>
  z
    .number({ error: M.vatRate })
    .gt(0, M.vatRate)
    .max(L.vatRate, M.vatRate)
    // At most two decimals, as the column keeps them.
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.vatRate)
    .nullable();

const charge = () => z.number({ error: M.charge }).int(M.charge).min(0, M.charge).max(L.charge, M.charge);

const switchedOn = () => z.boolean({ error: M.paymentMethod });

/** Every field of the form, without defaults, so a change (`shopSettingsPatchSchema`) sends only what changed. */
const shopSettingsFields = {
  shop_name: z.string({ error: M.shopNameRequired }).trim().min(1, M.shopNameRequired).max(L.shopName, M.tooLong(L.shopName)),
  phone: mobileNumber(),
  whatsapp_number: mobileNumber(),
  email: email(),
  address: optionalText(L.address),
  social_links: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl()])) as Record<SocialNetwork, ReturnType<typeof httpsUrl>>),
  trade_licence: identifier(),
  dbid: identifier(),
  bin: identifier(),
  vat_rate: vatRate(),
  delivery_charges: z.object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, charge()])) as Record<DeliveryZone, ReturnType<typeof charge>>),
  payment_methods: z.object(
    Object.fromEntries(
      PAYMENT_METHODS.map((method) => [method, LATER_PAYMENT_METHODS.includes(method) ? switchedOn().default(false) : switchedOn()]),
    ) as Record<Exclude<PaymentMethod, LaterPaymentMethod>, ReturnType<typeof switchedOn>> &
      Record<LaterPaymentMethod, z.ZodDefault<ReturnType<typeof switchedOn>>>,
  ),
  advance_payment: advanceRulesSchema,
};

export const shopSettingsEditSchema = z.object(shopSettingsFields);
export type ShopSettingsEdit = z.infer<typeof shopSettingsEditSchema>;

/** A change: the fields sent, as of the version the sender opened. */
export const shopSettingsPatchSchema = z.object({
  ...z.object(shopSettingsFields).partial().shape,
  version: z.number({ error: M.version }).int(M.version).min(1, M.version),
});
export type ShopSettingsPatch = z.infer<typeof shopSettingsPatchSchema>;

/** Switches saved before bKash or Nagad existed have no `bkash` or `nagad`: it is off there. */
export type PaymentSwitches = Record<Exclude<PaymentMethod, LaterPaymentMethod>, boolean> & Partial<Record<LaterPaymentMethod, boolean | undefined>>;

const takes = (switched: PaymentSwitches, configured: PaymentMethodsConfigured) => (method: PaymentMethod) =>
  (switched[method] ?? false) && (method === 'cod' || configured[method]);

/**
 * The ways to pay checkout offers: those switched on that the shop can take (online, bKash and Nagad
 * only with their gateway). The one source for checkout, the order API and the shop's pages. Saving
 * refuses to leave none; should a gateway's credentials go after cash on delivery was switched
 * off, cash on delivery is offered again rather than a checkout nobody can use.
 */
export function offeredPaymentMethods(switched: PaymentSwitches, configured: PaymentMethodsConfigured): PaymentMethod[] {
  const offered = PAYMENT_METHODS.filter(takes(switched, configured));
  return offered.length > 0 ? offered : ['cod'];
}

/** Whether these switches leave a way to pay that the shop can take. */
export function leavesAWayToPay(switched: PaymentSwitches, configured: PaymentMethodsConfigured): boolean {
  return PAYMENT_METHODS.some(takes(switched, configured));
}
