import type { NagadVerification } from '#server/adapters/payments/nagad.ts';
import type { PaymentRow } from './records.ts';
import { validationMismatch } from './validation-check.ts';

/** Verify statuses in which the shopper left Nagad's page rather than Nagad refusing the payment. */
const LEFT_BY_SHOPPER = new Set(['Aborted', 'Cancelled']);

export type NagadVerdict =
  | { kind: 'paid' }
  /** The shopper has not finished on Nagad's page: not a failure, asked about again later. */
  | { kind: 'pending' }
  /** Nagad says the payment ended unpaid. */
  | { kind: 'ended'; status: 'failed' | 'cancelled' }
  /** Nagad says Success, but not for this attempt's order, amount or currency: staff look at it. */
  | { kind: 'mismatch'; why: string };

/**
 * What Nagad's verify answer means for this attempt. It pays only through the same check as the
 * other gateways' validations (our transaction id, the attempt's amount, taka), on top of the
 * adapter's own (Success, our merchant id).
 */
export function nagadVerdict(payment: Pick<PaymentRow, 'tranId' | 'amount' | 'currency'>, verification: NagadVerification): NagadVerdict {
  if (verification.pending) return { kind: 'pending' };
  const mismatch = validationMismatch(payment, verification);
  if (mismatch === null) return { kind: 'paid' };
  if (verification.status === 'Success') {
    const why = [
      verification.tranId !== payment.tranId ? `order ${verification.tranId}` : null,
      `amount ${verification.amount}`,
      `currency ${verification.currency}`,
    ]
      .filter(Boolean)
      .join(', ');
    return { kind: 'mismatch', why: `Success for ${why}, not ${payment.tranId} ৳${payment.amount} ${payment.currency}` };
  }
  return { kind: 'ended', status: LEFT_BY_SHOPPER.has(verification.status) ? 'cancelled' : 'failed' };
}
