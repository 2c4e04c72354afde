import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isRefundable } from '#domain/refunds.ts';
import type { Database } from '#server/db/client.ts';
import { orderItems, orders, refundRequests } from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { lockOrder, recordRefund, type RefundAlongside } from './lifecycle.ts';
import type { RefundRequestInput } from './schemas.ts';

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

/**
 * Staff decision on a pending request. Approving pays the request's amount back, in the same
 * transaction: the order becomes partially refunded, or refunded once nothing is left.
 */
export async function decideRefund(db: Database, refundId: number, decision: 'approved' | 'rejected', note: string | null, alongside?: RefundAlongside) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(refundRequests).where(eq(refundRequests.id, refundId)).for('update').limit(1);
    if (!request) throw notFound('Refund request not found');
    if (request.status !== 'pending') throw new HttpError(409, `This refund request was already ${request.status}.`);
    await tx.update(refundRequests).set({ status: decision, staffNote: note, updatedAt: sql`now()` }).where(eq(refundRequests.id, refundId));
    const order = await lockOrder(tx, request.orderId);
    const refund = decision === 'approved' ? await recordRefund(tx, order, request.amount, note ?? 'Refund approved', alongside) : null;
    return { request: { ...request, status: decision }, order, refund };
  });
}
