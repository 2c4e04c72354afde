import { advanceOwed } from '#domain/advance-payment.ts';
import type { BkashGateway } from '#server/adapters/payments/bkash.ts';
import { type NagadCallback, type NagadGateway, readNagadCallback } from '#server/adapters/payments/nagad.ts';
import type { SslcommerzGateway } from '#server/adapters/payments/sslcommerz.ts';
import type { TestGateway } from '#server/adapters/payments/test-gateway.ts';
import { type GatewayValidation, PaymentGatewayRefused, PaymentGatewayUnavailable } from '#server/adapters/payments/types.ts';
import type { Database } from '#server/db/client.ts';
import { HttpError, notFound } from '#server/http/errors.ts';
import type { NotificationService } from '#server/modules/notifications/service.ts';
import { UNPAID_ONLINE_ORDER_MINUTES } from '#server/modules/orders/lifecycle.ts';
import { PAYMENT_MESSAGES } from '#server/modules/orders/messages.ts';
import type { OrderService } from '#server/modules/orders/service.ts';
import { IPN_NOTES, PAYMENT_API_MESSAGES as M } from './messages.ts';
import {
  type AcceptedPayment,
  applyPayment,
  type ApplyOutcome,
  endUnpaid,
  insertPayment,
  type PaymentGatewayName,
  type PaymentRow,
  paymentByGatewayPaymentId,
  paymentByTranId,
  setGatewayPaymentId,
  unappliedPayments,
} from './records.ts';
import { bkashMismatch } from './bkash-check.ts';
import { nagadVerdict } from './nagad-check.ts';
import { validationMismatch } from './validation-check.ts';

export interface PaymentServiceDeps {
  db: Database;
  orders: OrderService;
  notifications: NotificationService;
  /** Null without SSLCommerz credentials: then the local test gateway, or no online payment. */
  sslcommerz: SslcommerzGateway | null;
  /** Null unless PAYMENT_TEST_GATEWAY turns it on (the configuration refuses that in production). */
  testGateway: TestGateway | null;
  /** Null without the four bKash credentials: then checkout does not offer bKash. */
  bkash: BkashGateway | null;
  /** Null without Nagad's merchant id and keys: then checkout does not offer Nagad. */
  nagad: NagadGateway | null;
  /** The shop's canonical origin for callback URLs; without it the request's own origin is used. */
  publicUrl: string | null;
  log: (message: string) => void;
}

type PaymentPage = 'success' | 'fail' | 'cancel';
export type ReturnKind = PaymentPage;
export type TestOutcome = 'success' | 'fail' | 'cancel';

/** An order as the order service presents it. */
type PresentedOrder = NonNullable<Awaited<ReturnType<OrderService['byId']>>>;

const API_PREFIX = '/api/payments/sslcommerz';
const BKASH_CALLBACK = '/api/payments/bkash/callback';
const NAGAD_CALLBACK = '/api/payments/nagad/callback';

/** Where the shopper lands after a gateway: the result page for the order and this attempt. */
function resultPath(page: PaymentPage, payment?: { orderNumber: string; tranId: string }): string {
  if (!payment) return `/payment/${page}`;
  return `/payment/${page}?${new URLSearchParams({ order: payment.orderNumber, tran_id: payment.tranId }).toString()}`;
}

function minutesLeft(order: Pick<PresentedOrder, 'created_at'>, now = Date.now()): number {
  const deadline = new Date(order.created_at).getTime() + UNPAID_ONLINE_ORDER_MINUTES * 60_000;
  return Math.max(0, Math.ceil((deadline - now) / 60_000));
}

/** What an attempt asks for: the advance of a cash order, else the whole total. */
const amountToPay = (order: PresentedOrder) => (order.payment_method === 'cod' ? order.advance_amount : order.total);

