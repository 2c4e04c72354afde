import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_SEARCH_COUNT_CAP, QUEUE_COUNT_CAP } from '#domain/order-flow.ts';
import { readOutbox } from '#server/adapters/outbox.ts';
import { auditLog, notifications, orders } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The order desk, called as signed-in staff; orders are placed through the storefront's own API
// where stock and messages matter, and written straight into the database for the queue's filters.

type Method = 'GET' | 'POST';

interface DeskOrder {
  order_number: string;
  status: string;
  payment_status: string;
  amount_due: number;
  total: number;
  courier: string | null;
  tracking_number: string | null;
  steps: string[];
  can_mark_paid: boolean;
  timeline: { status: string; note: string | null; staff_name: string | null }[];
  notes: { body: string; staff_name: string }[];
  items: { image: string | null }[];
}

describe.each(databaseKinds)('the order desk on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: { cookie: string; id: number };
  let manager: { cookie: string };
  let customerId: number;
  let phoneSeq = 0;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    const member = await enrolledStaff(shop.app, shop.services, 'order_handler');
    handler = { cookie: member.cookie, id: member.id };
    manager = { cookie: (await enrolledStaff(shop.app, shop.services, 'manager')).cookie };
    customerId = (await registerCustomer(shop.app)).customerId;
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = { cookie: handler.cookie }) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A cash-on-delivery order placed by a guest through checkout, from a number of its own (hold limits count per number). */
  async function placed(quantity = 2) {
    phoneSeq += 1;
    const phone = `0171${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
    const product = await simpleProductWithStock(shop.db, 10, phoneSeq);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, phone, items: [{ product_id: product.id, quantity }] },
      headers: await provenPhone(shop, phone),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return { product, phone, order: response.json().data as { id: number; order_number: string; total: number } };
  }

  const step = (number: string, body: object, headers?: Record<string, string>) => call('POST', `/api/admin/orders/${number}/transitions`, body, headers);

  it('lets owners, managers and order handlers in, and refuses catalogue editors, customers and strangers', async () => {
    const { order } = await placed(1);
    const owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
    for (const headers of [owner, manager, { cookie: handler.cookie }]) {
      expect((await call('GET', '/api/admin/orders', undefined, headers)).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/orders/${order.order_number}`, undefined, headers)).statusCode).toBe(200);
    }
    const editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    const customer = (await registerCustomer(shop.app)).auth;
    for (const [headers, status] of [
      [editor, 403],
      [customer, 403],
      [{}, 401],
    ] as const) {
      expect((await call('GET', '/api/admin/orders', undefined, headers)).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/orders/${order.order_number}`, undefined, headers)).statusCode).toBe(status);
      expect((await step(order.order_number, { step: 'confirm', expected_status: 'pending' }, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/orders/${order.order_number}/payment`, { amount: order.total }, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/orders/${order.order_number}/notes`, { body: 'x' }, headers)).statusCode).toBe(status);
    }
    expect((await call('GET', `/api/admin/orders/${order.order_number}`)).json().data.status).toBe('pending');
  });

  it('takes a cash order from new to delivered and paid, naming the staff member at each step, telling the customer and auditing each', async () => {
    const { order, phone, product } = await placed(2);
    const n = order.order_number;
    const listed = (await call('GET', `/api/admin/orders?queue=new&q=${phone}`)).json().data;
    expect(listed.orders.map((row: { order_number: string }) => row.order_number)).toEqual([n]);

    expect((await step(n, { step: 'ship', expected_status: 'pending', courier: 'Pathao', tracking_number: 'P1' })).statusCode).toBe(409);
    for (const [body, status] of [
      [{ step: 'confirm', expected_status: 'pending' }, 'confirmed'],
      [{ step: 'process', expected_status: 'confirmed' }, 'processing'],
      [{ step: 'ship', expected_status: 'processing', courier: 'Pathao', tracking_number: 'PTH-123' }, 'shipped'],
      [{ step: 'deliver', expected_status: 'shipped' }, 'delivered'],
    ] as const) {
      const moved = await step(n, body);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.status).toBe(status);
    }
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 8, reserved: 0 });

    const short = await call('POST', `/api/admin/orders/${n}/payment`, { amount: order.total - 1 });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.amount[0]).toMatch(/amount due/);
    const paid = await call('POST', `/api/admin/orders/${n}/payment`, { amount: order.total });
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = paid.json().data as DeskOrder;
    expect(detail).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      amount_due: 0,
      courier: 'Pathao',
      tracking_number: 'PTH-123',
      steps: [],
      can_mark_paid: false,
    });
    expect(detail.timeline.map((event) => [event.status, event.staff_name])).toEqual([
      ['pending', null],
      ...['confirmed', 'processing', 'shipped', 'delivered', 'paid'].map((status) => [status, expect.stringMatching(/order_handler/)]),
    ]);
    expect((await call('POST', `/api/admin/orders/${n}/payment`, { amount: order.total })).statusCode).toBe(409);

    await shop.services.orders.messagesSent();
    const texts = (await readOutbox(shop.dataDir, phone)).map((message) => message.text).join('\n');
    expect(texts).toMatch(/confirmed/);
    expect(texts).toMatch(/shipped with Pathao, tracking number PTH-123/);
    expect(texts).toMatch(/was delivered/);

    const audit = await shop.db
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(audit.map((row) => row.action).sort()).toEqual(['confirm', 'deliver', 'mark_paid', 'ship', 'start_processing']);
    expect(new Set(audit.map((row) => row.staffId))).toEqual(new Set([String(handler.id)]));

    const tracked = await shop.app.inject({ method: 'GET', url: `/api/track-order?order_number=${n}&phone=${phone}` });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    // The customer's timeline never names staff.
    expect(JSON.stringify(tracked.json().data.events)).not.toMatch(/order_handler|staff/);
  });

  it('needs the courier and tracking number to ship, and a reason to cancel, per field', async () => {
    const { order } = await placed(1);
    const n = order.order_number;
    await step(n, { step: 'confirm', expected_status: 'pending' });
    await step(n, { step: 'process', expected_status: 'confirmed' });
    const bare = await step(n, { step: 'ship', expected_status: 'processing', courier: ' ' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors).sort()).toEqual(['courier', 'tracking_number']);
    const noReason = await step(n, { step: 'cancel', expected_status: 'processing' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
    expect((await step(n, { step: 'fly', expected_status: 'processing' })).statusCode).toBe(422);
  });

  it('cancels with a reason, returns the stock in the same step and tells a signed-in customer', async () => {
    const { order, product } = await placed(3);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 3 });
    const cancelled = await step(order.order_number, { step: 'cancel', expected_status: 'pending', reason: 'Customer asked by phone' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = cancelled.json().data as DeskOrder;
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'cancelled', note: 'Customer asked by phone' });
    expect(detail.can_mark_paid).toBe(false);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });
    expect((await call('POST', `/api/admin/orders/${order.order_number}/payment`, { amount: order.total })).statusCode).toBe(409);
  });

  it('lets one of two staff clicking at once win; the other gets 409 and nothing happens twice', async () => {
    const { order, product } = await placed(2);
    const n = order.order_number;
    const [a, b] = await Promise.all([
      step(n, { step: 'cancel', expected_status: 'pending', reason: 'Duplicate order' }),
      step(n, { step: 'cancel', expected_status: 'pending', reason: 'Duplicate order' }, manager),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((answer) => answer.statusCode === 409)!.json().message).toMatch(/is already cancelled: someone else did it meanwhile/);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });

    const second = await placed(1);
    const [confirm, cancel] = await Promise.all([
      step(second.order.order_number, { step: 'confirm', expected_status: 'pending' }),
      step(second.order.order_number, { step: 'cancel', expected_status: 'pending', reason: 'Out of stock' }, manager),
    ]);
    expect([confirm.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    expect([confirm, cancel].find((answer) => answer.statusCode === 409)!.json().message).toMatch(/ is (confirmed|cancelled) now: someone else changed it/);
    const events = (await call('GET', `/api/admin/orders/${second.order.order_number}`)).json().data.timeline as { status: string }[];
    expect(events).toHaveLength(2);
  });

  it('keeps staff notes on the order, with who wrote them', async () => {
    const { order } = await placed(1);
    const added = await call('POST', `/api/admin/orders/${order.order_number}/notes`, { body: 'Customer wants delivery after 5 pm' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call('POST', `/api/admin/orders/${order.order_number}/notes`, { body: '' })).json().errors.body).toBeDefined();
    const detail = (await call('GET', `/api/admin/orders/${order.order_number}`)).json().data as DeskOrder;
    expect(detail.notes).toEqual([expect.objectContaining({ body: 'Customer wants delivery after 5 pm', staff_name: expect.stringMatching(/order_handler/) })]);
    expect((await call('GET', '/api/admin/orders/DK000000-ZZZZZZ')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/orders/DK000000-NOPE')).statusCode).toBe(422);
  });

  it('queues by state with online orders awaiting payment apart, searches, filters by Dhaka day and pages without gaps', async () => {
    // Placed just before and just after midnight in Dhaka (18:00 UTC) on 1 and 2 March 2026.
    const late = await insertOrder(shop.db, customerId, { createdAt: new Date('2026-03-01T17:59:00Z') });
    const early = await insertOrder(shop.db, customerId, { createdAt: new Date('2026-03-01T18:01:00Z') });
    const online = await insertOrder(shop.db, customerId, { paymentMethod: 'online', createdAt: new Date('2026-03-01T18:02:00Z') });
    const shipped = await insertOrder(shop.db, customerId, { status: 'shipped', createdAt: new Date('2026-03-01T18:03:00Z') });
    const numbers = (body: { data: { orders: { order_number: string }[] } }) => body.data.orders.map((row) => row.order_number);
    const day2 = '&from=2026-03-02&to=2026-03-02';

    const fresh = (await call('GET', `/api/admin/orders?queue=new${day2}`)).json();
    expect(numbers(fresh)).toEqual([early.orderNumber]);
    expect(fresh.data.counts).toMatchObject({ new: 1, awaiting_payment: 1, shipped: 1, confirmed: 0, all: 3 });
    expect(fresh.data.count_cap).toBe(QUEUE_COUNT_CAP);
    expect(numbers((await call('GET', `/api/admin/orders?queue=awaiting_payment${day2}`)).json())).toEqual([online.orderNumber]);
    expect(numbers((await call('GET', `/api/admin/orders?queue=all${day2}&payment_method=cod`)).json())).toEqual([shipped.orderNumber, early.orderNumber]);
    expect(numbers((await call('GET', '/api/admin/orders?queue=all&from=2026-03-01&to=2026-03-01')).json())).toContain(late.orderNumber);
    expect(numbers((await call('GET', `/api/admin/orders?queue=all&q=${late.orderNumber.toLowerCase()}`)).json())).toEqual([late.orderNumber]);
    const byName = (await call('GET', `/api/admin/orders?queue=all${day2}&q=rahim%20ud`)).json();
    expect(numbers(byName)).toHaveLength(3);
    // Counting a common name's matches reads each order, so those counts stop sooner: "1,000+".
    expect(byName.data).toMatchObject({ counts: { all: 3 }, count_cap: NAME_SEARCH_COUNT_CAP });
    expect((await call('GET', `/api/admin/orders?queue=all&q=${late.orderNumber}`)).json().data.count_cap).toBe(QUEUE_COUNT_CAP);

    // A page of one at a time walks all three and stops.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { data: { orders: { order_number: string }[]; next_cursor: string | null } } = (
        await call('GET', `/api/admin/orders?queue=all${day2}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...numbers(page));
      cursor = page.data.next_cursor;
    }
    expect(seen).toEqual([shipped.orderNumber, online.orderNumber, early.orderNumber]);

    const bad = await call('GET', '/api/admin/orders?from=2026-03-05&to=2026-03-01&cursor=nonsense&queue=soon');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['queue']));
    expect((await call('GET', '/api/admin/orders?cursor=bm9uc2Vuc2U')).statusCode).toBe(422);
  });

  it('tells a signed-in customer of each step in their notifications', async () => {
    const customer = await registerCustomer(shop.app);
    const product = await simpleProductWithStock(shop.db, 10, 40);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, phone: '01911000111', items: [{ product_id: product.id, quantity: 1 }] },
      headers: { ...customer.auth, ...(await provenPhone(shop, '01911000111')) },
    });
    const n = response.json().data.order_number as string;
    await step(n, { step: 'confirm', expected_status: 'pending' });
    await shop.services.orders.messagesSent();
    const titles = (await shop.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.customerId, customer.customerId))).map(
      (row) => row.title,
    );
    expect(titles).toContain('Order confirmed');
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, n));
    expect(row?.status).toBe('confirmed');
  });
});
