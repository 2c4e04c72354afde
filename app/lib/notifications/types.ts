import type { NotificationView } from '#server/modules/notifications/service.ts';

/** One notification as the API sends it: id, type, icon, title, message, time, created_at, is_read, link. */
export type NotificationItem = NotificationView;
export type NotificationType = NotificationItem['type'];

/**
 * Whose notifications a list holds: a signed-in customer's (by id) or a guest's public ones. The
 * key keeps one customer's cached list from ever showing to the next one on the same browser.
 */
export type Viewer = { kind: 'customer'; id: number } | { kind: 'guest' };

export function viewerKey(viewer: Viewer): string {
  return viewer.kind === 'customer' ? `customer:${viewer.id}` : 'guest';
}
