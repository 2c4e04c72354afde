import type { OnlineGateway } from './shop-terms.ts';

/** A customer may ask for money back once the order was paid or delivered, never after it was cancelled. */
export function isRefundable(order: { status: string; paymentStatus: string }): boolean {
  return order.status !== 'cancelled' && (order.status === 'delivered' || order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded');
}

/** How soon the shop answers a refund request: the form, its confirmation and the notification all say this. */
export const REFUND_REPLY_WORKING_DAYS = 2;

/** A gateway money is taken through: the online gateway, bKash or Nagad (whose refunds staff send by hand). */
export type PayoutGateway = OnlineGateway | 'bkash' | 'nagad';

/** The name customers and staff know a gateway by. The test gateway stands in for a card payment. */
export const GATEWAY_LABELS = { sslcommerz: 'SSLCommerz', bkash: 'bKash', nagad: 'Nagad', test: 'the test gateway' } as const satisfies Record<
  PayoutGateway,
  string
>;

/**
 * What the customer may be told about the money of an approved refund: only what has happened.
 * A refused send stays "being sent back" for them, as staff send it again or by hand.
 */
export type CustomerPayoutState = 'paid_out' | 'sent' | 'sending' | 'awaiting_cash' | 'manual';

export function customerPayoutState(payout: string | null): CustomerPayoutState | null {
  switch (payout) {
    case null:
      return null;
    case 'paid_out':
      return 'paid_out';
    case 'sent':
      return 'sent';
    case 'sending':
    case 'processing':
    case 'failed':
      return 'sending';
    case 'awaiting_cash':
      return 'awaiting_cash';
    default:
      return 'manual';
  }
}
