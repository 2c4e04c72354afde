import { z } from 'zod';
import { mergeLines, OVER_LINE_CAP } from '#domain/cart-lines.ts';
import { decideDeliveryZone } from '#domain/delivery-zone.ts';
import { MAX_LINE_QUANTITY } from '#domain/stock.ts';
import { emiSelectionSchema } from '#domain/emi-edit.ts';
import { PAYMENT_METHODS } from '#server/db/schema.ts';
import { emailField, requiredPhoneField } from '#server/modules/auth/schemas.ts';
import { findDistrict, findDivision } from '#server/modules/geo/divisions.ts';
import { phoneCodeField } from '#server/modules/phone-checks/schemas.ts';

export { MAX_LINE_QUANTITY } from '#domain/stock.ts';
export const MAX_ORDER_LINES = 50;

const id = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const orderLine = z.object({
  product_id: id('must be a product id'),
  variant_id: id('must be a variant id').nullish(),
  quantity: z.coerce
    .number({ error: 'Quantity must be a whole number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_LINE_QUANTITY, OVER_LINE_CAP),
});

export type OrderLineInput = z.infer<typeof orderLine>;

/** The order's lines as domain/cart-lines.ts counts them. */
export const quantityLines = (items: readonly OrderLineInput[]) =>
  items.map((item) => ({ productId: item.product_id, variantId: item.variant_id ?? null, quantity: item.quantity }));

const humanList = (numbers: number[]) => (numbers.length === 1 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`);

/**
 * The cap counts a product's lines together, or two lines of 20 would order 40; the message goes
 * on the product's last line and names the others.
 */
const orderLines = z
  .array(orderLine, { error: 'Your cart is empty.' })
  .min(1, 'Your cart is empty.')
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} products per order.`)
  .superRefine((items, context) => {
    for (const line of mergeLines(quantityLines(items))) {
      if (line.wanted <= line.quantity) continue;
      const lines = humanList(line.positions.map((position) => position + 1));
      context.addIssue({
        code: 'custom',
        path: [line.positions.at(-1)!, 'quantity'],
        message: `${OVER_LINE_CAP} Lines ${lines} are the same product: ${line.wanted} in all.`,
      });
    }
  });

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Enter at most ${max} characters.`);

/**
 * `requiredPhoneField` reads a blank number as none, which makes zod take the field's input as
 * optional, and the API document with it; `nonoptional` marks it required and changes nothing else
 * (the field's own "enter a number" message still comes first).
 */
export const requiredMobileNumber = (message: string) => requiredPhoneField(message).nonoptional();

const placeOrderFields = z.object({
  items: orderLines,
  name: requiredText('Enter the name of the person receiving the order.', 100),
  phone: requiredMobileNumber('Enter a mobile number so the courier can call.'),
  email: emailField,
  division: requiredText('Choose a division.', 50),
  district: requiredText('Choose a district.', 50),
  /** One of the district's listed areas (domain/delivery-areas.json); free text where the district has no list. */
  area: z.string().trim().max(100, 'Enter at most 100 characters.').optional(),
  address: requiredText('Enter the delivery address (house, road, area).', 500).refine(
    (value) => value.length >= 5,
    'Enter the delivery address (house, road, area).',
  ),
  note: z.string().trim().max(500, 'Enter at most 500 characters.').optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose how you will pay.' }),
  /** Pay on EMI (online payment only): the order is priced at regular prices plus the bank's charge. */
  emi: emiSelectionSchema.optional(),
  /** The code sent by SMS to `phone`, when the caller holds no pass for the number yet. */
  phone_code: phoneCodeField.optional(),
  /** A signed-in customer's wish to keep the number and delivery address in their profile where it has none. */
  save_to_profile: z.boolean({ error: 'Answer true or false.' }).optional(),
});

/** The checkout form reads the mobile number alone, to ask for its code while other fields are wrong. */
export const placeOrderPhone = placeOrderFields.shape.phone;

/**
 * The place as the lists spell it, whichever spelling was sent, so the zone the order is charged
 * for is decided from the district and area the order stores.
 */
export const placeOrderBody = placeOrderFields.transform((value, context) => {
  const division = findDivision(value.division);
  if (!division) {
    context.addIssue({ code: 'custom', path: ['division'], message: 'Choose a division from the list.' });
    return z.NEVER;
  }
  const district = findDistrict(division, value.district);
  if (!district) {
    context.addIssue({ code: 'custom', path: ['district'], message: `Choose a district of ${division.name} division.` });
    return z.NEVER;
  }
  const zone = decideDeliveryZone({ district: district.name, area: value.area });
  if (!zone.ok) {
    context.addIssue({ code: 'custom', path: ['area'], message: zone.message });
    return z.NEVER;
  }
  return { ...value, division: division.name, district: district.name, area: zone.area ?? undefined };
});

export type PlaceOrderInput = z.infer<typeof placeOrderBody>;

export const idempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 100 characters.')
    .max(100, 'Idempotency-Key must be 8 to 100 characters.')
    .optional(),
});

export const refundRequestBody = z.object({
  order_id: id('must be an order id'),
  reason: z
    .string({ error: 'Tell us why you want a refund.' })
    .trim()
    .min(10, 'Tell us why you want a refund (at least 10 characters).')
    .max(1000, 'Enter at most 1000 characters.'),
  items: z
    .array(
      z.object({
        order_item_id: id('must be an item of the order'),
        quantity: z.coerce
          .number({ error: 'Quantity must be a whole number.' })
          .int('Quantity must be a whole number.')
          .min(1, 'Quantity must be at least 1.')
          .max(1000, 'Quantity is too large.'),
      }),
      { error: 'Choose the items to refund.' },
    )
    .min(1, 'Choose the items to refund.')
    .max(MAX_ORDER_LINES, 'Too many items.'),
});

export type RefundRequestInput = z.infer<typeof refundRequestBody>;

export const trackOrderQuery = z.object({
  order_number: z.string({ error: 'Enter your order number.' }).trim().min(1, 'Enter your order number.').max(30, 'That is not an order number.'),
  phone: requiredMobileNumber('Enter the mobile number used for the order.'),
});
