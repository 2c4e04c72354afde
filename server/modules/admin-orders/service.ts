import { decodePageCursor, encodePageCursor, preciseTime } from '#server/http/newest-first-pages.ts';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { normalizeBdPhone } from '#domain/account.ts';
import { formatTaka } from '#domain/money.ts';
import { dhakaToday } from '#domain/dates.ts';
import { isLateOrder } from '#domain/delivery-window.ts';
import {
  canMarkCashPaid,
  DESK_STEP_TARGET,
  ORDER_DESK_MESSAGES as M,
  NAME_SEARCH_COUNT_CAP,
  ORDER_QUEUES,
  type OrderQueue,
  QUEUE_COUNT_CAP,
  stepsFrom,
} from '#domain/order-flow.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { presentOrderDetail } from '#server/modules/account/present.ts';
import { amountDue, type OrderRow, type Transaction } from '#server/modules/orders/lifecycle.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { CourierName } from '#domain/couriers.ts';
import type { CourierService } from '#server/modules/couriers/service.ts';
import { canEditLines } from '#domain/order-edit.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import type { AdminOrderLineEdit, AdminOrderListQuery, AdminOrderStep } from './schemas.ts';

/**
 * Which orders each queue holds; online orders not yet paid, and cash ones whose advance is not yet
 * paid, wait apart from the new ones to confirm.
 */
const unpaidOnline = sql`(${t.orders.paymentStatus} = 'unpaid' AND (${t.orders.paymentMethod} <> 'cod' OR (${t.orders.advanceAmount} > 0 AND ${t.orders.advancePaidAt} IS NULL)))`;
/** Past its promised day (the whole of that Dhaka day is in time) and still on its way: isLateOrder in SQL. */
const late = () => sql`(${t.orders.status} NOT IN ('delivered', 'cancelled') AND ${t.orders.deliverBy} < ${dhakaToday()}::date)`;
/**
 * The courier flagged its parcel (courier_consignments.attention) and the order is not settled yet:
 * neither cancelled nor delivered and paid. Read through the parcels' partial index of flagged ones.
 */
const courierFlagged = sql`(EXISTS (SELECT 1 FROM ${t.courierConsignments} WHERE ${t.courierConsignments.orderId} = ${t.orders.id} AND ${t.courierConsignments.attention} IS NOT NULL) AND ${t.orders.status} <> 'cancelled' AND NOT (${t.orders.status} = 'delivered' AND ${t.orders.paymentStatus} = 'paid'))`;
function queueCondition(queue: OrderQueue): SQL | undefined {
  switch (queue) {
    case 'all':
      return undefined;
    case 'late':
      return late();
    case 'courier_flagged':
      return courierFlagged;
    case 'new':
      return and(eq(t.orders.status, 'pending'), sql`NOT ${unpaidOnline}`);
    case 'awaiting_payment':
      return and(eq(t.orders.status, 'pending'), unpaidOnline);
    default:
      return eq(t.orders.status, queue);
  }
}

const DHAKA_OFFSET = '+06:00';
const DAY_MS = 86_400_000;

