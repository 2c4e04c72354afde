import type { notifications } from '#server/db/schema.ts';
import type { NotificationView } from './service.ts';
import { relativeTime } from './relative-time.ts';

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
    time: relativeTime(row.createdAt, now),
    created_at: row.createdAt.toISOString(),
    is_read: isRead,
    link: row.link,
  };
}
