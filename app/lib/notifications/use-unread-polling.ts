import { useEffect } from 'react';
import { useCachedQueryData, whenQueryClient } from '#app/lib/query-cache-reader.ts';
import { COUNT_POLL_MS, INITIAL_FETCH_DELAY_MS } from './constants.ts';
import { countUnread } from './list-state.ts';
import type { UnreadWatcher } from './queries.ts';
import { listKey, type NotificationListData, unreadKey, type Viewer } from './types.ts';

/** Set once the fetch after the page opened is planned; a later first fetch (after sign-in) waits the full delay. */
let pageOpenFetchPlanned = false;

/**
 * The header's bell goes live as late as this first fetch is due (NotificationBellIsland.tsx), so
 * the wait after the page opens counts from the page's start, not from the bell's.
 */
function firstFetchDelay(): number {
  if (pageOpenFetchPlanned) return INITIAL_FETCH_DELAY_MS;
  pageOpenFetchPlanned = true;
  return Math.max(0, INITIAL_FETCH_DELAY_MS - performance.now());
}

/**
 * Keeps the header badge current: every 5 minutes while the tab is visible, the first fetch 3 s
 * after the page opens or the shopper signs in. A customer's count comes with the page
 * (`pageCount`, from the root loader), so for them the first fetch waits the full 5 minutes.
 * The figure lives in the query cache, where the dropdown's and the pages' read marks change it;
 * the query library itself (not on a page's first load) arrives with the first fetch, or earlier
 * when something else on the page brings it. Returns the unread count, or null while it is not known.
 */
export function useUnreadPolling(viewer: Viewer, pageCount: number | null = null): number | null {
  const customerId = viewer.kind === 'customer' ? viewer.id : null;
  const countCameWithPage = customerId !== null && pageCount !== null;

  // A count from the server (with the page, or again after a form was sent) replaces the one held.
  useEffect(() => {
    if (customerId === null || pageCount === null) return undefined;
    const at = Date.now();
    return whenQueryClient((client) => client.setQueryData(unreadKey({ kind: 'customer', id: customerId }), pageCount, { updatedAt: at }));
  }, [customerId, pageCount]);

  useEffect(() => {
    const current: Viewer = customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId };
    let stopped = false;
    let watcher: Promise<UnreadWatcher> | undefined;
    const watch = () => {
      watcher ??= import('./queries.ts').then(({ watchUnread }) => watchUnread(current));
      return watcher;
    };
    const stopWaiting = whenQueryClient(() => void watch());
    const first = setTimeout(() => void watch().then((ready) => (stopped ? undefined : ready.poll())), countCameWithPage ? COUNT_POLL_MS : firstFetchDelay());
    return () => {
      stopped = true;
      clearTimeout(first);
      stopWaiting();
      void watcher?.then((ready) => ready.stop());
    };
  }, [customerId, countCameWithPage]);

  const cached = useCachedQueryData<number | NotificationListData>(customerId === null ? listKey(viewer) : unreadKey({ kind: 'customer', id: customerId }));
  if (typeof cached === 'number') return cached;
  if (cached) return countUnread(cached.items);
  // Before the cache holds the figure (the first render, which must match the server's HTML) the page's count stands in.
  return customerId !== null ? pageCount : null;
}
