import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type GatewayRefundAnswer, PaymentGatewayUnavailable, type RefundingGateway } from '#server/adapters/payments/types.ts';
import type { Database } from '#server/db/client.ts';
import { orders, payments, refundRequests } from '#server/db/schema.ts';
import type { JobQueue, JobRun } from '#server/jobs/queue.ts';
import type { Transaction } from '#server/modules/orders/lifecycle.ts';
import { PAYOUT_GIVEN_UP } from './messages.ts';
import type { PaymentGatewayName } from './records.ts';

type RefundRow = typeof refundRequests.$inferSelect;

/** How long a refund the gateway is still `processing` waits before it is asked about again. */
const REFUND_POLL_SECONDS = 300;

export interface RefundPayoutDeps {
  db: Database;
  jobs: Pick<JobQueue, 'ready' | 'enqueue'>;
  /** The gateways this shop has set up now, by name; a refund through one no longer set up fails with a reason. */
  gateways: Partial<Record<PaymentGatewayName, RefundingGateway | null>>;
  /** Tells the customer once the gateway accepted the refund. */
  onSent: (refund: RefundRow, orderNumber: string) => Promise<void>;
  log: (message: string) => void;
}

/** The key a gateway holds unique per refund: the same for every send of one attempt, new for a staff retry. */
const refundIdempotencyKey = (refund: Pick<RefundRow, 'id' | 'payoutAttempt'>) => `refund-${refund.id}-${refund.payoutAttempt}`;

/** The paid attempt an online refund goes back through: the latest the gateway confirmed. */
export async function paidPaymentOf(db: Database | Transaction, orderId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.processedAt), desc(payments.id))
    .limit(1);
  return payment ?? null;
}

/**
 * Sends approved online refunds back through the gateway, as the `send-refund` job. Exactly once
 * in effect: every send of one attempt carries the same idempotency key, so a job run twice (a
 * retry after a lost answer, a worker given up on) is answered the refund the gateway already
 * took; and the outcome is written only while the refund is still being sent, so a late run
 * changes nothing.
 */
export function createRefundPayouts(deps: RefundPayoutDeps) {
  const { db } = deps;

  /** Writes the gateway's answer if this attempt is still under way; a `processing` refund is asked about again later. */
  async function settle(refund: RefundRow, answer: GatewayRefundAnswer) {
    await deps.jobs.ready();
    const settled = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(refundRequests)
        .set({
          payout: answer.status,
          payoutReference: answer.reference ?? refund.payoutReference,
          payoutError: answer.status === 'failed' ? answer.reason : null,
          ...(answer.status === 'sent' ? { paidOutAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(refundRequests.id, refund.id),
            eq(refundRequests.payoutAttempt, refund.payoutAttempt),
            inArray(refundRequests.payout, ['sending', 'processing']),
          ),
        )
        .returning();
      if (row?.payout === 'processing') await deps.jobs.enqueue(tx, 'send-refund', { refundId: row.id }, { afterSeconds: REFUND_POLL_SECONDS });
      return row ?? null;
    });
    if (settled?.payout === 'sent' && refund.payout !== 'sent') {
      const [order] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, settled.orderId)).limit(1);
      await deps
        .onSent(settled, order?.orderNumber ?? '')
        .catch((error: unknown) => deps.log(`refund ${refund.id}: could not tell the customer: ${String(error)}`));
    }
    if (settled?.payout === 'failed') deps.log(`REFUND NEEDS STAFF: refund ${refund.id} was refused by the gateway: ${settled.payoutError}`);
  }

  /**
   * The `send-refund` job. A transport failure is thrown, so the queue tries again with back-off;
   * on the last try it fails the refund instead, so staff get "Send again" rather than a refund
   * stuck in sending. A lost answer may still have been a refund the gateway made, hence the words.
   */
  async function send({ refundId }: { refundId: number }, run: JobRun = { lastTry: false }): Promise<void> {
    const [refund] = await db.select().from(refundRequests).where(eq(refundRequests.id, refundId)).limit(1);
    if (!refund || (refund.payout !== 'sending' && refund.payout !== 'processing')) return;
    const name = refund.payoutGateway;
    const gateway = name ? deps.gateways[name] : null;
    if (!gateway) {
      await settle(refund, {
        status: 'failed',
        reference: null,
        reason: `The ${name ?? 'payment'} gateway is not set up on this shop now; send the money back by hand.`,
      });
      return;
    }
    let answer: GatewayRefundAnswer;
    try {
      if (refund.payoutReference) answer = await gateway.refundStatus(refund.payoutReference);
      else {
        const payment = await paidPaymentOf(db, refund.orderId);
        if (!payment || payment.gateway !== name) {
          answer = { status: 'failed', reference: null, reason: 'No payment through this gateway was found for the order.' };
        } else {
          answer = await gateway.refund({
            paymentId: payment.id,
            tranId: payment.tranId,
            bankTranId: payment.bankTranId,
            gatewayPaymentId: payment.gatewayPaymentId,
            amount: refund.approvedAmount ?? refund.amount,
            remarks: `Refund #${refund.id}`,
            idempotencyKey: refundIdempotencyKey(refund),
          });
        }
      }
    } catch (error) {
      if (!(error instanceof PaymentGatewayUnavailable)) throw error;
      if (run.lastTry) {
        await settle(refund, { status: 'failed', reference: null, reason: PAYOUT_GIVEN_UP(error.message) });
        return;
      }
      // Staff see why it is still being sent; the queue's back-off tries again.
      await db
        .update(refundRequests)
        .set({ payoutError: `Gateway not reached yet, trying again: ${error.message}` })
        .where(and(eq(refundRequests.id, refund.id), eq(refundRequests.payoutAttempt, refund.payoutAttempt)));
      throw error;
    }
    await settle(refund, answer);
  }

  return { send };
}
