import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isRefundable } from '#domain/refunds.ts';
import type { Database } from '#server/db/client.ts';
import { formatTaka } from '#domain/money.ts';
import { orderItems, orders, productVariants, products, type RefundItem, refundRequests } from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { lockOrder, moneyFacts, type OrderRow, recordRefund, type RefundAlongside, type Transaction } from './lifecycle.ts';
import { heldAfterCancel, leftToRefund } from '#domain/held-money.ts';
import type { RefundRequestInput } from './schemas.ts';
import { paidPaymentOf } from '#server/modules/payments/refund-payouts.ts';

/**
 * Files a refund request for some items of the customer's own order. Quantities already asked for
 * (pending or approved) count against what was bought, so the same unit cannot be refunded twice.
 */
export async function requestRefund(db: Database, customerId: number, input: RefundRequestInput) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.customerId, customerId)))
      .for('update')
      .limit(1);
    if (!order) throw notFound('Order not found');
    if (!isRefundable(order)) throw validationError({ order_id: ['A refund can be requested once the order is paid or delivered.'] });

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    const earlier = await tx
      .select({ items: refundRequests.items })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, order.id), inArray(refundRequests.status, ['pending', 'approved'])));
    const alreadyAsked = new Map<number, number>();
    for (const request of earlier)
      for (const item of request.items) alreadyAsked.set(item.order_item_id, (alreadyAsked.get(item.order_item_id) ?? 0) + item.quantity);

    let amount = 0;
    const errors: Record<string, string[]> = {};
    for (const [index, wanted] of input.items.entries()) {
      const item = items.find((candidate) => candidate.id === wanted.order_item_id);
      if (!item) {
        errors[`items.${index}`] = ['This item is not part of the order.'];
        continue;
      }
      const left = item.quantity - (alreadyAsked.get(item.id) ?? 0);
      if (wanted.quantity > left) {
        errors[`items.${index}`] = [
          left > 0 ? `At most ${left} of ${item.name} can still be refunded.` : `A refund for ${item.name} has already been requested.`,
        ];
        continue;
      }
      alreadyAsked.set(item.id, (alreadyAsked.get(item.id) ?? 0) + wanted.quantity);
      amount += item.unitPrice * wanted.quantity;
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const [created] = await tx.insert(refundRequests).values({ orderId: order.id, customerId, reason: input.reason, items: input.items, amount }).returning();
    if (!created) throw new HttpError(500, 'Could not save the refund request.');
    return { request: created, orderNumber: order.orderNumber };
  });
}

export interface RefundDecisionOptions {
  /** Taka to pay back; the request's amount when absent. More than is left on the order is 422. */
  amount?: number;
  /** The lines being refunded, each within the request's own; the request's lines when absent. */
  items?: RefundItem[];
  /** Put the chosen lines' units back on the shelf, in the same transaction. */
  restock?: boolean;
  /** Work that commits with the decision (the audit row); it sees the request as decided. */
  alongside?: (tx: Transaction, request: RefundRow, order: OrderRow) => Promise<void>;
}

type RefundRow = typeof refundRequests.$inferSelect;

const DECISION_MESSAGES = {
  tooMuch: (left: number) => `At most ${formatTaka(left)} is left to refund on this order.`,
  notInRequest: 'This line is not part of the request.',
  moreThanAsked: (asked: number) => `At most ${asked} of this line was asked for.`,
} as const;

/**
 * Units of refunded lines go back: a shipped order's left the count, so they are added again; an
 * order not yet shipped still holds them reserved, so the reservation is released.
 */
async function restockLines(tx: Transaction, order: OrderRow, lines: RefundItem[]) {
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  for (const line of lines) {
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, line.order_item_id), eq(orderItems.orderId, order.id)))
      .limit(1);
    if (!item) continue;
    const q = line.quantity;
    if (item.variantId !== null) {
      await tx
        .update(productVariants)
        .set(
          shipped
            ? { stockQuantity: sql`${productVariants.stockQuantity} + ${q}`, updatedAt: sql`now()` }
            : { stockReserved: sql`greatest(${productVariants.stockReserved} - ${q}, 0)`, updatedAt: sql`now()` },
        )
        .where(eq(productVariants.id, item.variantId));
    }
    if (item.productId !== null) {
      await tx
        .update(products)
        .set(
          shipped
            ? { stockQuantity: sql`${products.stockQuantity} + ${q}`, updatedAt: sql`now()` }
            : { stockReserved: sql`greatest(${products.stockReserved} - ${q}, 0)`, updatedAt: sql`now()` },
        )
        .where(eq(products.id, item.productId));
    }
  }
}

/**
 * How the approved money goes back (`order` as it was before the refund). Cash is handed back by
 * staff, who mark it paid out. An online payment, or a cash order's advance paid online, goes back through the gateway that took it (the `send-refund` job, written with the
 * decision); one marked paid by hand, with no gateway payment, is sent back by hand, and so is a
 * Nagad payment: Nagad publishes no refund API, so staff send it from Nagad's merchant panel.
 */