/** A Bangladesh calendar day's first instant; `to` days end before the next day's first. */
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00${DHAKA_OFFSET}`) + plusDays * DAY_MS);

/** `%` and `_` typed into a name are letters, not wildcards. */
const likeText = (value: string) => value.replaceAll(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search term is: a whole mobile number or order number is looked up by its own index; any
 * other text is a fragment of the customer's name, found by the name's trigram index.
 */
function searchCondition(q: string | undefined): { where: SQL; byName: boolean } | undefined {
  if (!q) return undefined;
  const phone = normalizeBdPhone(q);
  if (phone) return { where: eq(t.orders.contactPhone, phone), byName: false };
  if (/^DK[-A-Z0-9]*\d[-A-Z0-9]*$/i.test(q)) return { where: eq(t.orders.orderNumber, q.toUpperCase()), byName: false };
  return { where: ilike(t.orders.contactName, `%${likeText(q)}%`), byName: true };
}

const preciseCreatedAt = preciseTime(t.orders.createdAt);

/** An order's state as the audit log keeps it before and after a desk step. */
const auditState = (order: OrderRow) => ({
  // `name` is what the activity log calls a record.
  name: order.orderNumber,
  status: order.status,
  payment_status: order.paymentStatus,
  courier: order.courier,
  tracking_number: order.trackingNumber,
});

async function audit(tx: Transaction, actor: StaffActor, order: { id: number }, action: string, before: unknown, after: unknown) {
  await tx
    .insert(t.auditLog)
    .values({ staffId: String(actor.staffId), staffName: actor.name, entity: 'order', entityId: String(order.id), action, before, after });
}

const AUDIT_ACTIONS = { confirm: 'confirm', process: 'start_processing', ship: 'ship', deliver: 'deliver', cancel: 'cancel' } as const;

/** What the desk shows of couriers: the ones set up, and an order's parcel. */
export interface DeskCouriers {
  offered: () => CourierName[];
  consignmentOf: CourierService['consignmentOf'];
}

export function createAdminOrderService(db: Database, orders: OrderService, couriers: DeskCouriers) {
  function filteredRows(query: AdminOrderListQuery): SQL[] {
    const filters = [
      searchCondition(query.q)?.where,
      query.from ? sql`${t.orders.createdAt} >= ${dayStart(query.from).toISOString()}` : undefined,
      query.to ? sql`${t.orders.createdAt} < ${dayStart(query.to, 1).toISOString()}` : undefined,
      query.payment_method ? eq(t.orders.paymentMethod, query.payment_method) : undefined,
    ];
    return filters.filter((filter): filter is SQL => filter !== undefined);
  }

  /** Each queue capped at `cap`, along its own state's index, so a million delivered orders cost no more than ten thousand. */
  async function cappedCounts(filters: SQL[], cap: number, queues: readonly OrderQueue[]) {
    return Promise.all(
      queues.map(async (queue) => {
        const where = and(...filters, queueCondition(queue));
        const capped = db.select({ one: sql`1` }).from(t.orders).where(where).limit(cap).as('capped');
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
        return [queue, row?.n ?? 0] as const;
      }),
    );
  }

  /**
   * How many orders each tab holds under the same search and filters. A search first takes one pass
   * over up to `cap` matches, grouped by state: when fewer match (a number, a full name, a short date range),
   * that pass holds every queue's exact count, and a name's index is read once instead of seven
   * times. Only past the cap is each other queue counted on its own, up to the cap.
   */
  async function counts(filters: SQL[], cap: number, searched: boolean): Promise<Record<OrderQueue, number>> {
    // Unsearched, the queues are large and each is counted along its state's index.
    if (!searched) return Object.fromEntries(await cappedCounts(filters, cap, ORDER_QUEUES)) as Record<OrderQueue, number>;
    const sample = db
      .select({
        status: t.orders.status,
        unpaidOnline: sql<boolean>`${unpaidOnline}`.as('unpaid_online'),
        late: sql<boolean>`coalesce(${late()}, false)`.as('late'),
        flagged: sql<boolean>`${courierFlagged}`.as('flagged'),
      })
      .from(t.orders)
      .where(and(...filters))
      .limit(cap)
      .as('sample');
    const groups = await db
      .select({ status: sample.status, unpaidOnline: sample.unpaidOnline, late: sample.late, flagged: sample.flagged, n: sql<number>`count(*)::int` })
      .from(sample)
      .groupBy(sample.status, sample.unpaidOnline, sample.late, sample.flagged);
    const all = groups.reduce((sum, group) => sum + group.n, 0);
    if (all >= cap) {
      const others = await cappedCounts(
        filters,
        cap,
        ORDER_QUEUES.filter((queue) => queue !== 'all'),
      );
      return { ...Object.fromEntries(others), all } as Record<OrderQueue, number>;
    }
    const tally = (test: (group: (typeof groups)[number]) => boolean) => groups.filter(test).reduce((sum, group) => sum + group.n, 0);
    return Object.fromEntries(
      ORDER_QUEUES.map((queue) => {
        switch (queue) {
          case 'all':
            return [queue, all];
          case 'new':
            return [queue, tally((g) => g.status === 'pending' && !g.unpaidOnline)];
          case 'awaiting_payment':
            return [queue, tally((g) => g.status === 'pending' && g.unpaidOnline)];
          case 'late':
            return [queue, tally((g) => g.late)];
          case 'courier_flagged':
            return [queue, tally((g) => g.flagged)];
          default:
            return [queue, tally((g) => g.status === queue)];
        }
      }),
    ) as Record<OrderQueue, number>;
  }

  async function list(query: AdminOrderListQuery) {
    const filters = filteredRows(query);
    const search = searchCondition(query.q);
    const cap = search?.byName ? NAME_SEARCH_COUNT_CAP : QUEUE_COUNT_CAP;
    const cursor = query.cursor ? decodePageCursor(query.cursor) : null;
    const page = [...filters, queueCondition(query.queue)];
    // A row comparison on (created_at, id), in the order of the desk's indexes, so each page starts where the last ended.
    if (cursor) page.push(sql`(${t.orders.createdAt}, ${t.orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
    const [rows, tabCounts] = await Promise.all([
      db
        .select({
          id: t.orders.id,
          orderNumber: t.orders.orderNumber,
          status: t.orders.status,
          paymentStatus: t.orders.paymentStatus,
          paymentMethod: t.orders.paymentMethod,
          contactName: t.orders.contactName,
          contactPhone: t.orders.contactPhone,
          district: sql<string>`${t.orders.shippingAddress}->>'district'`,
          deliveryZone: t.orders.deliveryZone,
          deliverBy: t.orders.deliverBy,
          total: t.orders.total,
          createdAt: t.orders.createdAt,
          cursorAt: preciseCreatedAt,
        })
        .from(t.orders)
        .where(and(...page))
        .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
        .limit(query.limit + 1),
      counts(filters, cap, search !== undefined),
    ]);
    const more = rows.length > query.limit;
    const shown = more ? rows.slice(0, query.limit) : rows;
    const last = shown.at(-1);
    return {
      orders: shown.map((row) => ({
        order_number: row.orderNumber,
        status: row.status,
        payment_status: row.paymentStatus,
        payment_method: row.paymentMethod,
        customer_name: row.contactName,
        phone: row.contactPhone,
        district: row.district,
        delivery_zone: row.deliveryZone,
        deliver_by: row.deliverBy,
        late: isLateOrder(row),
        total: row.total,
        created_at: row.createdAt.toISOString(),
      })),
      next_cursor: more && last ? encodePageCursor({ at: last.cursorAt, id: last.id }) : null,
      counts: tabCounts,
      count_cap: cap,
    };
  }

  async function rowOf(orderNumber: string): Promise<OrderRow> {
    const [row] = await db.select().from(t.orders).where(eq(t.orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function detail(orderNumber: string) {
    const row = await rowOf(orderNumber);
    const [items, events, notes, payments, parcel] = await Promise.all([
      db.select().from(t.orderItems).where(eq(t.orderItems.orderId, row.id)).orderBy(asc(t.orderItems.id)),
      db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, row.id)).orderBy(asc(t.orderEvents.createdAt), asc(t.orderEvents.id)),
      db.select().from(t.orderNotes).where(eq(t.orderNotes.orderId, row.id)).orderBy(asc(t.orderNotes.createdAt), asc(t.orderNotes.id)),
      db.select().from(t.payments).where(eq(t.payments.orderId, row.id)).orderBy(asc(t.payments.createdAt), asc(t.payments.id)),
      couriers.consignmentOf(row.id),
    ]);
    // The customer's view of the order, which the desk shows too, plus what only staff see.
    const { events: _customerTimeline, refund_requests: _refunds, ...order } = presentOrderDetail(row, items, events, []);
    return {
      ...order,
      courier: row.courier,
      tracking_number: row.trackingNumber,
      amount_due: row.paymentStatus === 'unpaid' ? amountDue(row) : 0,
      customer_id: row.customerId,
      timeline: events.map((event) => ({
        id: event.id,
        status: event.status,
        note: event.note,
        staff_name: event.staffName,
        created_at: event.createdAt.toISOString(),
      })),
      notes: notes.map((note) => ({ id: note.id, body: note.body, staff_name: note.staffName, created_at: note.createdAt.toISOString() })),
      payments: payments.map((payment) => ({
        id: payment.id,
        gateway: payment.gateway,
        amount: payment.amount,
        status: payment.status,
        tran_id: payment.tranId,
        bank_tran_id: payment.bankTranId,
        card_type: payment.cardType,
        created_at: payment.createdAt.toISOString(),
      })),
      steps: stepsFrom(row.status),
      can_mark_paid: canMarkCashPaid({ status: row.status, payment_method: row.paymentMethod, payment_status: row.paymentStatus }),
      can_edit_lines: canEditLines(row.status) && row.emiBank === null,
      couriers: couriers.offered(),
      parcel,
    };
  }

  /** One status step; the customer is told as the command line's steps tell them. */
  async function step(orderNumber: string, input: AdminOrderStep, actor: StaffActor) {
    const row = await rowOf(orderNumber);
    const to = DESK_STEP_TARGET[input.step];
    const note = input.step === 'cancel' ? input.reason : null;
    const shipping = input.step === 'ship' ? { courier: input.courier, trackingNumber: input.tracking_number } : {};
    await orders.step(row.id, to, note, shipping, {
      expected: input.expected_status,
      actor,
      alongside: async (tx, changed) =>
        audit(tx, actor, changed, AUDIT_ACTIONS[input.step], { ...auditState(row), status: input.expected_status }, auditState(changed)),
    });
    return detail(orderNumber);
  }

  /** Cash collected for a cash-on-delivery order; it must be exactly what the order owes. */
  async function markPaid(orderNumber: string, amount: number, actor: StaffActor) {
    const row = await rowOf(orderNumber);
    await orders.markPaid(row.id, `Cash collected: ${formatTaka(amount)}`, {
      actor,
      collected: amount,
      alongside: async (tx, changed) => audit(tx, actor, changed, 'mark_paid', { ...auditState(row), payment_status: 'unpaid' }, auditState(changed)),
    });
    return detail(orderNumber);
  }

  async function addNote(orderNumber: string, body: string, actor: StaffActor) {
    const row = await rowOf(orderNumber);
    const note = await db.transaction(async (tx) => {
      const [added] = await tx.insert(t.orderNotes).values({ orderId: row.id, staffId: actor.staffId, staffName: actor.name, body }).returning();
      await audit(tx, actor, row, 'add_note', null, { name: row.orderNumber, note: body });
      return added!;
    });
    return { id: note.id, body: note.body, staff_name: note.staffName, created_at: note.createdAt.toISOString() };
  }

  /** A line's new quantity, or the line taken off; the order as it now stands. */
  async function editLine(orderNumber: string, lineId: number, input: AdminOrderLineEdit, actor: StaffActor) {
    const row = await rowOf(orderNumber);
    await orders.editLine(
      row.id,
      {
        lineId,
        quantity: input.action === 'remove' ? 0 : input.quantity,
        expectedUpdatedAt: input.expected_updated_at,
        expectedUnitPrice: input.action === 'set_quantity' ? input.expected_unit_price : undefined,
      },
      {
        actor,
        alongside: async (tx, { line, order, totalFrom }) => {
          const state = (quantity: number, unitPrice: number, total: number) => ({
            name: order.orderNumber,
            line: line.name,
            quantity,
            unit_price: unitPrice,
            total,
          });
          await writeAudit(
            tx,
            actor,
            'order',
            order.id,
            line.to === 0 ? 'remove_line' : 'edit_line',
            state(line.from, line.unitPriceFrom, totalFrom),
            state(line.to, line.unitPriceTo, order.total),
          );
        },
      },
    );
    return detail(orderNumber);
  }

  return { list, detail, step, markPaid, addNote, editLine };
}
