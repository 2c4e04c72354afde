import { z } from 'zod';
import { ORDER_STATUSES } from '#domain/order-flow.ts';
import { PAYMENT_GATEWAYS, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_PAYOUTS, REFUND_STATUSES } from '#server/db/schema.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { paymentAttempt } from '#server/modules/admin-orders/answers.ts';
import { orderItem } from '#server/modules/orders/answers.ts';

/** What the refund desk's operations answer, as ./service.ts shapes them. Money is whole taka. */

const int = () => z.number().int();
const instant = () => z.iso.datetime();

const cancelledPrepaidOrder = z.object({
  order_number: z.string(),
  customer_name: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  advance_only: z.boolean().describe('Only a cash-on-delivery order’s advance was paid: that advance is what is held'),
  amount_held: int().describe('Paid (the whole order, or a cash order’s advance) and not yet sent back'),
  refund_due_by: z.iso.date().describe('The Bangladesh day the money must be back by: 10 days after cancellation'),
  overdue: z.boolean().describe('That day has passed'),
});

const refundRow = z.object({
  id: int(),
  order_id: int(),
  order_number: z.string(),
  customer_name: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  reason: z.string(),
  items: z.array(z.object({ order_item_id: int(), quantity: int() })).describe('The lines and quantities the customer asked for'),
  amount: int().describe('What the customer asked for'),
  status: z.enum(REFUND_STATUSES),
  staff_note: z.string().nullable().describe('The note sent with an approval, or the reason for a rejection'),
  approved_amount: int().nullable().describe('What was approved; null until approved'),
  restocked: z.boolean().describe('Whether the approved lines’ units went back on the shelf'),
  payout: z
    .enum(REFUND_PAYOUTS)
    .nullable()
    .describe(
      'How the money goes back; null until approved. Cash: `awaiting_cash` until staff mark it `paid_out`. Online: `sending` while the gateway refund is being sent (retried with back-off while the gateway cannot be reached), `processing` while the gateway completes it, `sent` once accepted, `failed` with the gateway’s reason (may be sent again). `pending_manual`: an online payment with no gateway payment on record, to be sent back by hand',
    ),
  payout_gateway: z.enum(PAYMENT_GATEWAYS).nullable().describe('The gateway an online refund goes back through: the one that took the payment'),
  payout_reference: z.string().nullable().describe('The gateway’s own id for the refund (SSLCommerz refund_ref_id), once it answered'),
  payout_error: z.string().nullable().describe('Why the gateway refused the refund (`failed`), or the last transport error while it is still being sent'),
  paid_out_at: instant().nullable().describe('When the money went back: the gateway accepted it, or staff marked the cash paid out'),
  paid_out_by: z.string().nullable().describe('The staff member who marked a cash refund paid out'),
  paid_out_note: z.string().nullable().describe('How the cash was handed back, with any reference'),
  created_at: instant(),
  updated_at: instant(),
});
z.globalRegistry.add(refundRow, { id: 'AdminRefundRow', description: 'A refund request as the desk lists it' });

const refundPage = z.object({
  refunds: z.array(refundRow).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Send as `cursor` for the next page; null on the last'),
});

const refundDetail = refundRow.extend({
  order: z.object({
    id: int(),
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    total: int(),
    amount_paid: int().describe('Money received for the order: its total once paid or delivered, else a cash order’s advance once paid, else 0'),
    refunded_amount: int().describe('Paid back so far, by any refund'),
    left_to_refund: int().describe('The most an approval may pay back now'),
    items: z.array(orderItem),
  }),
  payments: z.array(paymentAttempt.omit({ bank_tran_id: true, card_type: true })).describe('Online payment attempts, oldest first'),
});
z.globalRegistry.add(refundDetail, { id: 'AdminRefund', description: 'A refund request with its order, as the desk decides it' });

const guarded = [401, 403] as const;

export const adminRefundAnswers = {
  list: answers({ 200: envelope(refundPage, 'A page of the queue') }, [...guarded, 422]),
  cancelledPrepaid: answers({ 200: envelope(z.array(cancelledPrepaidOrder), 'Soonest due first, at most 200') }, [...guarded]),
  sendBack: answers({ 200: envelope(refundDetail, 'The refund recorded for the money sent back, with its pay-out') }, [...guarded, 404, 409, 422]),
  one: answers({ 200: envelope(refundDetail, 'The request') }, [...guarded, 404, 422]),
  decide: answers({ 200: envelope(refundDetail, 'The request as decided') }, [...guarded, 404, 409, 422]),
  payout: answers({ 200: envelope(refundDetail, 'The request with its pay-out as changed') }, [...guarded, 404, 409, 422]),
};
