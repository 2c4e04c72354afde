import { decodePageCursor, encodePageCursor, preciseTime } from '#server/http/newest-first-pages.ts';
import { and, asc, desc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { isRefundOverdue } from '#domain/delivery-window.ts';
import { amountReceived, heldAfterCancel, leftToRefund } from '#domain/held-money.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { formatDateTime } from '#domain/dates.ts';
import { presentOrderDetail } from '#server/modules/account/present.ts';
import { moneyFacts, type OrderRow, type Transaction } from '#server/modules/orders/lifecycle.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { AdminRefundApprove, AdminRefundListQuery, AdminRefundPaidOut, AdminSendBack } from './schemas.ts';

type RefundRow = typeof t.refundRequests.$inferSelect;

const NOT_FOUND = 'Refund request not found.';

/** The desk lists this many held payments at most: more than a shop's worth, and never an unbounded read. */
const CANCELLED_PREPAID_SHOWN = 200;

const PAYOUT_CONFLICTS = {
  alreadyPaidOut: (by: string | null, at: Date | null) =>
    `This refund was already marked paid out${by ? ` by ${by}` : ''}${at ? ` on ${formatDateTime(at)}` : ''}. Nothing was changed.`,
  notCash: 'Only a refund waiting to be paid back by hand (cash, or a Nagad payment) can be marked paid out.',
  notFailed: (payout: string | null) => `Only a refund the gateway refused can be sent again; this one is ${payout ?? 'not approved'}.`,
} as const;

const SEND_BACK_NOTE = 'Order cancelled before delivery: the money paid is sent back the way it came.';

const SEND_BACK_CONFLICTS = {
  sentBy: (orderNumber: string, by: string, at: Date) =>
    `The money for order ${orderNumber} was already sent back by ${by} on ${formatDateTime(at)}. Nothing was changed.`,
  nothingHeld: (orderNumber: string) => `Order ${orderNumber} holds no money to send back: it was refunded already. Nothing was changed.`,
} as const;

const preciseCreatedAt = preciseTime(t.refundRequests.createdAt);

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
  payout_gateway: request.payoutGateway,
  payout_reference: request.payoutReference,
  payout_error: request.payoutError,
  paid_out_at: request.paidOutAt?.toISOString() ?? null,
  paid_out_by: request.paidOutBy,
  paid_out_note: request.paidOutNote,
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
  payout_reference: request.payoutReference,
  paid_out_note: request.paidOutNote,
});

async function audit(tx: Transaction, actor: StaffActor, request: RefundRow, action: string, before: unknown, after: unknown) {
  await tx
    .insert(t.auditLog)
    .values({ staffId: String(actor.staffId), staffName: actor.name, entity: 'refund_request', entityId: String(request.id), action, before, after });
}

