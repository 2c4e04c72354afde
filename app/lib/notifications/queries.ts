import { type QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { api } from '#app/lib/api/client.ts';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { CACHE_MS, COUNT_POLL_MS, MIN_FETCH_GAP_MS, NOTIFICATION_PAGE_SIZE } from './constants.ts';
import { readLocalReads } from './guest-reads.ts';
import { countUnread, mergeNewestFirst, withLocalReads } from './list-state.ts';
import { sampleNotifications } from './samples.ts';
import { listKey, type NotificationItem, type NotificationListData, unreadKey, type Viewer } from './types.ts';

// The notification calls (list, unread count, mark one read, mark all read) and how the query
// cache holds their answers; the cache is the one place the bell, the dropdown and the pages read.

interface NotificationPage {
  data: NotificationItem[];
  total: number;
}

const pageQuery = { per_page: NOTIFICATION_PAGE_SIZE };

/** The samples, with any the guest already read marked so. */
function samplesList(): NotificationListData {
  const items = withLocalReads(sampleNotifications(), readLocalReads());
  return { items, total: items.length, fallback: true };
}

/**
 * The newest notifications. A guest gets the public ones, with the read marks kept in this
 * browser; a customer their own merged with the public ones (with their read flags), since the
 * unread count covers both. Fetched at most once per 30 s; a failure with nothing cached shows the samples.
 */
export function listQuery(viewer: Viewer, client: QueryClient) {
  return queryOptions({
    queryKey: listKey(viewer),
    queryFn: async ({ signal }): Promise<NotificationListData> => {
      if (viewer.kind === 'guest') {
        const page = await api.get<NotificationPage>('/public-notifications', { query: pageQuery, signal });
        return { items: withLocalReads(page.data, readLocalReads()), total: page.total };
      }
      const [own, shared] = await Promise.all([
        api.get<NotificationPage>('/customer-notifications', { query: pageQuery, signal }),
        api.get<NotificationPage>('/public-notifications', { query: pageQuery, signal }),
      ]);
      const page = mergeNewestFirst(own, shared);
      // A list holding every notification is the badge's best figure; past one page the server's count stays.
      if (page.total <= page.data.length) client.setQueryData(unreadKey(viewer), countUnread(page.data));
      return { items: page.data, total: page.total };
    },
    staleTime: MIN_FETCH_GAP_MS,
    gcTime: CACHE_MS,
    meta: { dataOnFailure: samplesList },
  });
}

/** The signed-in customer's unread count (own and public notifications), asked for again every 5 minutes. */
function unreadQuery(viewer: Viewer & { kind: 'customer' }) {
  return queryOptions({
    queryKey: unreadKey(viewer),
    queryFn: async ({ signal }) => (await api.get<{ data: { count: number } }>('/customer-notifications/count', { signal })).data.count,
    staleTime: COUNT_POLL_MS,
    refetchInterval: COUNT_POLL_MS,
  });
}

export interface UnreadWatcher {
  /** From now on the badge's figure is fetched when stale and every 5 minutes while the tab is visible. */
  poll: () => void;
  stop: () => void;
}

/**
 * Holds the badge's query in the cache (a customer's count, a guest's list) without fetching it
 * until `poll`, so the bell decides when its first request goes out.
 */
export function watchUnread(viewer: Viewer): UnreadWatcher {
  const client = browserQueryClient();
  if (viewer.kind === 'customer') return heldUntilPolled(new QueryObserver(client, { ...unreadQuery(viewer), enabled: false }));
  return heldUntilPolled(new QueryObserver(client, { ...listQuery(viewer, client), refetchInterval: COUNT_POLL_MS, enabled: false }));
}

function heldUntilPolled<T>(observer: QueryObserver<T, Error, T, T, [string, string, string]>): UnreadWatcher {
  const stop = observer.subscribe(() => undefined);
  return { poll: () => observer.setOptions({ ...observer.options, enabled: true }), stop };
}

export async function sendMarkRead(id: number): Promise<void> {
  await api.patch(`/customer-notifications/${id}/read`);
}

export async function sendMarkAllRead(): Promise<void> {
  await api.post('/customer-notifications/mark-all-read');
}
