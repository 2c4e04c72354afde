import { useEffect, useRef } from 'react';
import { COUNT_POLL_MS, INITIAL_FETCH_DELAY_MS } from './constants.ts';
import { setUnread, useNotificationFeed } from './feed-store.ts';
import { type Viewer, viewerKey } from './types.ts';

/**
 * Keeps the header badge current: every 5 minutes while the tab is visible, the first
 * fetch 3 s after the page opens or the shopper signs in. A customer's count comes with the page
 * (`pageCount`, from the root loader), so for them the first fetch waits the full 5 minutes.
 * `shown` tells whether the badge is on screen at all, so hidden badges cost no requests. Returns
 * the unread count, or null while it is not known.
 */
export function useUnreadPolling(viewer: Viewer, shown: () => boolean, pageCount: number | null = null): number | null {
  const key = viewerKey(viewer);
  const customerId = viewer.kind === 'customer' ? viewer.id : null;
  const countCameWithPage = customerId !== null && pageCount !== null;

  // A newer count from the server (the root loader runs again after a form is sent) replaces the one held.
  useEffect(() => {
    if (customerId !== null && pageCount !== null) setUnread({ kind: 'customer', id: customerId }, pageCount);
  }, [customerId, pageCount]);

  const isShown = useRef(shown);
  isShown.current = shown;

  useEffect(() => {
    const current: Viewer = customerId === null ? { kind: 'guest' } : { kind: 'customer', id: customerId };
    let poll: ReturnType<typeof setInterval> | undefined;
    // The fetching code (and the API client) is loaded with the first fetch, not with the page.
    const refresh = () => (isShown.current() ? import('./feed-refresh.ts').then(({ refreshFeed }) => refreshFeed(current)) : undefined);
    const first = setTimeout(
      () => {
        void refresh();
        poll = setInterval(() => {
          if (document.visibilityState === 'visible') void refresh();
        }, COUNT_POLL_MS);
      },
      countCameWithPage ? COUNT_POLL_MS : INITIAL_FETCH_DELAY_MS,
    );
    return () => {
      clearTimeout(first);
      clearInterval(poll);
    };
  }, [customerId, countCameWithPage]);

  const held = useNotificationFeed((state) => (state.viewer === key ? state.unread : null));
  // Before the effect above has run (the first render, which must match the server's HTML) the page's count stands in.
  return held ?? (customerId !== null ? pageCount : null);
}
