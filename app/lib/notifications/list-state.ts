import { DEFAULT_NOTIFICATION_LINK, NOTIFICATION_PAGE_SIZE } from './constants.ts';
import type { NotificationItem } from './types.ts';

// Pure changes to a notification list, so the dropdown, the pages and their tests agree.

export function countUnread(items: readonly NotificationItem[]): number {
  return items.reduce((count, item) => count + (item.is_read ? 0 : 1), 0);
}

export function markOneRead(items: readonly NotificationItem[], id: number): NotificationItem[] {
  return items.map((item) => (item.id === id && !item.is_read ? { ...item, is_read: true } : item));
}

export function markEveryRead(items: readonly NotificationItem[]): NotificationItem[] {
  return items.map((item) => (item.is_read ? item : { ...item, is_read: true }));
}

/** A guest's read marks live in this browser; the server always sends public notifications unread to guests. */
export function withLocalReads(items: readonly NotificationItem[], readIds: ReadonlySet<number>): NotificationItem[] {
  return items.map((item) => (!item.is_read && readIds.has(item.id) ? { ...item, is_read: true } : item));
}

/** Where a notification leads: its own path on this site, or the shop. Never another host. */
export function notificationHref(item: Pick<NotificationItem, 'link'>): string {
  const link = item.link?.trim();
  if (!link?.startsWith('/') || link.startsWith('//') || link.includes('\\')) return DEFAULT_NOTIFICATION_LINK;
  return link;
}

/** Sample notifications have negative ids: the server never sees them. */
export function isSample(item: Pick<NotificationItem, 'id'>): boolean {
  return item.id < 0;
}

/** A customer's own and the public notifications as one list, newest first, at most one page long. */
export function mergeNewestFirst(
  own: { data: readonly NotificationItem[]; total: number },
  shared: { data: readonly NotificationItem[]; total: number },
  limit: number = NOTIFICATION_PAGE_SIZE,
): { data: NotificationItem[]; total: number } {
  const data = [...own.data, ...shared.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id).slice(0, limit);
  return { data, total: own.total + shared.total };
}
