import { formatTaka } from '#domain/money.ts';
import { GATEWAY_LABELS, type PayoutGateway } from '#domain/refunds.ts';

/** What the payment API answers; the pages carry their own copy in app/strings. */
export const PAYMENT_API_MESSAGES = {
  started: 'Payment started.',
  orderNotFound: 'No order matches that order number and mobile number.',
  paymentNotFound: 'Payment not found.',
  cashOnDelivery: 'This order is paid in cash on delivery.',
  advancePaid: 'This order’s advance is paid; the rest is paid in cash on delivery.',
  alreadyPaid: 'This order is already paid.',
  refunded: 'This order has been refunded.',
  cancelled: 'This order was cancelled. Please place it again.',
  notPending: 'This order can no longer be paid online. Please call us.',
  expired: 'The 30 minutes to pay for this order have passed. Please place it again.',
  nothingToPay: 'This order has nothing to pay.',
  unavailable: 'Online payment is not available right now. Please choose cash on delivery.',
  gatewayDown: 'We could not reach the payment gateway. Please try again, or choose cash on delivery.',
  invalidSignature: 'Invalid signature.',
  bkashUnavailable: 'bKash payment is not available right now. Please choose another way to pay.',
  nagadUnavailable: 'Nagad payment is not available right now. Please choose another way to pay.',
} as const;

/** Notes for SSLCommerz's IPN log: every handled notice gets a 200 with one of these. */
export const IPN_NOTES = {
  unknown: 'Unknown transaction; ignored.',
  applied: 'Payment applied.',
  alreadyApplied: 'Payment already applied.',
  appliedOrderClosed: 'Payment recorded; the order was no longer open and needs staff attention.',
  notApplied: 'Validation did not match this payment; not applied.',
  notValid: 'The gateway does not call this payment valid; not applied.',
  failed: 'Payment recorded as failed.',
  cancelled: 'Payment recorded as cancelled.',
} as const;

/** The customer's notification once the gateway accepted a refund. */
export function refundSentMessage(refund: { approvedAmount: number | null; amount: number; payoutGateway: PayoutGateway | null }, orderNumber: string) {
  const via = refund.payoutGateway ? ` through ${GATEWAY_LABELS[refund.payoutGateway]}` : '';
  return {
    title: 'Refund sent',
    message: `${formatTaka(refund.approvedAmount ?? refund.amount)} for order ${orderNumber} was sent back to the account you paid with${via}. Your bank or wallet may take a few days to show it.`,
  };
}

/** Why a refund the gateway never answered stopped being sent: staff must look before sending it again. */
export const PAYOUT_GIVEN_UP = (lastError: string) =>
  `The gateway could not be reached after every retry (last: ${lastError}). Check in the gateway's own panel whether this refund went through before sending it again.`;
