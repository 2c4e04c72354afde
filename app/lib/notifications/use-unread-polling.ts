import { useEffect, useRef } from 'react';
import { COUNT_POLL_MS, INITIAL_FETCH_DELAY_MS } from './constants.ts';
import { useNotificationFeed } from './feed-store.ts';
import { type Viewer, viewerKey } from './types.ts';

/**
 * Keeps the header badge current: the first fetch 3 s after the page opens or the shopper signs
 * in, then every 5 minutes while the tab is visible (spec 9). `shown` tells whether the badge is
 * on screen at all (phones hide the bell), so hidden badges cost no requests. Returns the unread
 * count, or null while it is not known.
 */
export function useUnreadPolling(viewer: Viewer, shown: () => boolean): number | null {
  const key = viewerKey(viewer);
  const customerId = viewer.kind === 'customer' ? viewer.id : null;

  const isShown = useRef(shown);
  isShown.current = shown;

  useEffect(() => {
    const current: Viewer = customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId };
    let poll: ReturnType<typeof setInterval> | undefined;
    // The fetching code (and the API client) is loaded with the first fetch, not with the page.
    const refresh = () => (isShown.current() ? import('./feed-refresh.ts').then(({ refreshFeed }) => refreshFeed(current)) : undefined);
    const first = setTimeout(() => {
      void refresh();
      poll = setInterval(() => {
        if (document.visibilityState === 'visible') void refresh();
      }, COUNT_POLL_MS);
    }, INITIAL_FETCH_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(poll);
    };
  }, [customerId]);

  return useNotificationFeed((state) => (state.viewer === key ? state.unread : null));
}
