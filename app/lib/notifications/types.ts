import type { NotificationView } from '#server/modules/notifications/service.ts';

/** One notification as the API sends it: id, type, icon, title, message, time, created_at, is_read, link. */
export type NotificationItem = NotificationView;
export type NotificationType = NotificationItem['type'];

/** A notification list as the dropdown and the pages hold it. */
export interface NotificationListData {
  items: NotificationItem[];
  /** How many the server holds; more than `items` when there are over 50. */
  total: number;
  /** The welcome samples, standing in because the fetch failed with nothing cached. */
  fallback?: boolean;
}

/**
 * Whose notifications a list holds: a signed-in customer's (by id) or a guest's public ones. The
 * key keeps one customer's cached list from ever showing to the next one on the same browser.
 */
export type Viewer = { kind: 'customer'; id: number } | { kind: 'guest' };

function viewerKey(viewer: Viewer): string {
  return viewer.kind === 'customer' ? `customer:${viewer.id}` : 'guest';
}

/** The query cache's key of the viewer's list. */
export function listKey(viewer: Viewer): [string, string, string] {
  return ['notifications', viewerKey(viewer), 'list'];
}

/** The query cache's key of a customer's unread count (a guest's comes from the list itself). */
export function unreadKey(viewer: Viewer & { kind: 'customer' }): [string, string, string] {
  return ['notifications', viewerKey(viewer), 'unread'];
}
