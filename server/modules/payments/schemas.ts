import { z } from 'zod';
import { requiredPhoneField } from '#server/modules/auth/schemas.ts';

export const startPaymentBody = z.object({
  order_number: z.string({ error: 'Enter your order number.' }).trim().min(1, 'Enter your order number.').max(30, 'That is not an order number.'),
  phone: requiredPhoneField('Enter the mobile number used for the order.'),
});

export const startPaymentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ redirect_url: z.string(), tran_id: z.string(), gateway: z.enum(['sslcommerz', 'test']) }),
});

/** What a gateway posts, form-encoded: every field arrives as text, and the handlers read only what they need. */
export const gatewayFields = z.record(z.string(), z.string());

export const testCompleteBody = z.object({
  tran_id: z.string({ error: 'Missing transaction id.' }).trim().min(1, 'Missing transaction id.').max(64, 'Missing transaction id.'),
  outcome: z.enum(['success', 'fail', 'cancel'], { error: 'Choose success, fail or cancel.' }),
});
