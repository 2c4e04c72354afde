import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { paidAhead } from '#domain/shop-settings.ts';
import type { Database } from '#server/db/client.ts';
import { CANCELLABLE, NEXT_STATUS, type OrderStatus } from '#domain/order-flow.ts';
import { orderEvents, orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { formatTaka } from '#domain/money.ts';
import { paidAndDue } from '#domain/advance-payment.ts';
import { amountReceived, heldAfterCancel, leftToRefund, type MoneyFacts } from '#domain/held-money.ts';
import { deliverByDate, refundDueDate } from '#domain/delivery-window.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { advanceUnpaid, checkAdvanceBeforeShipping, recordAdvancePaid } from './advance.ts';

export type { OrderStatus };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;

/**
 * Work that must commit with a change, or not at all: the messages telling the customer of it. It
 * sees the order as the change left it.
 */
type Alongside = (tx: Transaction, order: OrderRow) => Promise<void>;

export interface StatusChange {
  orderId: number;
  orderNumber: string;
  customerId: number | null;
  from: OrderStatus;
  to: OrderStatus;
}

async function lockOrder(tx: Transaction, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  if (!order) throw new HttpError(404, 'Order not found');
  return order;
}

/**
 * Moves reserved units: a cancelled order gives them back to the shelf; a shipped one takes them
 * off the count for good. Variants and their product move together, as the product's count is
 * the sum of its variants'.
 */
async function settleStock(tx: Transaction, orderId: number, how: 'release' | 'ship') {
  const items = await tx
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    const quantity = item.quantity;
    if (item.variantId !== null) {
      await tx
        .update(productVariants)
        .set({
          stockReserved: sql`greatest(${productVariants.stockReserved} - ${quantity}, 0)`,
          ...(how === 'ship' ? { stockQuantity: sql`greatest(${productVariants.stockQuantity} - ${quantity}, 0)` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(productVariants.id, item.variantId));
    }
    if (item.productId !== null) {
      await tx
        .update(products)
        .set({
          stockReserved: sql`greatest(${products.stockReserved} - ${quantity}, 0)`,
          ...(how === 'ship' ? { stockQuantity: sql`greatest(${products.stockQuantity} - ${quantity}, 0)` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, item.productId));
    }
  }
}

async function countSales(tx: Transaction, orderId: number) {
  await tx.execute(sql`
    UPDATE ${products} SET sales_count = ${products.salesCount} + sold.quantity
    FROM (SELECT product_id, sum(quantity) AS quantity FROM ${orderItems} WHERE order_id = ${orderId} AND product_id IS NOT NULL GROUP BY product_id) AS sold
    WHERE ${products.id} = sold.product_id`);
}

/** The staff member an event names in the timeline; none for the shop itself and the command line. */
const eventActor = (actor: StaffActor | null | undefined) => ({ staffId: actor?.staffId ?? null, staffName: actor?.name ?? null });

/**
 * What a second member of staff is told when the order moved on since they loaded it: the first
 * click won, and theirs must not apply a step meant for the state they saw.
 */
const staleOrderMessage = (orderNumber: string, now: string, wanted: string) =>
  now === wanted
    ? `Order ${orderNumber} is already ${now}: someone else did it meanwhile. Reload it to see what was done.`
    : `Order ${orderNumber} is ${now} now: someone else changed it meanwhile. Reload it to see what was done.`;

export interface StatusChangeOptions {
  note?: string | null;
  /** The state the caller saw; the change is refused (409) if the order has left it since. */
  expected?: OrderStatus;
  actor?: StaffActor | null;
  /** Given when an order ships: the courier and its tracking number, when staff know them. */
  shipping?: { courier: string | null; trackingNumber: string | null };
  alongside?: Alongside;
  /** A condition the locked order must still meet, else 409 and nothing changes (a timed job's check). */
  onlyIf?: { holds: (order: OrderRow) => boolean; otherwise: string };
}

/** An order row's money facts, as domain/held-money.ts reads them. */
export const moneyFacts = (order: OrderRow): MoneyFacts => ({ ...order, advancePaid: order.advancePaidAt !== null });

/**
 * The deadlines a step starts (domain/delivery-window.ts): confirming a cash-on-delivery order starts
 * its delivery window (an order paid ahead started its own when paid), and cancelling an order,
 * which can only be undelivered, that holds money (paid ahead, or a cash order's advance) starts
 * the window for that money to be back.
 */
function windowsStartedBy(order: OrderRow, to: OrderStatus): Partial<Pick<OrderRow, 'deliverBy' | 'refundDueBy'>> {
  const now = new Date();
  if (to === 'confirmed' && !paidAhead(order.paymentMethod) && order.deliverBy === null) return { deliverBy: deliverByDate(order.deliveryZone, now) };
  if (to === 'cancelled' && heldAfterCancel({ ...moneyFacts(order), status: 'cancelled' }) > 0) return { refundDueBy: refundDueDate(now) };
  return {};
}

/** Moves an order one step forward, or cancels it, in one transaction with its stock and timeline. */
export async function changeOrderStatus(db: Database, orderId: number, to: OrderStatus, options: StatusChangeOptions = {}): Promise<StatusChange> {
  const note = options.note ?? null;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const from = order.status;
    if (options.onlyIf && !options.onlyIf.holds(order)) throw new HttpError(409, options.onlyIf.otherwise);
    if (options.expected !== undefined && from !== options.expected) throw new HttpError(409, staleOrderMessage(order.orderNumber, from, to));
    if (to === 'cancelled') {
      if (!CANCELLABLE.includes(from)) throw new HttpError(409, `A ${from} order cannot be cancelled.`);
      await settleStock(tx, orderId, 'release');
    } else {
      if (NEXT_STATUS[from] !== to) throw new HttpError(409, `A ${from} order cannot become ${to}.`);
      if (to === 'shipped') {
        checkAdvanceBeforeShipping(order);
        await settleStock(tx, orderId, 'ship');
      }
      if (to === 'delivered') await countSales(tx, orderId);
    }
    const shipping = to === 'shipped' && options.shipping ? { courier: options.shipping.courier, trackingNumber: options.shipping.trackingNumber } : {};
    const [changed] = await tx
      .update(orders)
      .set({ status: to, ...shipping, ...windowsStartedBy(order, to), updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderEvents).values({ orderId, status: to, note, ...eventActor(options.actor) });
    await options.alongside?.(tx, changed!);
    return { orderId, orderNumber: order.orderNumber, customerId: order.customerId, from, to };
  });
}

/** What the customer owes on an order that is still unpaid: its total, less anything paid back and any advance paid. */
export const amountDue = (order: Pick<OrderRow, 'total' | 'refundedAmount' | 'paymentStatus' | 'advanceAmount' | 'advancePaidAt'>) =>
  paidAndDue({ ...order, advancePaid: order.advancePaidAt !== null }).due;

const CASH_MESSAGES = {
  notCash: 'Only a cash-on-delivery order is marked paid by hand; online payments are marked by the gateway.',
  wrongAmount: (due: number) => `The amount collected must be the amount due, ${formatTaka(due)}.`,
} as const;

export interface PaymentChangeOptions {
  actor?: StaffActor | null;
  /**
   * Cash the courier collected, in taka: given, the order must be cash on delivery and the amount
   * must be what it owes (422 otherwise), so a short or mistyped collection is never booked as paid.
   */
  collected?: number;
  alongside?: Alongside;
}

export async function setPaymentStatus(db: Database, orderId: number, to: 'paid', note: string | null = null, options: PaymentChangeOptions = {}) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentStatus !== 'unpaid' || order.status === 'cancelled') throw new HttpError(409, `A ${order.paymentStatus} order cannot be marked ${to}.`);
    if (options.collected !== undefined) {
      if (order.paymentMethod !== 'cod') throw new HttpError(409, CASH_MESSAGES.notCash);
      const due = amountDue(order);
      if (options.collected !== due) throw validationError({ amount: [CASH_MESSAGES.wrongAmount(due)] }, CASH_MESSAGES.wrongAmount(due));
    }
    // Full payment of an order paid ahead starts its delivery window; cash collected by hand does not move it.
    const deliverBy = paidAhead(order.paymentMethod) && order.deliverBy === null ? { deliverBy: deliverByDate(order.deliveryZone, new Date()) } : {};
    const [changed] = await tx
      .update(orders)
      .set({ paymentStatus: to, ...deliverBy, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderEvents).values({ orderId, status: to, note, ...eventActor(options.actor) });
    await options.alongside?.(tx, changed!);
    return { orderId, orderNumber: order.orderNumber, customerId: order.customerId };
  });
}

/**
 * A gateway's confirmed payment: for an order paid ahead it pays the order; for cash on delivery it
 * is the advance, and the rest stays due in cash. 409 when the order cannot take it.
 */
export async function takeGatewayPayment(db: Database, orderId: number, amount: number, note: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.paymentMethod !== 'cod') return setPaymentStatus(tx, orderId, 'paid', note);
    await recordAdvancePaid(tx, order, amount, note);
    return { orderId, orderNumber: order.orderNumber, customerId: order.customerId };
  });
}

