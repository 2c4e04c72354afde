import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dhakaToday } from '#domain/dates.ts';
import { dashboardFigures, refundRequests } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp, openTestApps } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// 00:30 on 16 Nov in Dhaka (UTC+6): 17:50 UTC the evening before is still "yesterday" there.
const NOW = new Date('2026-11-15T18:30:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

type Db = Awaited<ReturnType<typeof openTestApp>>['db'];
/** Every recount ever asked for, whatever became of it: pg-boss keeps finished jobs for days. */
async function recountsAsked(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM jobs.job WHERE name = 'refresh-dashboard-figures'`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}
/** Kept figures a minute old by the database's clock, as the next visit after the minute finds them; answers when they now say they were counted. */
async function ageKeptFigures(db: Db): Promise<string> {
  const [aged] = await db.update(dashboardFigures).set({ computedAt: sql`now() - interval '61 seconds'` }).returning({ at: dashboardFigures.computedAt });
  return new Date(aged!.at).toISOString();
}

describe.each(databaseKinds)('the back office dashboard on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    const customerId = (await registerCustomer(shop.app)).customerId;
    const item = (unitPrice: number, quantity = 1) => ({ name: `Phone ${unitPrice}`, unitPrice, quantity });
    // Today in Dhaka: two kept orders and a cancelled one.
    await insertOrder(shop.db, customerId, { createdAt: minutesBefore(20), items: [item(1_000, 2)], deliveryCharge: 60 });
    await insertOrder(shop.db, customerId, { createdAt: minutesBefore(1), items: [item(500)], deliveryCharge: 0, status: 'confirmed' });
    await insertOrder(shop.db, customerId, { createdAt: minutesBefore(5), items: [item(9_999)], deliveryCharge: 0, status: 'cancelled' });
    // Yesterday in Dhaka (23:50), same month; and 23:59 on 31 Oct in Dhaka, the month before.
    await insertOrder(shop.db, customerId, { createdAt: minutesBefore(40), items: [item(300)], deliveryCharge: 0 });
    await insertOrder(shop.db, customerId, { createdAt: new Date('2026-10-31T17:59:00Z'), items: [item(7_000)], deliveryCharge: 0, status: 'delivered' });
    // Unpaid online orders: one released in 5 minutes (placed 25 minutes ago), one with 20 minutes left.
    const soon = await insertOrder(shop.db, customerId, { createdAt: minutesBefore(25), paymentMethod: 'online', items: [item(100)], deliveryCharge: 0 });
    await insertOrder(shop.db, customerId, { createdAt: minutesBefore(10), paymentMethod: 'online', items: [item(100)], deliveryCharge: 0 });
    await shop.db.insert(refundRequests).values({ orderId: soon.id, customerId, reason: 'Broken', items: [], amount: 100 });
  }, 120_000);
  afterAll(() => shop?.close());

  it('shows the month’s first count as being counted, asked for once however many visit, and the figures once it ran', async () => {
    const figures = () => shop.services.adminDashboard.figures('owner', NOW);
    const first = (await figures()).orders;
    expect(first?.counted_at).toBeNull();
    expect(first).toMatchObject({ by_state: [], top_products: [], top_categories: [] });
    // Live figures do not wait for the count.
    expect(first?.today.orders).toBe(5);
    await Promise.all([figures(), figures(), figures()]);
    expect(await recountsAsked(shop.db)).toBe(1);
    await shop.services.jobs.settled();
    const counted = (await figures()).orders;
    expect(counted?.counted_at).not.toBeNull();
    expect(counted?.by_state).toContainEqual({ status: 'pending', orders: 4 });
    expect(counted?.top_products.length).toBeGreaterThan(0);
  });

  it('counts Bangladesh days and months across midnight, leaving cancelled orders out of revenue', async () => {
    const figures = await shop.services.adminDashboard.figures('owner', NOW);
    // Today: 20 min (2,060), 1 min (500), 5 min cancelled, 25 and 10 min online unpaid (100 each).
    expect(figures.orders?.today).toEqual({ orders: 5, revenue: 2_760, average_order_value: 690 });
    // The month adds yesterday's 300, not October's 7,000.
    expect(figures.orders?.month).toEqual({ orders: 6, revenue: 3_060, average_order_value: 612 });
    // The chart: 30 Bangladesh days up to today, quiet days as zeros, cancelled totals left out.
    const days = figures.orders?.last_30_days ?? [];
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-18', orders: 0, revenue: 0 });
    expect(days.find((d) => d.day === '2026-10-31')).toEqual({ day: '2026-10-31', orders: 1, revenue: 7_000 });
    expect(days.at(-2)).toEqual({ day: '2026-11-15', orders: 1, revenue: 300 });
    expect(days.at(-1)).toEqual({ day: '2026-11-16', orders: 5, revenue: 2_760 });
    expect(days.filter((d) => d.orders > 0)).toHaveLength(3);
    expect(figures.orders?.by_state).toEqual([
      { status: 'cancelled', orders: 1 },
      { status: 'confirmed', orders: 1 },
      { status: 'delivered', orders: 1 },
      { status: 'pending', orders: 4 },
    ]);
    expect(figures.orders?.releasing_soon).toEqual([expect.objectContaining({ total: 100, release_at: new Date(NOW.getTime() + 5 * 60_000).toISOString() })]);
    expect(figures.refunds_waiting).toBe(1);
    // The seeded catalogue has many sold-out products: the emptiest come first, at most 20.
    const low = figures.low_stock ?? [];
    expect(low.length).toBe(20);
    expect(low.every((row) => row.available <= 5)).toBe(true);
    expect(low.map((row) => row.available)).toEqual(low.map((row) => row.available).sort((a, b) => a - b));
  });

  it('shows each role only what it may see, and exports a figure as spreadsheet-safe CSV', async () => {
    // The answers below are for the real month, counted once before they are read.
    await shop.services.adminDashboard.figures('owner');
    await shop.services.jobs.settled();
    const get = (cookie: string, url = '/api/admin/dashboard') => shop.app.inject({ method: 'GET', url, headers: { cookie } });
    const owner = await enrolledStaff(shop.app, shop.services, 'owner');
    const ownerView = (await get(owner.cookie)).json().data;
    expect(ownerView.orders.by_state.length).toBeGreaterThan(0);
    const editor = await enrolledStaff(shop.app, shop.services, 'catalogue_editor');
    const editorAnswer = await get(editor.cookie);
    expect(editorAnswer.statusCode).toBe(200);
    expect(editorAnswer.json().data).toMatchObject({ orders: null, refunds_waiting: null });
    expect(editorAnswer.json().data.low_stock.length).toBeGreaterThan(0);
    expect((await get(editor.cookie, '/api/admin/dashboard/export.csv?figure=month')).statusCode).toBe(403);
    expect((await get(editor.cookie, '/api/admin/dashboard/export.csv?figure=low_stock')).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await get(owner.cookie, '/api/admin/dashboard/export.csv?figure=nothing')).statusCode).toBe(422);

    const csv = await get(owner.cookie, '/api/admin/dashboard/export.csv?figure=by_state');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe('status,orders');
    expect(csv.body).toContain('pending,4');

    const chart = await get(owner.cookie, '/api/admin/dashboard/export.csv?figure=last_30_days');
    expect(chart.statusCode).toBe(200);
    const lines = chart.body.trim().split('\n');
    expect(lines[0]).toBe('day,orders,revenue');
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toMatch(new RegExp(`^${dhakaToday()},\\d+,\\d+$`));
  });

  it('shows new orders in today’s figures at once, and in the counts by state once a recount asked for after the minute has run', async () => {
    const figures = () => shop.services.adminDashboard.figures('owner', NOW);
    const before = (await figures()).orders;
    const customerId = (await registerCustomer(shop.app)).customerId;
    await insertOrder(shop.db, customerId, {
      createdAt: minutesBefore(2),
      items: [{ name: 'Router', unitPrice: 2_000, quantity: 1 }],
      deliveryCharge: 0,
      status: 'shipped',
    });
    const soon = (await figures()).orders;
    expect(soon?.today.orders).toBe((before?.today.orders ?? 0) + 1);
    expect(soon?.last_30_days.at(-1)?.orders).toBe((before?.last_30_days.at(-1)?.orders ?? 0) + 1);
    expect(soon?.by_state).toEqual(before?.by_state);
    // A minute later, by the database's clock: the visits still show the kept counts, with when they
    // were counted, and ask for one recount between them.
    const agedAt = await ageKeptFigures(shop.db);
    const asked = await recountsAsked(shop.db);
    const stale = await Promise.all([figures(), figures(), figures()]);
    for (const visit of stale) {
      expect(visit.orders?.by_state).toEqual(before?.by_state);
      expect(visit.orders?.counted_at).toBe(agedAt);
    }
    expect(await recountsAsked(shop.db)).toBe(asked + 1);
    await shop.services.jobs.settled();
    const fresh = (await figures()).orders;
    expect(fresh?.by_state).toContainEqual({ status: 'shipped', orders: 1 });
    expect(Date.parse(fresh?.counted_at ?? '')).toBeGreaterThan(Date.parse(agedAt) + 60_000);
    // Fresh figures ask for nothing.
    await figures();
    expect(await recountsAsked(shop.db)).toBe(asked + 1);
  });
});

describe.each(databaseKinds)('the dashboard’s recount across two processes on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApps>>;
  beforeAll(async () => {
    shop = await openTestApps(kind, 2);
  }, 120_000);
  afterAll(() => shop?.close());

  it('starts one recount when visitors of both processes find the figures missing or stale, and both show its result', async () => {
    const [one, two] = shop.services;
    if (!one || !two) throw new Error('two processes expected');
    const visits = () => Promise.all([one, two, one, two].map((services) => services.adminDashboard.figures('owner', NOW)));
    const settled = () => Promise.all([one.jobs.settled(), two.jobs.settled()]);

    await visits();
    expect(await recountsAsked(shop.db)).toBe(1);
    await settled();
    const [a, b] = await Promise.all([one.adminDashboard.figures('owner', NOW), two.adminDashboard.figures('owner', NOW)]);
    expect(a.orders?.counted_at).not.toBeNull();
    expect(b.orders?.counted_at).toBe(a.orders?.counted_at);

    const customerId = (await registerCustomer(shop.apps[0]!)).customerId;
    await insertOrder(shop.db, customerId, {
      createdAt: minutesBefore(3),
      items: [{ name: 'Kettle', unitPrice: 1_500, quantity: 1 }],
      deliveryCharge: 0,
      status: 'processing',
    });
    const agedAt = await ageKeptFigures(shop.db);
    for (const visit of await visits()) {
      expect(visit.orders?.counted_at).toBe(agedAt);
      expect(visit.orders?.by_state).toEqual(a.orders?.by_state);
    }
    expect(await recountsAsked(shop.db)).toBe(2);
    await settled();
    for (const services of [one, two]) {
      expect((await services.adminDashboard.figures('owner', NOW)).orders?.by_state).toContainEqual({ status: 'processing', orders: 1 });
    }
    expect(await recountsAsked(shop.db)).toBe(2);
  });
});
