/** Copy for notifications: the header dropdown, the /notifications pages and their fallback samples. */
export const notifications = {
  title: 'Notifications',
  bellLabel: 'Notifications',
  bellLabelWithCount: 'Notifications, {count} unread',
  loading: 'Loading notifications...',
  empty: 'No notifications',
  emptyHint: 'News about your orders, payments and offers will appear here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  markReadOf: 'Mark “{title}” as read',
  seeAll: 'See All Notifications',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  unread: 'Unread',
  unreadCount: '{count} unread',
  allRead: 'All caught up',
  metaTitle: 'Notifications | {shopName}',
  metaDescription: 'News about your orders, payments and offers from {shopName}.',
  /** What a failed notification call shows when the server sent no message of its own. */
  errors: {
    fetch: 'Failed to fetch notifications',
    markRead: 'Failed to mark notification as read',
    markAllRead: 'Failed to mark all notifications as read',
  },
  /** Shown when a fetch fails with nothing cached. */
  samples: [
    {
      title: 'Welcome to Dokan!',
      message: 'Thanks for visiting. Browse laptops, phones, PC components and accessories with official warranty and delivery across Bangladesh.',
    },
    {
      title: '10% off your first order',
      message: 'Use coupon code WELCOME10 at checkout to get 10% off your first order.',
    },
  ],
  sampleTime: 'Welcome',
} as const;