/**
 * Pays back `amount` taka of the money received for an order (all that is left when null), on the
 * order already locked in `tx`. Less than what is left makes it partially refunded; the rest makes
 * it refunded. A cash-on-delivery order that only paid its advance stays unpaid (it never was
 * paid): the advance paid back shows as its refunded amount. Totals count an order at
 * `total - refunded_amount`.
 */
export type RefundAlongside = (tx: Transaction, order: OrderRow, paidBack: number) => Promise<void>;

export async function recordRefund(tx: Transaction, order: OrderRow, amount: number | null, note: string | null, alongside?: RefundAlongside) {
  const facts = moneyFacts(order);
  const left = leftToRefund(facts);
  // An advance comes back only with the order cancelled: on a live order the cash due on delivery counts it as paid.
  const advanceOnly = order.paymentStatus === 'unpaid' && order.status !== 'delivered';
  if (order.paymentStatus === 'refunded' || left <= 0 || (advanceOnly && order.status !== 'cancelled')) {
    throw new HttpError(409, `A ${order.paymentStatus} order cannot be refunded.`);
  }
  const paidBack = Math.min(amount ?? left, left);
  const refundedAmount = order.refundedAmount + paidBack;
  const whole = refundedAmount >= amountReceived(facts);
  const paymentStatus = advanceOnly ? 'unpaid' : refundedAmount >= order.total ? 'refunded' : 'partially_refunded';
  const [changed] = await tx.update(orders).set({ paymentStatus, refundedAmount, updatedAt: sql`now()` }).where(eq(orders.id, order.id)).returning();
  await tx.insert(orderEvents).values({ orderId: order.id, status: whole ? 'refunded' : 'partially_refunded', note });
  await alongside?.(tx, changed!, paidBack);
  return { orderId: order.id, orderNumber: order.orderNumber, customerId: order.customerId, amount: paidBack, paymentStatus };
}

