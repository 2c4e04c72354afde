import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type PAYMENT_GATEWAYS, payments } from '#server/db/schema.ts';
import { takeGatewayPayment } from '#server/modules/orders/lifecycle.ts';
import { HttpError } from '#server/http/errors.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** 96 random bits: knowing one transaction id tells nothing about another. SSLCommerz allows 30 characters. */
function newTranId(): string {
  return `DKP${randomBytes(12).toString('hex').toUpperCase()}`;
}

export async function insertPayment(db: Database, values: { orderId: number; gateway: PaymentGatewayName; amount: number }): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, tranId: newTranId(), currency: 'BDT' })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function paymentByTranId(db: Database, tranId: string): Promise<PaymentRow | null> {
  if (!tranId || tranId.length > 64) return null;
  const [row] = await db.select().from(payments).where(eq(payments.tranId, tranId)).limit(1);
  return row ?? null;
}

export interface AcceptedPayment {
  valId: string | null;
  bankTranId: string | null;
  cardType: string | null;
  raw: Record<string, unknown>;
  /** The line the order's timeline shows. */
  note: string;
}

export type ApplyOutcome =
  /** This call took the money into account: the payment and the order are now paid. */
  | { kind: 'applied'; orderId: number; orderNumber: string; customerId: number | null }
  /** Another call (an IPN, the browser return, a double click) had already done it. */
  | { kind: 'already_applied' }
  /** The money arrived but the order had been cancelled or paid another way: staff must refund or restore it. */
  | { kind: 'order_closed'; orderId: number; reason: string };

/**
 * Applies a confirmed payment exactly once. The conditional update (`processed_at IS NULL`) lets
 * only one of any number of racing callers claim the row; the claim and the order's change to paid
 * commit together, so a crash leaves neither half done and a retried notice can finish the job.
 */
export async function applyPayment(db: Database, tranId: string, accepted: AcceptedPayment): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({
        status: 'paid',
        processedAt: sql`now()`,
        valId: accepted.valId,
        bankTranId: accepted.bankTranId,
        cardType: accepted.cardType,
        raw: accepted.raw,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.tranId, tranId), isNull(payments.processedAt)))
      .returning({ orderId: payments.orderId, amount: payments.amount });
    if (!claimed) return { kind: 'already_applied' } as const;
    try {
      // A savepoint: if the order refuses (cancelled, already paid), the payment stays recorded.
      const change = await takeGatewayPayment(tx, claimed.orderId, claimed.amount, accepted.note);
      return { kind: 'applied', orderId: change.orderId, orderNumber: change.orderNumber, customerId: change.customerId } as const;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { kind: 'order_closed', orderId: claimed.orderId, reason: error.message } as const;
    }
  });
}

/** A failed or cancelled attempt; a payment already taken, or already ended, is left as it is. */
export async function endUnpaid(db: Database, tranId: string, status: 'failed' | 'cancelled', raw: Record<string, unknown> | null = null): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status, ...(raw ? { raw } : {}), updatedAt: sql`now()` })
    .where(and(eq(payments.tranId, tranId), eq(payments.status, 'initiated'), isNull(payments.processedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The attempt a gateway names by its own id (bKash's paymentID, Nagad's payment_ref_id on its callback). */
export async function paymentByGatewayPaymentId(db: Database, gateway: PaymentGatewayName, gatewayPaymentId: string): Promise<PaymentRow | null> {
  if (gatewayPaymentId.length > 200) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, gatewayPaymentId)))
    .limit(1);
  return row ?? null;
}

export async function setGatewayPaymentId(db: Database, tranId: string, gatewayPaymentId: string): Promise<void> {
  await db.update(payments).set({ gatewayPaymentId, updatedAt: sql`now()` }).where(eq(payments.tranId, tranId));
}

/** An order's attempts through one gateway that were never applied, oldest first. */
export async function unappliedPayments(db: Database, orderId: number, gateway: PaymentGatewayName): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.gateway, gateway), isNull(payments.processedAt)))
    .orderBy(payments.id);
}
