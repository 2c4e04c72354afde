import { and, eq, sql } from 'drizzle-orm';
import { ADVANCE_MESSAGES, type AdvanceRules, splitAdvance } from '#domain/advance-payment.ts';
import type { DeliveryZone } from '#domain/delivery.ts';
import type { Database } from '#server/db/client.ts';
import { orderEvents, orderItems, orders, products } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

/** Whether any line of the order is a product the shop sells on cash on delivery only with an advance. */
async function hasFlaggedProduct(tx: Transaction, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.needsAdvance, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes on a new order the advance the shop's rules ask of it (domain/advance-payment.ts), in the
 * order's own transaction; answers the order as it now stands.
 */
export async function recordAdvanceDue(tx: Transaction, order: OrderRow, rules: AdvanceRules): Promise<OrderRow> {
  if (order.paymentMethod !== 'cod') return order;
  const split = splitAdvance(
    {
      paymentMethod: order.paymentMethod,
      total: order.total,
      deliveryCharge: order.deliveryCharge,
      zone: order.deliveryZone as DeliveryZone,
      hasFlaggedProduct: rules.flagged_products && (await hasFlaggedProduct(tx, order.id)),
    },
    rules,
  );
  if (!split) return order;
  const [changed] = await tx.update(orders).set({ advanceAmount: split.advance }).where(eq(orders.id, order.id)).returning();
  return changed ?? order;
}

/** A cash-on-delivery order whose advance is asked for and not yet paid. */
export const advanceUnpaid = (order: Pick<OrderRow, 'paymentMethod' | 'advanceAmount' | 'advancePaidAt'>): boolean =>
  order.paymentMethod === 'cod' && order.advanceAmount > 0 && order.advancePaidAt === null;

/** Refuses to hand to the courier an order whose advance is still owed. */
export function checkAdvanceBeforeShipping(order: OrderRow): void {
  if (advanceUnpaid(order)) throw new HttpError(409, ADVANCE_MESSAGES.notPaid(order.advanceAmount));
}

/**
 * Books the advance a gateway confirmed, on the order locked in `tx`: the order stays unpaid, with
 * the rest due in cash. Refused (409) for an order cancelled meanwhile, one whose advance is paid
 * already, or an amount that is not the advance asked for, so staff see the money to give back.
 */
export async function recordAdvancePaid(tx: Transaction, order: OrderRow, amount: number, note: string): Promise<OrderRow> {
  if (order.status === 'cancelled') throw new HttpError(409, 'A cancelled order cannot take its advance.');
  if (!advanceUnpaid(order)) throw new HttpError(409, 'This order’s advance is paid already.');
  if (amount !== order.advanceAmount) throw new HttpError(409, `The payment of ${amount} taka is not the advance of ${order.advanceAmount} taka.`);
  const [changed] = await tx.update(orders).set({ advancePaidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id)).returning();
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'advance_paid', note: ADVANCE_MESSAGES.paidNote(amount, note) });
  return changed!;
}
