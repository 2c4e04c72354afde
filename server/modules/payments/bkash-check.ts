import type { BkashPayment } from '#server/adapters/payments/bkash.ts';
import type { PaymentRow } from './records.ts';

/**
 * Whether bKash's status answer pays this attempt: null when it does; `pending` while bKash has
 * not finished; `failed` when bKash says the payment ended unpaid; otherwise what disagrees.
 */
export function bkashMismatch(payment: Pick<PaymentRow, 'tranId' | 'amount' | 'gatewayPaymentId'>, status: BkashPayment): string | null {
  if (!status.answered) return `not answered (${status.error})`;
  if (status.paymentId !== payment.gatewayPaymentId) return `names payment ${status.paymentId}`;
  if (status.merchantInvoiceNumber !== payment.tranId) return `names invoice ${status.merchantInvoiceNumber}`;
  if (status.transactionStatus === 'Initiated' || status.transactionStatus === 'Approved') return 'pending';
  if (status.transactionStatus !== 'Completed') return 'failed';
  if (status.currency !== 'BDT') return `currency ${status.currency}`;
  if (status.amount !== payment.amount) return `amount ${status.amount}, not ${payment.amount}`;
  if (!status.trxId) return 'no trxID';
  return null;
}
