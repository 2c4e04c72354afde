import { orderEmiAnswer } from '#server/modules/emi/order-answer.ts';
import { z } from 'zod';
import { NOTIFICATION_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '#server/db/schema.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { customerAnswer } from '#server/modules/auth/answers.ts';
import { advanceAnswerFields, refundOutcome } from '#server/modules/orders/answers.ts';

/**
 * What the dashboard operations answer, for the API document: the shapes of ./present.ts and
 * ./service.ts. Money is whole taka; times are ISO 8601 instants.
 */

const int = () => z.number().int();
const instant = () => z.iso.datetime();

const paymentStatus = z.enum(PAYMENT_STATUSES).describe('`partially_refunded`: an approved refund paid back some of a paid order');

const variantOption = z.object({ name: z.string(), value: z.string() });

const orderAmounts = {
  id: int(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: paymentStatus,
  payment_method: z.enum(PAYMENT_METHODS),
  subtotal: int(),
  delivery_charge: int(),
  discount: int(),
  emi: orderEmiAnswer.nullable(),
  total: int(),
  refunded_amount: int().describe('Paid back so far; the order cost the customer `total - refunded_amount`'),
  ...advanceAnswerFields,
  item_count: int().describe('Units ordered, summed over the lines'),
};

const orderSummary = z.object({
  ...orderAmounts,
  first_item_name: z.string().nullable(),
  first_item_image: z.string().nullable().describe('Path of the first line’s image on this shop (`/media/…`)'),
  created_at: instant(),
});

const orderItem = z.object({
  id: int().describe('The line, as refund requests name it (`order_item_id`)'),
  product_id: int().nullable().describe('Null once the product was deleted; the line keeps its name and price'),
  variant_id: int().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.array(variantOption),
  image: z.string().nullable(),
  unit_price: int(),
  retail_price: int(),
  quantity: int(),
  line_total: int(),
});

const orderEvent = z.object({
  id: int(),
  status: z.string().describe('The order status it moved to, or the payment status for a payment change'),
  note: z.string().nullable(),
  created_at: instant(),
});

const refundRequest = z.object({
  id: int(),
  order_id: int(),
  order_number: z.string(),
  reason: z.string(),
  items: z.array(z.object({ order_item_id: int(), quantity: int(), name: z.string().nullable().describe('Null if the line no longer belongs to the order') })),
  amount: int().describe('What approving it pays back'),
  status: z.enum(REFUND_STATUSES),
  staff_note: z.string().nullable(),
  ...refundOutcome,
  created_at: instant(),
});

const orderDetail = z.object({
  ...orderAmounts,
  created_at: instant(),
  updated_at: instant(),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  shipping_address: z.object({ division: z.string(), district: z.string(), area: z.string().nullable(), address: z.string() }),
  delivery_zone: z.string().describe('`inside_dhaka_city`, `dhaka_suburbs` or `rest_of_bangladesh`'),
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
  note: z.string().nullable(),
  items: z.array(orderItem),
  events: z.array(orderEvent).describe('Status changes, oldest first'),
  refund_requests: z.array(refundRequest),
});

const purchase = z.object({
  id: int().describe('The order line'),
  order_id: int(),
  order_number: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  product_id: int().nullable(),
  variant_id: int().nullable(),
  name: z.string(),
  sku: z.string(),
  options: z.array(variantOption),
  image: z.string().nullable(),
  unit_price: int(),
  quantity: int(),
  line_total: int(),
  purchased_at: instant().describe('When the order was placed'),
});

const notification = z.object({
  id: int(),
  type: z.enum(NOTIFICATION_TYPES),
  icon: z.string(),
  title: z.string(),
  message: z.string(),
  time: z.string().describe('Short relative text ("5 min ago"; the date in Bangladesh after a week) as of the answer'),
  created_at: instant(),
  is_read: z.boolean(),
  link: z.string().nullable().describe('A path in the shop'),
});

const dashboardSummary = z.object({
  orderCount: int(),
  completedOrderCount: int().describe('Delivered orders'),
  totalSpent: int().describe('Delivered or paid orders, less refunds, in whole taka'),
  wishlistCount: int().describe('Always 0: the wishlist lives in the browser, which adds its own count'),
  notificationCount: int().describe('Unread notifications, as the header badge counts them'),
  recentOrders: z.array(orderSummary).describe('The newest five'),
  recentNotifications: z.array(notification).describe('The newest five of the customer’s own'),
  customerInfo: customerAnswer,
});

/** A page of a list: the items under `data`, the page figures beside it (not inside `data`). */
const pageOf = <Item extends z.ZodType>(item: Item, description: string) =>
  z
    .object({
      success: z.literal(true),
      message: z.string(),
      data: z.array(item),
      current_page: int(),
      per_page: int(),
      total: int(),
      last_page: int().describe('At least 1: an empty list is one empty page'),
    })
    .describe(description);

export const summaryAnswers = answers({ 200: envelope(dashboardSummary, 'The dashboard’s figures and newest activity') });

export const orderListAnswers = answers({ 200: pageOf(orderSummary, 'A page of the customer’s orders, newest first') });

export const orderAnswers = answers({ 200: envelope(orderDetail, 'The order with its lines, timeline and refund requests') }, [404]);

export const purchaseHistoryAnswers = answers({ 200: pageOf(purchase, 'A page of purchased lines, newest order first') });

export const refundRequestListAnswers = answers({ 200: pageOf(refundRequest, 'A page of the customer’s refund requests, newest first') });

const updatedCustomer = z.object({ customer: customerAnswer });

export const profileAnswers = answers({ 200: envelope(updatedCustomer, 'Profile saved') });

export const profileImageAnswers = answers({
  200: envelope(
    updatedCustomer.extend({ profile_image: z.string().describe('Path of the new image on this shop (`/media/…`)') }),
    'Image saved, re-encoded as WebP of at most 512×512',
  ),
});
