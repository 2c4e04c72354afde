import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_ACCOUNT_MESSAGE, BLOCKED_PHONE_MESSAGE } from '#domain/customers.ts';
import { auditLog, orders, sessions } from '#server/db/schema.ts';
import type { PlaceOrderInput } from '#server/modules/orders/schemas.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder, insertRefundRequest } from '#server/test/orders.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The customer desk, called as signed-in staff; customers sign up through the storefront's own API.

type Method = 'GET' | 'POST';

/** Field names that would mean a secret leaked, wherever they appear in an answer. */
const SECRET = /password_?hash|passwordHash|token|reset|otp|code_hash|secret/i;

describe.each(databaseKinds)('the customer desk on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: { cookie: string };

  beforeAll(async () => {
    shop = await openTestApp(kind);
    handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = handler) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('lets owners, managers and order handlers in, and refuses catalogue editors, customers and strangers', async () => {
    const { customerId, auth } = await registerCustomer(shop.app);
    for (const role of ['owner', 'manager'] as const) {
      const headers = { cookie: (await enrolledStaff(shop.app, shop.services, role)).cookie };
      expect((await call('GET', '/api/admin/customers', undefined, headers)).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/customers/${customerId}`, undefined, headers)).statusCode).toBe(200);
    }
    const editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    for (const [headers, status] of [
      [editor, 403],
      [auth, 403],
      [{}, 401],
    ] as const) {
      expect((await call('GET', '/api/admin/customers', undefined, headers)).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/customers/${customerId}`, undefined, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/customers/${customerId}/block`, { reason: 'x' }, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/customers/${customerId}/unblock`, undefined, headers)).statusCode).toBe(status);
    }
  });

  it('lists newest first a page at a time, searches by name, email and mobile number, and counts what was spent', async () => {
    const first = await registerCustomer(shop.app, { full_name: 'Nusrat Jahan Searchable' });
    const second = await registerCustomer(shop.app, { full_name: 'Kamal Hossain Searchable' });
    // Spent: delivered cash (12,999 + 60) and paid online less a 1,000 refund; not unpaid, not cancelled.
    await insertOrder(shop.db, first.customerId, { status: 'delivered', paymentStatus: 'unpaid' });
    const online = await insertOrder(shop.db, first.customerId, { status: 'confirmed', paymentStatus: 'partially_refunded', paymentMethod: 'online' });
    await shop.db.execute(`UPDATE orders SET refunded_amount = 1000 WHERE id = ${online.id}`);
    await insertOrder(shop.db, first.customerId);
    await insertOrder(shop.db, first.customerId, { status: 'cancelled', paymentStatus: 'refunded' });

    const page = await call('GET', '/api/admin/customers?q=searchable&limit=1');
    expect(page.statusCode).toBe(200);
    const one = page.json().data as { customers: { id: number; order_count: number }[]; next_cursor: string | null };
    expect(one.customers.map((row) => row.id)).toEqual([second.customerId]);
    const rest = (await call('GET', `/api/admin/customers?q=searchable&limit=1&cursor=${one.next_cursor}`)).json().data;
    expect(rest.customers).toMatchObject([{ id: first.customerId, order_count: 4, total_spent: 13_059 + 12_059, blocked_at: null }]);
    expect(rest.next_cursor).toBeNull();

    for (const q of ['nusrat', first.input.email.toUpperCase(), `+88${first.input.phone}`]) {
      const found = (await call('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`)).json().data.customers as { id: number }[];
      expect(found.map((row) => row.id)).toEqual([first.customerId]);
    }
    expect((await call('GET', '/api/admin/customers?q=%25')).json().data.customers).toEqual([]);
    expect((await call('GET', '/api/admin/customers?cursor=nonsense')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/customers?limit=0')).statusCode).toBe(422);
  });

  it('shows a profile with orders and refund requests, and never a secret', async () => {
    const { customerId } = await registerCustomer(shop.app);
    const order = await insertOrder(shop.db, customerId, { status: 'delivered', paymentStatus: 'paid' });
    await insertRefundRequest(shop.db, order);
    const response = await call('GET', `/api/admin/customers/${customerId}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: customerId, has_password: true, active_sessions: 1, order_count: 1, total_spent: order.total });
    expect(data.orders).toMatchObject([{ order_number: order.orderNumber, status: 'delivered' }]);
    expect(data.refund_requests).toMatchObject([{ order_number: order.orderNumber, status: 'pending' }]);
    expect(response.body).not.toMatch(/argon2/);
    const keys = JSON.stringify(data, (key, value) => {
      if (SECRET.test(key)) throw new Error(`secret field ${key}`);
      return value;
    });
    expect(keys).toContain('"full_name"');
    for (const list of ['/api/admin/customers']) expect((await call('GET', list)).body).not.toMatch(/argon2|token_hash/);
    expect((await call('GET', '/api/admin/customers/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/customers/abc')).statusCode).toBe(422);
  });

  it('blocks a customer: their sessions end, they cannot sign in or order; unblocking lets them back; each writes an audit row', async () => {
    const { customerId, auth, input } = await registerCustomer(shop.app);
    const login = () => call('POST', '/api/auth/login', { email: input.email, password: input.password }, {});
    expect((await call('GET', '/api/auth/user', undefined, auth)).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/customers/${customerId}/block`, { reason: '  ' })).json().errors).toHaveProperty('reason');
    const blocked = await call('POST', `/api/admin/customers/${customerId}/block`, { reason: 'Refused three deliveries' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ blocked_reason: 'Refused three deliveries', active_sessions: 0 });
    expect(blocked.json().data.blocked_at).toEqual(expect.any(String));
    expect((await call('POST', `/api/admin/customers/${customerId}/block`, { reason: 'again' })).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/customers/999999/block', { reason: 'x' })).statusCode).toBe(404);

    const live = await shop.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.customerId, customerId)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await call('GET', '/api/auth/user', undefined, auth)).statusCode).toBe(401);

    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BLOCKED_ACCOUNT_MESSAGE);
    // A wrong password still gets the ordinary answer, so the block tells a stranger nothing.
    expect((await call('POST', '/api/auth/login', { email: input.email, password: 'wrong-password-1' }, {})).statusCode).toBe(401);

    // The old token no longer signs anyone in, so no order is placed on the account.
    const product = await simpleProductWithStock(shop.db, 5, 1);
    const phone = '01911000222';
    const order = await call(
      'POST',
      '/api/orders',
      { ...deliveryDetails, phone, items: [{ product_id: product.id, quantity: 1 }] },
      {
        ...auth,
        ...(await provenPhone(shop, phone)),
      },
    );
    expect([201, 401]).toContain(order.statusCode);
    expect(await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).toEqual([]);
    // And the order service refuses the account itself, should a session slip through.
    const caller = { customerId, accountEmail: null, idempotencyKey: null, passToken: null, clientAddress: '127.0.0.1' };
    await expect(shop.services.orders.place({ payment_method: 'cod' } as PlaceOrderInput, caller)).rejects.toMatchObject({
      statusCode: 403,
      message: BLOCKED_ACCOUNT_MESSAGE,
    });

    // Signed out, as a guest with the account's own number: still refused, before any code is texted.
    const asGuest = await call('POST', '/api/orders', { ...deliveryDetails, phone: input.phone, items: [{ product_id: product.id, quantity: 1 }] }, {});
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().message).toBe(BLOCKED_PHONE_MESSAGE);
    expect(await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.contactPhone, input.phone))).toEqual([]);

    const unblocked = await call('POST', `/api/admin/customers/${customerId}/unblock`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().data).toMatchObject({ blocked_at: null, blocked_reason: null });
    expect((await call('POST', `/api/admin/customers/${customerId}/unblock`)).statusCode).toBe(409);
    expect((await login()).statusCode).toBe(200);
    const guestAgain = await call('POST', '/api/orders', { ...deliveryDetails, phone: input.phone, items: [{ product_id: product.id, quantity: 1 }] }, {});
    expect(guestAgain.json().message).not.toBe(BLOCKED_PHONE_MESSAGE);

    const rows = await shop.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customerId))));
    expect(rows.map((row) => row.action).sort()).toEqual(['block', 'unblock']);
  });
});
