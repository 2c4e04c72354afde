import { isRefundable } from '#domain/refunds.ts';
import type { OrderDetail } from '#server/modules/account/service.ts';

/** What the refund form's action answers. */
export type RefundActionResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors: { reason?: string; items?: string } };

/** Units of each item not yet asked back in a pending or approved request. */
export function refundableItems(order: OrderDetail): { id: number; name: string; left: number }[] {
  const asked = new Map<number, number>();
  for (const request of order.refund_requests) {
    if (request.status === 'rejected') continue;
    for (const item of request.items) asked.set(item.order_item_id, (asked.get(item.order_item_id) ?? 0) + item.quantity);
  }
  return order.items.map((item) => ({ id: item.id, name: item.name, left: item.quantity - (asked.get(item.id) ?? 0) })).filter((item) => item.left > 0);
}

export function canRequestRefund(order: Pick<OrderDetail, 'status' | 'payment_status'>): boolean {
  return isRefundable({ status: order.status, paymentStatus: order.payment_status });
}

/** The form's ticked items and their quantities, as POST /api/dashboard/refund-requests takes them. */
export function refundInputFromForm(orderId: number, form: FormData) {
  const items = form.getAll('item').map((id) => ({ order_item_id: String(id), quantity: String(form.get(`quantity_${String(id)}`) ?? '1') }));
  return { order_id: orderId, reason: String(form.get('reason') ?? ''), items };
}
