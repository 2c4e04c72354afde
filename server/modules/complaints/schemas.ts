import { z } from 'zod';
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail } from '#domain/account.ts';
import { COMPLAINT_LIMITS as L, COMPLAINT_MESSAGES as M, COMPLAINT_QUEUES } from '#domain/complaints.ts';
import { pageQueryFields } from '#server/http/newest-first-pages.ts';
import { requiredMobileNumber } from '#server/modules/orders/schemas.ts';

const required = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, M.tooLong(max));

/** Left empty is not given: the form always sends its optional boxes. */
const optionalText = <T extends z.ZodType<string | undefined>>(field: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field.optional());

export const complaintBody = z.object({
  name: required(L.name, M.nameRequired),
  phone: requiredMobileNumber('Enter a mobile number we can reply to.').describe('A Bangladeshi mobile number: the reply is texted to it'),
  email: optionalText(
    z
      .string({ error: ACCOUNT_MESSAGES.invalidEmail })
      .trim()
      .max(L.email, M.tooLong(L.email))
      .refine(isValidEmail, ACCOUNT_MESSAGES.invalidEmail)
      .transform(normalizeEmail),
  ).describe('Optional: the reply is emailed here too'),
  order_number: optionalText(
    z
      .string({ error: M.badOrderNumber })
      .trim()
      .max(L.orderNumber, M.badOrderNumber)
      .regex(/^DK[-A-Z0-9]*\d[-A-Z0-9]*$/i, M.badOrderNumber)
      .transform((value) => value.toUpperCase()),
  ).describe('Optional: the order it is about'),
  subject: required(L.subject, M.subjectRequired),
  message: required(L.message, M.messageRequired),
});
export type ComplaintInput = z.infer<typeof complaintBody>;

export const adminComplaintListQuery = z.object({
  queue: z.enum(COMPLAINT_QUEUES, { error: `must be one of ${COMPLAINT_QUEUES.join(', ')}` }).default('open'),
  ...pageQueryFields('complaints'),
});
export type AdminComplaintListQuery = z.infer<typeof adminComplaintListQuery>;

export const adminComplaintParams = z.object({
  id: z.coerce
    .number({ error: 'must be a complaint number' })
    .int('must be a complaint number')
    .min(1, 'must be a complaint number')
    .max(2_147_483_647, 'must be a complaint number'),
});

export const adminComplaintAnswerBody = z.object({
  reply: required(L.reply, M.replyRequired).describe('Sent to the customer by SMS, and by email when they gave one'),
});
