import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dhakaToday } from '#domain/dates.ts';
import { dashboardFigures, refundRequests } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// 00:30 on 16 Nov in Dhaka (UTC+6): 17:50 UTC the evening before is still "yesterday" there.
const NOW = new Date('2026-11-15T18:30:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

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

  it('shows new orders in today’s figures at once, and in the counts by state once the kept counts are a minute old', async () => {
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
    // A minute later, by the database's clock, whichever process asks counts again.
    await shop.db.update(dashboardFigures).set({ computedAt: sql`now() - interval '61 seconds'` });
    expect((await figures()).orders?.by_state).toContainEqual({ status: 'shipped', orders: 1 });
  });
});
