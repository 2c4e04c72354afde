import { z } from 'zod';
import { SPENT_RULE } from '#domain/customers.ts';
import { ORDER_STATUSES } from '#domain/order-flow.ts';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '#server/db/schema.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';

/**
 * What the customer desk answers, as ./service.ts shapes them. Money is whole taka. Built field by
 * field, never from the customer row, so a password hash, a session or a reset code cannot leak in.
 */

const int = () => z.number().int();
const instant = () => z.iso.datetime();

const block = {
  blocked_at: instant().nullable().describe('When staff blocked the account; null for an account in good standing'),
};

const deskCustomerRow = z.object({
  id: int(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: instant(),
  ...block,
  order_count: int().describe('Every order placed from the account, cancelled ones too'),
  total_spent: int().describe(SPENT_RULE),
});
z.globalRegistry.add(deskCustomerRow, { id: 'AdminCustomerRow', description: 'A customer as the desk’s list shows them' });

const customerPage = z.object({
  customers: z.array(deskCustomerRow).describe('Newest account first'),
  next_cursor: z.string().nullable().describe('Send as `cursor` for the next page; null on the last'),
});

const deskCustomer = z.object({
  id: int(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({ address: z.string(), division: z.string(), district: z.string(), area: z.string().nullable() }).nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  has_password: z.boolean().describe('False for an account that only ever signed in with Google or Facebook'),
  sign_in_providers: z.array(z.enum(['google', 'facebook'])),
  created_at: instant(),
  ...block,
  blocked_reason: z.string().nullable(),
  active_sessions: int().describe('Sessions not ended or expired'),
  order_count: int(),
  total_spent: int().describe(SPENT_RULE),
  orders: z
    .array(
      z.object({
        order_number: z.string().describe('Opens on the order desk'),
        status: z.enum(ORDER_STATUSES),
        payment_status: z.enum(PAYMENT_STATUSES),
        total: int(),
        refunded_amount: int(),
        created_at: instant(),
      }),
    )
    .describe('The newest 100, newest first'),
  refund_requests: z
    .array(
      z.object({
        id: int(),
        order_number: z.string(),
        amount: int(),
        status: z.enum(REFUND_STATUSES),
        reason: z.string(),
        created_at: instant(),
      }),
    )
    .describe('The newest 100, newest first'),
});
z.globalRegistry.add(deskCustomer, { id: 'AdminCustomer', description: 'A customer as the desk shows them; never a secret' });

const guarded = [401, 403] as const;

export const adminCustomerAnswers = {
  list: answers({ 200: envelope(customerPage, 'A page of customers') }, [...guarded, 422]),
  one: answers({ 200: envelope(deskCustomer, 'The customer') }, [...guarded, 404, 422]),
  blocked: answers({ 200: envelope(deskCustomer, 'The customer, now blocked') }, [...guarded, 404, 409, 422]),
  unblocked: answers({ 200: envelope(deskCustomer, 'The customer, unblocked') }, [...guarded, 404, 409, 422]),
};
