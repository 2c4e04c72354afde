import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { DEFAULT_RATE_LIMITS } from '#server/modules/auth/rate-limits.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import type { NotificationView } from './service.ts';

interface PagedBody {
  success: boolean;
  data: NotificationView[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, register: [1000, 60] } });
  });
  afterAll(() => shop?.close());

  const request = (method: 'GET' | 'PATCH' | 'POST', url: string, headers: Record<string, string> = {}) => shop.app.inject({ method, url, headers });
  const unreadCount = async (auth: Record<string, string>) =>
    ((await request('GET', '/api/customer-notifications/count', auth)).json() as { data: { count: number } }).data.count;
  const publicList = async (auth: Record<string, string> = {}) => (await request('GET', '/api/public-notifications?per_page=100', auth)).json() as PagedBody;
  const ownList = async (auth: Record<string, string>, query = '') => (await request('GET', `/api/customer-notifications${query}`, auth)).json() as PagedBody;

  /** Sends a customer `n` notifications, oldest first, and answers their titles newest first. */
  async function sendSome(customerId: number, n: number): Promise<string[]> {
    const titles: string[] = [];
    for (let i = 1; i <= n; i++) {
      const title = `Order DK-${customerId}-${i} confirmed`;
      await shop.services.notifications.notify(customerId, { type: 'order', title, message: `Your order ${i} is confirmed.` });
      titles.unshift(title);
    }
    return titles;
  }

  it('refuses every customer endpoint without a session, and never lets the answer be stored', async () => {
    for (const [method, url] of [
      ['GET', '/api/customer-notifications'],
      ['GET', '/api/customer-notifications/count'],
      ['PATCH', '/api/customer-notifications/1/read'],
      ['POST', '/api/customer-notifications/mark-all-read'],
    ] as const) {
      const response = await request(method, url, { authorization: 'Bearer not-a-real-token' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().success, url).toBe(false);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("lists only the customer's own notifications, newest first, in pages of the requested size", async () => {
    const alice = await registerCustomer(shop.app);
    const bob = await registerCustomer(shop.app);
    const titles = await sendSome(alice.customerId, 3);
    await sendSome(bob.customerId, 1);

    const first = await request('GET', '/api/customer-notifications?per_page=2', alice.auth);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json() as PagedBody;
    expect(body).toMatchObject({ success: true, current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(body.data.map((item) => item.title)).toEqual(titles.slice(0, 2));
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      type: 'order',
      icon: 'bell',
      title: titles[0],
      message: 'Your order 3 is confirmed.',
      time: 'Just now',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      is_read: false,
      link: '/shop',
    });

    const second = await ownList(alice.auth, '?per_page=2&page=2');
    expect(second.data.map((item) => item.title)).toEqual(titles.slice(2));
    const all = await ownList(alice.auth);
    expect(all.per_page).toBe(50);
    expect(all.data).toHaveLength(3);
    expect((await request('GET', '/api/customer-notifications?per_page=101', alice.auth)).statusCode).toBe(422);
  });

  it('counts own unread and public unread notifications, and marks one read, own or public, once', async () => {
    const alice = await registerCustomer(shop.app);
    await sendSome(alice.customerId, 2);
    const publicItems = (await publicList()).data;
    expect(publicItems.length).toBeGreaterThan(0);
    expect(await unreadCount(alice.auth)).toBe(2 + publicItems.length);

    const [own] = (await ownList(alice.auth)).data;
    for (let attempt = 0; attempt < 2; attempt++) {
      const marked = await request('PATCH', `/api/customer-notifications/${own!.id}/read`, alice.auth);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ success: true });
    }
    expect((await ownList(alice.auth)).data.find((item) => item.id === own!.id)?.is_read).toBe(true);
    expect(await unreadCount(alice.auth)).toBe(1 + publicItems.length);

    const publicItem = publicItems[0]!;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await request('PATCH', `/api/customer-notifications/${publicItem.id}/read`, alice.auth)).statusCode).toBe(200);
    }
    expect(await unreadCount(alice.auth)).toBe(publicItems.length);
  });

  it("answers 404 for another customer's notification or an unknown one, and leaves it unread", async () => {
    const alice = await registerCustomer(shop.app);
    const mallory = await registerCustomer(shop.app);
    await sendSome(alice.customerId, 1);
    const [target] = (await ownList(alice.auth)).data;
    const before = await unreadCount(mallory.auth);

    const stolen = await request('PATCH', `/api/customer-notifications/${target!.id}/read`, mallory.auth);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ success: false });
    expect((await request('PATCH', '/api/customer-notifications/2000000000/read', mallory.auth)).statusCode).toBe(404);
    expect((await request('PATCH', '/api/customer-notifications/abc/read', mallory.auth)).statusCode).toBe(422);

    expect((await ownList(alice.auth)).data[0]?.is_read).toBe(false);
    expect(await unreadCount(mallory.auth)).toBe(before);
  });

  it('marks everything read at once; a later notification is unread again', async () => {
    const alice = await registerCustomer(shop.app);
    await sendSome(alice.customerId, 3);
    expect(await unreadCount(alice.auth)).toBeGreaterThan(3);

    const response = await request('POST', '/api/customer-notifications/mark-all-read', alice.auth);
    expect(response.statusCode).toBe(200);
    expect(await unreadCount(alice.auth)).toBe(0);
    expect((await ownList(alice.auth)).data.every((item) => item.is_read)).toBe(true);
    expect((await publicList(alice.auth)).data.every((item) => item.is_read)).toBe(true);
    expect((await request('POST', '/api/customer-notifications/mark-all-read', alice.auth)).statusCode).toBe(200);

    await sendSome(alice.customerId, 1);
    expect(await unreadCount(alice.auth)).toBe(1);
  });

  it("shows public notifications to anyone, with each customer's own read flags, and lets only anonymous answers be cached", async () => {
    const [extra] = await shop.db
      .insert(notifications)
      .values({ customerId: null, type: 'alert', icon: 'tag', title: 'Flash sale tonight', message: 'From 9 pm.', link: '/shop' })
      .returning({ id: notifications.id });
    const alice = await registerCustomer(shop.app);
    const bob = await registerCustomer(shop.app);
    await request('PATCH', `/api/customer-notifications/${extra!.id}/read`, alice.auth);

    const anonymous = await request('GET', '/api/public-notifications');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.headers.vary).toMatch(/cookie/i);
    const anonymousBody = anonymous.json() as PagedBody;
    expect(anonymousBody).toMatchObject({ success: true, current_page: 1, per_page: 50 });
    expect(anonymousBody.data[0]).toMatchObject({ id: extra!.id, icon: 'tag', type: 'alert', is_read: false });
    expect(anonymousBody.data.every((item) => !item.is_read)).toBe(true);

    const forAlice = await request('GET', '/api/public-notifications', alice.auth);
    expect(forAlice.headers['cache-control']).toBe('no-store');
    expect((forAlice.json() as PagedBody).data.find((item) => item.id === extra!.id)?.is_read).toBe(true);
    expect((await publicList(bob.auth)).data.find((item) => item.id === extra!.id)?.is_read).toBe(false);

    // Public notifications are not part of anyone's own list.
    expect((await ownList(alice.auth)).data.some((item) => item.id === extra!.id)).toBe(false);
    const paged = await request('GET', '/api/public-notifications?per_page=1&page=2');
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 1, total: anonymousBody.total, last_page: anonymousBody.total });
  });

  it('only sends links inside the shop', async () => {
    const alice = await registerCustomer(shop.app);
    for (const link of ['https://evil.example/phish', '//evil.example', 'javascript:alert(1)']) {
      await expect(shop.services.notifications.notify(alice.customerId, { type: 'other', title: 'x', message: 'y', link })).rejects.toThrow();
    }
    await shop.services.notifications.notify(alice.customerId, { type: 'payment', title: 'Paid', message: 'Thanks', link: '/dashboard/orders/1' });
    expect((await ownList(alice.auth)).data[0]).toMatchObject({ type: 'payment', link: '/dashboard/orders/1' });
  });
});
