import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  COURIER_EVENT_STATUS,
  COURIER_LABELS,
  COURIER_MESSAGES as M,
  type CourierName,
  FINAL_PARCEL_STATES,
  PARCEL_STATE_LABELS,
  PROBLEM_PARCEL_STATES,
} from '#domain/couriers.ts';
import { formatTaka } from '#domain/money.ts';
import { ORDER_DESK_MESSAGES } from '#domain/order-flow.ts';
import { type Courier, CourierRefused, CourierUnavailable, type ParcelReport } from '#server/adapters/couriers/types.ts';
import type { PathaoCourier } from '#server/adapters/couriers/pathao.ts';
import type { Database } from '#server/db/client.ts';
import { courierConsignments, orderEvents, orderItems, orders } from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { amountDue, lockOrder, type OrderRow, type Transaction } from '#server/modules/orders/lifecycle.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import type { NotificationService } from '#server/modules/notifications/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { pathaoDestination } from './pathao-places.ts';

export interface CourierServiceDeps {
  db: Database;
  orders: Pick<OrderService, 'step' | 'markPaid' | 'queueCustomerUpdate'>;
  notifications: Pick<NotificationService, 'notify'>;
  steadfast: Courier | null;
  pathao: PathaoCourier | null;
  log: (message: string) => void;
}

export interface HandOver {
  courier: CourierName;
  pathao_city_id?: number | undefined;
  pathao_zone_id?: number | undefined;
}

type ConsignmentRow = typeof courierConsignments.$inferSelect;

/**
 * How long a request may still be answered before another may be sent: past the courier's own
 * timeout for Steadfast, whose invoice look-up then settles it; for Pathao, which has no look-up,
 * long enough for its order.created notice to name the parcel a lost answer booked.
 */
const REQUEST_LEASE_MS: Record<CourierName, number> = { steadfast: 60_000, pathao: 15 * 60_000 };
/** Parcels asked about per polling run; the next run takes the rest. */
const POLL_BATCH = 200;

const courierLabel = (courier: CourierName) => COURIER_LABELS[courier];

/** What staff must look at after this report, if anything. */
function attentionFor(courier: CourierName, report: ParcelReport): string | null {
  if (!PROBLEM_PARCEL_STATES.includes(report.state)) return null;
  return `${courierLabel(courier)} reports the parcel ${PARCEL_STATE_LABELS[report.state]} (${report.courierStatus}).`;
}

/**
 * Parcels booked with Steadfast and Pathao through their APIs: the order desk's handover, and the
 * couriers' news about a parcel (their webhooks and the polling job) carried to the order.
 */
