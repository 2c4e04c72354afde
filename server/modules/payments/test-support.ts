import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '#domain/shop-settings.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { notifications, orderEvents, orders, payments } from '#server/db/schema.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

// Helpers shared by the payment test files.

export interface PlacedOrder {
  id: number;
  order_number: string;
  total: number;
  contact: { phone: string };
}

/** Places an order through the API, the way checkout does (number proven first), one unit of a product given plenty of stock. */
export async function placeOrder(
  shop: { app: FastifyInstance; db: Database; dataDir: string },
  paymentMethod: PaymentMethod = 'online',
  headers: Record<string, string> = {},
): Promise<PlacedOrder> {
  const product = await simpleProductWithStock(shop.db, 1000);
  const proven = await provenPhone(shop);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...proven, ...headers },
    payload: { ...deliveryDetails, payment_method: paymentMethod, items: [{ product_id: product.id, quantity: 1 }] },
  });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.statusCode} ${response.body}`);
  return response.json().data as PlacedOrder;
}

export const startPayment = (app: FastifyInstance, order: Pick<PlacedOrder, 'order_number'>, phone: string = deliveryDetails.phone) =>
  app.inject({ method: 'POST', url: '/api/payments/init', payload: { order_number: order.order_number, phone } });

/** A form-encoded POST, as SSLCommerz and plain HTML forms send. */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

export async function paymentRow(db: Database, tranId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.tranId, tranId));
  if (!row) throw new Error(`payment ${tranId} not found`);
  return row;
}

/** How many times the order's timeline says it was paid: more than one means a payment was applied twice. */
export const paidEvents = (db: Database, orderId: number) => db.$count(orderEvents, and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'paid')));

export const paymentNotifications = (db: Database, customerId: number) =>
  db.$count(notifications, and(eq(notifications.customerId, customerId), eq(notifications.type, 'payment')));
