import { createSslcommerzGateway } from '#server/adapters/payments/sslcommerz.ts';
import { createTestGateway } from '#server/adapters/payments/test-gateway.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { OnlineGateway } from '#domain/shop-terms.ts';
import { createPaymentService, type PaymentServiceDeps } from './service.ts';

export type PaymentGateways = Pick<PaymentServiceDeps, 'sslcommerz' | 'testGateway'>;

/** SSLCommerz when both credentials are set; the local test gateway if PAYMENT_TEST_GATEWAY turns it on (never in production). */
export function paymentGatewaysFromConfig(config: Config, db: Database): PaymentGateways {
  const { SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = config;
  return {
    sslcommerz:
      storeId && storePassword
        ? createSslcommerzGateway({ storeId, storePassword, sandbox: config.SSLCOMMERZ_SANDBOX, apiUrl: config.SSLCOMMERZ_API_URL })
        : null,
    testGateway: config.PAYMENT_TEST_GATEWAY ? createTestGateway(db) : null,
  };
}

/**
 * The gateway that takes online payments, as the payment service picks it (SSLCommerz first); null
 * when none can, and the order service then accepts cash on delivery only.
 */
export const onlineGatewayOf = (gateways: PaymentGateways): OnlineGateway | null =>
  gateways.sslcommerz !== null ? 'sslcommerz' : gateways.testGateway !== null ? 'test' : null;

export function createPaymentsFromConfig(config: Config, gateways: PaymentGateways, deps: Pick<PaymentServiceDeps, 'db' | 'orders' | 'notifications' | 'log'>) {
  return createPaymentService({ ...deps, ...gateways, publicUrl: config.PUBLIC_URL?.replace(/\/+$/, '') ?? null });
}
