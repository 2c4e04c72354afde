import { createSslcommerzGateway } from '#server/adapters/payments/sslcommerz.ts';
import { createTestGateway } from '#server/adapters/payments/test-gateway.ts';
import type { Config } from '#server/config.ts';
import { createPaymentService, type PaymentServiceDeps } from './service.ts';

/** SSLCommerz when both credentials are set; otherwise the local test gateway if PAYMENT_TEST_GATEWAY turns it on (never in production). */
export function createPaymentsFromConfig(config: Config, deps: Pick<PaymentServiceDeps, 'db' | 'orders' | 'notifications' | 'log'>) {
  const { SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = config;
  return createPaymentService({
    ...deps,
    sslcommerz: storeId && storePassword ? createSslcommerzGateway({ storeId, storePassword, sandbox: config.SSLCOMMERZ_SANDBOX, apiUrl: config.SSLCOMMERZ_API_URL }) : null,
    testGateway: config.PAYMENT_TEST_GATEWAY ? createTestGateway() : null,
    publicUrl: config.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  });
}
