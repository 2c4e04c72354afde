import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCachedQueryData } from '#app/lib/query-cache-reader.ts';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import { ERROR_CLEAR_MS, MANUAL_REFRESH_GAP_MS, REFRESH_DEBOUNCE_MS } from './constants.ts';
import { readLocalReads, rememberLocalReads } from './guest-reads.ts';
import { countUnread, isSample, markEveryRead, markOneRead, withLocalReads } from './list-state.ts';
import { listQuery, sendMarkAllRead, sendMarkRead } from './queries.ts';
import { type NotificationItem, type NotificationListData, unreadKey, type Viewer } from './types.ts';

export interface NotificationList {
  /** Undefined while the first fetch is on its way. */
  items: NotificationItem[] | undefined;
  unread: number;
  fallback: boolean;
  refreshing: boolean;
  /** False within the manual refresh gap of the last fetch. */
  canRefresh: boolean;
  /** A failed read mark, shown for 3 s. */
  error: string | null;
  markRead: (item: NotificationItem) => void;
  markAllRead: () => void;
  refresh: () => void;
}

/** What the cache held before a read mark was applied, to put back if the server refuses it. */
interface Before {
  list: NotificationListData | undefined;
  unread: number | undefined;
}

/**
 * The notification list of the dropdown and the notification pages (see `listQuery`): read marks
 * are applied to the cached list and the badge's count first, then sent to the server for a
 * customer, or kept in this browser for a guest (and for the samples, which the server never saw).
 */
export function useNotificationList(viewerInput: Viewer, initial?: NotificationListData | null): NotificationList {
  const client = browserQueryClient();
  // One object per viewer (callers build a new one each render), so the callbacks below stay put.
  const customerId = viewerInput.kind === 'customer' ? viewerInput.id : null;
  const viewer = useMemo<Viewer>(() => (customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId }), [customerId]);
  const options = useMemo(() => listQuery(viewer, client), [viewer, client]);
  const countKey = useMemo(() => (customerId === null ? null : unreadKey({ kind: 'customer', id: customerId })), [customerId]);

  // The page's loader may have sent the first list; the bell may already hold a guest's.
  const query = useQuery({ ...options, ...(initial ? { initialData: initial } : {}) }, client);

  // A server-rendered list shows public notifications unread to guests; this browser knows better.
  useEffect(() => {
    if (viewer.kind !== 'guest') return;
    const reads = readLocalReads();
    client.setQueryData(options.queryKey, (data) =>
      data?.items.some((item) => !item.is_read && reads.has(item.id)) ? { ...data, items: withLocalReads(data.items, reads) } : data,
    );
  }, [viewer, client, options]);

  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  /** Applies a read mark to the cached list and to a customer's count at once. */
  const applyMark = useCallback(
    (mark: (items: readonly NotificationItem[]) => NotificationItem[], unreadAfter: (unread: number) => number): Before => {
      const before: Before = { list: client.getQueryData(options.queryKey), unread: countKey ? client.getQueryData<number>(countKey) : undefined };
      // The samples stay stored as updated at 0 (never fresh), read marks or not.
      client.setQueryData(
        options.queryKey,
        (current) => (current ? { ...current, items: mark(current.items) } : current),
        before.list?.fallback ? { updatedAt: 0 } : undefined,
      );
      if (countKey && before.unread !== undefined) client.setQueryData(countKey, Math.max(0, unreadAfter(before.unread)));
      return before;
    },
    [client, options, countKey],
  );
  const putBack = useCallback(
    (before: Before | undefined) => {
      if (before?.list) client.setQueryData(options.queryKey, before.list);
      if (countKey && before?.unread !== undefined) client.setQueryData(countKey, before.unread);
    },
    [client, options, countKey],
  );

  const markOne = useMutation(
    {
      onMutate: (item: NotificationItem) => {
        if (viewer.kind === 'guest' || isSample(item)) rememberLocalReads([item.id]);
        return applyMark(
          (items) => markOneRead(items, item.id),
          (unread) => unread - 1,
        );
      },
      mutationFn: async (item: NotificationItem) => {
        if (viewer.kind === 'customer' && !isSample(item)) await sendMarkRead(item.id);
      },
      onError: (_error, _item, before) => {
        putBack(before);
        setError(notificationStrings.errors.markRead);
      },
    },
    client,
  );

  // Called with the list as it was, which says what only this browser can keep (guest, samples).
  const markAll = useMutation(
    {
      onMutate: (list: NotificationListData | undefined) => {
        const local = (list?.items ?? []).filter((item) => viewer.kind === 'guest' || isSample(item)).map((item) => item.id);
        if (local.length > 0) rememberLocalReads(local);
        return applyMark(markEveryRead, () => 0);
      },
      mutationFn: async (list: NotificationListData | undefined) => {
        if (viewer.kind === 'customer' && !list?.fallback) await sendMarkAllRead();
      },
      onError: (_error, _list, before) => {
        putBack(before);
        setError(notificationStrings.errors.markAllRead);
      },
    },
    client,
  );

  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const refresh = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      // The samples were stored as updated at 0, so they are always old enough to refresh.
      if (Date.now() - (client.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0) < MANUAL_REFRESH_GAP_MS) return;
      void client.refetchQueries({ queryKey: options.queryKey, exact: true });
    }, REFRESH_DEBOUNCE_MS);
  }, [client, options]);

  const now = useNow(MANUAL_REFRESH_GAP_MS / 2);
  const data = query.data;
  const items = data?.items;
  const fallback = data?.fallback === true;
  const badge = useCachedQueryData<number>(countKey);
  // Past 50 notifications the list is cut, so a customer's count comes from the server's figure.
  const unread = items ? (countKey && !fallback && badge !== undefined && (data?.total ?? 0) > items.length ? badge : countUnread(items)) : 0;

  return {
    items,
    unread,
    fallback,
    refreshing: query.isFetching,
    canRefresh: !query.isFetching && now - query.dataUpdatedAt >= MANUAL_REFRESH_GAP_MS,
    error,
    markRead: useCallback((item: NotificationItem) => (item.is_read ? undefined : markOne.mutate(item)), [markOne.mutate]),
    markAllRead: useCallback(() => markAll.mutate(client.getQueryData(options.queryKey)), [markAll.mutate, client, options]),
    refresh,
  };
}

/** The time, updated every `everyMs`, so a button that time re-enables does so by itself. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
