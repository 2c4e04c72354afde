import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import {
  orderEvents,
  orderItems,
  orders,
  refundRequests,
  type ORDER_STATUSES,
  type PAYMENT_METHODS,
  type PAYMENT_STATUSES,
  type REFUND_STATUSES,
} from '../db/schema.ts';

// Until checkout exists, tests put orders straight into the database the way checkout will.

interface TestOrderItem {
  name: string;
  unitPrice: number;
  quantity?: number;
  sku?: string;
  image?: string | null;
  productId?: number | null;
}

export interface TestOrderInput {
  status?: (typeof ORDER_STATUSES)[number];
  paymentStatus?: (typeof PAYMENT_STATUSES)[number];
  paymentMethod?: (typeof PAYMENT_METHODS)[number];
  items?: TestOrderItem[];
  deliveryCharge?: number;
  discount?: number;
  createdAt?: Date;
  /** Timeline entries after the order was placed; defaults to one entry for a status other than pending. */
  events?: { status: string; note?: string; at: Date }[];
}

export type TestOrder = typeof orders.$inferSelect & { items: (typeof orderItems.$inferSelect)[] };

export async function insertOrder(db: Database, customerId: number | null, input: TestOrderInput = {}): Promise<TestOrder> {
  const createdAt = input.createdAt ?? new Date();
  const lines = (input.items ?? [{ name: 'Walton Primo NF5 (4/64 GB)', unitPrice: 12_999 }]).map((item, index) => {
    const quantity = item.quantity ?? 1;
    return {
      productId: item.productId ?? null,
      name: item.name,
      sku: item.sku ?? `TEST-SKU-${index + 1}`,
      image: item.image === undefined ? null : item.image,
      unitPrice: item.unitPrice,
      retailPrice: item.unitPrice,
      quantity,
      lineTotal: item.unitPrice * quantity,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const deliveryCharge = input.deliveryCharge ?? 60;
  const discount = input.discount ?? 0;
  const status = input.status ?? 'pending';

  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `DK-${randomBytes(5).toString('hex').toUpperCase()}`,
      customerId,
      status,
      paymentStatus: input.paymentStatus ?? 'unpaid',
      paymentMethod: input.paymentMethod ?? 'cod',
      contactName: 'Rahim Uddin',
      contactPhone: '01712345678',
      contactEmail: 'rahim@example.com',
      shippingAddress: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5' },
      deliveryZone: 'inside_dhaka',
      subtotal,
      deliveryCharge,
      discount,
      total: subtotal + deliveryCharge - discount,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!order) throw new Error('order insert failed');
  const items = await db
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: order.id })))
    .returning();
  const later = input.events ?? (status === 'pending' ? [] : [{ status, at: new Date(createdAt.getTime() + 60_000) }]);
  await db
    .insert(orderEvents)
    .values([
      { orderId: order.id, status: 'pending', note: 'Order placed', createdAt },
      ...later.map((event) => ({ orderId: order.id, status: event.status, note: event.note ?? null, createdAt: event.at })),
    ]);
  return { ...order, items };
}

export async function insertRefundRequest(
  db: Database,
  order: TestOrder,
  input: { reason?: string; status?: (typeof REFUND_STATUSES)[number]; createdAt?: Date } = {},
) {
  const [firstItem] = order.items;
  if (!firstItem || order.customerId === null) throw new Error('a refund needs an order with an item and a customer');
  const [refund] = await db
    .insert(refundRequests)
    .values({
      orderId: order.id,
      customerId: order.customerId,
      reason: input.reason ?? 'The screen arrived cracked.',
      items: [{ order_item_id: firstItem.id, quantity: 1 }],
      amount: firstItem.unitPrice,
      status: input.status ?? 'pending',
      createdAt: input.createdAt ?? new Date(),
    })
    .returning();
  if (!refund) throw new Error('refund insert failed');
  return refund;
}
