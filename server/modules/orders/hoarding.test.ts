import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '#server/adapters/outbox.ts';
import { queryRows } from '#server/db/client.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { DEFAULT_PHONE_CHECK_LIMITS } from '#server/modules/phone-checks/service.ts';
import { createServices } from '#server/services.ts';
import { addressKey, DEFAULT_HOLD_LIMITS } from './hold-limits.ts';

const limits = DEFAULT_HOLD_LIMITS;

// What a stranger could do before: about twenty anonymous cash-on-delivery orders made every
// product show as sold out. These hold the shop's real limits to what they promise.
describe.each(databaseKinds)('holding stock without confirming on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { holdLimits: DEFAULT_HOLD_LIMITS, phoneCheckLimits: DEFAULT_PHONE_CHECK_LIMITS });
  });
  afterAll(() => shop?.close());

  let nextProduct = 0;
  /** A different product each time, with plenty of stock, so only the hold limits can say no. */
  const freshProduct = () => simpleProductWithStock(shop.db, 1000, nextProduct++);
  let nextAddress = 0;
  const order = (items: object[], over: { headers?: Record<string, string>; remoteAddress?: string; body?: object } = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, address: `House ${++nextAddress}, Road 5, Block C`, items, ...over.body },
      headers: over.headers ?? {},
      remoteAddress: over.remoteAddress ?? '203.0.113.10',
    });
  const reservedUnits = async () =>
    Number((await queryRows<{ units: number }>(shop.db, sql`select coalesce(sum(stock_reserved), 0)::int as units from products`))[0]!.units);

  it('holds nothing for a number nobody proved, and texts it nothing but the code it asks for', async () => {
    const product = await freshProduct();
    const phone = '01811000001';
    const refused = await order([{ product_id: product.id, quantity: 5 }], { body: { phone } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.phone_code).toEqual(['Enter the 6-digit code we sent to your mobile number.']);
    const wrongCode = await order([{ product_id: product.id, quantity: 5 }], { body: { phone, phone_code: '123456' } });
    expect(wrongCode.statusCode).toBe(422);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 1000, reserved: 0 });
    await shop.services.orders.messagesSent();
    expect(await readOutbox(shop.dataDir, phone)).toEqual([]);
  });

  it(`lets one proven number hold at most ${limits.ordersPerPhone} orders and ${limits.unitsPerPhone} units until they are confirmed`, async () => {
    const client = '203.0.113.20';
    const phone = '01811000002';
    const proven = await provenPhone(shop, phone, { remoteAddress: client });
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(await order([{ product_id: (await freshProduct()).id, quantity: 12 }], { headers: proven, remoteAddress: client, body: { phone } }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 422, 422, 422, 422]);
    expect(answers[2]!.json().errors.items[0]).toContain(`at most ${limits.unitsPerPhone} items per mobile number: you can add 6 more now`);
    const small = [];
    for (let attempt = 0; attempt < 3; attempt++)
      small.push(await order([{ product_id: (await freshProduct()).id, quantity: 1 }], { headers: proven, remoteAddress: client, body: { phone } }));
    expect(small.map((answer) => answer.statusCode)).toEqual([201, 422, 422]);
    expect(small[1]!.json().errors.phone[0]).toContain(`already has ${limits.ordersPerPhone} orders waiting`);

    // Once staff confirm an order it no longer counts: the customer can order again.
    const first = answers[0]!.json().data as { id: number };
    await shop.services.orders.advance(first.id);
    expect(
      (await order([{ product_id: (await freshProduct()).id, quantity: 1 }], { headers: proven, remoteAddress: client, body: { phone } })).statusCode,
    ).toBe(201);
  });

  it(`lets one client hold at most ${limits.unitsPerClient} units whatever numbers it proves, and send codes to at most ${DEFAULT_PHONE_CHECK_LIMITS.codesPerClientPerHour} numbers an hour`, async () => {
    const client = '203.0.113.30';
    const before = await reservedUnits();
    const statuses: number[] = [];
    let proved = 0;
    for (let index = 0; index < DEFAULT_PHONE_CHECK_LIMITS.codesPerClientPerHour; index++) {
      const phone = `0171900${String(index).padStart(4, '0')}`;
      const proven = await provenPhone(shop, phone, { remoteAddress: client });
      proved += 1;
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push(
          (await order([{ product_id: (await freshProduct()).id, quantity: 10 }], { headers: proven, remoteAddress: client, body: { phone } })).statusCode,
        );
      }
    }
    expect(proved).toBe(DEFAULT_PHONE_CHECK_LIMITS.codesPerClientPerHour);
    const held = (await reservedUnits()) - before;
    expect(held).toBe(limits.unitsPerClient);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.unitsPerClient / 10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const oneMore = await shop.app.inject({ method: 'POST', url: '/api/checkout/phone-codes', payload: { phone: '01719999999' }, remoteAddress: client });
    expect(oneMore.statusCode).toBe(429);
    expect(oneMore.headers['retry-after']).toBeDefined();
  });

  it(`lets one delivery address hold at most ${limits.ordersPerAddress} orders, however it is spelt`, async () => {
    const spellings = ['Flat 4B, House 9, Road 2', 'flat 4b house 9 road 2', 'FLAT 4B -- HOUSE 9, ROAD 2.', 'Flat 4B,House 9,Road 2'];
    expect(new Set(spellings.map((spelling) => addressKey('Dhaka', spelling))).size).toBe(1);
    const statuses = [];
    for (const [index, address] of spellings.entries()) {
      const phone = `0161200000${index}`;
      const client = `198.51.100.${index + 1}`;
      const proven = await provenPhone(shop, phone, { remoteAddress: client });
      const answer = await order([{ product_id: (await freshProduct()).id, quantity: 1 }], {
        headers: proven,
        remoteAddress: client,
        body: { phone, address },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 422) expect(answer.json().errors.address[0]).toContain('orders to this address are already waiting');
    }
    expect(statuses).toEqual([201, 201, 201, 422]);
  });

  it('counts orders placed through two processes on one database as one', async () => {
    const phone = '01511000007';
    const proven = await provenPhone(shop, phone, { remoteAddress: '192.0.2.7' });
    const second = createServices(shop.services.database, shop.services.config, { log: () => {}, holdLimits: DEFAULT_HOLD_LIMITS });
    const caller = { customerId: null, accountEmail: null, idempotencyKey: null, passToken: proven['phone-token']!, clientAddress: '192.0.2.7' };
    const placeThrough = async (services: typeof second, index: number) => {
      const product = await freshProduct();
      const input = { ...deliveryDetails, phone, address: `Shop ${index}, New Market`, items: [{ product_id: product.id, quantity: 1 }] };
      return services.orders.place(input, caller).then(
        () => 'placed',
        (error: { statusCode?: number }) => `refused ${error.statusCode}`,
      );
    };
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => placeThrough(index % 2 ? second : shop.services, index)));
    expect(results.filter((result) => result === 'placed')).toHaveLength(limits.ordersPerPhone);
    expect(results.filter((result) => result === 'refused 422')).toHaveLength(6 - limits.ordersPerPhone);
    await second.orders.messagesSent();
    await second.jobs.stop();
  });
});
