import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_MESSAGES as M } from '#domain/shop-settings.ts';
import { loadConfig } from '#server/config.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { merchantKeys } from '#server/test/nagad-stub.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { PAYMENT_API_MESSAGES } from './messages.ts';

// Checkout offers Nagad only while it is set up and the owner switched it on; the shop's settings
// refuse to switch on a Nagad that is not set up.

const merchant = merchantKeys();
const nagad = merchantKeys();
const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n');
const configured = {
  NAGAD_MERCHANT_ID: '683002007104225',
  NAGAD_MERCHANT_PRIVATE_KEY: oneLine(merchant.privateKey),
  NAGAD_PUBLIC_KEY: oneLine(nagad.publicKey),
};

describe('Nagad settings', () => {
  it('takes PEM keys whole or with \\n for their line breaks, and refuses one node cannot read', () => {
    expect(loadConfig(configured).NAGAD_MERCHANT_PRIVATE_KEY).toBe(merchant.privateKey.trim());
    expect(loadConfig({ ...configured, NAGAD_PUBLIC_KEY: nagad.publicKey }).NAGAD_PUBLIC_KEY).toBe(nagad.publicKey.trim());
    expect(() => loadConfig({ ...configured, NAGAD_PUBLIC_KEY: 'MIIBIjANBgkq' })).toThrow(/NAGAD_PUBLIC_KEY: not a readable PEM public key/);
    expect(() => loadConfig({ ...configured, NAGAD_MERCHANT_PRIVATE_KEY: oneLine(nagad.publicKey) })).toThrow(/NAGAD_MERCHANT_PRIVATE_KEY/);
    expect(() => loadConfig({ ...configured, NAGAD_SERVER_IP: 'shop.example' })).toThrow(/NAGAD_SERVER_IP/);
    // Live, Nagad wants the whitelisted address the shop calls from.
    expect(() => loadConfig({ ...configured, NAGAD_SANDBOX: 'false' })).toThrow(/NAGAD_SERVER_IP: Nagad's live API answers only/);
    expect(loadConfig({ ...configured, NAGAD_SANDBOX: 'false', NAGAD_SERVER_IP: '203.0.113.7' }).NAGAD_SERVER_IP).toBe('203.0.113.7');
  });
});

describe.each(databaseKinds)('offering Nagad at checkout on %s', (kind) => {
  const shops: Awaited<ReturnType<typeof openTestApp>>[] = [];
  let unset: Awaited<ReturnType<typeof openTestApp>>;
  let set: Awaited<ReturnType<typeof openTestApp>>;

  beforeAll(async () => {
    unset = await openTestApp(kind);
    set = await openTestApp(kind, { env: configured });
    shops.push(unset, set);
  }, 120_000);
  afterAll(async () => {
    for (const shop of shops) await shop.close();
  });

  const owner = async (shop: typeof set) => ({ cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie });
  const offered = async (shop: typeof set) => (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().data.payment_methods as string[];
  async function switchNagad(shop: typeof set, on: boolean) {
    const headers = await owner(shop);
    const opened = (await shop.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json().data;
    return shop.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers,
      payload: { version: opened.version, payment_methods: { ...opened.payment_methods, nagad: on } },
    });
  }
  async function orderWithNagad(shop: typeof set) {
    const product = await simpleProductWithStock(shop.db, 10);
    return shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop),
      payload: { ...deliveryDetails, payment_method: 'nagad', items: [{ product_id: product.id, quantity: 1 }] },
    });
  }

  it('refuses to switch on a Nagad that is not set up, and takes no Nagad order there', async () => {
    const headers = await owner(unset);
    expect((await unset.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json().data).toMatchObject({
      nagad_configured: false,
      payment_methods: { nagad: false },
    });
    const refused = await switchNagad(unset, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'payment_methods.nagad': [M.nagadNotConfigured] });
    expect(await offered(unset)).not.toContain('nagad');
    const order = await orderWithNagad(unset);
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ payment_method: [PAYMENT_API_MESSAGES.unavailable] });
  });

  it('leaves a set-up Nagad off until the owner switches it on, and offers it only then', async () => {
    expect(await offered(set)).not.toContain('nagad');
    expect((await set.services.orders.terms()).nagad).toBe(false);
    expect((await orderWithNagad(set)).statusCode).toBe(422);

    expect((await switchNagad(set, true)).statusCode).toBe(200);
    expect(await offered(set)).toContain('nagad');
    expect((await set.services.orders.terms()).nagad).toBe(true);
    expect((await orderWithNagad(set)).statusCode).toBe(201);

    expect((await switchNagad(set, false)).statusCode).toBe(200);
    expect(await offered(set)).not.toContain('nagad');
  });
});
