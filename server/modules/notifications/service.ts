import type { Database } from '#server/db/client.ts';
import type { NOTIFICATION_TYPES } from '#server/db/schema.ts';
import type { Paged } from '#server/modules/account/service.ts';

// STUB: the notifications helper implements this file (see its brief).
export interface NotificationView {
  id: number;
  type: (typeof NOTIFICATION_TYPES)[number];
  icon: string;
  title: string;
  message: string;
  time: string;
  created_at: string;
  is_read: boolean;
  link: string | null;
}

export function createNotificationService(_deps: { db: Database }) {
  return {
    async forCustomer(_customerId: number, _query: { page: number; per_page: number }): Promise<Paged<NotificationView>> {
      throw new Error('not implemented');
    },
    async publicList(_customerId: number | null, _query: { page: number; per_page: number }): Promise<Paged<NotificationView>> {
      throw new Error('not implemented');
    },
    async unreadCount(_customerId: number): Promise<number> {
      throw new Error('not implemented');
    },
    async markRead(_customerId: number, _notificationId: number): Promise<void> {
      throw new Error('not implemented');
    },
    async markAllRead(_customerId: number): Promise<void> {
      throw new Error('not implemented');
    },
    /** Sends a customer a notification (orders call this on every state change). */
    async notify(_customerId: number, _input: { type: (typeof NOTIFICATION_TYPES)[number]; title: string; message: string; link?: string | null }): Promise<void> {
      throw new Error('not implemented');
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
