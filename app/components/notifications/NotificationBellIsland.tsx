import { createLazyIsland } from '#app/components/LazyIsland.tsx';

/**
 * The header's notification bell, on every screen, in the main bar. The server's
 * HTML carries the badge; the code behind the button loads once the page has hydrated, so it stays
 * out of the first-load JavaScript without a tap ever landing on a button that does nothing.
 */
export const NotificationBellIsland = createLazyIsland(
  'notification-bell',
  () => import('./NotificationBell.tsx').then((module) => module.NotificationBell),
  (_island, wake) => {
    wake();
    return () => {};
  },
);
