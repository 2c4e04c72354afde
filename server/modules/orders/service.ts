import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { paidAhead } from '#domain/shop-settings.ts';
import type { ShopTerms } from '#domain/shop-terms.ts';
import type { AdvanceRules } from '#domain/advance-payment.ts';
import type { Database } from '#server/db/client.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { customers, orderEvents, orderItems, orders, PAYMENT_METHODS, refundRequests } from '#server/db/schema.ts';
import { REFUND_REPLY_WORKING_DAYS } from '#domain/refunds.ts';
import { leftToRefund } from '#domain/held-money.ts';
import { BLOCKED_ACCOUNT_MESSAGE, BLOCKED_PHONE_MESSAGE } from '#domain/customers.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import { enqueueMessages, type QueuedMessage } from '#server/modules/notifications/message-queue.ts';
import { formatTaka } from '#domain/money.ts';
import { NEXT_STATUS } from '#domain/order-flow.ts';
import type { NotificationService } from '#server/modules/notifications/service.ts';
import {
  awaitingOnlinePayment,
  changeOrderStatus,
  expiredUnpaidOnlineOrders,
  type OrderRow,
  type PaymentChangeOptions,
  type OrderStatus,
  moneyFacts,
  refundOrder,
  type StatusChangeOptions,
  setPaymentStatus,
  type Transaction,
  UNPAID_ONLINE_ORDER_MINUTES,
} from './lifecycle.ts';
import { confirmationText, type CustomerUpdate, customerUpdateText, EDITED_MESSAGE, PAYMENT_MESSAGES, STATUS_MESSAGES } from './messages.ts';
import { editOrderLine, type LineEdit, type LineEditResult } from './edit-line.ts';
import { lineChangeText } from '#domain/order-edit.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { addressKey, type HoldLimits } from './hold-limits.ts';
import { placeOrder } from './place-order.ts';
import { advanceUnpaid, recordAdvanceDue } from './advance.ts';
import { requestFingerprint } from './request-fingerprint.ts';
import { PHONE_CHECK_MESSAGES } from '#server/modules/phone-checks/messages.ts';
import type { PhoneCheckService } from '#server/modules/phone-checks/service.ts';
import { decideRefund, type RefundDecisionOptions, requestRefund, type SendBackOptions, sendBackHeld } from './refunds.ts';
import { type OrderDetail, type PaymentMethod, presentOrderDetail } from '#server/modules/account/present.ts';
import { fillProfileGaps } from '#server/modules/account/profile.ts';
import { presentRefund } from './present.ts';
import { PAYMENT_API_MESSAGES } from '#server/modules/payments/messages.ts';
import type { PlaceOrderInput, RefundRequestInput } from './schemas.ts';

export interface OrderServiceDeps {
  db: Database;
  /** Charges and ways to pay as the shop's settings say; `fresh` for an order, past any cached copy. */
  terms: (options?: { fresh?: boolean }) => Promise<ShopTerms>;
  /** When a cash-on-delivery order pays part in advance; `fresh` as for `terms`. */
  advanceRules: (options?: { fresh?: boolean }) => Promise<AdvanceRules>;
  phoneChecks: PhoneCheckService;
  holdLimits: HoldLimits;
  notifications: NotificationService;
  /** Where an order's texts, emails and timed release are written, in the order's own transaction. */
  jobs: Pick<JobQueue, 'ready' | 'enqueue' | 'settled'>;
  /** How long an online order may wait for its payment before its stock goes back (tests shorten it). */
  unpaidOrderMinutes?: number;
  /** The shop's origin, for the links in texts and emails (see `messageOrigin`). */
  origin: string;
  log: (message: string) => void;
}

/** Courier and tracking number, given by staff when an order ships. */
export interface ShippingDetails {
  courier?: string | null;
  trackingNumber?: string | null;
}

/** What a back-office step adds to a status change (see `changeStatus`). */
export type DeskStep = Pick<StatusChangeOptions, 'expected' | 'actor' | 'alongside'>;

