import { fetchNotifications, fetchUnreadCount } from './api.ts';
import { MIN_FETCH_GAP_MS } from './constants.ts';
import { type FeedSnapshot, feedStateFor, publishList, updateFeed } from './feed-store.ts';
import { readLocalReads } from './guest-reads.ts';
import { countUnread, withLocalReads } from './list-state.ts';
import { sampleNotifications } from './samples.ts';
import { type Viewer, viewerKey } from './types.ts';

/** The samples, with any the guest already read marked so. */
export function fallbackSnapshot(now: number = Date.now()): FeedSnapshot {
  const items = withLocalReads(sampleNotifications(new Date(now)), readLocalReads());
  return { items, total: items.length, fetchedAt: now, fallback: true };
}

/**
 * Brings the badge up to date: the count for a customer, the public list for a guest.
 * Calls within the minimum gap of the last fetch do nothing.
 */
export async function refreshFeed(viewer: Viewer): Promise<void> {
  const key = viewerKey(viewer);
  if (Date.now() - feedStateFor(key).lastFetchAt < MIN_FETCH_GAP_MS) return;
  try {
    if (viewer.kind === 'customer') {
      const unread = await fetchUnreadCount();
      updateFeed(key, { unread, lastFetchAt: Date.now() });
    } else {
      const page = await fetchNotifications(viewer);
      publishList(viewer, withLocalReads(page.data, readLocalReads()), page.total);
    }
  } catch {
    const current = feedStateFor(key);
    if (viewer.kind === 'guest' && !current.snapshot) {
      const snapshot = fallbackSnapshot();
      updateFeed(key, { snapshot, unread: countUnread(snapshot.items), lastFetchAt: 0 });
    } else {
      updateFeed(key, { lastFetchAt: 0 });
    }
  }
}
