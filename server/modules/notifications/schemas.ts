import { z } from 'zod';
import { NOTIFICATION_TYPES } from '#server/db/schema.ts';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

const MAX_ID = 2_147_483_647;

const positiveInt = (max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`);

/** Notification pages hold 50 by default; 100 at most keeps one answer small. */
export const notificationPageQuery = z.object({
  page: positiveInt(10_000).default(1),
  per_page: positiveInt(100).default(50),
});

export const notificationIdParams = z.object({
  id: positiveInt(MAX_ID),
});

const notificationAnswer = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  icon: z.string().describe('An icon name; `bell` when the notification has none of its own'),
  title: z.string(),
  message: z.string(),
  time: z.string().describe('Short relative text ("5 min ago"; the date in Bangladesh after a week) as of the answer'),
  created_at: z.iso.datetime(),
  is_read: z.boolean(),
  link: z.string().nullable().describe('A path on this site'),
});

/** A page of notifications: the list in `data`, the paging beside it, as every paged list of the API answers. */
const notificationPage = (description: string) =>
  z
    .object({
      success: z.literal(true),
      message: z.string(),
      data: z.array(notificationAnswer).describe('Newest first'),
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int().describe('At least 1: no notifications is one empty page'),
    })
    .describe(description);

export const ownNotificationsAnswers = answers({ 200: notificationPage("A page of the customer's own notifications") });
export const publicNotificationsAnswers = answers({
  200: notificationPage('A page of the notifications for every visitor, with this customer’s read flags (all unread for a guest)'),
});
export const unreadCountAnswers = answers({ 200: envelope(z.object({ count: z.number().int() }), 'Unread own and public notifications') });
export const markReadAnswers = answers({ 200: messageOnly('Marked read (also when it already was)') }, [404]);
export const markAllReadAnswers = answers({ 200: messageOnly('Every own and public notification marked read') });
