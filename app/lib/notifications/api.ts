import { api } from '#app/lib/api/client.ts';
import { NOTIFICATION_PAGE_SIZE } from './constants.ts';
import { mergeNewestFirst } from './list-state.ts';
import type { NotificationItem, Viewer } from './types.ts';

// The four notification calls (list, unread count, mark one read, mark all read), through the shop's one API client: GETs retried twice a
// second apart, errors classified by status, and a 401 signs the browser out.

export interface NotificationPage {
  data: NotificationItem[];
  total: number;
}

const pageQuery = { per_page: NOTIFICATION_PAGE_SIZE };

/**
 * The newest notifications. A guest gets the public ones; a customer their own merged with the
 * public ones (with their read flags), since the unread count covers both.
 */
export async function fetchNotifications(viewer: Viewer, signal?: AbortSignal): Promise<NotificationPage> {
  const options = signal ? { query: pageQuery, signal } : { query: pageQuery };
  if (viewer.kind === 'guest') return api.get<NotificationPage>('/public-notifications', options);
  const [own, shared] = await Promise.all([
    api.get<NotificationPage>('/customer-notifications', options),
    api.get<NotificationPage>('/public-notifications', options),
  ]);
  return mergeNewestFirst(own, shared);
}

/** The signed-in customer's unread count (own and public notifications). */
export async function fetchUnreadCount(): Promise<number> {
  const body = await api.get<{ data: { count: number } }>('/customer-notifications/count');
  return body.data.count;
}

export async function sendMarkRead(id: number): Promise<void> {
  await api.patch(`/customer-notifications/${id}/read`);
}

export async function sendMarkAllRead(): Promise<void> {
  await api.post('/customer-notifications/mark-all-read');
}
