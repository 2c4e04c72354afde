import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { customers, notifications, orderEvents, orderItems, orders, refundRequests } from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { type PresentedCustomer, presentCustomer } from '#server/modules/auth/present.ts';
import { presentNotification } from '#server/modules/notifications/present.ts';
import { createNotificationService, type NotificationService } from '#server/modules/notifications/service.ts';
import {
  type DashboardSummary,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type PurchaseView,
  type RefundRequestView,
  presentOrderDetail,
  presentOrderSummary,
  presentPurchase,
} from './present.ts';
import { parseProfile, updateProfile } from './profile.ts';
import { type PageQuery, type Paged, paged } from '#server/http/paging.ts';
import { removeProfileImage, reencodeProfileImage, writeProfileImage } from './profile-image.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

export type { DashboardSummary, OrderDetail, OrderSummary, PurchaseView, RefundRequestView } from './present.ts';

const offsetOf = (query: PageQuery) => (query.page - 1) * query.per_page;

/**
 * An order the customer has really bought: delivered, or paid and not cancelled. Cash-on-delivery
 * orders count once delivered, online ones once paid; a cancelled order never counts (its payment,
 * if any, is refunded). Total spent and the purchase history both follow this rule. What an order
 * cost the customer is net of refunds: `total - refunded_amount`.
 */
const purchased = sql`(${orders.status} <> 'cancelled' AND (${orders.status} = 'delivered' OR ${orders.paymentStatus} IN ('paid', 'partially_refunded')))`;

const RECENT_LIMIT = 5;

export interface AccountDependencies {
  db: Database;
  /** Where profile pictures are stored. */
  media: MediaStore;
  /** Counts unread notifications and shapes them, so the summary agrees with the header badge. */
  notifications?: NotificationService;
}

