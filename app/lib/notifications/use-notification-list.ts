import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserQueryClient } from '#app/lib/query-client.ts';
import { strings } from '#app/strings/index.ts';
import { fetchNotifications, sendMarkAllRead, sendMarkRead } from './api.ts';
import { CACHE_MS, ERROR_CLEAR_MS, MANUAL_REFRESH_GAP_MS, MIN_FETCH_GAP_MS, REFRESH_DEBOUNCE_MS } from './constants.ts';
import { fallbackSnapshot } from './feed-refresh.ts';
import { publishList, setUnread, useNotificationFeed } from './feed-store.ts';
import { readLocalReads, rememberLocalReads } from './guest-reads.ts';
import { countUnread, isSample, markEveryRead, markOneRead, withLocalReads } from './list-state.ts';
import { type NotificationItem, type Viewer, viewerKey } from './types.ts';

export interface NotificationListData {
  items: NotificationItem[];
  /** How many the server holds; more than `items` when there are over 50. */
  total: number;
  /** The welcome samples, standing in because the fetch failed with nothing cached. */
  fallback?: boolean;
}

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

/**
 * The notification list of the dropdown and the notification pages: fetched at
 * most once per 30 s, kept 5 minutes, read marks applied here first, then sent to the server for a
 * customer or kept in this browser for a guest (and for the samples, which the server never saw).
 */
export function useNotificationList(viewerInput: Viewer, initial?: NotificationListData | null): NotificationList {
  const client = browserQueryClient();
  const key = viewerKey(viewerInput);
  // One object per viewer (callers build a new one each render), so the callbacks below stay put.
  const customerId = viewerInput.kind === 'customer' ? viewerInput.id : null;
  const viewer = useMemo<Viewer>(() => (customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId }), [customerId]);
  const queryKey = useMemo(() => ['notifications', key] as const, [key]);

  // The bell may already hold the guest list, or the page's loader sent one: start from it.
  const snapshot = useNotificationFeed((state) => (state.viewer === key && state.snapshot && !state.snapshot.fallback ? state.snapshot : null));
  const [seed] = useState(() =>
    initial ? { data: initial, at: Date.now() } : snapshot ? { data: { items: snapshot.items, total: snapshot.total }, at: snapshot.fetchedAt } : null,
  );

  const query = useQuery(
    {
      queryKey,
      queryFn: async ({ signal }): Promise<NotificationListData> => {
        const page = await fetchNotifications(viewer, signal);
        return { items: viewer.kind === 'guest' ? withLocalReads(page.data, readLocalReads()) : page.data, total: page.total };
      },
      // The samples are never fresh: the next look tries the server again.
      staleTime: (current) => (current.state.data?.fallback ? 0 : MIN_FETCH_GAP_MS),
      gcTime: CACHE_MS,
      // The API client already retries GETs twice a second apart.
      retry: false,
      ...(seed ? { initialData: seed.data, initialDataUpdatedAt: seed.at } : {}),
    },
    client,
  );

  // A failure with nothing cached puts the samples in the cache, so read marks work on them too.
  const failedEmpty = query.isError && query.data === undefined;
  useEffect(() => {
    if (!failedEmpty) return;
    const samples = fallbackSnapshot();
    client.setQueryData<NotificationListData>(queryKey, { items: samples.items, total: samples.total, fallback: true }, { updatedAt: 0 });
  }, [failedEmpty, client, queryKey]);

  // A server-rendered list shows public notifications unread to guests; this browser knows better.
  useEffect(() => {
    if (viewer.kind !== 'guest') return;
    const reads = readLocalReads();
    client.setQueryData<NotificationListData>(queryKey, (data) =>
      data?.items.some((item) => !item.is_read && reads.has(item.id)) ? { ...data, items: withLocalReads(data.items, reads) } : data,
    );
  }, [viewer, client, queryKey]);

  // Fetched lists update the header badge.
  const data = query.data;
  useEffect(() => {
    if (data && !data.fallback) publishList(viewer, data.items, data.total);
  }, [data, viewer]);

  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const markRead = useCallback(
    (item: NotificationItem) => {
      if (item.is_read) return;
      const before = client.getQueryData<NotificationListData>(queryKey);
      const unreadBefore = useNotificationFeed.getState().unread;
      client.setQueryData<NotificationListData>(queryKey, (current) => (current ? { ...current, items: markOneRead(current.items, item.id) } : current));
      setUnread(viewer, Math.max(0, (unreadBefore ?? 1) - 1));
      if (viewer.kind === 'guest' || isSample(item)) return rememberLocalReads([item.id]);
      sendMarkRead(item.id).catch(() => {
        if (before) client.setQueryData(queryKey, before);
        setUnread(viewer, unreadBefore);
        setError(strings.notifications.errors.markRead);
      });
    },
    [client, queryKey, viewer],
  );

  const markAllRead = useCallback(() => {
    const before = client.getQueryData<NotificationListData>(queryKey);
    const unreadBefore = useNotificationFeed.getState().unread;
    client.setQueryData<NotificationListData>(queryKey, (current) => (current ? { ...current, items: markEveryRead(current.items) } : current));
    setUnread(viewer, 0);
    const localIds = (before?.items ?? []).filter((item) => viewer.kind === 'guest' || isSample(item)).map((item) => item.id);
    if (localIds.length > 0) rememberLocalReads(localIds);
    if (viewer.kind === 'guest' || before?.fallback) return;
    sendMarkAllRead().catch(() => {
      if (before) client.setQueryData(queryKey, before);
      setUnread(viewer, unreadBefore);
      setError(strings.notifications.errors.markAllRead);
    });
  }, [client, queryKey, viewer]);

  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const refresh = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      const state = client.getQueryState<NotificationListData>(queryKey);
      if (!state?.data?.fallback && Date.now() - (state?.dataUpdatedAt ?? 0) < MANUAL_REFRESH_GAP_MS) return;
      void client.refetchQueries({ queryKey, exact: true });
    }, REFRESH_DEBOUNCE_MS);
  }, [client, queryKey]);

  const now = useNow(MANUAL_REFRESH_GAP_MS / 2);
  const items = data?.items;
  const fallback = data?.fallback === true;
  const badge = useNotificationFeed((state) => (state.viewer === key ? state.unread : null));
  // Past 50 notifications the list is cut, so a customer's count comes from the server's figure.
  const unread = items ? (viewer.kind === 'customer' && !fallback && badge !== null && (data?.total ?? 0) > items.length ? badge : countUnread(items)) : 0;

  return {
    items,
    unread,
    fallback,
    refreshing: query.isFetching,
    canRefresh: !query.isFetching && (fallback || now - query.dataUpdatedAt >= MANUAL_REFRESH_GAP_MS),
    error,
    markRead,
    markAllRead,
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
