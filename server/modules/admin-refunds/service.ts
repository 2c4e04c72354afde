import { decodePageCursor, encodePageCursor, preciseTime } from '#server/http/newest-first-pages.ts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { presentOrderDetail } from '#server/modules/account/present.ts';
import type { OrderRow, Transaction } from '#server/modules/orders/lifecycle.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AdminRefundApprove, AdminRefundListQuery } from './schemas.ts';

type RefundRow = typeof t.refundRequests.$inferSelect;

const NOT_FOUND = 'Refund request not found.';

const preciseCreatedAt = preciseTime(t.refundRequests.createdAt);

/** Money was received for the order: paid online or by hand, or delivered (cash is collected then). */
const amountPaid = (order: OrderRow) => (order.paymentStatus !== 'unpaid' || order.status === 'delivered' ? order.total : 0);

const presentRow = (request: RefundRow, order: Pick<OrderRow, 'orderNumber' | 'contactName' | 'paymentMethod'>) => ({
  id: request.id,
  order_id: request.orderId,
  order_number: order.orderNumber,
  customer_name: order.contactName,
  payment_method: order.paymentMethod,
  reason: request.reason,
  items: request.items,
  amount: request.amount,
  status: request.status,
  staff_note: request.staffNote,
  approved_amount: request.approvedAmount,
  restocked: request.restocked,
  payout: request.payout,
  created_at: request.createdAt.toISOString(),
  updated_at: request.updatedAt.toISOString(),
});

const auditState = (request: RefundRow, orderNumber: string) => ({
  // `name` is what the activity log calls a record.
  name: `Refund #${request.id} (${orderNumber})`,
  status: request.status,
  approved_amount: request.approvedAmount,
  restocked: request.restocked,
  payout: request.payout,
});

async function audit(tx: Transaction, actor: StaffActor, request: RefundRow, action: string, before: unknown, after: unknown) {
  await tx
    .insert(t.auditLog)
    .values({ staffId: String(actor.staffId), staffName: actor.name, entity: 'refund_request', entityId: String(request.id), action, before, after });
}

/** The back office's refund desk: the queue by state, a request with its order, and the decision. */
export function createAdminRefundService(db: Database, orders: OrderService) {
  async function list(query: AdminRefundListQuery) {
    const cursor = query.cursor ? decodePageCursor(query.cursor) : null;
    const where: SQL[] = [eq(t.refundRequests.status, query.status)];
    if (cursor) where.push(sql`(${t.refundRequests.createdAt}, ${t.refundRequests.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
    const rows = await db
      .select({
        request: t.refundRequests,
        orderNumber: t.orders.orderNumber,
        contactName: t.orders.contactName,
        paymentMethod: t.orders.paymentMethod,
        cursorAt: preciseCreatedAt,
      })
      .from(t.refundRequests)
      .innerJoin(t.orders, eq(t.orders.id, t.refundRequests.orderId))
      .where(and(...where))
      .orderBy(desc(t.refundRequests.createdAt), desc(t.refundRequests.id))
      .limit(query.limit + 1);
    const more = rows.length > query.limit;
    const shown = more ? rows.slice(0, query.limit) : rows;
    const last = shown.at(-1);
    return {
      refunds: shown.map((row) => presentRow(row.request, row)),
      next_cursor: more && last ? encodePageCursor({ at: last.cursorAt, id: last.request.id }) : null,
    };
  }

  async function detail(id: number) {
    const [row] = await db
      .select({ request: t.refundRequests, order: t.orders })
      .from(t.refundRequests)
      .innerJoin(t.orders, eq(t.orders.id, t.refundRequests.orderId))
      .where(eq(t.refundRequests.id, id))
      .limit(1);
    if (!row) throw notFound(NOT_FOUND);
    const { order } = row;
    const [items, payments] = await Promise.all([
      db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.id)),
      db.select().from(t.payments).where(eq(t.payments.orderId, order.id)).orderBy(asc(t.payments.createdAt), asc(t.payments.id)),
    ]);
    const paid = amountPaid(order);
    return {
      ...presentRow(row.request, order),
      order: {
        id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        payment_status: order.paymentStatus,
        payment_method: order.paymentMethod,
        total: order.total,
        amount_paid: paid,
        refunded_amount: order.refundedAmount,
        left_to_refund: Math.max(paid - order.refundedAmount, 0),
        items: presentOrderDetail(order, items, [], []).items,
      },
      payments: payments.map((payment) => ({
        id: payment.id,
        gateway: payment.gateway,
        amount: payment.amount,
        status: payment.status,
        tran_id: payment.tranId,
        created_at: payment.createdAt.toISOString(),
      })),
    };
  }

  async function approve(id: number, input: AdminRefundApprove, actor: StaffActor) {
    await orders.decideRefund(id, 'approved', input.note || null, {
      amount: input.amount,
      ...(input.items ? { items: input.items } : {}),
      restock: input.restock,
      alongside: async (tx, decided, order) =>
        audit(
          tx,
          actor,
          decided,
          'approve',
          { ...auditState(decided, order.orderNumber), status: 'pending', approved_amount: null, restocked: false, payout: null },
          auditState(decided, order.orderNumber),
        ),
    });
    return detail(id);
  }

  async function reject(id: number, reason: string, actor: StaffActor) {
    await orders.decideRefund(id, 'rejected', reason, {
      alongside: async (tx, decided, order) =>
        audit(
          tx,
          actor,
          decided,
          'reject',
          { ...auditState(decided, order.orderNumber), status: 'pending' },
          { ...auditState(decided, order.orderNumber), reason },
        ),
    });
    return detail(id);
  }

  return { list, detail, approve, reject };
}
