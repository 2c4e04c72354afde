import { pageQueryFields } from '#server/http/newest-first-pages.ts';
import { z } from 'zod';
import { ORDER_DESK_LIMITS as L, ORDER_DESK_MESSAGES as M, ORDER_QUEUES, ORDER_STATUSES } from '#domain/order-flow.ts';
import { PAYMENT_METHODS } from '#domain/shop-settings.ts';
import { LINE_QUANTITY_LIMIT, ORDER_EDIT_MESSAGES as E } from '#domain/order-edit.ts';
import { ORDER_NUMBER_PATTERN } from '#server/modules/orders/order-number.ts';

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.badDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.badDate);

export const adminOrderListQuery = z
  .object({
    queue: z.enum(ORDER_QUEUES, { error: `must be one of ${ORDER_QUEUES.join(', ')}` }).default('new'),
    q: z
      .string()
      .trim()
      .max(L.search, `must be at most ${L.search} characters`)
      .optional()
      .describe('An order number (whole), a mobile number (whole, any usual spelling) or part of the customer’s name'),
    from: day().optional().describe('Placed on or after this day, Bangladesh time (YYYY-MM-DD)'),
    to: day().optional().describe('Placed on or before this day, Bangladesh time (YYYY-MM-DD)'),
    payment_method: z.enum(PAYMENT_METHODS, { error: `must be ${PAYMENT_METHODS.join(' or ')}` }).optional(),
    ...pageQueryFields('orders'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: M.toBeforeFrom });

export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderParams = z.object({
  // Checked against the shape the shop draws, so a stray byte (a NUL, say) never reaches a query.
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'must be an order number such as DK261121-ABC234')
    .describe('The order number, as DK261121-ABC234'),
});

const expected = z
  .enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` })
  .describe(
    'The state the order was in when the caller looked: if it has moved since (another member of staff was quicker), nothing is done and the answer is 409',
  );

const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, `must be at most ${max} characters`);

export const adminOrderStepBody = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('confirm'), expected_status: expected }),
    z.object({ step: z.literal('process'), expected_status: expected }),
    z.object({
      step: z.literal('ship'),
      expected_status: expected,
      courier: text(L.courier, M.courierRequired),
      tracking_number: text(L.trackingNumber, M.trackingRequired),
    }),
    z.object({ step: z.literal('deliver'), expected_status: expected }),
    z.object({ step: z.literal('cancel'), expected_status: expected, reason: text(L.reason, M.reasonRequired) }),
  ],
  { error: 'must be confirm, process, ship, deliver or cancel' },
);

export type AdminOrderStep = z.infer<typeof adminOrderStepBody>;

export const adminOrderPaymentBody = z.object({
  amount: z
    .number({ error: M.amountRequired })
    .int('must be whole taka')
    .min(0, 'must not be negative')
    .describe('Cash collected, in whole taka: must be the amount due'),
});

export const adminOrderNoteBody = z.object({ body: text(L.note, M.noteRequired) });

export const adminOrderLineParams = adminOrderParams.extend({
  line_id: z.coerce
    .number({ error: 'must be a line id' })
    .int('must be a line id')
    .positive('must be a line id')
    .describe('The line, as the order’s `items[].id` names it'),
});

const expectedUpdatedAt = z.iso
  .datetime({ error: 'must be the order’s updated_at as the desk showed it' })
  .describe('The order’s `updated_at` when the caller looked: if anything changed it since, nothing is done and the answer is 409');

export const adminOrderLineBody = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('set_quantity'),
      quantity: z
        .number({ error: E.quantityRange })
        .int(E.quantityRange)
        .min(1, E.quantityRange)
        .max(LINE_QUANTITY_LIMIT, E.quantityRange)
        .describe(`The line’s new quantity, 1 to ${LINE_QUANTITY_LIMIT}; more units are reserved only if they are on the shelf`),
      expected_unit_price: z
        .number({ error: 'must be whole taka' })
        .int('must be whole taka')
        .min(0, 'must not be negative')
        .optional()
        .describe(
          'The unit price the caller agrees to charge. Needed only when the product’s price moved since the sale: without it (or with another figure) the answer is 409 with `current_unit_price`',
        ),
      expected_updated_at: expectedUpdatedAt,
    }),
    z.object({ action: z.literal('remove'), expected_updated_at: expectedUpdatedAt }),
  ],
  { error: 'must be set_quantity or remove' },
);

export type AdminOrderLineEdit = z.infer<typeof adminOrderLineBody>;
