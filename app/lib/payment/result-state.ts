import type { PaymentResult } from '#server/modules/payments/service.ts';

export type PaymentPageKind = 'success' | 'fail' | 'cancel';

/** What a result page says, decided by the database, not by which address the gateway chose. */
export type PaymentResultState = 'paid' | 'paid_order_closed' | 'confirming' | 'failed' | 'cancelled' | 'unknown';

export function paymentResultState(result: PaymentResult | null, page: PaymentPageKind): PaymentResultState {
  if (!result) return page === 'success' ? 'unknown' : page === 'fail' ? 'failed' : 'cancelled';
  // Another attempt may have paid the order since (the back button to an old failure page).
  if (result.order_payment_status === 'paid' || result.order_advance_paid) return 'paid';
  if (result.payment_status === 'paid') return 'paid_order_closed';
  if (result.payment_status === 'failed') return 'failed';
  if (result.payment_status === 'cancelled') return 'cancelled';
  // Still open: the gateway sent the shopper back before it confirmed anything.
  return page === 'success' ? 'confirming' : page === 'fail' ? 'failed' : 'cancelled';
}
