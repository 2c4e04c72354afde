import { pageQueryFields } from '#server/http/newest-first-pages.ts';
import { z } from 'zod';
import { CUSTOMER_DESK_LIMITS as L, CUSTOMER_DESK_MESSAGES as M } from '#domain/customers.ts';

export const adminCustomerListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(L.search, `must be at most ${L.search} characters`)
    .optional()
    .describe('A mobile number (whole, any usual spelling), or part of the name or email'),
  ...pageQueryFields('customers'),
});

export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuery>;

export const adminCustomerParams = z.object({
  // A whole number within the column's range, so a stray byte never reaches a query.
  id: z.coerce
    .number({ error: 'must be a customer id' })
    .int('must be a customer id')
    .min(1, 'must be a customer id')
    .max(2_147_483_647, 'must be a customer id')
    .describe('The customer’s id'),
});

export const adminCustomerBlockBody = z.object({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(L.reason, `must be at most ${L.reason} characters`)
    .describe('Why, for the staff who read it later; the customer is not shown it'),
});
