import { z } from 'zod';
import { answers, envelope } from '#server/http/openapi/answers.ts';

const instant = () => z.iso.datetime();

const filed = z.object({
  reference: z.string().describe('What the shopper quotes about it, such as CMP-000042'),
  answer_due_at: instant().describe('When the shop must have answered: 72 hours after filing'),
});

const complaint = z.object({
  id: z.number().int(),
  reference: z.string(),
  customer_id: z.number().int().nullable().describe('The account it was filed from; null for a guest'),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  order_number: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  created_at: instant(),
  answer_due_at: instant().describe('72 hours after filing'),
  late: z.boolean().describe('Still unanswered past `answer_due_at`'),
  reply: z.string().nullable(),
  answered_at: instant().nullable(),
  answered_by: z.string().nullable(),
});
z.globalRegistry.add(complaint, { id: 'AdminComplaint', description: 'A complaint as the back office reads and answers it' });

const page = z.object({
  complaints: z.array(complaint).describe('Newest first'),
  next_cursor: z.string().nullable().describe('Send as `cursor` for the next page; null on the last'),
  late_count: z.number().int().describe('Unanswered complaints past their deadline, whatever the queue shown'),
});

const guarded = [401, 403] as const;

export const complaintAnswers = {
  file: answers({ 201: envelope(filed, 'Filed: its reference and the time the shop must answer by') }, [422, 429]),
  list: answers({ 200: envelope(page, 'A page of the queue') }, [...guarded, 422]),
  one: answers({ 200: envelope(complaint, 'The complaint') }, [...guarded, 404, 422]),
  answer: answers({ 200: envelope(complaint, 'The complaint, answered; the reply is on its way to the customer') }, [...guarded, 404, 409, 422]),
};
