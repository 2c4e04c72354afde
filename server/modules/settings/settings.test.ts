import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_MESSAGES as M } from '#domain/shop-settings.ts';
import { auditLog } from '#server/db/schema.ts';
import { PAYMENT_API_MESSAGES } from '#server/modules/payments/messages.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The back office's settings, saved as the owner or a manager and read back through the
// storefront's own API, checkout and a new order: what is saved is what the shop says and charges.

type Method = 'GET' | 'PATCH';

interface AdminSettings {
  shop_name: string;
  phone: string;
  delivery_charges: Record<string, number>;
  payment_methods: Record<string, boolean>;
  online_gateway: string | null;
  trade_licence: string;
  vat_rate: number | null;
  version: number;
}

describe.each(databaseKinds)('back-office settings on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Record<string, string>;
  let manager: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
    manager = { cookie: (await enrolledStaff(shop.app, shop.services, 'manager')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, payload?: object, headers: Record<string, string> = owner) =>
    shop.app.inject({ method, url: '/api/admin/settings', headers, ...(payload ? { payload } : {}) });

  async function current(): Promise<AdminSettings> {
    const response = await call('GET');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data;
  }

  async function save(change: Record<string, unknown>, headers = owner): Promise<AdminSettings> {
    const response = await call('PATCH', { ...change, version: (await current()).version }, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  const storefront = async () => (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().data;

  it('is reached by the owner and a manager only', async () => {
    expect((await call('GET', undefined, {})).statusCode).toBe(401);
    expect((await call('PATCH', { shop_name: 'X', version: 1 }, {})).statusCode).toBe(401);
    for (const role of ['catalogue_editor', 'order_handler'] as const) {
      const other = { cookie: (await enrolledStaff(shop.app, shop.services, role)).cookie };
      expect((await call('GET', undefined, other)).statusCode, role).toBe(403);
      expect((await call('PATCH', { shop_name: 'X', version: 1 }, other)).statusCode, role).toBe(403);
    }
    const customer = await registerCustomer(shop.app);
    expect((await call('GET', undefined, customer.auth)).statusCode).toBe(403);
    expect((await call('GET', undefined, manager)).statusCode).toBe(200);
  });

  it('saves contact details and identifiers, shows them on the storefront at once, and logs the change', async () => {
    const before = await current();
    const saved = await save(
      { shop_name: 'Dokan Electronics', phone: '01811 223344', trade_licence: 'TRAD/DNCC/012345/2024', dbid: '', bin: '000123456-0101' },
      manager,
    );
    expect(saved).toMatchObject({ shop_name: 'Dokan Electronics', phone: '+8801811223344', trade_licence: 'TRAD/DNCC/012345/2024', dbid: '' });
    expect(saved.version).toBe(before.version + 1);
    expect(await storefront()).toMatchObject({
      shop_name: 'Dokan Electronics',
      phone: '+8801811223344',
      trade_licence: 'TRAD/DNCC/012345/2024',
      dbid: null,
      bin: '000123456-0101',
    });
    const [logged] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_settings'), eq(auditLog.entityId, '1')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({ action: 'update', before: { shop_name: before.shop_name }, after: { shop_name: 'Dokan Electronics' } });
  });

  it('keeps a VAT rate to two decimals, clears it with null, and refuses one out of range', async () => {
    expect((await save({ vat_rate: 7.5 })).vat_rate).toBe(7.5);
    expect((await current()).vat_rate).toBe(7.5);
    for (const vat_rate of [0, 100.01, 7.555, 'fifteen']) {
      const response = await call('PATCH', { vat_rate, version: (await current()).version });
      expect(response.statusCode, String(vat_rate)).toBe(422);
      expect(response.json().errors).toEqual({ vat_rate: [M.vatRate] });
    }
    expect((await save({ vat_rate: null })).vat_rate).toBeNull();
  });

  it('answers 422 per field for a bad phone, an http link, a charge out of range and an empty name', async () => {
    const { version } = await current();
    const response = await call('PATCH', {
      version,
      shop_name: ' ',
      phone: '0961234567',
      whatsapp_number: '12345',
      social_links: { facebook: 'http://facebook.com/dokan', instagram: '', youtube: 'https://www.youtube.com/@dokan' },
      delivery_charges: { inside_dhaka_city: 10_001, dhaka_suburbs: 12.5, rest_of_bangladesh: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      shop_name: [M.shopNameRequired],
      phone: [M.phone],
      whatsapp_number: [M.phone],
      'social_links.facebook': [M.url],
      'delivery_charges.inside_dhaka_city': [M.charge],
      'delivery_charges.dhaka_suburbs': [M.charge],
      'delivery_charges.rest_of_bangladesh': [M.charge],
    });
    expect((await current()).version).toBe(version);
  });

  it('refuses a save over one made since the page was opened', async () => {
    const opened = await current();
    await save({ address: 'House 1, Road 2, Dhanmondi, Dhaka' });
    const late = await call('PATCH', { address: 'Somewhere else', version: opened.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.stale);
    // Two saves of the same version at once: one wins, the other is told.
    const { version } = await current();
    const answers = await Promise.all([call('PATCH', { address: 'First', version }), call('PATCH', { address: 'Second', version }, manager)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('charges a new order the saved delivery charge, and quotes it on the storefront and at checkout', async () => {
    await save({ delivery_charges: { inside_dhaka_city: 0, dhaka_suburbs: 95, rest_of_bangladesh: 150 } });
    expect((await storefront()).delivery_charges).toEqual({ inside_dhaka_city: 0, dhaka_suburbs: 95, rest_of_bangladesh: 150 });
    expect((await shop.services.orders.terms()).charges.dhaka_suburbs).toBe(95);
    const product = await simpleProductWithStock(shop.db, 10);
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop),
      payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ delivery_zone: 'inside_dhaka_city', delivery_charge: 0 });
    await save({ delivery_charges: { inside_dhaka_city: 80, dhaka_suburbs: 95, rest_of_bangladesh: 150 } });
    const next = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop),
      payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(next.json().data.delivery_charge).toBe(80);
  });

  it('refuses an order by a way to pay switched off, and keeps at least one on', async () => {
    expect((await current()).online_gateway).toBe('test');
    await save({ payment_methods: { cod: false, online: true } });
    expect((await storefront()).payment_methods).toEqual(['online']);
    const product = await simpleProductWithStock(shop.db, 10);
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop),
      payload: { ...deliveryDetails, payment_method: 'cod', items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ payment_method: [PAYMENT_API_MESSAGES.unavailable] });

    const { version } = await current();
    const none = await call('PATCH', { version, payment_methods: { cod: false, online: false } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ payment_methods: [M.noPaymentMethod] });
    await save({ payment_methods: { cod: true, online: true } });
    expect((await storefront()).payment_methods).toEqual(['cod', 'online']);
  });
});

describe.each(databaseKinds)('settings with no payment gateway on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    shop = await openTestApp(kind, { env: { NODE_ENV: 'development', PAYMENT_TEST_GATEWAY: 'false' } });
    owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  it('cannot switch online payment on, nor cash on delivery off', async () => {
    const opened = (await shop.app.inject({ method: 'GET', url: '/api/admin/settings', headers: owner })).json().data as AdminSettings;
    expect(opened.online_gateway).toBeNull();
    const patch = (payment_methods: object) =>
      shop.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: owner, payload: { version: opened.version, payment_methods } });
    const online = await patch({ cod: true, online: true });
    expect(online.statusCode).toBe(422);
    expect(online.json().errors).toEqual({ 'payment_methods.online': [M.onlineNotConfigured] });
    const none = await patch({ cod: false, online: false });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ payment_methods: [M.noPaymentMethod] });
  });
});
