import { createLazyIsland, onReach, type WakeCondition } from '#app/components/LazyIsland.tsx';
import { useMenuStore } from '#app/lib/menu-state.ts';
import { INITIAL_FETCH_DELAY_MS } from '#app/lib/notifications/constants.ts';

/**
 * Wakes when the pointer or focus reaches the bell, or when the unread count's first fetch is due,
 * whichever comes first: until then the server's badge is all the bell shows, so its code stays off
 * the page's first load. A tap that lands before the code has arrived is not lost: it opens the
 * dropdown through the header's shared menu state, which the bell reads as it goes live.
 */
const whenReachedOrCountDue: WakeCondition = (island, wake) => {
  const openOnArrival = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('button')) useMenuStore.getState().open('notifications');
    wake();
  };
  // Not removed when the island wakes: the pointer reaching the bell wakes it before the tap lands,
  // and the tap still has to open the dropdown. The server's HTML goes, and the listener with it,
  // once the bell is live.
  island.addEventListener('click', openOnArrival);
  const stopReach = onReach(island, wake);
  const countDue = setTimeout(wake, INITIAL_FETCH_DELAY_MS);
  return () => {
    stopReach();
    clearTimeout(countDue);
  };
};

/** The header's notification bell, on every screen, in the main bar; the server's HTML carries the badge. */
export const NotificationBellIsland = createLazyIsland(
  'notification-bell',
  () => import('./NotificationBell.tsx').then((module) => module.NotificationBell),
  whenReachedOrCountDue,
);