/** Why an order cannot be paid online now, or null when it can. */
function refusal(order: PresentedOrder): string | null {
  if (order.payment_method === 'cod' && !advanceOwed(order)) return order.advance_paid ? M.advancePaid : M.cashOnDelivery;
  if (order.payment_status === 'paid') return M.alreadyPaid;
  if (order.payment_status === 'refunded' || order.payment_status === 'partially_refunded') return M.refunded;
  if (order.status === 'cancelled') return M.cancelled;
  if (order.status !== 'pending') return M.notPending;
  if (order.total <= 0) return M.nothingToPay;
  // The sweeper would cancel it within the minute, perhaps while the shopper is paying.
  if (minutesLeft(order) === 0) return M.expired;
  return null;
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db } = deps;
  const gateway = deps.sslcommerz ?? deps.testGateway;
  const gatewayName: PaymentGatewayName | null = gateway?.name ?? null;

  /**
   * The gateway an order's way to pay goes through: bKash and Nagad for themselves, the online
   * gateway otherwise; a cash order's advance goes to the online gateway, or to bKash when there is none.
   */
  const gatewayNameFor = (order: Pick<PresentedOrder, 'payment_method'>): PaymentGatewayName | null => {
    const bkash = deps.bkash ? 'bkash' : null;
    if (order.payment_method === 'bkash') return bkash;
    if (order.payment_method === 'nagad') return deps.nagad ? 'nagad' : null;
    return order.payment_method === 'cod' ? (gatewayName ?? bkash) : gatewayName;
  };

  async function orderOf(payment: PaymentRow): Promise<PresentedOrder> {
    const order = await deps.orders.byId(payment.orderId);
    if (!order) throw new Error(`payment ${payment.tranId} has no order ${payment.orderId}`);
    return order;
  }

  async function start(order: PresentedOrder, requestOrigin: string) {
    const refused = refusal(order);
    if (refused) throw new HttpError(409, refused);
    if (gatewayNameFor(order) === 'bkash') return startBkash(order, requestOrigin);
    if (order.payment_method === 'nagad') return startNagad(order, requestOrigin);
    if (!gateway) throw new HttpError(503, M.unavailable);
    const payment = await insertPayment(db, { orderId: order.id, gateway: gateway.name, amount: amountToPay(order) });
    const request = sessionRequest(order, payment, deps.publicUrl ?? requestOrigin);
    try {
      const session = await gateway.startSession(request);
      return { redirect_url: session.redirectUrl, tran_id: payment.tranId, gateway: gateway.name };
    } catch (error) {
      throw await notStarted(error, payment, order);
    }
  }

  /** Ends an attempt the gateway would not open; answers what to throw. */
  async function notStarted(error: unknown, payment: PaymentRow, order: PresentedOrder): Promise<unknown> {
    await endUnpaid(db, payment.tranId, 'failed');
    if (error instanceof PaymentGatewayUnavailable || error instanceof PaymentGatewayRefused) {
      deps.log(`payment ${payment.tranId} for order ${order.order_number} not started: ${error.message}`);
      return new HttpError(502, M.gatewayDown);
    }
    return error;
  }

  /** bKash: the payment is created server to server, and its callback names it by bKash's paymentID, kept with the attempt. */
  async function startBkash(order: PresentedOrder, requestOrigin: string) {
    if (!deps.bkash) throw new HttpError(503, M.bkashUnavailable);
    const payment = await insertPayment(db, { orderId: order.id, gateway: 'bkash', amount: amountToPay(order) });
    const origin = deps.publicUrl ?? requestOrigin;
    try {
      const session = await deps.bkash.startSession({ ...sessionRequest(order, payment, origin), callbackUrl: `${origin}${BKASH_CALLBACK}` });
      await setGatewayPaymentId(db, payment.tranId, session.gatewayPaymentId);
      return { redirect_url: session.redirectUrl, tran_id: payment.tranId, gateway: 'bkash' as const };
    } catch (error) {
      throw await notStarted(error, payment, order);
    }
  }

  /**
   * Nagad: initialize and complete, server to server; Nagad's paymentReferenceId is kept with the
   * attempt, as its callback and its verify API name the payment by it.
   */
  async function startNagad(order: PresentedOrder, requestOrigin: string) {
    if (!deps.nagad) throw new HttpError(503, M.nagadUnavailable);
    const payment = await insertPayment(db, { orderId: order.id, gateway: 'nagad', amount: order.total });
    const origin = deps.publicUrl ?? requestOrigin;
    const request = sessionRequest(order, payment, origin);
    try {
      const session = await deps.nagad.startSession({ ...request, callbacks: { ...request.callbacks, success: `${origin}${NAGAD_CALLBACK}` } });
      await setGatewayPaymentId(db, payment.tranId, session.gatewayPaymentId);
      return { redirect_url: session.redirectUrl, tran_id: payment.tranId, gateway: 'nagad' as const };
    } catch (error) {
      throw await notStarted(error, payment, order);
    }
  }

  function sessionRequest(order: PresentedOrder, payment: PaymentRow, origin: string) {
    return {
      tranId: payment.tranId,
      amount: payment.amount,
      currency: 'BDT' as const,
      orderNumber: order.order_number,
      itemCount: order.item_count,
      emiMonths: order.emi?.months ?? null,
      productName: order.items.map((item) => item.name).join(', ') || order.order_number,
      customer: {
        name: order.contact.name,
        phone: order.contact.phone,
        email: order.contact.email,
        address: [order.shipping_address.address, order.shipping_address.area].filter(Boolean).join(', '),
        city: order.shipping_address.district,
        state: order.shipping_address.division,
      },
      callbacks: {
        success: `${origin}${API_PREFIX}/success`,
        fail: `${origin}${API_PREFIX}/fail`,
        cancel: `${origin}${API_PREFIX}/cancel`,
        ipn: `${origin}${API_PREFIX}/ipn`,
      },
      origin,
    };
  }

  /**
   * Settles a bKash payment from bKash's own word: execute (which moves the money; an error or no
   * answer is not believed either way), then the status query, and the payment is applied only when
   * that says Completed for our amount in BDT and our invoice number. `pending`: bKash has not
   * finished, and the result page asks again.
   */
  async function settleWithBkash(payment: PaymentRow, execute: boolean): Promise<'paid' | 'pending' | 'failed' | 'mismatch'> {
    if (!deps.bkash || !payment.gatewayPaymentId) throw notFound();
    if (payment.processedAt) return 'paid';
    if (execute) {
      try {
        const executed = await deps.bkash.execute(payment.gatewayPaymentId);
        if (!executed.answered) deps.log(`payment ${payment.tranId}: bKash execute answered ${executed.error}`);
      } catch (error) {
        if (!(error instanceof PaymentGatewayUnavailable)) throw error;
        deps.log(`payment ${payment.tranId}: bKash execute unanswered: ${error.message}`);
      }
    }
    const status = await deps.bkash.query(payment.gatewayPaymentId);
    const mismatch = bkashMismatch(payment, status);
    if (mismatch === 'pending') return 'pending';
    if (mismatch === 'failed') {
      await endUnpaid(db, payment.tranId, 'failed', status.raw);
      return 'failed';
    }
    if (mismatch) {
      deps.log(`payment ${payment.tranId} not applied: bKash status ${mismatch}`);
      return 'mismatch';
    }
    await accept(payment, {
      valId: null,
      bankTranId: status.trxId,
      cardType: 'bKash',
      raw: status.raw,
      note: `Paid through bKash (transaction ${status.trxId})`,
    });
    return 'paid';
  }

  /**
   * Settles a Nagad attempt from Nagad's verify API, the only word believed: applied once when it
   * says Success for this attempt's order and amount in taka; ended when Nagad says it ended unpaid;
   * left open while the shopper is still on Nagad's page. A refused verify (Nagad does not know the
   * reference) changes nothing.
   */
  async function settleWithNagad(payment: PaymentRow): Promise<'paid' | 'pending' | 'failed' | 'cancelled' | 'mismatch'> {
    if (!deps.nagad || !payment.gatewayPaymentId) throw notFound();
    if (payment.processedAt) return 'paid';
    const verification = await deps.nagad.verify(payment.gatewayPaymentId, payment);
    const verdict = nagadVerdict(payment, verification);
    if (verdict.kind === 'pending') return 'pending';
    if (verdict.kind === 'ended') {
      await endUnpaid(db, payment.tranId, verdict.status, verification.raw);
      return verdict.status;
    }
    if (verdict.kind === 'mismatch') {
      deps.log(`PAYMENT NEEDS STAFF: ${payment.tranId} not applied: Nagad verify says ${verdict.why}`);
      return 'mismatch';
    }
    await accept(payment, {
      valId: verification.valId,
      bankTranId: verification.bankTranId,
      cardType: 'Nagad',
      raw: verification.raw,
      note: verification.bankTranId ? `Paid through Nagad (transaction ${verification.bankTranId})` : 'Paid through Nagad',
    });
    return 'paid';
  }

  /** Where a Nagad callback sends the shopper when Nagad could not be asked: by its unsigned status, which changes nothing. */
  const unverifiedNagadPage = (callback: NagadCallback): PaymentPage =>
    callback.status === 'Aborted' || callback.status === 'Cancelled' ? 'cancel' : callback.status === 'Success' ? 'success' : 'fail';

  /** Records a confirmed payment once, then tells the customer; both gateways end here. */
  async function accept(payment: PaymentRow, accepted: AcceptedPayment): Promise<ApplyOutcome> {
    const outcome = await applyPayment(db, payment.tranId, accepted);
    if (outcome.kind === 'applied' && outcome.customerId !== null) {
      try {
        await deps.notifications.notify(outcome.customerId, {
          type: 'payment',
          ...PAYMENT_MESSAGES.paid(outcome.orderNumber),
          link: `/dashboard/orders/${outcome.orderId}`,
        });
      } catch (error) {
        deps.log(`could not notify customer ${outcome.customerId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (outcome.kind === 'order_closed') {
      deps.log(`PAYMENT NEEDS STAFF: ${payment.tranId} (৳${payment.amount}) was paid but order ${outcome.orderId} could not take it: ${outcome.reason}`);
    }
    return outcome;
  }

  function acceptedFromValidation(validation: GatewayValidation): AcceptedPayment {
    const how = [validation.cardType, validation.bankTranId ? `bank transaction ${validation.bankTranId}` : null].filter(Boolean).join(', ');
    return {
      valId: validation.valId,
      bankTranId: validation.bankTranId,
      cardType: validation.cardType,
      raw: validation.raw,
      note: how ? `Paid online through SSLCommerz (${how})` : 'Paid online through SSLCommerz',
    };
  }

  /**
   * Asks SSLCommerz about a payment it reported as made and applies it when every detail agrees.
   * Answers the note for the IPN log and whether the shopper should see success.
   */
  async function confirmWithSslcommerz(payment: PaymentRow, valId: string | undefined): Promise<{ note: string; paid: boolean }> {
    if (!deps.sslcommerz) throw notFound();
    if (payment.processedAt) return { note: IPN_NOTES.alreadyApplied, paid: true };
    if (!valId) return { note: IPN_NOTES.notValid, paid: false };
    const validation = await deps.sslcommerz.validate(valId);
    const mismatch = validationMismatch(payment, validation);
    if (mismatch) {
      deps.log(`payment ${payment.tranId} not applied: SSLCommerz validation ${mismatch}`);
      if (!validation.valid) await endUnpaid(db, payment.tranId, 'failed', validation.raw);
      return { note: validation.valid ? IPN_NOTES.notApplied : IPN_NOTES.notValid, paid: false };
    }
    const outcome = await accept(payment, acceptedFromValidation(validation));
    if (outcome.kind === 'applied') return { note: IPN_NOTES.applied, paid: true };
    if (outcome.kind === 'already_applied') return { note: IPN_NOTES.alreadyApplied, paid: true };
    return { note: IPN_NOTES.appliedOrderClosed, paid: true };
  }

  return {
    /** Which gateway online orders go to; null when online payment is off (no credentials, no test gateway). */
    gateway: gatewayName,

    /** Whether bKash is set up (checkout offers it only then). */
    offersBkash: deps.bkash !== null,

    /** Whether Nagad is set up (checkout offers it only then). */
    offersNagad: deps.nagad !== null,

    /** Whether /payment/test and its completion answer at all. */
    offersTestGateway: deps.testGateway !== null,

    /** Starts paying an order, for whoever knows its number and mobile number. */
    async startByOrderNumber(orderNumber: string, phone: string, requestOrigin: string) {
      const orderId = await deps.orders.idForNumber(orderNumber);
      const order = orderId === null ? null : await deps.orders.byId(orderId);
      // One answer for a wrong number and a wrong phone, so neither can be probed alone.
      if (!order || order.contact.phone !== phone) throw notFound(M.orderNotFound);
      return start(order, requestOrigin);
    },

    /** "Try again" on a result page: a new attempt for the order of an earlier one. */
    async retry(tranId: string, requestOrigin: string) {
      const payment = await paymentByTranId(db, tranId);
      if (!payment) throw notFound(M.paymentNotFound);
      return start(await orderOf(payment), requestOrigin);
    },

    /** The shopper's browser coming back from SSLCommerz; answers where to send it. */
    async sslcommerzReturn(kind: ReturnKind, fields: Record<string, string>): Promise<string> {
      if (!deps.sslcommerz) throw notFound();
      const payment = await paymentByTranId(db, fields.tran_id ?? '');
      if (!payment) return resultPath(kind === 'success' ? 'fail' : kind);
      const order = await orderOf(payment);
      const where = { orderNumber: order.order_number, tranId: payment.tranId };
      if (kind !== 'success') {
        await endUnpaid(db, payment.tranId, kind === 'fail' ? 'failed' : 'cancelled');
        return resultPath(kind, where);
      }
      try {
        const { paid } = await confirmWithSslcommerz(payment, fields.val_id);
        return resultPath(paid ? 'success' : 'fail', where);
      } catch (error) {
        if (!(error instanceof PaymentGatewayUnavailable)) throw error;
        // The IPN will settle it; the success page says the payment is being confirmed.
        deps.log(`payment ${payment.tranId}: validation unavailable on return: ${error.message}`);
        return resultPath('success', where);
      }
    },

    /**
     * The shopper's browser back from bKash, with bKash's paymentID and status. Nothing in it is
     * believed: a success is executed and asked about; a failure or cancel only ends an attempt
     * that is still open (a late success found by the status query still applies).
     */
    async bkashCallback(fields: { paymentID?: string | undefined; status?: string | undefined }): Promise<string> {
      if (!deps.bkash) throw notFound();
      const payment = fields.paymentID ? await paymentByGatewayPaymentId(db, 'bkash', fields.paymentID) : null;
      if (!payment) return resultPath(fields.status === 'cancel' ? 'cancel' : 'fail');
      const order = await orderOf(payment);
      const where = { orderNumber: order.order_number, tranId: payment.tranId };
      if (payment.processedAt) return resultPath('success', where);
      if (fields.status !== 'success') {
        await endUnpaid(db, payment.tranId, fields.status === 'cancel' ? 'cancelled' : 'failed');
        return resultPath(fields.status === 'cancel' ? 'cancel' : 'fail', where);
      }
      try {
        const outcome = await settleWithBkash(payment, true);
        return resultPath(outcome === 'paid' || outcome === 'pending' ? 'success' : 'fail', where);
      } catch (error) {
        if (!(error instanceof PaymentGatewayUnavailable)) throw error;
        // The result page asks bKash again; it says the payment is being confirmed meanwhile.
        deps.log(`payment ${payment.tranId}: bKash status unavailable on callback: ${error.message}`);
        return resultPath('success', where);
      }
    },

    /**
     * The shopper's browser back from Nagad at `merchantCallbackURL`. Its payment_ref_id only says
     * which attempt to ask Nagad about (one we never started is nobody's); its status is not
     * believed: Nagad's verify decides, and a payment still in progress is not a failure.
     */
    async nagadCallback(query: { payment_ref_id?: string | undefined; order_id?: string | undefined; status?: string | undefined }): Promise<string> {
      if (!deps.nagad) throw notFound();
      const callback = readNagadCallback(query);
      if (!callback) return resultPath('fail');
      const payment = await paymentByGatewayPaymentId(db, 'nagad', callback.paymentRefId);
      if (!payment) return resultPath(unverifiedNagadPage(callback) === 'cancel' ? 'cancel' : 'fail');
      const order = await orderOf(payment);
      const where = { orderNumber: order.order_number, tranId: payment.tranId };
      try {
        const outcome = await settleWithNagad(payment);
        if (outcome === 'cancelled') return resultPath('cancel', where);
        return resultPath(outcome === 'paid' || outcome === 'pending' ? 'success' : 'fail', where);
      } catch (error) {
        if (!(error instanceof PaymentGatewayUnavailable || error instanceof PaymentGatewayRefused)) throw error;
        // The result page and the release check ask Nagad again; nothing was decided here.
        deps.log(`payment ${payment.tranId}: Nagad verify failed on callback: ${error.message}`);
        return resultPath(unverifiedNagadPage(callback), where);
      }
    },

    /**
     * The `release-unpaid-order` job. bKash sends no notice of its own, so before an order that
     * waited for bKash gives its stock back, bKash is asked about each of its attempts: one it
     * completed (an execute that timed out, a shopper who never came back) pays the order instead.
     * While bKash cannot be reached the job fails and is tried again, rather than cancel an order
     * bKash may have taken money for.
     */
    async releaseIfUnpaid({ orderId }: { orderId: number }): Promise<void> {
      if (deps.bkash) {
        for (const payment of await unappliedPayments(db, orderId, 'bkash')) {
          if (payment.gatewayPaymentId) await settleWithBkash(payment, false);
        }
      }
      if (deps.nagad) {
        // Nagad sends no notice either: a payment it took after the shopper left pays the order.
        for (const payment of await unappliedPayments(db, orderId, 'nagad')) {
          if (!payment.gatewayPaymentId) continue;
          await settleWithNagad(payment).catch((error: unknown) => {
            // A reference Nagad refuses to answer about cannot hold the order forever; an unreachable Nagad can, until it answers.
            if (!(error instanceof PaymentGatewayRefused)) throw error;
            deps.log(`payment ${payment.tranId}: Nagad refused verify before release: ${error.message}`);
          });
        }
      }
      await deps.orders.releaseIfUnpaid({ orderId });
    },

    /** SSLCommerz's server-to-server notice. Throws 400 for a forged one, 502 while the validator is down. */
    async sslcommerzIpn(fields: Record<string, string>): Promise<string> {
      if (!deps.sslcommerz) throw notFound();
      if (!deps.sslcommerz.verifySignature(fields)) throw new HttpError(400, M.invalidSignature);
      const payment = await paymentByTranId(db, fields.tran_id ?? '');
      if (!payment) return IPN_NOTES.unknown;
      const status = (fields.status ?? '').toUpperCase();
      if (status === 'VALID' || status === 'VALIDATED') {
        try {
          return (await confirmWithSslcommerz(payment, fields.val_id)).note;
        } catch (error) {
          if (error instanceof PaymentGatewayUnavailable) throw new HttpError(502, M.gatewayDown);
          throw error;
        }
      }
      const ended = status === 'CANCELLED' ? 'cancelled' : 'failed';
      await endUnpaid(db, payment.tranId, ended);
      return ended === 'cancelled' ? IPN_NOTES.cancelled : IPN_NOTES.failed;
    },

    /** The test gateway's three buttons. Refused unless it is turned on, and for payments of the real gateway. */
    async completeTest(tranId: string, outcome: TestOutcome): Promise<string> {
      if (!deps.testGateway) throw notFound();
      const payment = await paymentByTranId(db, tranId);
      if (payment?.gateway !== 'test') throw notFound(M.paymentNotFound);
      const order = await orderOf(payment);
      const where = { orderNumber: order.order_number, tranId: payment.tranId };
      // A finished attempt stays finished: a second click or the back button shows what happened.
      if (payment.status !== 'initiated') return resultPath(payment.status === 'paid' ? 'success' : payment.status === 'failed' ? 'fail' : 'cancel', where);
      if (outcome === 'success') {
        await accept(payment, {
          valId: null,
          bankTranId: null,
          cardType: 'TEST',
          raw: { gateway: 'test', outcome },
          note: 'Paid online through the test gateway',
        });
        return resultPath('success', where);
      }
      await endUnpaid(db, payment.tranId, outcome === 'fail' ? 'failed' : 'cancelled');
      return resultPath(outcome, where);
    },

    /** What the test gateway page shows; null when it is off or for anything but a test payment. */
    async testPayment(tranId: string) {
      if (!deps.testGateway) return null;
      const payment = await paymentByTranId(db, tranId);
      if (payment?.gateway !== 'test') return null;
      const order = await orderOf(payment);
      return { tran_id: payment.tranId, order_number: order.order_number, amount: payment.amount, status: payment.status };
    },

    /** What a result page may say about one attempt: its state and its order's, never contact details. */
    async result(tranId: string) {
      let payment = await paymentByTranId(db, tranId);
      if (!payment) return null;
      if (payment.gateway === 'bkash' && payment.status === 'initiated' && payment.gatewayPaymentId && deps.bkash) {
        // bKash sends no notice of its own: an attempt left open (execute timed out) is asked about here.
        const outcome = await settleWithBkash(payment, false).catch((error: unknown) => {
          if (error instanceof PaymentGatewayUnavailable) return 'pending' as const;
          throw error;
        });
        if (outcome !== 'pending') payment = (await paymentByTranId(db, tranId)) ?? payment;
      }
      if (payment.gateway === 'nagad' && payment.status === 'initiated' && payment.gatewayPaymentId && deps.nagad) {
        // Nagad sends no notice: an attempt still in progress on the callback is asked about here.
        const outcome = await settleWithNagad(payment).catch((error: unknown) => {
          if (error instanceof PaymentGatewayUnavailable || error instanceof PaymentGatewayRefused) return 'pending' as const;
          throw error;
        });
        if (outcome !== 'pending') payment = (await paymentByTranId(db, tranId)) ?? payment;
      }
      const order = await orderOf(payment);
      return {
        tran_id: payment.tranId,
        order_number: order.order_number,
        amount: payment.amount,
        payment_status: payment.status,
        order_status: order.status,
        order_payment_status: order.payment_status,
        /** A cash-on-delivery order's advance: once paid, the rest is due in cash. */
        order_advance_paid: order.advance_paid,
        order_amount_paid: order.amount_paid,
        order_amount_due: order.amount_due,
        minutes_left: minutesLeft(order),
        can_retry: refusal(order) === null && gatewayNameFor(order) !== null,
      };
    },
  };
}

type PaymentService = ReturnType<typeof createPaymentService>;
export type PaymentResult = NonNullable<Awaited<ReturnType<PaymentService['result']>>>;