/** Who is placing an order, as far as the shop can tell. */
export interface OrderCaller {
  customerId: number | null;
  /** The signed-in customer's own email: the only address order mail goes to. */
  accountEmail: string | null;
  idempotencyKey: string | null;
  /** The browser's or API client's phone pass, if it has one. */
  passToken: string | null;
  clientAddress: string;
}

export function createOrderService(deps: OrderServiceDeps) {
  const { db } = deps;

  /** What checkout may offer and an order may use: switched on in the settings, and takeable. */
  async function paymentMethods(options: { fresh?: boolean } = {}): Promise<PaymentMethod[]> {
    const terms = await deps.terms(options);
    const takes: Record<PaymentMethod, boolean> = { cod: terms.cashOnDelivery, online: terms.onlineGateway !== null, bkash: terms.bkash, nagad: terms.nagad };
    return PAYMENT_METHODS.filter((method) => takes[method]);
  }

  /** Refuses a payment method the shop cannot take, before anything is sent, verified or held. */
  async function checkPaymentMethod(method: PaymentMethod) {
    if (!(await paymentMethods({ fresh: true })).includes(method))
      throw validationError({ payment_method: [PAYMENT_API_MESSAGES.unavailable] }, PAYMENT_API_MESSAGES.unavailable);
  }

  /**
   * A blocked account's sessions end when it is blocked and no longer sign anyone in, so the first
   * check only catches a session used in the instant between; it is the order's own word on the rule.
   */
  async function refuseBlocked(customerId: number | null, phone: string) {
    if (customerId !== null) {
      const [row] = await db.select({ blockedAt: customers.blockedAt }).from(customers).where(eq(customers.id, customerId)).limit(1);
      if (row?.blockedAt) throw new HttpError(403, BLOCKED_ACCOUNT_MESSAGE);
    }
    // Checked before any code is texted: a blocked customer signing out to order as a guest is still refused.
    const [owner] = await db.select({ blockedAt: customers.blockedAt }).from(customers).where(eq(customers.phone, phone)).limit(1);
    if (owner?.blockedAt) throw new HttpError(403, BLOCKED_PHONE_MESSAGE);
  }

  async function byId(orderId: number): Promise<OrderDetail | null> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return null;
    const [items, events] = await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    ]);
    return presentOrderDetail(order, items, events, []);
  }

  async function idForNumber(orderNumber: string): Promise<number | null> {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase())).limit(1);
    return row?.id ?? null;
  }

  /** Messages go out after the write has committed; a mail server being down must not undo an order. */
  async function tell(customerId: number | null, text: { title: string; message: string }, link: string, type: 'order' | 'payment' = 'order') {
    if (customerId === null) return;
    try {
      await deps.notifications.notify(customerId, { type, ...text, link });
    } catch (error) {
      deps.log(`could not notify customer ${customerId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The SMS goes to the number the buyer proved with a code. Email goes only to the signed-in
   * customer's own address: an address typed by a guest was never proven, and mailing it would let
   * anyone send the shop's mail to a stranger.
   */
  function confirmation(order: OrderRow, accountEmail: string | null): QueuedMessage[] {
    const text = confirmationText(
      { order_number: order.orderNumber, total: order.total, payment_method: order.paymentMethod, advance_amount: order.advanceAmount },
      deps.origin,
    );
    const messages: QueuedMessage[] = [{ channel: 'sms', to: order.contactPhone, text }];
    if (order.contactEmail && order.contactEmail === accountEmail)
      messages.push({ channel: 'email', to: order.contactEmail, subject: `Your Dokan order ${order.orderNumber}`, text });
    return messages;
  }

  const unpaidMinutes = deps.unpaidOrderMinutes ?? UNPAID_ONLINE_ORDER_MINUTES;

  /**
   * Written with a new order: the advance the rules ask of it, its confirmation, and for an online
   * order or an advance the release if it stays unpaid. Answers the order as it now stands.
   */
  async function alongsideNewOrder(tx: Transaction, placed: OrderRow, accountEmail: string | null, rules: AdvanceRules): Promise<OrderRow> {
    const order = await recordAdvanceDue(tx, placed, rules);
    await enqueueMessages(tx, deps.jobs, confirmation(order, accountEmail));
    if (paidAhead(order.paymentMethod) || advanceUnpaid(order))
      await deps.jobs.enqueue(tx, 'release-unpaid-order', { orderId: order.id }, { afterSeconds: Math.max(1, Math.round(unpaidMinutes * 60)) });
    return order;
  }

  const sending = new Set<Promise<void>>();
  function afterAnswer(work: () => Promise<void>) {
    const task = work()
      .catch((error: unknown) => deps.log(`order messages failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => sending.delete(task));
    sending.add(task);
  }

  /**
   * Queues the SMS to the order's proven number and, for a customer's order, the email to the
   * account's own address: the contacts the shop already writes to (see `sendConfirmation`).
   */
  async function queueUpdate(tx: Transaction, order: OrderRow, update: CustomerUpdate) {
    const { subject, text } = customerUpdateText(update, order.orderNumber, deps.origin);
    const messages: QueuedMessage[] = [{ channel: 'sms', to: order.contactPhone, text }];
    if (order.customerId !== null) {
      const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId)).limit(1);
      if (customer?.email) messages.push({ channel: 'email', to: customer.email, subject, text });
    }
    await enqueueMessages(tx, deps.jobs, messages);
  }

  /**
   * One step of an order with the customer's texts, email and notification. `desk`: a staff
   * member's step from the back office, refused if the order left the state they saw, with its
   * audit row (`alongside`) committed in the same transaction. `onlyIf`: a job's step, refused
   * when the order no longer needs it.
   */
  async function changeStatus(
    orderId: number,
    to: OrderStatus,
    note: string | null = null,
    shipping: ShippingDetails = {},
    desk: DeskStep = {},
    onlyIf?: StatusChangeOptions['onlyIf'],
  ) {
    // Before the transaction: on the embedded database the queue's own first statements would wait for it.
    await deps.jobs.ready();
    const change = await changeOrderStatus(db, orderId, to, {
      note,
      ...(onlyIf ? { onlyIf } : {}),
      ...(desk.expected ? { expected: desk.expected } : {}),
      actor: desk.actor ?? null,
      shipping: { courier: shipping.courier?.trim() || null, trackingNumber: shipping.trackingNumber?.trim() || null },
      alongside: async (tx, order) => {
        if (to === 'shipped') await queueUpdate(tx, order, { kind: 'shipped', courier: order.courier, trackingNumber: order.trackingNumber });
        else if (to === 'confirmed' || to === 'delivered' || to === 'cancelled') await queueUpdate(tx, order, { kind: to });
        await desk.alongside?.(tx, order);
      },
    });
    await tell(change.customerId, STATUS_MESSAGES[to](change.orderNumber), `/dashboard/orders/${orderId}`);
    return change;
  }

  /** What an approved refund's message promises about the money, from how it goes back. */
  const payoutPromise = (payout: string | null) =>
    payout === 'sending'
      ? ' We are sending it back to the account you paid with and will let you know when it has been sent.'
      : payout === 'awaiting_cash'
        ? ' We will pay it back to you and let you know when we have.'
        : payout === 'pending_manual'
          ? ' We will send it back to you and let you know when it is on its way.'
          : '';

  const queueRefund = async (tx: Transaction, order: OrderRow, paidBack: number) =>
    queueUpdate(tx, order, { kind: 'refunded', amount: paidBack, whole: leftToRefund(moneyFacts(order)) === 0 });

  return {
    /** What checkout offers, for every page that quotes charges or ways to pay. */
    terms: deps.terms,
    /** When a cash-on-delivery order pays part in advance, for checkout to say so before it is placed. */
    advanceRules: deps.advanceRules,
    paymentMethods,
    checkPaymentMethod,
    /** The SMS (and email) of an update told by another part of the shop, in its transaction: a courier's pick-up. */
    queueCustomerUpdate: queueUpdate,
    /** For checkout's page, before it texts a code: the account and the number may order (403 otherwise). */
    refuseBlocked,
    byId,
    idForNumber,

    /**
     * Places an order; `created` is false when an Idempotency-Key replay returned an earlier one.
     * Online payment only when a gateway can take it. The mobile number must be proven first: by a
     * pass this browser or account holds, or by the code sent to it (`phone_code`), which earns a
     * pass returned here. The confirmation and the
     * notification go out after the answer: a slow mail server must not keep the shopper waiting,
     * and cannot undo the order.
     */
    async place(input: PlaceOrderInput, caller: OrderCaller) {
      await refuseBlocked(caller.customerId, input.phone);
      await checkPaymentMethod(input.payment_method);
      const phone = input.phone;
      let pass: { token: string; expiresAt: Date } | null = null;
      if (!(await deps.phoneChecks.hasPass(phone, { token: caller.passToken, customerId: caller.customerId }))) {
        if (!input.phone_code) throw validationError({ phone_code: [PHONE_CHECK_MESSAGES.codeNeeded] }, PHONE_CHECK_MESSAGES.codeNeeded);
        pass = await deps.phoneChecks.verify(phone, input.phone_code, caller.customerId);
      }
      await deps.jobs.ready();
      const advanceRules = await deps.advanceRules({ fresh: true });
      let written: OrderRow | null = null;
      const placed = await placeOrder(db, input, {
        customerId: caller.customerId,
        idempotencyKey: caller.idempotencyKey,
        placedBy: caller.customerId !== null ? `customer:${caller.customerId}` : `phone:${phone}`,
        requestHash: requestFingerprint(input),
        holder: { phone, addressKey: addressKey(input.district, input.address), clientAddress: caller.clientAddress },
        holdLimits: deps.holdLimits,
        charges: (await deps.terms({ fresh: true })).charges,
        alongside: async (tx, order) => {
          written = await alongsideNewOrder(tx, order, caller.accountEmail, advanceRules);
        },
      });
      const order = placed.created ? presentOrderDetail(written ?? placed.order, placed.items, placed.events, []) : await byId(placed.orderId);
      if (!order) throw new Error(`order ${placed.orderId} vanished after it was placed`);
      if (caller.customerId !== null && input.save_to_profile) {
        // Within the request, so the page after the order already shows the profile filled in.
        await fillProfileGaps(db, caller.customerId, {
          phone,
          address: { address: input.address, division: input.division, district: input.district, area: input.area ?? null },
        });
      }
      if (placed.created) {
        afterAnswer(() => tell(caller.customerId, STATUS_MESSAGES.pending(order.order_number), `/dashboard/orders/${order.id}`));
      }
      return { order, created: placed.created, pass };
    },

    /**
     * Resolves once the notifications and the due texts and emails of this process's changes so far
     * have gone out, or wait for a retry (tests, the command line).
     */
    async messagesSent(timeoutMs?: number) {
      await Promise.allSettled([...sending]);
      await deps.jobs.settled(timeoutMs);
    },

    /**
     * Moves an order to its next state (pending → confirmed → processing → shipped → delivered).
     * The courier and tracking number are kept, and texted, when the order ships.
     */
    async advance(orderId: number, note: string | null = null, shipping: ShippingDetails = {}) {
      const order = await byId(orderId);
      const next = order ? NEXT_STATUS[order.status] : undefined;
      if (!order) throw new Error('Order not found');
      if (!next) throw new Error(`A ${order.status} order has no next state.`);
      return changeStatus(orderId, next, note, shipping);
    },

    cancel: (orderId: number, note: string | null = null) => changeStatus(orderId, 'cancelled', note),

    /** A step from the order desk: the named state, from the state the staff member saw. */
    step: (orderId: number, to: OrderStatus, note: string | null, shipping: ShippingDetails, desk: DeskStep) => changeStatus(orderId, to, note, shipping, desk),

    /**
     * A line staff changed before the order ships (see edit-line.ts); the customer is texted, emailed
     * and notified of the new total, as for the other steps. `alongside` is the desk's audit row.
     */
    async editLine(orderId: number, edit: LineEdit, desk: { actor: StaffActor; alongside?: (tx: Transaction, result: LineEditResult) => Promise<void> }) {
      await deps.jobs.ready();
      const result = await editOrderLine(db, orderId, edit, {
        actor: desk.actor,
        alongside: async (tx, edited) => {
          await queueUpdate(tx, edited.order, { kind: 'edited', change: lineChangeText(edited.line), total: edited.order.total });
          await desk.alongside?.(tx, edited);
        },
      });
      await tell(result.order.customerId, EDITED_MESSAGE(result.order.orderNumber, result.order.total), `/dashboard/orders/${orderId}`);
      return result;
    },

    /** `options.collected`: cash counted at the desk, which must be what the order owes. */
    async markPaid(orderId: number, note: string | null = null, options: PaymentChangeOptions = {}) {
      const change = await setPaymentStatus(db, orderId, 'paid', note, options);
      await tell(change.customerId, PAYMENT_MESSAGES.paid(change.orderNumber), `/dashboard/orders/${orderId}`, 'payment');
      return change;
    },

    /** Pays back whatever is left of an order's payment. */
    async markRefunded(orderId: number, note: string | null = null) {
      await deps.jobs.ready();
      const change = await refundOrder(db, orderId, note, queueRefund);
      await tell(change.customerId, PAYMENT_MESSAGES.refunded(change.orderNumber, change.amount), `/dashboard/orders/${orderId}`, 'payment');
      return change;
    },

    /**
     * The `release-unpaid-order` job: cancels the order and returns its stock if, under its row
     * lock, it is still an online order waiting for payment. Paid, cancelled or moved on by staff
     * meanwhile, or released by an earlier try of the same job: nothing to do, so running it twice
     * releases once.
     */
    async releaseIfUnpaid({ orderId }: { orderId: number }): Promise<void> {
      try {
        await changeStatus(
          orderId,
          'cancelled',
          `Payment not completed within ${unpaidMinutes} minutes`,
          {},
          {},
          {
            holds: awaitingOnlinePayment,
            otherwise: 'no longer waiting for payment',
          },
        );
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return;
        throw error;
      }
    },

    /**
     * Cancels online orders nobody paid for within 30 minutes, returning their stock: the command
     * line's sweep, for orders placed before their release was a job. The jobs do this by themselves.
     */
    async releaseUnpaid(minutes = UNPAID_ONLINE_ORDER_MINUTES): Promise<number> {
      let released = 0;
      for (const orderId of await expiredUnpaidOnlineOrders(db, minutes)) {
        try {
          await changeStatus(orderId, 'cancelled', `Payment not completed within ${minutes} minutes`);
          released += 1;
        } catch {
          // Paid or moved on by someone else in the meantime: nothing to release.
        }
      }
      return released;
    },

    async requestRefund(customerId: number, input: RefundRequestInput) {
      const { request, orderNumber } = await requestRefund(db, customerId, input);
      await tell(
        customerId,
        {
          title: 'Refund requested',
          message: `We received your refund request for order ${orderNumber} and will reply within ${REFUND_REPLY_WORKING_DAYS} working days.`,
        },
        '/dashboard/refund-requests',
        'payment',
      );
      return { ...presentRefund(request), order_number: orderNumber };
    },

    /**
     * Staff approve or reject a pending refund request. Approval pays the request's amount back:
     * the order is partially refunded, or refunded once nothing is left, and the customer is texted.
     */
    async decideRefund(refundId: number, decision: 'approved' | 'rejected', note: string | null = null, options: RefundDecisionOptions = {}) {
      await deps.jobs.ready();
      const { request, order } = await decideRefund(db, refundId, decision, note, queueRefund, {
        ...options,
        // The gateway refund is written with the decision: approved and committed means it will be sent.
        alongside: async (tx, decided, locked) => {
          if (decided.payout === 'sending') await deps.jobs.enqueue(tx, 'send-refund', { refundId: decided.id });
          await options.alongside?.(tx, decided, locked);
        },
      });
      const text =
        decision === 'approved'
          ? {
              title: 'Refund approved',
              message: `Your refund of ${formatTaka(request.approvedAmount ?? request.amount)} for order ${order.orderNumber} was approved.${payoutPromise(request.payout)}`,
            }
          : { title: 'Refund request declined', message: `Your refund request for order ${order.orderNumber} was declined.${note ? ` ${note}` : ''}` };
      await tell(request.customerId, text, '/dashboard/refund-requests', 'payment');
      return { ...presentRefund(request), order_number: order.orderNumber };
    },

    /**
     * Staff send back the money a cancelled order still holds (./refunds.ts `sendBackHeld`): the
     * gateway refund is written with it, and the customer is told how it comes back.
     */
    async sendBackHeld(orderNumber: string, note: string, options: SendBackOptions) {
      await deps.jobs.ready();
      const { request, order } = await sendBackHeld(db, orderNumber, note, queueRefund, {
        ...options,
        alongside: async (tx, sent, locked) => {
          if (sent.payout === 'sending') await deps.jobs.enqueue(tx, 'send-refund', { refundId: sent.id });
          await options.alongside?.(tx, sent, locked);
        },
      });
      const text = {
        title: 'Refund approved',
        message: `Your order ${order.orderNumber} was cancelled, so the ${formatTaka(request.approvedAmount ?? request.amount)} you paid is being refunded.${payoutPromise(request.payout)}`,
      };
      await tell(request.customerId, text, '/dashboard/refund-requests', 'payment');
      return request;
    },

    /**
     * The order for its thank-you page: only the customer who placed it, or a guest whose browser
     * holds a pass for the mobile number a guest order was placed with.
     */
    async receipt(orderNumber: string, viewer: { customerId: number | null; passToken: string | null }) {
      const [row] = await db
        .select({ id: orders.id, customerId: orders.customerId, placedBy: orders.placedBy })
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber.trim().toUpperCase()))
        .limit(1);
      if (!row) return null;
      if (row.customerId !== null && row.customerId === viewer.customerId) return byId(row.id);
      const provenPhone = await deps.phoneChecks.phoneOfToken(viewer.passToken);
      return provenPhone !== null && row.placedBy === `phone:${provenPhone}` ? byId(row.id) : null;
    },

    /**
     * What the tracking page may show to whoever knows both the order number and the mobile number:
     * progress and items, never the address, name or email.
     */
    async track(orderNumber: string, phone: string) {
      const orderId = await idForNumber(orderNumber);
      const order = orderId === null ? null : await byId(orderId);
      if (!order || order.contact.phone !== phone) return null;
      return {
        order_number: order.order_number,
        status: order.status,
        payment_status: order.payment_status,
        payment_method: order.payment_method,
        total: order.total,
        advance_amount: order.advance_amount,
        advance_paid: order.advance_paid,
        amount_paid: order.amount_paid,
        amount_due: order.amount_due,
        delivery_zone: order.delivery_zone,
        deliver_by: order.deliver_by,
        late: order.late,
        items: order.items.map((item) => ({ name: item.name, quantity: item.quantity, image: item.image })),
        events: order.events,
        created_at: order.created_at,
      };
    },

    async pendingRefunds() {
      const rows = await db.select().from(refundRequests).where(eq(refundRequests.status, 'pending')).orderBy(asc(refundRequests.createdAt));
      return rows.map(presentRefund);
    },

    /** Newest first, for the staff command line. */
    async list(filter: { status?: OrderStatus | undefined; limit?: number } = {}) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(orders.status, filter.status));
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
          total: orders.total,
          contactName: orders.contactName,
          contactPhone: orders.contactPhone,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit ?? 50);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
