import { orderEmiAnswer } from '#server/modules/emi/order-answer.ts';
import { z } from 'zod';
import { DELIVERY_ZONES } from '#domain/delivery.ts';
import { ORDER_EDITED_STATUS } from '#domain/order-edit.ts';
import { DESK_STEPS, ORDER_QUEUES, ORDER_STATUSES } from '#domain/order-flow.ts';
import { COURIERS, PARCEL_STATES } from '#domain/couriers.ts';
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_GATEWAYS, PAYMENT_METHODS, PAYMENT_STATUSES } from '#server/db/schema.ts';
import { answers, apiErrorBody, envelope } from '#server/http/openapi/answers.ts';
import { advanceAnswerFields, orderItem } from '#server/modules/orders/answers.ts';

/** What the order desk's operations answer, as ./service.ts shapes them. Money is whole taka. */

const int = () => z.number().int();
const instant = () => z.iso.datetime();
const status = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);
const paymentMethod = z.enum(PAYMENT_METHODS);

const deskOrderRow = z.object({
  order_number: z.string(),
  status,
  payment_status: paymentStatus,
  payment_method: paymentMethod,
  customer_name: z.string(),
  phone: z.string(),
  district: z.string(),
  delivery_zone: z.string(),
  deliver_by: z.iso.date().nullable().describe('The Bangladesh day it is promised by; null until its clock starts'),
  late: z.boolean().describe('Its promised day has passed and it is neither delivered nor cancelled'),
  total: int(),
  created_at: instant(),
});
z.globalRegistry.add(deskOrderRow, { id: 'AdminOrderRow', description: 'An order as the desk’s queue lists it' });

const queueCounts = z.object(Object.fromEntries(ORDER_QUEUES.map((queue) => [queue, int()])) as Record<(typeof ORDER_QUEUES)[number], z.ZodNumber>);

const orderPage = z.object({
  orders: z.array(deskOrderRow).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Send as `cursor` for the next page; null on the last'),
  counts: queueCounts.describe('Orders in each queue under the same search and filters, counted up to `count_cap`'),
  count_cap: int().describe('A count that reaches this means this many or more: 10,000, or 1,000 under a search by part of a name'),
});

