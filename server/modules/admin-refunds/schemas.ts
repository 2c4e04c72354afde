import { pageQueryFields } from '#server/http/newest-first-pages.ts';
import { z } from 'zod';
import { REFUND_STATUSES } from '#server/db/schema.ts';

const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max, `must be at most ${max} characters`);

export const adminRefundListQuery = z.object({
  status: z.enum(REFUND_STATUSES, { error: `must be one of ${REFUND_STATUSES.join(', ')}` }).default('pending'),
  ...pageQueryFields('requests'),
});
export type AdminRefundListQuery = z.infer<typeof adminRefundListQuery>;

export const adminRefundParams = z.object({
  id: z.coerce
    .number({ error: 'must be a refund request number' })
    .int('must be a refund request number')
    .min(1, 'must be a refund request number')
    .max(2_147_483_647, 'must be a refund request number'),
});

const expected = z
  .literal('pending', { error: 'must be pending' })
  .describe('The state the caller saw; a request already decided by someone else is answered 409 and nothing changes');

export const adminRefundApproveBody = z.object({
  expected_status: expected,
  amount: z
    .number({ error: 'Enter the amount to refund.' })
    .int('must be whole taka')
    .min(1, 'must be at least 1 taka')
    .describe('Taka to pay back: at most what is left to refund on the order (422 otherwise)'),
  items: z
    .array(z.object({ order_item_id: z.number().int().min(1), quantity: z.number().int().min(1, 'must be at least 1') }))
    .min(1, 'Choose at least one line.')
    .max(100)
    .optional()
    .describe('The lines refunded, each within the request’s own; the request’s lines when absent'),
  restock: z.boolean({ error: 'must be true or false' }).default(false).describe('Put the chosen lines’ units back on the shelf, in the same transaction'),
  note: z.string().trim().max(1000, 'must be at most 1000 characters').optional().describe('Shown to the customer with the decision'),
});
export type AdminRefundApprove = z.infer<typeof adminRefundApproveBody>;

export const adminRefundRejectBody = z.object({
  expected_status: expected,
  reason: text(1000, 'Say why the request is declined; the customer is told.'),
});

export const adminRefundPaidOutBody = z.object({
  expected_payout: z
    .enum(['awaiting_cash', 'pending_manual'], { error: 'must be awaiting_cash or pending_manual' })
    .describe('The state the caller saw; a refund already marked paid out by someone else is answered 409 and nothing changes'),
  note: text(500, 'Say how the money was handed back, with any reference (bKash transaction, receipt number).').describe(
    'How the money was handed back and any reference; kept with the refund for staff',
  ),
});
export type AdminRefundPaidOut = z.infer<typeof adminRefundPaidOutBody>;

export const adminRefundRetryBody = z.object({
  expected_payout: z
    .literal('failed', { error: 'must be failed' })
    .describe('The state the caller saw; a refund no longer refused (already sent again) is answered 409'),
});

export const adminCancelledOrderParams = z.object({
  order_number: z
    .string({ error: 'must be an order number' })
    .trim()
    .toUpperCase()
    // Letters, digits and dashes only, so a stray byte (a NUL, say) never reaches a query.
    .regex(/^[A-Z0-9-]{1,30}$/, 'must be an order number such as DK261121-ABC234')
    .describe('The cancelled order whose money is sent back'),
});

export const adminSendBackBody = z.object({
  expected_amount: z
    .number({ error: 'must be the amount held, in whole taka' })
    .int('must be whole taka')
    .min(1, 'must be at least 1 taka')
    .describe('The amount held the caller saw and confirmed; when the order holds another amount now, 409 and nothing is sent'),
});
export type AdminSendBack = z.infer<typeof adminSendBackBody>;
