import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ORDER_STATUSES, orderEvents, orderItems, orders, products, productVariants } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The one way forward from each state; cancelled and delivered are final. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
};

/** Once the parcel has left the shop it can no longer be cancelled, only returned and refunded. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

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
  const items = await tx.select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
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

/** Moves an order one step forward, or cancels it, in one transaction with its stock and timeline. */
export async function changeOrderStatus(db: Database, orderId: number, to: OrderStatus, note: string | null = null): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const from = order.status;
    if (to === 'cancelled') {
      if (!CANCELLABLE.includes(from)) throw new HttpError(409, `A ${from} order cannot be cancelled.`);
      await settleStock(tx, orderId, 'release');
    } else {
      if (NEXT_STATUS[from] !== to) throw new HttpError(409, `A ${from} order cannot become ${to}.`);
      if (to === 'shipped') await settleStock(tx, orderId, 'ship');
      if (to === 'delivered') await countSales(tx, orderId);
    }
    await tx.update(orders).set({ status: to, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, status: to, note });
    return { orderId, orderNumber: order.orderNumber, customerId: order.customerId, from, to };
  });
}

export async function setPaymentStatus(db: Database, orderId: number, to: 'paid' | 'refunded', note: string | null = null) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const allowed = to === 'paid' ? order.paymentStatus === 'unpaid' && order.status !== 'cancelled' : order.paymentStatus === 'paid';
    if (!allowed) throw new HttpError(409, `A ${order.paymentStatus} order cannot be marked ${to}.`);
    await tx.update(orders).set({ paymentStatus: to, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, status: to, note });
    return { orderId, orderNumber: order.orderNumber, customerId: order.customerId };
  });
}

/** Online orders left unpaid this long give their stock back to other shoppers. */
export const UNPAID_ONLINE_ORDER_MINUTES = 30;

export async function expiredUnpaidOnlineOrders(db: Database, minutes = UNPAID_ONLINE_ORDER_MINUTES): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'unpaid'), eq(orders.status, 'pending'), lt(orders.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return rows.map((row) => row.id);
}
