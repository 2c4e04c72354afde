import type { PaymentSession, PaymentSessionRequest } from './types.ts';

/**
 * The shop's own stand-in for a payment gateway, used when no SSLCommerz credentials are set and
 * PAYMENT_TEST_GATEWAY is on: `/payment/test` lets the shopper choose success, failure or cancel.
 * The configuration refuses it in production.
 */
export function createTestGateway() {
  return {
    name: 'test' as const,
    async startSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      return { redirectUrl: `${request.origin}/payment/test?tran_id=${encodeURIComponent(request.tranId)}` };
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
