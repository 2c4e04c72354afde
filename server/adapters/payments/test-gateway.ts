import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payments, testGatewayRefunds } from '#server/db/schema.ts';
import type { GatewayRefundAnswer, GatewayRefundRequest, PaymentSession, PaymentSessionRequest, RefundingGateway } from './types.ts';

/** Locks one payment's refunds, so two sends at once cannot both fit under what was paid. */
const PAYMENT_REFUND_LOCK = 7_311;

/**
 * The shop's own stand-in for a payment gateway, used when no SSLCommerz credentials are set and
 * PAYMENT_TEST_GATEWAY is on: `/payment/test` lets the shopper choose success, failure or cancel.
 * Its refunds are kept in `test_gateway_refunds`, as a real gateway keeps them on its side. The
 * configuration refuses it in production.
 */
export function createTestGateway(db: Database) {
  async function refund(request: GatewayRefundRequest): Promise<GatewayRefundAnswer> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_REFUND_LOCK}, ${request.paymentId})`);
      const [earlier] = await tx.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, request.idempotencyKey)).limit(1);
      if (earlier) return { status: 'sent', reference: earlier.reference };
      const [payment] = await tx.select().from(payments).where(eq(payments.id, request.paymentId)).limit(1);
      if (payment?.status !== 'paid') return { status: 'failed', reference: null, reason: 'The test gateway has no paid payment to refund.' };
      const [taken] = await tx
        .select({ total: sql<number>`coalesce(sum(${testGatewayRefunds.amount}), 0)::int` })
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.paymentId, payment.id));
      const left = payment.amount - (taken?.total ?? 0);
      if (request.amount > left) return { status: 'failed', reference: null, reason: `Refund amount exceeds what is left of the payment (৳${left}).` };
      const reference = `TGR${randomBytes(8).toString('hex').toUpperCase()}`;
      await tx.insert(testGatewayRefunds).values({ paymentId: payment.id, idempotencyKey: request.idempotencyKey, amount: request.amount, reference });
      return { status: 'sent', reference };
    });
  }

  async function refundStatus(reference: string): Promise<GatewayRefundAnswer> {
    const [row] = await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.reference, reference)).limit(1);
    return row ? { status: 'sent', reference } : { status: 'failed', reference, reason: 'The test gateway knows no such refund.' };
  }

  return {
    name: 'test' as const,
    async startSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      return { redirectUrl: `${request.origin}/payment/test?tran_id=${encodeURIComponent(request.tranId)}` };
    },
    refund: refund satisfies RefundingGateway['refund'],
    refundStatus: refundStatus satisfies RefundingGateway['refundStatus'],
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
