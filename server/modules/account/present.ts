import { paidAndDue } from '#domain/advance-payment.ts';
import { emiMonthly } from '#domain/emi.ts';
import type {
  OrderAddress,
  orderEvents,
  orderItems,
  orders,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  RefundPayout,
  PAYMENT_GATEWAYS,
  VariantAttribute,
} from '#server/db/schema.ts';
import type { PresentedCustomer } from '#server/modules/auth/present.ts';
import { isLateOrder } from '#domain/delivery-window.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';
import type { NotificationView } from '#server/modules/notifications/service.ts';

// The dashboard's API shapes. Money is whole taka; times are ISO 8601 strings.

export type OrderStatus = (typeof ORDER_STATUSES)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
type RefundStatus = (typeof REFUND_STATUSES)[number];

type OrderRow = typeof orders.$inferSelect;

/** Order lines keep the path of the product's card image below the media root (checkout writes it). */
const lineImageUrl = (path: string | null) => (path ? mediaUrl(path) : null);
type OrderItemRow = typeof orderItems.$inferSelect;
type OrderEventRow = typeof orderEvents.$inferSelect;

interface OrderEmi {
  bank: string;
  months: number;
  charge: number;
  monthly: number;
}

function presentOrderEmi(row: Pick<OrderRow, 'emiBank' | 'emiMonths' | 'emiCharge' | 'total'>): OrderEmi | null {
  if (row.emiBank === null || row.emiMonths === null) return null;
  return { bank: row.emiBank, months: row.emiMonths, charge: row.emiCharge, monthly: emiMonthly(row.total, row.emiMonths) };
}

/** One row of the orders list (and of the summary's recent orders). */
export interface OrderSummary {
  id: number;
  order_number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  subtotal: number;
  delivery_charge: number;
  discount: number;
  /** Paid on EMI: the bank, the months, the bank's charge (in the total) and each month's payment; null when not. */
  emi: OrderEmi | null;
  total: number;
  /** Paid back so far; the order cost the customer `total - refunded_amount`. */
  refunded_amount: number;
  /** Taka a cash-on-delivery order pays online before it is sent (0: none), whether it is paid, and what is paid and left. */
  advance_amount: number;
  advance_paid: boolean;
  amount_paid: number;
  amount_due: number;
  /** Units ordered, summed over the lines. */
  item_count: number;
  first_item_name: string | null;
  first_item_image: string | null;
  created_at: string;
}

interface OrderItemView {
  id: number;
  product_id: number | null;
  variant_id: number | null;
  name: string;
  sku: string;
  options: VariantAttribute[];
  image: string | null;
  unit_price: number;
  retail_price: number;
  quantity: number;
  line_total: number;
}

interface OrderEventView {
  id: number;
  status: string;
  note: string | null;
  created_at: string;
}

interface RefundItemView {
  order_item_id: number;
  quantity: number;
  /** The ordered item's name; null if the line no longer belongs to the order. */
  name: string | null;
}

type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export interface RefundRequestView {
  id: number;
  order_id: number;
  order_number: string;
  reason: string;
  items: RefundItemView[];
  amount: number;
  status: RefundStatus;
  staff_note: string | null;
  approved_amount: number | null;
  payout: RefundPayout | null;
  payout_gateway: PaymentGatewayName | null;
  paid_out_at: string | null;
  created_at: string;
}

export interface OrderDetail extends Omit<OrderSummary, 'first_item_name' | 'first_item_image'> {
  contact: { name: string; phone: string; email: string | null };
  shipping_address: OrderAddress;
  delivery_zone: string;
  /** The Bangladesh day (YYYY-MM-DD) the order is promised by; null until its clock starts (domain/delivery-window.ts). */
  deliver_by: string | null;
  /** Its promised day has passed and it is neither delivered nor cancelled. */
  late: boolean;
  /** A prepaid order cancelled undelivered: the day its money must be back by. */
  refund_due_by: string | null;
  note: string | null;
  updated_at: string;
  items: OrderItemView[];
  /** Status changes, oldest first: the timeline the customer reads top to bottom. */
  events: OrderEventView[];
  refund_requests: RefundRequestView[];
}

/** One purchased line of the purchase history. */
export interface PurchaseView {
  id: number;
  order_id: number;
  order_number: string;
  order_status: OrderStatus;
  product_id: number | null;
  variant_id: number | null;
  name: string;
  sku: string;
  options: VariantAttribute[];
  image: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  purchased_at: string;
}

export interface DashboardSummary {
  orderCount: number;
  completedOrderCount: number;
  totalSpent: number;
  /** Always 0: wishlists stay in the browser, the page adds its local count. */
  wishlistCount: number;
  notificationCount: number;
  recentOrders: OrderSummary[];
  recentNotifications: NotificationView[];
  customerInfo: PresentedCustomer;
}

export function presentOrderSummary(row: OrderRow & { itemCount: number; firstItemName: string | null; firstItemImage: string | null }): OrderSummary {
  return {
    ...presentOrderAmounts(row),
    item_count: row.itemCount,
    first_item_name: row.firstItemName,
    first_item_image: lineImageUrl(row.firstItemImage),
    created_at: row.createdAt.toISOString(),
  };
}

function presentOrderAmounts(row: OrderRow) {
  const advancePaid = row.advancePaidAt !== null;
  const split = paidAndDue({ ...row, advancePaid });
  return {
    id: row.id,
    order_number: row.orderNumber,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    subtotal: row.subtotal,
    delivery_charge: row.deliveryCharge,
    discount: row.discount,
    emi: presentOrderEmi(row),
    total: row.total,
    refunded_amount: row.refundedAmount,
    advance_amount: row.advanceAmount,
    advance_paid: advancePaid,
    amount_paid: split.paid,
    amount_due: split.due,
  };
}

function presentOrderItem(row: OrderItemRow): OrderItemView {
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    name: row.name,
    sku: row.sku,
    options: row.options ?? [],
    image: lineImageUrl(row.image),
    unit_price: row.unitPrice,
    retail_price: row.retailPrice,
    quantity: row.quantity,
    line_total: row.lineTotal,
  };
}

export function presentOrderDetail(row: OrderRow, items: OrderItemRow[], events: OrderEventRow[], refunds: RefundRequestView[]): OrderDetail {
  return {
    ...presentOrderAmounts(row),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
    shipping_address: row.shippingAddress,
    delivery_zone: row.deliveryZone,
    deliver_by: row.deliverBy,
    late: isLateOrder(row),
    refund_due_by: row.refundDueBy,
    note: row.note,
    items: items.map(presentOrderItem),
    events: events.map((event) => ({ id: event.id, status: event.status, note: event.note, created_at: event.createdAt.toISOString() })),
    refund_requests: refunds,
  };
}

export function presentPurchase(item: OrderItemRow, order: Pick<OrderRow, 'orderNumber' | 'status' | 'createdAt'>): PurchaseView {
  return {
    id: item.id,
    order_id: item.orderId,
    order_number: order.orderNumber,
    order_status: order.status,
    product_id: item.productId,
    variant_id: item.variantId,
    name: item.name,
    sku: item.sku,
    options: item.options ?? [],
    image: lineImageUrl(item.image),
    unit_price: item.unitPrice,
    quantity: item.quantity,
    line_total: item.lineTotal,
    purchased_at: order.createdAt.toISOString(),
  };
}
