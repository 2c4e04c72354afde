import type { orderEvents, orderItems, orders, refundRequests } from '#server/db/schema.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

export function presentOrderItem(item: ItemRow) {
  return {
    id: item.id,
    product_id: item.productId,
    variant_id: item.variantId,
    name: item.name,
    sku: item.sku,
    options: item.options ?? [],
    image: item.image ? mediaUrl(item.image) : null,
    unit_price: item.unitPrice,
    retail_price: item.retailPrice,
    quantity: item.quantity,
    line_total: item.lineTotal,
  };
}

/** An order as its customer sees it: everything but the idempotency key. */
export function presentOrder(order: OrderRow, items: ItemRow[], events: EventRow[]) {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    contact: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    shipping_address: order.shippingAddress,
    delivery_zone: order.deliveryZone,
    note: order.note,
    subtotal: order.subtotal,
    delivery_charge: order.deliveryCharge,
    discount: order.discount,
    total: order.total,
    items: items.map(presentOrderItem),
    events: events.map((event) => ({ status: event.status, note: event.note, created_at: event.createdAt.toISOString() })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export type PresentedOrder = ReturnType<typeof presentOrder>;

export function presentRefund(request: typeof refundRequests.$inferSelect) {
  return {
    id: request.id,
    order_id: request.orderId,
    reason: request.reason,
    items: request.items,
    amount: request.amount,
    status: request.status,
    staff_note: request.staffNote,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}