async function payoutOf(tx: Transaction, order: OrderRow): Promise<Partial<RefundRow>> {
  // A cash order's advance went through a gateway; until the rest is collected, it is all the money there is to give back.
  const advanceOnly = order.paymentMethod === 'cod' && order.advancePaidAt !== null && order.paymentStatus === 'unpaid' && order.status !== 'delivered';
  if (order.paymentMethod === 'cod' && !advanceOnly) return { payout: 'awaiting_cash' };
  const payment = await paidPaymentOf(tx, order.id);
  if (!payment) return { payout: 'pending_manual' };
  if (payment.gateway === 'nagad') return { payout: 'pending_manual', payoutGateway: 'nagad' };
  return { payout: 'sending', payoutGateway: payment.gateway, payoutAttempt: 1 };
}

function chosenLines(request: RefundRow, items: RefundItem[] | undefined): RefundItem[] {
  if (!items) return request.items;
  const errors: Record<string, string[]> = {};
  for (const [index, line] of items.entries()) {
    const asked = request.items.find((candidate) => candidate.order_item_id === line.order_item_id);
    if (!asked) errors[`items.${index}`] = [DECISION_MESSAGES.notInRequest];
    else if (line.quantity > asked.quantity) errors[`items.${index}`] = [DECISION_MESSAGES.moreThanAsked(asked.quantity)];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return items;
}

/**
 * Staff decision on a pending request. Approving records the amount as refunded in the same
 * transaction (the order becomes partially refunded, or refunded once nothing is left) and sets
 * how the money goes back (`payoutOf`). The request row is
 * locked first, so of two decisions at once one wins and the other is answered 409.
 */
export async function decideRefund(
  db: Database,
  refundId: number,
  decision: 'approved' | 'rejected',
  note: string | null,
  alongside?: RefundAlongside,
  options: RefundDecisionOptions = {},
) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, refundId)).for('update').limit(1);
    if (!request) throw notFound('Refund request not found');
    if (request.status !== 'pending') throw new HttpError(409, `This refund request was already ${request.status}.`);
    const order = await lockOrder(tx, request.orderId);
    let refund: Awaited<ReturnType<typeof recordRefund>> | null = null;
    let changes: Partial<RefundRow> = {};
    if (decision === 'approved') {
      const left = leftToRefund(moneyFacts(order));
      const amount = options.amount ?? Math.min(request.amount, left);
      if (amount > left) throw validationError({ amount: [DECISION_MESSAGES.tooMuch(left)] }, DECISION_MESSAGES.tooMuch(left));
      const lines = chosenLines(request, options.items);
      refund = await recordRefund(tx, order, amount, note ?? 'Refund approved', alongside);
      if (options.restock) await restockLines(tx, order, lines);
      changes = { approvedAmount: refund.amount, restocked: options.restock ?? false, ...(await payoutOf(tx, order)) };
    }
    const [decided] = await tx
      .update(refundRequests)
      .set({ status: decision, staffNote: note, ...changes, updatedAt: sql`now()` })
      .where(eq(refundRequests.id, refundId))
      .returning();
    await options.alongside?.(tx, decided!, order);
    return { request: decided!, order, refund };
  });
}

/** The reason a refund the shop sends unasked, for an order cancelled while it held the shopper's money, carries. */
const CANCELLED_REFUND_REASON = 'Order cancelled before delivery';

export interface SendBackOptions {
  /** The amount held the caller confirmed: another amount held now is 409, and nothing is sent. */
  expected: number;
  /** Work that commits with the refund (the job that sends it, the audit row); it sees the refund as recorded. */
  alongside?: (tx: Transaction, request: RefundRow, order: OrderRow) => Promise<void>;
  /** Answers the 409 for an order with nothing left to send back: who sent it and when, when known. */
  alreadySent: (tx: Transaction, order: OrderRow) => Promise<string>;
}

/**
 * Sends back all the money a cancelled order still holds (paid ahead, or a cash order's advance),
 * as an approved refund request for that amount: the same record and pay-out as a refund the desk
 * approves (`recordRefund`, `payoutOf`). Nothing is restocked: cancelling released the stock. The
 * order row is locked first, so of two staff at once one sends it and the other is answered 409.
 */
export async function sendBackHeld(db: Database, orderNumber: string, note: string, alongside: RefundAlongside, options: SendBackOptions) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
    if (!found) throw notFound('Order not found');
    const order = await lockOrder(tx, found.id);
    if (order.status !== 'cancelled') throw new HttpError(409, `Order ${order.orderNumber} is ${order.status}, not cancelled: nothing is due back yet.`);
    const held = heldAfterCancel(moneyFacts(order));
    if (held <= 0) throw new HttpError(409, await options.alreadySent(tx, order));
    if (held !== options.expected)
      throw new HttpError(
        409,
        `Order ${order.orderNumber} holds ${formatTaka(held)} now, not ${formatTaka(options.expected)}. Reload to see it; nothing was sent.`,
      );
    const items = await tx.select({ id: orderItems.id, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const payout = await payoutOf(tx, order);
    const refund = await recordRefund(tx, order, held, note, alongside);
    const [request] = await tx
      .insert(refundRequests)
      .values({
        orderId: order.id,
        customerId: order.customerId,
        reason: CANCELLED_REFUND_REASON,
        items: items.map((item) => ({ order_item_id: item.id, quantity: item.quantity })),
        amount: refund.amount,
        status: 'approved',
        staffNote: note,
        approvedAmount: refund.amount,
        restocked: false,
        ...payout,
      })
      .returning();
    await options.alongside?.(tx, request!, order);
    return { request: request!, order };
  });
}
