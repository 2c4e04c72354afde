import type { NOTIFICATION_TYPES, notifications } from '#server/db/schema.ts';
import { relativeTimeText } from '#domain/dates.ts';

export interface NotificationView {
  id: number;
  type: (typeof NOTIFICATION_TYPES)[number];
  icon: string;
  title: string;
  message: string;
  /** Short relative text ("5 min ago", or the date after a week) as of the answer; `created_at` is the exact instant. */
  time: string;
  created_at: string;
  is_read: boolean;
  link: string | null;
}

type NotificationRow = typeof notifications.$inferSelect;

/** A notification without its own icon shows the bell. */
const DEFAULT_NOTIFICATION_ICON = 'bell';

export function presentNotification(row: NotificationRow, isRead: boolean, now: Date): NotificationView {
  return {
    id: row.id,
    type: row.type,
    icon: row.icon ?? DEFAULT_NOTIFICATION_ICON,
    title: row.title,
    message: row.message,
    time: relativeTimeText(row.createdAt, now),
    created_at: row.createdAt.toISOString(),
    is_read: isRead,
    link: row.link,
  };
}