export function createCourierService(deps: CourierServiceDeps) {
  const { db } = deps;
  const couriers: Record<CourierName, Courier | null> = { steadfast: deps.steadfast, pathao: deps.pathao };

  function offered(): CourierName[] {
    return (Object.keys(couriers) as CourierName[]).filter((name) => couriers[name] !== null);
  }

  function courierOf(name: CourierName): Courier {
    const courier = couriers[name];
    if (!courier) throw validationError({ courier: [M.notOffered] }, M.notOffered);
    return courier;
  }

  async function orderByNumber(orderNumber: string): Promise<OrderRow> {
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
    if (!row) throw notFound(ORDER_DESK_MESSAGES.notFound);
    return row;
  }

  /**
   * Records the request under the order's lock before the courier is called: a second click finds
   * it and is refused while it may still be answered; a later retry takes it over.
   */
  async function claim(orderId: number, courier: CourierName, codAmount: number, actor: StaffActor, destination: { cityId: number; zoneId: number } | null) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'processing') throw new HttpError(409, M.notProcessing);
      const [existing] = await tx.select().from(courierConsignments).where(eq(courierConsignments.orderId, orderId)).limit(1);
      const claimed = {
        courier,
        requestedAt: new Date(),
        codAmount,
        staffId: actor.staffId,
        staffName: actor.name,
        pathaoCityId: destination?.cityId ?? null,
        pathaoZoneId: destination?.zoneId ?? null,
        updatedAt: new Date(),
      };
      if (!existing) {
        const [row] = await tx
          .insert(courierConsignments)
          .values({ orderId, invoice: order.orderNumber, state: 'requested', ...claimed })
          .returning();
        return { row: row!, retry: false };
      }
      if (existing.state === 'booked') throw new HttpError(409, M.alreadyBooked(courierLabel(existing.courier)));
      if (Date.now() - existing.requestedAt.getTime() < REQUEST_LEASE_MS[existing.courier])
        throw new HttpError(409, existing.courier === 'pathao' ? M.pathaoUnanswered : M.inFlight);
      // A lost answer's parcel may exist at the first courier: only that courier can settle it.
      if (existing.courier !== courier) throw new HttpError(409, `The last request went to ${courierLabel(existing.courier)}: hand it over there again.`);
      const [row] = await tx.update(courierConsignments).set(claimed).where(eq(courierConsignments.id, existing.id)).returning();
      return { row: row!, retry: true };
    });
  }

  async function parcelRequest(order: OrderRow, destination: { cityId: number; zoneId: number } | null) {
    const items = await db.select({ name: orderItems.name, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const address = order.shippingAddress;
    return {
      invoice: order.orderNumber,
      recipientName: order.contactName,
      recipientPhone: order.contactPhone,
      recipientAddress: [address.address, address.area, address.district].filter(Boolean).join(', '),
      codAmount: order.paymentStatus === 'unpaid' ? amountDue(order) : 0,
      itemDescription: items
        .map((item) => `${item.quantity} × ${item.name}`)
        .join('; ')
        .slice(0, 250),
      itemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      note: order.note,
      ...(destination ? { destination } : {}),
    };
  }

  /**
   * "Hand to courier" through the courier's API: the parcel is booked under the order number with
   * the cash still due, and the order ships with its tracking code. Two clicks book one parcel; a
   * refusal leaves the order as it was; a lost answer is kept and settled by the next try.
   */
  async function handOver(orderNumber: string, input: HandOver, actor: StaffActor) {
    const courier = courierOf(input.courier);
    const order = await orderByNumber(orderNumber);
    if (order.status !== 'processing') throw new HttpError(409, M.notProcessing);
    const destination =
      input.courier === 'pathao' && deps.pathao
        ? await pathaoDestination(deps.pathao, order, input).catch((error: unknown) => {
            if (error instanceof CourierUnavailable) throw new HttpError(503, 'Pathao did not answer. Try again in a minute.');
            throw error;
          })
        : null;
    const request = await parcelRequest(order, destination);
    const { row, retry } = await claim(order.id, input.courier, request.codAmount, actor, destination);
    let answer: ParcelReport | null = retry && courier.findByInvoice ? await courier.findByInvoice(row.invoice).catch(() => null) : null;
    if (!answer) {
      try {
        answer = await courier.book(request);
      } catch (error) {
        if (error instanceof CourierRefused) {
          // Nothing was booked: the request goes, and the order stays as it was.
          await db.delete(courierConsignments).where(and(eq(courierConsignments.id, row.id), eq(courierConsignments.state, 'requested')));
          const message = M.refused(courierLabel(input.courier), error.message);
          throw validationError({ courier: [message] }, message);
        }
        if (error instanceof CourierUnavailable) {
          deps.log(`courier ${input.courier}: ${error.message} booking ${row.invoice}`);
          throw new HttpError(503, input.courier === 'pathao' ? M.pathaoUnanswered : M.unanswered(courierLabel(input.courier)));
        }
        throw error;
      }
    }
    if (input.courier === 'pathao' && destination && answer.charge === null && deps.pathao)
      answer = { ...answer, charge: await deps.pathao.price(destination).catch(() => null) };
    await booked(row, answer, actor);
    return orderNumber;
  }

  /**
   * The courier's answer kept on a requested consignment, then the order shipped with its tracking
   * code. Only one settles a request: the booking's answer, the courier's notice or the polling
   * job's look-up, whichever comes first; the others find it booked and leave the order to it.
   */
  async function booked(row: ConsignmentRow, report: ParcelReport, actor: StaffActor | null) {
    const [won] = await db
      .update(courierConsignments)
      .set({
        state: 'booked',
        consignmentId: report.consignmentId ?? row.consignmentId,
        trackingCode: report.trackingCode ?? row.trackingCode,
        charge: report.charge ?? row.charge,
        parcelState: report.state,
        courierStatus: report.courierStatus,
        attention: attentionFor(row.courier, report),
        updatedAt: new Date(),
      })
      .where(and(eq(courierConsignments.id, row.id), eq(courierConsignments.state, 'requested')))
      .returning();
    if (!won) return;
    const label = courierLabel(row.courier);
    // Steadfast's look-up by invoice names no tracking code: the customer tracks by the invoice until its notice names it.
    const tracking = won.trackingCode ?? won.invoice;
    const charged = won.charge !== null ? `, charge ${formatTaka(won.charge)}` : '';
    try {
      await deps.orders.step(
        row.orderId,
        'shipped',
        `Booked with ${label}${charged}`,
        { courier: label, trackingNumber: tracking },
        {
          expected: 'processing',
          actor,
          alongside: async (tx, changed) => {
            if (actor)
              await writeAudit(
                tx,
                actor,
                'order',
                changed.id,
                'ship',
                { name: changed.orderNumber, status: 'processing' },
                { name: changed.orderNumber, status: 'shipped', courier: label, tracking_number: tracking },
              );
          },
        },
      );
    } catch (error) {
      // The parcel exists at the courier whatever happened to the order meanwhile: staff must know.
      await flag(row.id, `Booked with ${label}, but the order changed meanwhile and did not ship: cancel the parcel at ${label} or ship the order.`);
      throw error;
    }
  }

  /** Who asked for a parcel, for the shipping step a later notice or look-up completes for them. */
  const requester = (row: ConsignmentRow): StaffActor | null => (row.staffId !== null ? { staffId: row.staffId, name: row.staffName ?? '' } : null);

  /** A request whose answer was lost, settled by the courier's notice or look-up naming its parcel. */
  async function settle(row: ConsignmentRow, news: ParcelReport) {
    await booked(row, news, requester(row)).catch((error: unknown) =>
      deps.log(`courier ${row.courier}: parcel for ${row.invoice} found, but: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /**
   * The consignment a courier's news is about: by its consignment id, or, for a booking whose answer
   * was lost (no consignment id kept yet), by our invoice. A parcel found by its consignment id must
   * also carry the invoice the news names, when it names one: news of another order's parcel under
   * this id (a courier's mix-up, a replayed notice of another shop) must not move this order.
   */
  async function findConsignment(courier: CourierName, ids: { consignmentId: string | null; invoice: string | null }) {
    const byConsignment = ids.consignmentId
      ? (
          await db
            .select()
            .from(courierConsignments)
            .where(and(eq(courierConsignments.courier, courier), eq(courierConsignments.consignmentId, ids.consignmentId)))
            .limit(1)
        )[0]
      : undefined;
    if (byConsignment) {
      if (ids.invoice !== null && ids.invoice !== byConsignment.invoice) {
        deps.log(
          `courier ${courier}: news of consignment ${ids.consignmentId} names invoice ${ids.invoice}, but that parcel is ${byConsignment.invoice}: ignored`,
        );
        throw new HttpError(409, M.invoiceMismatch);
      }
      return byConsignment;
    }
    if (!ids.invoice) return null;
    const [byInvoice] = await db
      .select()
      .from(courierConsignments)
      .where(and(eq(courierConsignments.courier, courier), eq(courierConsignments.invoice, ids.invoice)))
      .limit(1);
    return byInvoice ?? null;
  }

  /**
   * A courier's report on a parcel, from its webhook or the polling job. A report that says nothing
   * new (a repeated notice, a poll after the webhook) changes nothing; a new state is kept, shown on
   * the order's timeline and told to the customer, and delivered delivers the order (and, cash on
   * delivery, pays it when the cash collected is what was due). Answers whether anything changed.
   */
  async function report(courier: CourierName, ids: { consignmentId: string | null; invoice: string | null }, news: ParcelReport): Promise<boolean> {
    const found = await findConsignment(courier, ids);
    if (!found) return false;
    if (found.state === 'requested') {
      await settle(found, news);
      return true;
    }
    const label = courierLabel(courier);
    const change = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(courierConsignments).where(eq(courierConsignments.id, found.id)).for('update').limit(1);
      if (!row) return null;
      const consignmentId = row.consignmentId ?? news.consignmentId;
      const trackingCode = row.trackingCode ?? news.trackingCode;
      const sameState = row.parcelState === news.state && row.state === 'booked';
      if (sameState && consignmentId === row.consignmentId && trackingCode === row.trackingCode) return null;
      await tx
        .update(courierConsignments)
        .set({
          // A notice naming a parcel whose booking answer was lost settles that booking.
          state: 'booked',
          consignmentId,
          trackingCode,
          charge: news.charge ?? row.charge,
          parcelState: news.state,
          courierStatus: news.courierStatus,
          attention: attentionFor(courier, news) ?? row.attention,
          updatedAt: new Date(),
        })
        .where(eq(courierConsignments.id, row.id));
      if (sameState) return null;
      const note = `${label}: ${PARCEL_STATE_LABELS[news.state]}`;
      if (news.state === 'in_transit') await textPickUp(tx, row, note, trackingCode);
      if (news.state !== 'delivered') await tx.insert(orderEvents).values({ orderId: row.orderId, status: COURIER_EVENT_STATUS, note });
      return { row, note };
    });
    if (!change) return false;
    const [order] = await db.select().from(orders).where(eq(orders.id, change.row.orderId)).limit(1);
    if (!order) return true;
    if (news.state === 'delivered') await delivered(order, change.row, news);
    else if (order.customerId !== null)
      await deps.notifications
        .notify(order.customerId, {
          type: 'order',
          title: 'Parcel update',
          message: `Order ${order.orderNumber}: ${change.note}.`,
          link: `/dashboard/orders/${order.id}`,
        })
        .catch((error: unknown) => deps.log(`could not notify customer ${order.customerId}: ${error instanceof Error ? error.message : String(error)}`));
    return true;
  }

  /**
   * The courier picked the parcel up: the customer is texted (the order's SMS and email, as for its
   * other steps) the first time only. A parcel back on its way after a hold has its timeline entry
   * again, but the customer already knows it left the shop.
   */
  async function textPickUp(tx: Transaction, row: ConsignmentRow, note: string, trackingCode: string | null) {
    const [earlier] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row.orderId), eq(orderEvents.status, COURIER_EVENT_STATUS), eq(orderEvents.note, note)))
      .limit(1);
    if (earlier) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    if (order) await deps.orders.queueCustomerUpdate(tx, order, { kind: 'picked_up', courier: courierLabel(row.courier), trackingNumber: trackingCode });
  }

  /** The courier delivered: the order is delivered, and cash on delivery is paid when the cash matches. */
  async function delivered(order: OrderRow, row: ConsignmentRow, news: ParcelReport) {
    const label = courierLabel(row.courier);
    if (order.status === 'shipped') {
      await deps.orders
        .step(order.id, 'delivered', `Delivered by ${label}`, {}, { expected: 'shipped' })
        .catch((error: unknown) => deps.log(`courier delivery of ${order.orderNumber}: ${error instanceof Error ? error.message : String(error)}`));
    }
    if (order.paymentMethod !== 'cod' || order.paymentStatus !== 'unpaid') return;
    // A full delivery collects what the parcel was booked for, unless the courier names another sum.
    const collected = news.collected ?? row.codAmount;
    const due = amountDue(order);
    if (collected === due) {
      await deps.orders.markPaid(order.id, `Cash collected by ${label}: ${formatTaka(collected)}`, { collected }).catch(async (error: unknown) => {
        await flag(row.id, `${label} delivered, but the payment could not be recorded: ${error instanceof Error ? error.message : String(error)}`);
      });
    } else {
      await flag(row.id, `${label} reports ${formatTaka(collected)} collected, but ${formatTaka(due)} was due: check and record the cash by hand.`);
    }
  }

  const flag = (id: number, attention: string) =>
    db.update(courierConsignments).set({ attention, updatedAt: new Date() }).where(eq(courierConsignments.id, id));

  /**
   * The polling job: asks each courier about its parcels still on their way (webhooks can be lost),
   * and Steadfast about requests whose answer was lost, which its invoice look-up settles.
   */
  async function poll(): Promise<number> {
    const open = await db
      .select()
      .from(courierConsignments)
      .where(
        and(
          eq(courierConsignments.state, 'booked'),
          inArray(courierConsignments.courier, offered()),
          or(sql`${courierConsignments.parcelState} IS NULL`, notInArray(courierConsignments.parcelState, [...FINAL_PARCEL_STATES])),
        ),
      )
      .orderBy(courierConsignments.updatedAt)
      .limit(POLL_BATCH);
    const unanswered = await db
      .select()
      .from(courierConsignments)
      .where(and(eq(courierConsignments.state, 'requested'), inArray(courierConsignments.courier, offered())))
      .limit(POLL_BATCH);
    for (const row of unanswered) {
      const courier = couriers[row.courier];
      if (!courier?.findByInvoice || Date.now() - row.requestedAt.getTime() < REQUEST_LEASE_MS[row.courier]) continue;
      const found = await courier.findByInvoice(row.invoice).catch(() => null);
      if (found) await settle(row, found);
    }
    let changed = 0;
    for (const row of open) {
      const courier = couriers[row.courier];
      if (!courier) continue;
      try {
        const news = await courier.status({ consignmentId: row.consignmentId, invoice: row.invoice });
        if (await report(row.courier, { consignmentId: row.consignmentId, invoice: row.invoice }, news)) changed += 1;
      } catch (error) {
        deps.log(`courier ${row.courier}: could not ask about ${row.invoice}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return changed;
  }

  /** The desk's view of an order's parcel, if one was booked or requested. */
  async function consignmentOf(orderId: number) {
    const [row] = await db.select().from(courierConsignments).where(eq(courierConsignments.orderId, orderId)).limit(1);
    if (!row) return null;
    return {
      courier: row.courier,
      state: row.state,
      consignment_id: row.consignmentId,
      tracking_code: row.trackingCode,
      charge: row.charge,
      cod_amount: row.codAmount,
      parcel_state: row.parcelState,
      courier_status: row.courierStatus,
      attention: row.attention,
      staff_name: row.staffName,
      requested_at: row.requestedAt.toISOString(),
    };
  }

  return { offered, handOver, report, poll, consignmentOf, orderByNumber, pathao: deps.pathao };
}

export type CourierService = ReturnType<typeof createCourierService>;
