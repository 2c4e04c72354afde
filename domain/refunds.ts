/** A customer may ask for money back once the order was paid or delivered, never after it was cancelled. */
export function isRefundable(order: { status: string; paymentStatus: string }): boolean {
  return order.status !== 'cancelled' && (order.status === 'delivered' || order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded');
}

/** How soon the shop answers a refund request: the form, its confirmation and the notification all say this. */
export const REFUND_REPLY_WORKING_DAYS = 2;