/** One online payment attempt as the back office shows it (the order desk, and the refund desk without the bank's details). */
export const paymentAttempt = z.object({
  id: int(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  amount: int(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  tran_id: z.string(),
  bank_tran_id: z.string().nullable(),
  card_type: z.string().nullable(),
  created_at: instant(),
});

const timelineEvent = z.object({
  id: int(),
  status: z
    .string()
    .describe(
      `The order status it moved to (${ORDER_STATUSES.join(', ')}), the payment status (${PAYMENT_STATUSES.join(', ')}), or \`${ORDER_EDITED_STATUS}\` when staff changed a line`,
    ),
  note: z.string().nullable().describe('A cancellation’s reason, the cash collected, a gateway’s note, what a line edit changed'),
  staff_name: z.string().nullable().describe('Who made the change; null for the shop itself (checkout, a payment, the unpaid-order sweep) or the command line'),
  created_at: instant(),
});

const staffNote = z.object({ id: int(), body: z.string(), staff_name: z.string(), created_at: instant() });
z.globalRegistry.add(staffNote, { id: 'AdminOrderNote', description: 'A note staff wrote on an order; the customer never sees it' });

const deskOrder = z.object({
  id: int(),
  order_number: z.string(),
  status,
  payment_status: paymentStatus,
  payment_method: paymentMethod,
  subtotal: int(),
  delivery_charge: int(),
  discount: int(),
  emi: orderEmiAnswer.nullable(),
  total: int(),
  refunded_amount: int(),
  ...advanceAnswerFields,
  amount_due: int().describe('What the customer still owes: the total of an unpaid order, 0 once paid'),
  item_count: int(),
  created_at: instant(),
  updated_at: instant(),
  customer_id: int().nullable().describe('The account it was placed from; null for a guest'),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  shipping_address: z.object({ division: z.string(), district: z.string(), area: z.string().nullable(), address: z.string() }),
  delivery_zone: z.string().describe(`The zone the delivery was charged for: ${DELIVERY_ZONES.join(', ')}`),
  note: z.string().nullable().describe('The customer’s note at checkout'),
  deliver_by: z.iso
    .date()
    .nullable()
    .describe(
      'The Bangladesh day the order is promised by: 5 days inside Dhaka city, 10 elsewhere, from full payment (cash on delivery: from confirmation); null until then',
    ),
  late: z.boolean().describe('Its promised day has passed and it is neither delivered nor cancelled'),
  refund_due_by: z.iso
    .date()
    .nullable()
    .describe('For an order cancelled undelivered that held money (paid ahead, or a cash order’s advance): the day it must be back by (10 days)'),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  items: z.array(orderItem),
  timeline: z.array(timelineEvent).describe('Every change of state and payment, oldest first'),
  notes: z.array(staffNote).describe('Oldest first'),
  payments: z.array(paymentAttempt).describe('Online payment attempts, oldest first; cash collected shows in the timeline'),
  steps: z.array(z.enum(DESK_STEPS)).describe('The steps its state allows now'),
  can_mark_paid: z.boolean().describe('A cash-on-delivery order not yet paid or cancelled'),
  can_edit_lines: z.boolean().describe('Its lines may still change: the parcel has not left the shop'),
  couriers: z.array(z.enum(COURIERS)).describe('The couriers set up for booking through their APIs; manual handover is always possible'),
  parcel: z
    .object({
      courier: z.enum(COURIERS),
      state: z.enum(['requested', 'booked']).describe('requested: sent, answer not yet known; booked: the courier took it'),
      consignment_id: z.string().nullable(),
      tracking_code: z.string().nullable(),
      charge: int().nullable().describe('The courier’s delivery charge, once it says'),
      cod_amount: int().describe('Cash the courier was asked to collect'),
      parcel_state: z.enum(PARCEL_STATES).nullable(),
      courier_status: z.string().nullable().describe('The courier’s own word for the state'),
      attention: z.string().nullable().describe('What staff must look at (a return, a short collection)'),
      staff_name: z.string().nullable(),
      requested_at: instant(),
    })
    .nullable()
    .describe('The parcel booked with a courier through its API, if any'),
});
z.globalRegistry.add(deskOrder, { id: 'AdminOrder', description: 'An order as the desk works on it' });

const guarded = [401, 403] as const;

/** A line edit's 409: a stale view, a state that allows no edit, or a price that moved since the sale. */
const lineEditConflict = apiErrorBody
  .extend({
    code: z
      .literal('PRICE_CHANGED')
      .optional()
      .describe('Present when the product’s price moved: send `current_unit_price` back as `expected_unit_price` to charge it'),
    current_unit_price: int().optional().describe('What the product sells for now, when that is the conflict'),
  })
  .describe('The order changed since the caller looked (reload), its parcel has left the shop, or the product’s price moved since the sale');

export const adminOrderAnswers = {
  list: answers({ 200: envelope(orderPage, 'A page of the queue, with every queue’s count') }, [...guarded, 422]),
  one: answers({ 200: envelope(deskOrder, 'The order') }, [...guarded, 404, 422]),
  step: answers({ 200: envelope(deskOrder, 'The order after the step') }, [...guarded, 404, 409, 422]),
  paid: answers({ 200: envelope(deskOrder, 'The order, now paid') }, [...guarded, 404, 409, 422]),
  note: answers({ 201: envelope(staffNote, 'The note as added') }, [...guarded, 404, 422]),
  line: answers({ 200: envelope(deskOrder, 'The order with the line changed and its totals worked out again'), 409: lineEditConflict }, [...guarded, 404, 422]),
};
