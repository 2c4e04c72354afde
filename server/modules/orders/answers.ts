import { orderEmiAnswer } from '#server/modules/emi/order-answer.ts';
import { z } from 'zod';
import { DELIVERY_ZONES } from '#domain/delivery.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_GATEWAYS, REFUND_PAYOUTS, REFUND_STATUSES } from '#server/db/schema.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';

// What the order operations answer, as server/modules/account/present.ts and ./present.ts shape it.
// Money is whole taka; times are ISO 8601 strings.

const wholeNumber = () => z.number().int();

/** What an order paid ahead and what is left: the advance of a cash-on-delivery order, when the shop asks one. */
export const advanceAnswerFields = {
  advance_amount: wholeNumber().describe('Taka this cash-on-delivery order pays online before it is sent; 0: none asked'),
  advance_paid: z.boolean().describe('Whether the advance is paid; the order cannot go to the courier before it is'),
  amount_paid: wholeNumber().describe('Paid so far: the whole total once paid, else the advance once paid'),
  amount_due: wholeNumber().describe('Left to pay, in cash on delivery for a cash order'),
};
const instant = () => z.iso.datetime();

const orderStatus = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES).describe('`partially_refunded`: an approved refund paid back some of a paid order');
const paymentMethod = z.enum(PAYMENT_METHODS);
const refundStatus = z.enum(REFUND_STATUSES);

const variantOption = z.object({ name: z.string(), value: z.string() });

export const orderItem = z.object({
  id: wholeNumber().describe('The line, as refund requests name it (`order_item_id`)'),
  product_id: wholeNumber().nullable().describe('Null once the product was deleted; the line keeps its name and price'),
  variant_id: wholeNumber().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.array(variantOption),
  image: z.string().nullable(),
  unit_price: wholeNumber(),
  retail_price: wholeNumber(),
  quantity: wholeNumber(),
  line_total: wholeNumber(),
});

/** A step of an order's timeline: its status, or its payment's, from then on. */
const orderEvent = z.object({
  id: wholeNumber(),
  // A text column: the order's statuses and its payment's share it.
  status: z.string().describe(`The order status it moved to (${ORDER_STATUSES.join(', ')}) or the payment status (${PAYMENT_STATUSES.join(', ')})`),
  note: z.string().nullable(),
  created_at: instant(),
});

/** What staff decided: both null while the request waits. */
export const refundOutcome = {
  approved_amount: wholeNumber().nullable().describe('What staff approved, which may be less than asked; null until approved'),
  payout: z
    .enum(REFUND_PAYOUTS)
    .nullable()
    .describe(
      'How the money goes back; null until approved. Cash: `awaiting_cash`, then `paid_out` once staff handed it back. Online: `sending` (and `processing` while the gateway completes it), then `sent` once the gateway accepted the refund, or `failed` (staff may send it again). `pending_manual`: to be sent back by hand',
    ),
  payout_gateway: z.enum(PAYMENT_GATEWAYS).nullable().describe('The gateway an online refund is sent back through; null for cash'),
  paid_out_at: instant().nullable().describe('When the money went back (`sent` or `paid_out`); null before'),
};

const refundRequestOfOrder = z.object({
  id: wholeNumber(),
  order_id: wholeNumber(),
  order_number: z.string(),
  reason: z.string(),
  items: z.array(
    z.object({
      order_item_id: wholeNumber(),
      quantity: wholeNumber(),
      name: z.string().nullable().describe('Null if the line no longer belongs to the order'),
    }),
  ),
  amount: wholeNumber().describe('What approving it pays back'),
  status: refundStatus,
  staff_note: z.string().nullable(),
  ...refundOutcome,
  created_at: instant(),
});

/** An order with its lines and timeline, as its customer (or the guest who placed it) sees it. */
const orderDetail = z.object({
  id: wholeNumber(),
  order_number: z.string(),
  status: orderStatus,
  payment_status: paymentStatus,
  payment_method: paymentMethod,
  subtotal: wholeNumber(),
  delivery_charge: wholeNumber(),
  discount: wholeNumber(),
  emi: orderEmiAnswer.nullable(),
  total: wholeNumber(),
  refunded_amount: wholeNumber().describe('Paid back so far; the order cost the customer `total - refunded_amount`'),
  ...advanceAnswerFields,
  item_count: wholeNumber().describe('Units ordered, summed over the lines'),
  created_at: instant(),
  updated_at: instant(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  shipping_address: z.object({ division: z.string(), district: z.string(), area: z.string().nullable(), address: z.string() }),
  // The presenter reads a text column; checkout only ever writes one of DELIVERY_ZONES there.
  delivery_zone: z.string().describe(`The zone the delivery was charged for: ${DELIVERY_ZONES.join(', ')}`),
  note: z.string().nullable(),
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
  items: z.array(orderItem),
  events: z.array(orderEvent).describe('Status changes, oldest first'),
  refund_requests: z.array(refundRequestOfOrder).describe('Empty on a newly placed order'),
});

// A pass comes back only when the order itself proved the number with `phone_code`; browsers also
// get it as a cookie. Swagger turns the `headers` keyword of a response schema into response headers.
const newPhonePass = {
  headers: {
    'Phone-Token': {
      type: 'string',
      description: 'A new phone pass, when `phone_code` proved the number: send it as Phone-Token with the next order (browsers get it as a cookie too)',
    },
  },
};

export const placeOrderAnswers = answers(
  {
    201: envelope(orderDetail, 'Order placed').meta(newPhonePass),
    200: envelope(orderDetail, 'Already placed: the Idempotency-Key was sent before with the same order, which is answered again').meta(newPhonePass),
  },
  // 403: the signed-in account, or the account the mobile number belongs to, was blocked by staff.
  [403, 429],
);

export const refundRequestAnswers = answers(
  {
    201: envelope(
      z.object({
        id: wholeNumber(),
        order_id: wholeNumber(),
        order_number: z.string(),
        reason: z.string(),
        items: z.array(z.object({ order_item_id: wholeNumber(), quantity: wholeNumber() })),
        amount: wholeNumber().describe('What approving it pays back: the items’ prices as ordered'),
        status: refundStatus,
        staff_note: z.string().nullable(),
        ...refundOutcome,
        created_at: instant(),
        updated_at: instant(),
      }),
      'Refund request received; it is pending until staff decide',
    ),
  },
  [404],
);

export const trackOrderAnswers = answers(
  {
    200: envelope(
      z.object({
        order_number: z.string(),
        status: orderStatus,
        payment_status: paymentStatus,
        payment_method: paymentMethod,
        total: wholeNumber(),
        ...advanceAnswerFields,
        delivery_zone: z.string().describe(`The zone the delivery was charged for: ${DELIVERY_ZONES.join(', ')}`),
        deliver_by: z.iso.date().nullable().describe('The Bangladesh day the order is promised by; null until full payment (cash on delivery: confirmation)'),
        late: z.boolean().describe('Its promised day has passed and it is neither delivered nor cancelled'),
        items: z.array(z.object({ name: z.string(), quantity: wholeNumber(), image: z.string().nullable() })),
        events: z.array(orderEvent).describe('Status changes, oldest first'),
        created_at: instant(),
      }),
      "The order's progress and items (never its address, name or email)",
    ),
  },
  [404, 429],
);
