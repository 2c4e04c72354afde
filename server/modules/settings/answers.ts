import { z } from 'zod';
import { ADVANCE_KINDS } from '#domain/advance-payment.ts';
import { DELIVERY_ZONES, type DeliveryZone } from '#domain/delivery.ts';
import { PAYMENT_METHODS, type PaymentMethod, SOCIAL_NETWORKS, type SocialNetwork } from '#domain/shop-settings.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';

/** What the back office's settings operations answer, for the API document. */

const int = () => z.number().int();

const adminSettings = z.object({
  shop_name: z.string(),
  phone: z.string().describe('+8801… ; empty when the shop shows none'),
  whatsapp_number: z.string().describe('+8801… ; empty when the shop shows none'),
  email: z.string().describe('Empty when the shop shows none'),
  address: z.string(),
  social_links: z
    .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string()])) as Record<SocialNetwork, z.ZodString>)
    .describe('An https URL per network; empty when the shop is not on it'),
  trade_licence: z.string().describe('Empty when not set; the footer then shows nothing for it'),
  dbid: z.string().describe('The Digital Business ID; empty when not set'),
  bin: z.string().describe('The VAT Business Identification Number; empty when not set'),
  vat_rate: z
    .number()
    .nullable()
    .describe('Percent (15, 7.5); invoices print the VAT inside the total at this rate. Null: not set, invoices say only that prices include VAT'),
  delivery_charges: z
    .object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, int()])) as Record<DeliveryZone, z.ZodNumber>)
    .describe('Whole taka by zone; 0 is free delivery'),
  payment_methods: z
    .object(Object.fromEntries(PAYMENT_METHODS.map((method) => [method, z.boolean()])) as Record<PaymentMethod, z.ZodBoolean>)
    .describe('Switched on or off; online, bKash and Nagad are offered only while their gateway is configured'),
  advance_payment: z
    .object({
      above_total: int().nullable().describe('An order whose total is above this many taka pays an advance; null: no limit'),
      outside_own_area: z.boolean().describe('An order delivered outside Dhaka city (the shop’s own riders’ area) pays an advance'),
      flagged_products: z.boolean().describe('An order with a product marked “needs advance” pays an advance'),
      kind: z.enum(ADVANCE_KINDS).describe('The advance: the order’s delivery charge, a percentage of its total, or a fixed sum'),
      value: int().describe('The percentage (1–100) for `percent`, the taka for `fixed`; unused for `delivery_charge`'),
    })
    .describe('When a cash-on-delivery order pays part of its total online before it is sent; every rule off by default'),
  online_gateway: z.enum(['sslcommerz', 'test']).nullable().describe('The gateway that would take online payments; null: online payment cannot be switched on'),
  bkash_configured: z.boolean().describe('Whether bKash credentials are set; false: bKash cannot be switched on'),
  nagad_configured: z.boolean().describe('Whether Nagad’s merchant id and keys are set; false: Nagad cannot be switched on'),
  version: int().describe('Send it back with a change, so a change saved meanwhile by someone else is not overwritten'),
  updated_at: z.iso.datetime(),
});
z.globalRegistry.add(adminSettings, { id: 'AdminShopSettings', description: 'The shop’s settings as the back office edits them' });

const everyError = [401, 403] as const;

export const adminSettingsAnswers = answers({ 200: envelope(adminSettings, 'The settings') }, [...everyError]);
export const adminSettingsUpdatedAnswers = answers({ 200: envelope(adminSettings, 'The settings as saved') }, [...everyError, 409, 422]);
