import { z } from 'zod';
import { isSitePath } from './site-link.ts';

/** What staff fill in for a notification every shopper sees: one schema for the back office's form and the API. */

/** The kinds a public notification may be; order and payment ones are a customer's own. */
export const PUBLIC_NOTIFICATION_TYPES = ['other', 'alert'] as const;
export const PUBLIC_NOTIFICATION_TYPE_LABELS: Record<(typeof PUBLIC_NOTIFICATION_TYPES)[number], string> = {
  other: 'Announcement',
  alert: 'Alert',
};

const LIMITS = { title: 120, message: 500, link: 500 } as const;

export const PUBLIC_NOTIFICATION_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `The title can be at most ${LIMITS.title} characters.`,
  messageRequired: 'Enter the message.',
  messageTooLong: `The message can be at most ${LIMITS.message} characters.`,
  link: 'Enter a page of this shop, starting with / (like /shop/laptops), or leave it empty.',
  linkTooLong: `The link can be at most ${LIMITS.link} characters.`,
  type: `Choose one of: ${PUBLIC_NOTIFICATION_TYPES.join(', ')}.`,
  notFound: 'No public notification with this id.',
} as const;

const M = PUBLIC_NOTIFICATION_MESSAGES;

const fields = {
  type: z.enum(PUBLIC_NOTIFICATION_TYPES, { error: M.type }),
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(LIMITS.title, M.titleTooLong),
  message: z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(LIMITS.message, M.messageTooLong),
  /** Empty or null: the notification links nowhere. */
  link: z
    .string({ error: M.link })
    .trim()
    .max(LIMITS.link, M.linkTooLong)
    .refine((link) => link === '' || isSitePath(link), M.link)
    .nullable()
    .transform((link) => (link === '' ? null : link)),
};

export const publicNotificationCreateSchema = z.object({ ...fields, type: fields.type.default('other'), link: fields.link.default(null) });
export type PublicNotificationCreate = z.output<typeof publicNotificationCreateSchema>;

/** A change: only the fields sent change. */
export const publicNotificationPatchSchema = z.object(fields).partial();
export type PublicNotificationPatch = z.output<typeof publicNotificationPatchSchema>;
