/** A customer may ask for money back once the order was paid or delivered, never after it was cancelled. */
export function isRefundable(order: { status: string; paymentStatus: string }): boolean {
  return order.status !== 'cancelled' && (order.status === 'delivered' || order.paymentStatus === 'paid');
}
