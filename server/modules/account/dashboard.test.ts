import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '#domain/account.ts';
import { notificationReads, notifications } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder, insertRefundRequest } from '#server/test/orders.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(databaseKinds)('dashboard on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('refuses every dashboard call without a session', async () => {
    const calls = [
      get('/api/dashboard/summary'),
      get('/api/dashboard/orders'),
      get('/api/dashboard/orders/1'),
      get('/api/dashboard/purchase-history'),
      get('/api/dashboard/refund-requests'),
      shop.app.inject({ method: 'PUT', url: '/api/dashboard/profile', payload: { full_name: 'Nobody' } }),
      shop.app.inject({ method: 'POST', url: '/api/dashboard/profile/upload-image', payload: {} }),
      get('/api/dashboard/summary', { authorization: 'Bearer not-a-real-token-at-all-000000000000000000' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('answers a new customer with zeros and empty pages (last_page 1), never cached', async () => {
    const { auth, input } = await registerCustomer(shop.app);
    const [{ n: publicCount } = { n: -1 }] = await shop.db.select({ n: count() }).from(notifications).where(isNull(notifications.customerId));
    const emptyPage = { success: true, data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 };
    for (const url of ['/api/dashboard/orders', '/api/dashboard/purchase-history', '/api/dashboard/refund-requests']) {
      const response = await get(url, auth);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ ...emptyPage, message: expect.any(String) });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const summary = await get('/api/dashboard/summary', auth);
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['cache-control']).toBe('no-store');
    expect(summary.json().data).toEqual({
      orderCount: 0,
      completedOrderCount: 0,
      totalSpent: 0,
      wishlistCount: 0,
      // Only the demo shop's public notifications, which a new customer has not read yet.
      notificationCount: publicCount,
      recentOrders: [],
      recentNotifications: [],
      customerInfo: expect.objectContaining({ email: input.email, full_name: input.full_name }),
    });
  });

  it('lists orders newest first, page by page, filtered by status', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    for (let index = 0; index < 12; index += 1) {
      await insertOrder(shop.db, customerId, {
        createdAt: daysAgo(12 - index),
        status: index % 3 === 0 ? 'delivered' : 'pending',
        items: [
          { name: `Phone ${index}`, unitPrice: 10_000 + index, quantity: 2, image: `products/${index}/card.webp` },
          { name: `Case ${index}`, unitPrice: 500 },
        ],
      });
    }
    const first = (await get('/api/dashboard/orders?per_page=5', auth)).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 5, total: 12, last_page: 3 });
    expect(first.data.map((order: { first_item_name: string }) => order.first_item_name)).toEqual(['Phone 11', 'Phone 10', 'Phone 9', 'Phone 8', 'Phone 7']);
    expect(first.data[0]).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cod',
      subtotal: 2 * 10_011 + 500,
      delivery_charge: 60,
      total: 2 * 10_011 + 500 + 60,
      item_count: 3,
      first_item_image: '/media/products/11/card.webp',
      order_number: expect.stringMatching(/^DK-/),
      created_at: expect.any(String),
    });

    const last = (await get('/api/dashboard/orders?per_page=5&page=3', auth)).json();
    expect(last.data.map((order: { first_item_name: string }) => order.first_item_name)).toEqual(['Phone 1', 'Phone 0']);
    const beyond = (await get('/api/dashboard/orders?per_page=5&page=4', auth)).json();
    expect(beyond).toMatchObject({ data: [], current_page: 4, total: 12, last_page: 3 });

    const delivered = (await get('/api/dashboard/orders?status=delivered', auth)).json();
    expect(delivered.total).toBe(4);
    expect(delivered.data.every((order: { status: string }) => order.status === 'delivered')).toBe(true);
  });

  it('refuses malformed paging and status with per-field messages', async () => {
    const { auth } = await registerCustomer(shop.app);
    const cases: [string, string][] = [
      ['/api/dashboard/orders?page=0', 'page'],
      ['/api/dashboard/orders?per_page=51', 'per_page'],
      ['/api/dashboard/orders?per_page=0', 'per_page'],
      ['/api/dashboard/orders?page=abc', 'page'],
      ['/api/dashboard/orders?status=lost', 'status'],
      ['/api/dashboard/purchase-history?per_page=100', 'per_page'],
      ['/api/dashboard/refund-requests?page=1.5', 'page'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url, auth);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    expect((await get('/api/dashboard/orders?per_page=50', auth)).statusCode).toBe(200);
  });

  it('shows one order with items, timeline and refund requests, only to its owner', async () => {
    const owner = await registerCustomer(shop.app);
    const stranger = await registerCustomer(shop.app);
    const placed = daysAgo(3);
    const order = await insertOrder(shop.db, owner.customerId, {
      createdAt: placed,
      status: 'delivered',
      items: [
        { name: 'Xiaomi Redmi 13', unitPrice: 17_999, quantity: 1 },
        { name: 'Charger', unitPrice: 899, quantity: 2 },
      ],
      // Inserted out of order: the timeline must still read oldest first.
      events: [
        { status: 'delivered', at: new Date(placed.getTime() + 3 * 3_600_000) },
        { status: 'confirmed', at: new Date(placed.getTime() + 3_600_000) },
        { status: 'shipped', note: 'Handed to the courier', at: new Date(placed.getTime() + 2 * 3_600_000) },
      ],
    });
    await insertRefundRequest(shop.db, order, { reason: 'Charger does not work' });

    const response = await get(`/api/dashboard/orders/${order.id}`, owner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const detail = response.json().data;
    expect(detail).toMatchObject({
      id: order.id,
      order_number: order.orderNumber,
      status: 'delivered',
      subtotal: 17_999 + 2 * 899,
      total: 17_999 + 2 * 899 + 60,
      item_count: 3,
      contact: { name: 'Rahim Uddin', phone: '01712345678', email: 'rahim@example.com' },
      shipping_address: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi', address: 'House 12, Road 5' },
    });
    expect(detail.items.map((item: { name: string; line_total: number }) => [item.name, item.line_total])).toEqual([
      ['Xiaomi Redmi 13', 17_999],
      ['Charger', 1_798],
    ]);
    expect(detail.events.map((event: { status: string }) => event.status)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
    expect(detail.refund_requests).toEqual([
      expect.objectContaining({
        order_id: order.id,
        order_number: order.orderNumber,
        reason: 'Charger does not work',
        status: 'pending',
        items: [{ order_item_id: order.items[0]!.id, quantity: 1, name: 'Xiaomi Redmi 13' }],
      }),
    ]);

    const peek = await get(`/api/dashboard/orders/${order.id}`, stranger.auth);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ success: false, message: M.orderNotFound });
    const missing = await get('/api/dashboard/orders/2147483000', owner.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.orderNotFound);
    expect((await get('/api/dashboard/orders/abc', owner.auth)).statusCode).toBe(422);
    expect((await get('/api/dashboard/orders/0', owner.auth)).statusCode).toBe(422);

    // Nor does another customer's order show up in the stranger's lists.
    expect((await get('/api/dashboard/orders', stranger.auth)).json().total).toBe(0);
    expect((await get('/api/dashboard/refund-requests', stranger.auth)).json().total).toBe(0);
  });

  it('sums the summary from delivered or paid orders and counts unread notifications', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    const other = await registerCustomer(shop.app);
    const one = (unitPrice: number) => [{ name: 'Item', unitPrice }];
    await insertOrder(shop.db, customerId, { status: 'delivered', paymentStatus: 'paid', items: one(1_000), createdAt: daysAgo(6) }); // 1,060 counted
    await insertOrder(shop.db, customerId, { status: 'delivered', paymentStatus: 'unpaid', items: one(2_000), createdAt: daysAgo(5) }); // 2,060 counted (delivered)
    await insertOrder(shop.db, customerId, { status: 'processing', paymentStatus: 'paid', paymentMethod: 'online', items: one(4_000), createdAt: daysAgo(4) }); // 4,060 counted (paid)
    await insertOrder(shop.db, customerId, { status: 'pending', items: one(8_000), createdAt: daysAgo(3) }); // not yet bought
    await insertOrder(shop.db, customerId, { status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'online', items: one(16_000), createdAt: daysAgo(2) }); // cancelled
    await insertOrder(shop.db, customerId, {
      status: 'shipped',
      paymentStatus: 'refunded',
      paymentMethod: 'online',
      items: one(32_000),
      createdAt: daysAgo(1),
    }); // refunded
    await insertOrder(shop.db, other.customerId, { status: 'delivered', items: one(64_000) });

    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const rows = await shop.db
      .insert(notifications)
      .values([
        { customerId, type: 'order', title: 'Order placed', message: 'First', createdAt: minutesAgo(60) },
        { customerId, type: 'payment', title: 'Payment received', message: 'Second', createdAt: minutesAgo(50), readAt: minutesAgo(40) },
        { customerId, type: 'order', title: 'Order shipped', message: 'Third', createdAt: minutesAgo(30) },
        { customerId: null, type: 'alert', title: 'Eid sale', message: 'Public unread', createdAt: minutesAgo(20) },
        { customerId: null, type: 'other', title: 'New branch', message: 'Public read', createdAt: minutesAgo(10) },
        { customerId: other.customerId, type: 'order', title: 'Not mine', message: 'Other', createdAt: minutesAgo(5) },
      ])
      .returning();
    await shop.db.insert(notificationReads).values({ notificationId: rows[4]!.id, customerId });

    const [{ n: publicCount } = { n: -1 }] = await shop.db.select({ n: count() }).from(notifications).where(isNull(notifications.customerId));
    const summary = (await get('/api/dashboard/summary', auth)).json().data;
    expect(summary).toMatchObject({
      orderCount: 6,
      completedOrderCount: 2,
      totalSpent: 1_060 + 2_060 + 4_060,
      wishlistCount: 0,
      // Two own unread, the unread public one, and the demo shop's public ones (minus the one read).
      notificationCount: 2 + publicCount - 1,
    });
    expect(summary.recentOrders.map((order: { total: number }) => order.total)).toEqual([32_060, 16_060, 8_060, 4_060, 2_060]);
    expect(summary.recentNotifications.map((n: { title: string; is_read: boolean }) => [n.title, n.is_read])).toEqual([
      ['Order shipped', false],
      ['Payment received', true],
      ['Order placed', false],
    ]);
    expect(summary.customerInfo.id).toBe(customerId);
  });

  it('lists purchased items of delivered or paid orders, and refund requests, newest first', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    const old = await insertOrder(shop.db, customerId, { status: 'delivered', createdAt: daysAgo(9), items: [{ name: 'Old phone', unitPrice: 9_000 }] });
    await insertOrder(shop.db, customerId, { status: 'pending', createdAt: daysAgo(5), items: [{ name: 'Not bought yet', unitPrice: 100 }] });
    await insertOrder(shop.db, customerId, {
      status: 'cancelled',
      paymentStatus: 'paid',
      createdAt: daysAgo(4),
      items: [{ name: 'Cancelled', unitPrice: 100 }],
    });
    const recent = await insertOrder(shop.db, customerId, {
      status: 'processing',
      paymentStatus: 'paid',
      paymentMethod: 'online',
      createdAt: daysAgo(1),
      items: [
        { name: 'Laptop', unitPrice: 80_000 },
        { name: 'Mouse', unitPrice: 700, quantity: 3 },
      ],
    });

    const history = (await get('/api/dashboard/purchase-history?per_page=2', auth)).json();
    expect(history).toMatchObject({ total: 3, last_page: 2, current_page: 1, per_page: 2 });
    expect(history.data.map((item: { name: string }) => item.name)).toEqual(['Laptop', 'Mouse']);
    expect(history.data[1]).toMatchObject({
      order_id: recent.id,
      order_number: recent.orderNumber,
      quantity: 3,
      unit_price: 700,
      line_total: 2_100,
      order_status: 'processing',
    });
    const second = (await get('/api/dashboard/purchase-history?per_page=2&page=2', auth)).json();
    expect(second.data.map((item: { name: string }) => item.name)).toEqual(['Old phone']);

    await insertRefundRequest(shop.db, old, { reason: 'Older', status: 'rejected', createdAt: daysAgo(8) });
    await insertRefundRequest(shop.db, recent, { reason: 'Newer', createdAt: daysAgo(0) });
    const refunds = (await get('/api/dashboard/refund-requests', auth)).json();
    expect(refunds).toMatchObject({ total: 2, last_page: 1 });
    expect(
      refunds.data.map((refund: { reason: string; status: string; order_number: string; amount: number }) => [
        refund.reason,
        refund.status,
        refund.order_number,
        refund.amount,
      ]),
    ).toEqual([
      ['Newer', 'pending', recent.orderNumber, 80_000],
      ['Older', 'rejected', old.orderNumber, 9_000],
    ]);
  });
});
