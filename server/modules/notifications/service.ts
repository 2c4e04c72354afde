import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { isSitePath } from '#domain/site-link.ts';
import type { Database } from '#server/db/client.ts';
import { type NOTIFICATION_TYPES, notificationReads, notifications } from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { type Paged, paged } from '#server/http/paging.ts';
import { type NotificationView, presentNotification } from './present.ts';

// Defined with its presenter, so the presenter does not import the service that uses it.
export type { NotificationView } from './present.ts';

export interface NotificationInput {
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  link?: string | null;
}

/** Notification links point into the shop. */
const DEFAULT_NOTIFICATION_LINK = '/shop';

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

export function createNotificationService(deps: { db: Database }) {
  const { db } = deps;
  const isPublic = isNull(notifications.customerId);

  return {
    /** The customer's own notifications, newest first. */
    async forCustomer(customerId: number, query: { page: number; per_page: number }): Promise<Paged<NotificationView>> {
      const own = eq(notifications.customerId, customerId);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(own)
          .orderBy(...newestFirst)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(notifications).where(own),
      ]);
      const now = new Date();
      return paged(
        rows.map((row) => presentNotification(row, row.readAt !== null, now)),
        totals[0]?.total ?? 0,
        query,
      );
    },

    /** Notifications every visitor sees; read flags are the given customer's, or all unread for a guest. */
    async publicList(customerId: number | null, query: { page: number; per_page: number }): Promise<Paged<NotificationView>> {
      const isRead = customerId === null ? sql<boolean>`false` : sql<boolean>`${notificationReads.readAt} IS NOT NULL`;
      const base = db.select({ notification: notifications, isRead }).from(notifications);
      const joined =
        customerId === null
          ? base
          : base.leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.customerId, customerId)));
      const [rows, totals] = await Promise.all([
        joined
          .where(isPublic)
          .orderBy(...newestFirst)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(notifications).where(isPublic),
      ]);
      const now = new Date();
      return paged(
        rows.map((row) => presentNotification(row.notification, row.isRead, now)),
        totals[0]?.total ?? 0,
        query,
      );
    },

    /** Unread own notifications plus public ones this customer has not read. */
    async unreadCount(customerId: number): Promise<number> {
      const [row] = await db
        .select({
          unread: sql<number>`count(*)`.mapWith(Number),
        })
        .from(notifications)
        .where(
          or(
            and(eq(notifications.customerId, customerId), isNull(notifications.readAt)),
            and(
              isPublic,
              sql`NOT EXISTS (SELECT 1 FROM ${notificationReads} WHERE ${notificationReads.notificationId} = ${notifications.id} AND ${notificationReads.customerId} = ${customerId})`,
            ),
          ),
        );
      return row?.unread ?? 0;
    },

    /** Marks one of the customer's own or one public notification read; anything else is not found. Repeating it changes nothing. */
    async markRead(customerId: number, notificationId: number): Promise<void> {
      const [row] = await db
        .select({ customerId: notifications.customerId })
        .from(notifications)
        .where(and(eq(notifications.id, notificationId), or(eq(notifications.customerId, customerId), isPublic)))
        .limit(1);
      if (!row) throw notFound();
      if (row.customerId === null) {
        await db.insert(notificationReads).values({ notificationId, customerId }).onConflictDoNothing();
      } else {
        await db
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
      }
    },

    async markAllRead(customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
        await tx
          .insert(notificationReads)
          .select(
            tx
              .select({
                notificationId: notifications.id,
                customerId: sql<number>`${customerId}::integer`.as('customer_id'),
                readAt: sql<Date>`now()`.as('read_at'),
              })
              .from(notifications)
              .where(isPublic),
          )
          .onConflictDoNothing();
      });
    },

    /** Sends a customer a notification (orders call this on every state change). */
    async notify(customerId: number, input: NotificationInput): Promise<void> {
      const link = input.link ?? DEFAULT_NOTIFICATION_LINK;
      if (!isSitePath(link)) throw new Error(`notification link must be a path on this site: ${link}`);
      await db.insert(notifications).values({ customerId, type: input.type, title: input.title, message: input.message, link });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
