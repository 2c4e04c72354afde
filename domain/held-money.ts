// Money the shop took for an order and has not paid back: one rule for the refund desk's list, the
// refund it sends, the order's refund deadline and what the customer's order page says.

/** An order's money facts, as the database row has them (advance paid: its time is set). */
export interface MoneyFacts {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  total: number;
  refundedAmount: number;
  advanceAmount: number;
  advancePaid: boolean;
}

/**
 * What the shopper paid: the whole total once the order is paid (or delivered: cash is collected
 * then); before that, a cash-on-delivery order's advance once it is paid; else nothing.
 */
export function amountReceived(order: MoneyFacts): number {
  if (order.paymentStatus !== 'unpaid' || order.status === 'delivered') return order.total;
  return order.paymentMethod === 'cod' && order.advancePaid ? order.advanceAmount : 0;
}

/** Received and not yet paid back (never less than nothing). */
export const leftToRefund = (order: MoneyFacts): number => Math.max(0, amountReceived(order) - order.refundedAmount);

/**
 * The money a cancelled order still holds: due back to the shopper within 10 days
 * (domain/delivery-window.ts), whether it was paid in full ahead or only an advance was.
 */
export const heldAfterCancel = (order: MoneyFacts): number => (order.status === 'cancelled' ? leftToRefund(order) : 0);

/** The same facts as the API presents an order. */
export interface ApiMoneyFacts {
  status: string;
  payment_status: string;
  payment_method: string;
  total: number;
  refunded_amount: number;
  advance_amount: number;
  advance_paid: boolean;
}

export const fromApi = (order: ApiMoneyFacts): MoneyFacts => ({
  status: order.status,
  paymentStatus: order.payment_status,
  paymentMethod: order.payment_method,
  total: order.total,
  refundedAmount: order.refunded_amount,
  advanceAmount: order.advance_amount,
  advancePaid: order.advance_paid,
});
