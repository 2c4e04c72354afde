import { createLazyIsland, whenMedia } from '#app/components/LazyIsland.tsx';

/**
 * The header's notification bell. Phones hide it (the dashboard lists notifications there), so its
 * code and its polling load only on screens as wide as Tailwind's `md`, where it shows.
 */
export const NotificationBellIsland = createLazyIsland(
  'notification-bell',
  () => import('./NotificationBell.tsx').then((module) => module.NotificationBell),
  whenMedia('(min-width: 48rem)'),
);