/** Refunds what is left of an order's payment (staff, or a cancelled online order). */
export async function refundOrder(db: Database, orderId: number, note: string | null, alongside?: RefundAlongside) {
  return db.transaction(async (tx) => recordRefund(tx, await lockOrder(tx, orderId), null, note, alongside));
}

export { lockOrder };

/** Online orders, and cash ones with an advance, left unpaid this long give their stock back to other shoppers. */
export const UNPAID_ONLINE_ORDER_MINUTES = 30;

/** Still what the release job was set for: an online order, or a cash one's advance, not paid, not moved on by staff. */
export function awaitingOnlinePayment(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status' | 'advanceAmount' | 'advancePaidAt'>): boolean {
  return (paidAhead(order.paymentMethod) || advanceUnpaid(order)) && order.paymentStatus === 'unpaid' && order.status === 'pending';
}

/** For the command line's sweep: unpaid online orders older than `minutes`, whatever their job did. */
export async function expiredUnpaidOnlineOrders(db: Database, minutes = UNPAID_ONLINE_ORDER_MINUTES): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(ne(orders.paymentMethod, 'cod'), and(gt(orders.advanceAmount, 0), isNull(orders.advancePaidAt))),
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.status, 'pending'),
        lt(orders.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return rows.map((row) => row.id);
}
