import { createBkashGateway } from '#server/adapters/payments/bkash.ts';
import { createNagadGateway } from '#server/adapters/payments/nagad.ts';
import { createSslcommerzGateway } from '#server/adapters/payments/sslcommerz.ts';
import { createTestGateway } from '#server/adapters/payments/test-gateway.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { OnlineGateway } from '#domain/shop-terms.ts';
import { bkashRefundSends, bkashTokenStore } from './bkash-store.ts';
import { createPaymentService, type PaymentServiceDeps } from './service.ts';

export type PaymentGateways = Pick<PaymentServiceDeps, 'sslcommerz' | 'testGateway' | 'bkash' | 'nagad'>;

/**
 * SSLCommerz when both credentials are set; the local test gateway if PAYMENT_TEST_GATEWAY turns it
 * on (never in production); bKash, beside either, when its four credentials are set; Nagad, beside
 * any, when its merchant id and both keys are set.
 */
export function paymentGatewaysFromConfig(config: Config, db: Database): PaymentGateways {
  const { SSLCOMMERZ_STORE_ID: storeId, SSLCOMMERZ_STORE_PASSWORD: storePassword } = config;
  const { BKASH_APP_KEY: appKey, BKASH_APP_SECRET: appSecret, BKASH_USERNAME: username, BKASH_PASSWORD: password } = config;
  const { NAGAD_MERCHANT_ID: merchantId, NAGAD_MERCHANT_PRIVATE_KEY: merchantPrivateKey, NAGAD_PUBLIC_KEY: nagadPublicKey } = config;
  return {
    sslcommerz:
      storeId && storePassword
        ? createSslcommerzGateway({ storeId, storePassword, sandbox: config.SSLCOMMERZ_SANDBOX, apiUrl: config.SSLCOMMERZ_API_URL })
        : null,
    testGateway: config.PAYMENT_TEST_GATEWAY ? createTestGateway(db) : null,
    bkash:
      appKey && appSecret && username && password
        ? createBkashGateway({
            appKey,
            appSecret,
            username,
            password,
            sandbox: config.BKASH_SANDBOX,
            apiUrl: config.BKASH_API_URL,
            timeoutMs: config.BKASH_TIMEOUT_MS,
            tokens: bkashTokenStore(db),
            refundSends: bkashRefundSends(db),
          })
        : null,
    nagad:
      merchantId && merchantPrivateKey && nagadPublicKey
        ? createNagadGateway({
            merchantId,
            merchantNumber: config.NAGAD_MERCHANT_NUMBER,
            merchantPrivateKey,
            nagadPublicKey,
            sandbox: config.NAGAD_SANDBOX,
            apiUrl: config.NAGAD_API_URL,
            serverIp: config.NAGAD_SERVER_IP,
            timeoutMs: config.NAGAD_TIMEOUT_MS,
          })
        : null,
  };
}

/**
 * The gateway that takes online (card and bank) payments, as the payment service picks it
 * (SSLCommerz first); null when none can. bKash and Nagad are ways to pay of their own.
 */
export const onlineGatewayOf = (gateways: PaymentGateways): OnlineGateway | null =>
  gateways.sslcommerz !== null ? 'sslcommerz' : gateways.testGateway !== null ? 'test' : null;

export function createPaymentsFromConfig(config: Config, gateways: PaymentGateways, deps: Pick<PaymentServiceDeps, 'db' | 'orders' | 'notifications' | 'log'>) {
  return createPaymentService({ ...deps, ...gateways, publicUrl: config.PUBLIC_URL?.replace(/\/+$/, '') ?? null });
}
