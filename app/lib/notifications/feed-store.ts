import { create } from 'zustand';
import { countUnread } from './list-state.ts';
import { type NotificationItem, type Viewer, viewerKey } from './types.ts';

export interface FeedSnapshot {
  items: NotificationItem[];
  /** How many the server holds in all; more than `items` when the list was cut at one page. */
  total: number;
  fetchedAt: number;
  /** The welcome samples standing in after a failed fetch. */
  fallback: boolean;
}

interface FeedState {
  /** Whose figures these are (see `viewerKey`); a different viewer starts from nothing. */
  viewer: string | null;
  /** Unread notifications for the header badge; null until first known. */
  unread: number | null;
  /** The last list fetched, which the dropdown starts from instead of fetching again. */
  snapshot: FeedSnapshot | null;
  /** When the last fetch of any kind finished; 0 after a failure so the next one is not held back. */
  lastFetchAt: number;
}

/**
 * The unread count and last list shared by the always-present bell and the lazily loaded dropdown
 * and pages. Only this small store is on every page; the code that fetches (see feed-refresh.ts)
 * arrives with the first fetch.
 */
export const useNotificationFeed = create<FeedState>()(() => ({ viewer: null, unread: null, snapshot: null, lastFetchAt: 0 }));

export function feedStateFor(key: string): FeedState {
  const state = useNotificationFeed.getState();
  return state.viewer === key ? state : { viewer: key, unread: null, snapshot: null, lastFetchAt: 0 };
}

export function updateFeed(key: string, change: Partial<FeedState>): void {
  useNotificationFeed.setState({ ...feedStateFor(key), ...change });
}

/** Records a freshly fetched list; the badge follows it when the list holds every notification. */
export function publishList(viewer: Viewer, items: NotificationItem[], total: number): void {
  const key = viewerKey(viewer);
  const current = feedStateFor(key);
  const complete = viewer.kind === 'guest' || total <= items.length;
  const now = Date.now();
  updateFeed(key, {
    snapshot: { items, total, fetchedAt: now, fallback: false },
    unread: complete || current.unread === null ? countUnread(items) : current.unread,
    lastFetchAt: now,
  });
}

export function setUnread(viewer: Viewer, unread: number | null): void {
  updateFeed(viewerKey(viewer), { unread });
}
