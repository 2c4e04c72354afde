import type { AppServices } from '#server/services.ts';
import { NOTIFICATION_PAGE_SIZE } from './constants.ts';
import { mergeNewestFirst } from './list-state.ts';
import type { NotificationListData } from './types.ts';

/**
 * The first list of a notification page, rendered with the page so it shows without waiting for
 * scripts. Null when it fails: the browser then tries again and falls back to the samples.
 */
export async function loadNotificationList(services: AppServices, customerId: number | null): Promise<NotificationListData | null> {
  const query = { page: 1, per_page: NOTIFICATION_PAGE_SIZE };
  try {
    if (customerId === null) {
      const page = await services.notifications.publicList(null, query);
      return { items: page.data, total: page.total };
    }
    const [own, shared] = await Promise.all([services.notifications.forCustomer(customerId, query), services.notifications.publicList(customerId, query)]);
    const merged = mergeNewestFirst(own, shared);
    return { items: merged.data, total: merged.total };
  } catch {
    return null;
  }
}
