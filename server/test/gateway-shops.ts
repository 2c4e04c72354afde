// The set-up the wallet gateways' tests (bKash, Nagad) share: the gateway's loopback stand-in
// started, two shop processes over one test database configured for it (the gateway's callback
// may reach either), the method switched on in the shop's settings, and orders placed and their
// payments started the way checkout does it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PaymentSwitches } from '#domain/shop-settings.ts';
import { shopSettings } from '#server/db/schema.ts';
import { type PlacedOrder, placeOrder, startPayment } from '#server/modules/payments/test-support.ts';
import { type DatabaseKind, openTestApps } from './databases.ts';

interface Stub {
  close(): Promise<void>;
}

export interface GatewayShopsOptions<S extends Stub> {
  /** Starts the gateway's stand-in. */
  startStub: () => Promise<S>;
  /** The shop's environment for this stand-in. */
  env: (stub: S) => Record<string, string>;
  /** The shop's payment switches, the gateway's among them. */
  paymentMethods: PaymentSwitches;
  /** Where the gateway sends the shopper's browser back, on the shop's PUBLIC_URL. */
  callback: string;
  publicUrl: string;
}

/** Registers the suite's beforeAll/afterAll; call inside the describe block. */
export function gatewayShops<S extends Stub>(kind: DatabaseKind, options: GatewayShopsOptions<S>) {
  let stub: S;
  let shops: Awaited<ReturnType<typeof openTestApps>>;

  beforeAll(async () => {
    stub = await options.startStub();
    shops = await openTestApps(kind, 2, { env: { ...options.env(stub), PUBLIC_URL: options.publicUrl } });
    await shops.db.update(shopSettings).set({ paymentMethods: options.paymentMethods }).where(eq(shopSettings.id, 1));
    for (const services of shops.services) services.settings.forget();
  }, 120_000);
  afterAll(async () => {
    await shops?.close();
    await stub?.close();
  });

  const shop = () => ({ app: shops.apps[0]!, db: shops.db, dataDir: shops.dataDir, services: shops.services[0]! });

  return {
    stub: () => stub,
    shops: () => shops,
    shop,
    /** The second process over the same database. */
    other: () => shops.apps[1]!,

    /** An order placed with `method` and its payment started at the gateway. */
    async started(method: 'bkash' | 'nagad', headers: Record<string, string> = {}) {
      const order: PlacedOrder = await placeOrder(shop(), method, headers);
      const response = await startPayment(shop().app, order);
      expect(response.statusCode).toBe(201);
      const data = response.json().data as { tran_id: string; redirect_url: string; gateway: string };
      return { order, ...data };
    },

    /** The browser arriving at the callback the gateway sent it to; answers where the shop sends it. */
    async callback(location: string, app = shop().app) {
      expect(location.startsWith(options.callback)).toBe(true);
      const response = await app.inject({ method: 'GET', url: location.slice(options.publicUrl.length) });
      expect(response.statusCode).toBe(303);
      return response.headers.location as string;
    },
  };
}