export function createAccountService(deps: AccountDependencies) {
  const { db, media } = deps;
  const notificationService = deps.notifications ?? createNotificationService({ db });

  // Written out in full: in a single-table select drizzle leaves columns unqualified, and a bare
  // "id" inside these subqueries would mean the order line's own id.
  const outerOrderId = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;
  const orderSummaryColumns = {
    itemCount: sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${outerOrderId})`,
    firstItemName: sql<
      string | null
    >`(SELECT ${orderItems.name} FROM ${orderItems} WHERE ${orderItems.orderId} = ${outerOrderId} ORDER BY ${orderItems.id} LIMIT 1)`,
    firstItemImage: sql<
      string | null
    >`(SELECT ${orderItems.image} FROM ${orderItems} WHERE ${orderItems.orderId} = ${outerOrderId} ORDER BY ${orderItems.id} LIMIT 1)`,
  };

  async function orderSummaries(where: SQL, limit: number, offset: number): Promise<OrderSummary[]> {
    const rows = await db
      .select({ order: orders, ...orderSummaryColumns })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) =>
      presentOrderSummary({ ...row.order, itemCount: Number(row.itemCount), firstItemName: row.firstItemName, firstItemImage: row.firstItemImage }),
    );
  }

  /** Refund requests with their items named from the order lines they refer to. */
  async function presentRefunds(rows: { refund: typeof refundRequests.$inferSelect; orderNumber: string }[]): Promise<RefundRequestView[]> {
    const itemIds = [...new Set(rows.flatMap((row) => row.refund.items.map((item) => item.order_item_id)))];
    const lines =
      itemIds.length > 0
        ? await db.select({ id: orderItems.id, orderId: orderItems.orderId, name: orderItems.name }).from(orderItems).where(inArray(orderItems.id, itemIds))
        : [];
    const lineById = new Map(lines.map((line) => [line.id, line]));
    return rows.map(({ refund, orderNumber }) => ({
      id: refund.id,
      order_id: refund.orderId,
      order_number: orderNumber,
      reason: refund.reason,
      items: refund.items.map((item) => {
        const line = lineById.get(item.order_item_id);
        return { order_item_id: item.order_item_id, quantity: item.quantity, name: line && line.orderId === refund.orderId ? line.name : null };
      }),
      amount: refund.amount,
      status: refund.status,
      staff_note: refund.staffNote,
      approved_amount: refund.approvedAmount,
      payout: refund.payout,
      payout_gateway: refund.payoutGateway,
      paid_out_at: refund.paidOutAt?.toISOString() ?? null,
      created_at: refund.createdAt.toISOString(),
    }));
  }

  function selectRefunds(where: SQL) {
    return db
      .select({ refund: refundRequests, orderNumber: orders.orderNumber })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .where(where)
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
  }

  async function customerRow(customerId: number) {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    async summary(customerId: number): Promise<DashboardSummary> {
      const mine = eq(orders.customerId, customerId);
      const now = new Date();
      const [customer, [figures], recentOrders, recentNotifications, notificationCount] = await Promise.all([
        customerRow(customerId),
        db
          .select({
            orderCount: count(),
            completedOrderCount: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'delivered')::int`,
            // bigint: a lifetime of orders may pass 2^31 taka; the driver answers it as text.
            totalSpent: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) FILTER (WHERE ${purchased}), 0)::bigint`,
          })
          .from(orders)
          .where(mine),
        orderSummaries(mine, RECENT_LIMIT, 0),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.customerId, customerId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(RECENT_LIMIT),
        notificationService.unreadCount(customerId),
      ]);
      return {
        orderCount: figures?.orderCount ?? 0,
        completedOrderCount: Number(figures?.completedOrderCount ?? 0),
        totalSpent: Number(figures?.totalSpent ?? 0),
        wishlistCount: 0,
        notificationCount,
        recentOrders,
        recentNotifications: recentNotifications.map((row) => presentNotification(row, row.readAt !== null, now)),
        customerInfo: presentCustomer(customer),
      };
    },

    async orders(customerId: number, query: PageQuery & { status?: OrderStatus | undefined }): Promise<Paged<OrderSummary>> {
      const where = and(eq(orders.customerId, customerId), query.status ? eq(orders.status, query.status) : undefined)!;
      const [data, [totals]] = await Promise.all([
        orderSummaries(where, query.per_page, offsetOf(query)),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return paged(data, totals?.total ?? 0, query);
    },

    /** The customer's own order, or null: another customer's order is indistinguishable from a missing one. */
    async order(customerId: number, orderId: number): Promise<OrderDetail | null> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .limit(1);
      if (!order) return null;
      const [items, events, refunds] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
        selectRefunds(and(eq(refundRequests.orderId, order.id), eq(refundRequests.customerId, customerId))!),
      ]);
      return presentOrderDetail(order, items, events, await presentRefunds(refunds));
    },

    async purchaseHistory(customerId: number, query: PageQuery): Promise<Paged<PurchaseView>> {
      const where = and(eq(orders.customerId, customerId), purchased)!;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ item: orderItems, order: { orderNumber: orders.orderNumber, status: orders.status, createdAt: orders.createdAt } })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where),
      ]);
      return paged(
        rows.map((row) => presentPurchase(row.item, row.order)),
        totals?.total ?? 0,
        query,
      );
    },

    async refundRequests(customerId: number, query: PageQuery): Promise<Paged<RefundRequestView>> {
      const where = eq(refundRequests.customerId, customerId);
      const [rows, [totals]] = await Promise.all([
        selectRefunds(where).limit(query.per_page).offset(offsetOf(query)),
        db.select({ total: count() }).from(refundRequests).where(where),
      ]);
      return paged(await presentRefunds(rows), totals?.total ?? 0, query);
    },

    /** Raw profile fields (API body or form data), checked here so every caller gets the same rules. */
    async updateProfile(customerId: number, input: Record<string, unknown>): Promise<PresentedCustomer> {
      return presentCustomer(await updateProfile(db, customerId, parseProfile(input)));
    },

    /** Checks, re-encodes and stores a new profile image, then removes the one it replaces. */
    async uploadProfileImage(customerId: number, file: Buffer): Promise<PresentedCustomer> {
      const webp = await reencodeProfileImage(file);
      const relativePath = await writeProfileImage(media, customerId, webp);
      // Read and replace under a row lock, so two uploads at once each remove exactly the file they replaced.
      const previous = await db.transaction(async (tx) => {
        const [row] = await tx.select({ path: customers.profileImagePath }).from(customers).where(eq(customers.id, customerId)).for('update');
        if (!row) throw notFound();
        await tx.update(customers).set({ profileImagePath: relativePath, updatedAt: new Date() }).where(eq(customers.id, customerId));
        return row.path;
      });
      if (previous !== relativePath) await removeProfileImage(media, previous);
      return presentCustomer(await customerRow(customerId));
    },
  };
}