/** The back office's refund desk: the queue by state, a request with its order, and the decision. */
export function createAdminRefundService(db: Database, orders: OrderService, jobs: Pick<JobQueue, 'ready' | 'enqueue'>) {
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

  /**
   * Orders cancelled before delivery whose money is still held, soonest due first: paid ahead, or a
   * cash order's advance. The guidelines give the shop 10 days to send it back by the way it came
   * (domain/delivery-window.ts); what is held is domain/held-money.ts's rule, which the SQL mirrors.
   */
  async function cancelledPrepaid() {
    const rows = await db
      .select()
      .from(t.orders)
      .where(
        and(
          isNotNull(t.orders.refundDueBy),
          eq(t.orders.status, 'cancelled'),
          or(
            inArray(t.orders.paymentStatus, ['paid', 'partially_refunded']),
            and(
              eq(t.orders.paymentStatus, 'unpaid'),
              eq(t.orders.paymentMethod, 'cod'),
              isNotNull(t.orders.advancePaidAt),
              lt(t.orders.refundedAmount, t.orders.advanceAmount),
            ),
          ),
        ),
      )
      .orderBy(asc(t.orders.refundDueBy), asc(t.orders.id))
      .limit(CANCELLED_PREPAID_SHOWN);
    return rows.map((order) => {
      const held = heldAfterCancel(moneyFacts(order));
      return {
        order_number: order.orderNumber,
        customer_name: order.contactName,
        payment_method: order.paymentMethod,
        advance_only: order.paymentStatus === 'unpaid',
        amount_held: held,
        refund_due_by: order.refundDueBy!,
        overdue: isRefundOverdue(order.refundDueBy, held),
      };
    });
  }

  /** Who sent a cancelled order's money back and when, for the 409 a second click gets. */
  async function alreadySentMessage(tx: Transaction, order: OrderRow) {
    const [sent] = await tx
      .select({ staffName: t.auditLog.staffName, at: t.auditLog.at })
      .from(t.refundRequests)
      .innerJoin(
        t.auditLog,
        and(eq(t.auditLog.entity, 'refund_request'), eq(t.auditLog.entityId, sql`${t.refundRequests.id}::text`), eq(t.auditLog.action, 'send_back')),
      )
      .where(eq(t.refundRequests.orderId, order.id))
      .orderBy(desc(t.auditLog.at))
      .limit(1);
    return sent ? SEND_BACK_CONFLICTS.sentBy(order.orderNumber, sent.staffName, sent.at) : SEND_BACK_CONFLICTS.nothingHeld(order.orderNumber);
  }

  /**
   * Sends back all a cancelled order still holds, as an approved refund (the order service's
   * `sendBackHeld`), audited like the desk's other decisions; answers the refund as recorded.
   */
  async function sendBack(orderNumber: string, input: AdminSendBack, actor: StaffActor) {
    const request = await orders.sendBackHeld(orderNumber, SEND_BACK_NOTE, {
      expected: input.expected_amount,
      alreadySent: alreadySentMessage,
      alongside: async (tx, sent, order) =>
        audit(tx, actor, sent, 'send_back', { name: `Order ${order.orderNumber}`, held: sent.approvedAmount }, auditState(sent, order.orderNumber)),
    });
    return detail(request.id);
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
    const facts = moneyFacts(order);
    return {
      ...presentRow(row.request, order),
      order: {
        id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        payment_status: order.paymentStatus,
        payment_method: order.paymentMethod,
        total: order.total,
        amount_paid: amountReceived(facts),
        refunded_amount: order.refundedAmount,
        left_to_refund: leftToRefund(facts),
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

  /**
   * Staff handed cash back, or sent a Nagad payment back from Nagad's merchant panel. The conditional update lets one of two staff at once win; the other is
   * told who did it and when, with a 409.
   */
  async function markPaidOut(id: number, input: AdminRefundPaidOut, actor: StaffActor) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.refundRequests)
        .set({ payout: 'paid_out', paidOutAt: sql`now()`, paidOutBy: actor.name, paidOutNote: input.note, updatedAt: sql`now()` })
        .where(and(eq(t.refundRequests.id, id), eq(t.refundRequests.payout, input.expected_payout)))
        .returning();
      if (!row) {
        const [current] = await tx.select().from(t.refundRequests).where(eq(t.refundRequests.id, id)).limit(1);
        if (!current) throw notFound(NOT_FOUND);
        if (current.payout === 'paid_out') throw new HttpError(409, PAYOUT_CONFLICTS.alreadyPaidOut(current.paidOutBy, current.paidOutAt));
        throw new HttpError(409, PAYOUT_CONFLICTS.notCash);
      }
      const [order] = await tx.select({ orderNumber: t.orders.orderNumber }).from(t.orders).where(eq(t.orders.id, row.orderId)).limit(1);
      const name = order?.orderNumber ?? String(row.orderId);
      await audit(tx, actor, row, 'mark_paid_out', { ...auditState(row, name), payout: input.expected_payout, paid_out_note: null }, auditState(row, name));
    });
    return detail(id);
  }

  /** Sends a refund the gateway refused again, under a new idempotency key; the job is written with the change. */
  async function retryPayout(id: number, actor: StaffActor) {
    await jobs.ready();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.refundRequests)
        .set({ payout: 'sending', payoutAttempt: sql`${t.refundRequests.payoutAttempt} + 1`, payoutReference: null, payoutError: null, updatedAt: sql`now()` })
        .where(and(eq(t.refundRequests.id, id), eq(t.refundRequests.payout, 'failed')))
        .returning();
      if (!row) {
        const [current] = await tx.select().from(t.refundRequests).where(eq(t.refundRequests.id, id)).limit(1);
        if (!current) throw notFound(NOT_FOUND);
        throw new HttpError(409, PAYOUT_CONFLICTS.notFailed(current.payout));
      }
      await jobs.enqueue(tx, 'send-refund', { refundId: row.id });
      const [order] = await tx.select({ orderNumber: t.orders.orderNumber }).from(t.orders).where(eq(t.orders.id, row.orderId)).limit(1);
      const name = order?.orderNumber ?? String(row.orderId);
      await audit(tx, actor, row, 'retry_payout', { ...auditState(row, name), payout: 'failed' }, auditState(row, name));
    });
    return detail(id);
  }

  return { list, cancelledPrepaid, sendBack, detail, approve, reject, markPaidOut, retryPayout };
}
