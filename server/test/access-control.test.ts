import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#domain/messages.ts';
import { readOutbox } from '#server/adapters/outbox.ts';
import { cartItems, customers, notificationReads, notifications, payments, refundRequests, sessions } from '#server/db/schema.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '#server/modules/auth/rate-limits.ts';
import { sha256 } from '#server/modules/auth/tokens.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { insertOrder, insertRefundRequest, type TestOrder } from '#server/test/orders.ts';
import { discoverApiRoutes } from '#server/test/fuzz/discover.ts';

// Customer A's things are A's alone: customer B gets 404 (never A's data, never a change to it),
// a caller without a session gets 401, and a session ends for good at logout, password reset,
// expiry or idleness.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const ROOMY: [number, number] = [10_000, 60];
const roomyLimits = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, ROOMY])) as unknown as RateLimitSettings;

/** Text only A's things carry: none of it may appear in an answer to anyone else. */
const SECRET = 'A-ONLY-7f3c';

describe.each(databaseKinds)('customers and their own data on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let a: Customer;
  let b: Customer;
  let aOrder: TestOrder;
  let aPayable: TestOrder;
  let aLineId: number;
  let aNoticeId: number;
  let aRefundId: number;
  let productId: number;
  let otherProductId: number;
  /** A's strings that identify A or A's things. */
  let aSecrets: string[];

  beforeAll(async () => {
    shop = await openTestApp(kind, { rateLimits: roomyLimits });
    a = await registerCustomer(shop.app, { full_name: `Ayesha ${SECRET}` });
    b = await registerCustomer(shop.app, { full_name: 'Bilkis Begum' });
    const product = await simpleProductWithStock(shop.db, 50);
    const other = await simpleProductWithStock(shop.db, 50, 1);
    productId = product.id;
    otherProductId = other.id;

    aOrder = await insertOrder(shop.db, a.customerId, {
      status: 'delivered',
      paymentStatus: 'paid',
      items: [{ name: `Walton ${SECRET} phone`, unitPrice: product.price, productId: product.id, quantity: 2 }],
    });
    aPayable = await insertOrder(shop.db, a.customerId, { paymentMethod: 'online', items: [{ name: `Router ${SECRET}`, unitPrice: 2_500 }] });
    aRefundId = (await insertRefundRequest(shop.db, aOrder, { reason: `Screen cracked ${SECRET}` })).id;
    await shop.services.notifications.notify(a.customerId, { type: 'order', title: `Shipped ${SECRET}`, message: `Your parcel ${SECRET} is on its way.` });
    const [notice] = await shop.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.customerId, a.customerId));
    aNoticeId = notice!.id;
    const added = await shop.app.inject({ method: 'POST', url: '/api/cart/items', headers: a.auth, payload: { product_id: product.id, quantity: 3 } });
    aLineId = (added.json() as { data: { items: { id: number }[] } }).data.items[0]!.id;

    // B has things of its own, so "nothing of A's" is not just "nothing at all".
    await insertOrder(shop.db, b.customerId, {
      status: 'delivered',
      paymentStatus: 'paid',
      items: [{ name: 'Bilkis fan', unitPrice: 3_000, productId: other.id }],
    });
    await shop.app.inject({ method: 'POST', url: '/api/cart/items', headers: b.auth, payload: { product_id: other.id, quantity: 1 } });

    aSecrets = [SECRET, a.input.email, a.input.phone, aOrder.orderNumber, aPayable.orderNumber];
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  function expectNothingOfA(body: string, what: string) {
    for (const secret of aSecrets) expect(body, `${what} shows ${secret}`).not.toContain(secret);
  }

  const aCart = () => shop.db.select().from(cartItems).where(eq(cartItems.customerId, a.customerId)).orderBy(cartItems.id);
  const aCustomerRow = async () => (await shop.db.select().from(customers).where(eq(customers.id, a.customerId)))[0]!;
  const pngUpload = async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const head = Buffer.from('--b\r\nContent-Disposition: form-data; name="profile_image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n');
    return { headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: Buffer.concat([head, png, Buffer.from('\r\n--b--\r\n')]) };
  };

  /** Every customer endpoint with a request that would succeed for its owner. */
  const customerRequests = (): { method: Method; url: string; route: string; payload?: object }[] => [
    { method: 'GET', url: '/api/dashboard/summary', route: '/api/dashboard/summary' },
    { method: 'GET', url: '/api/dashboard/orders', route: '/api/dashboard/orders' },
    { method: 'GET', url: `/api/dashboard/orders/${aOrder.id}`, route: '/api/dashboard/orders/:id' },
    { method: 'GET', url: '/api/dashboard/purchase-history', route: '/api/dashboard/purchase-history' },
    { method: 'GET', url: '/api/dashboard/refund-requests', route: '/api/dashboard/refund-requests' },
    {
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      route: '/api/dashboard/refund-requests',
      payload: { order_id: aOrder.id, reason: 'The box was empty inside.', items: [{ order_item_id: aOrder.items[0]!.id, quantity: 1 }] },
    },
    { method: 'PUT', url: '/api/dashboard/profile', route: '/api/dashboard/profile', payload: { full_name: 'Somebody Else' } },
    { method: 'POST', url: '/api/dashboard/profile/upload-image', route: '/api/dashboard/profile/upload-image' },
    { method: 'GET', url: '/api/customer-notifications', route: '/api/customer-notifications' },
    { method: 'GET', url: '/api/customer-notifications/count', route: '/api/customer-notifications/count' },
    { method: 'PATCH', url: `/api/customer-notifications/${aNoticeId}/read`, route: '/api/customer-notifications/:id/read' },
    { method: 'POST', url: '/api/customer-notifications/mark-all-read', route: '/api/customer-notifications/mark-all-read' },
    { method: 'GET', url: '/api/cart', route: '/api/cart' },
    { method: 'POST', url: '/api/cart/items', route: '/api/cart/items', payload: { product_id: otherProductId, quantity: 1 } },
    { method: 'PATCH', url: `/api/cart/items/${aLineId}`, route: '/api/cart/items/:id', payload: { quantity: 1 } },
    { method: 'DELETE', url: `/api/cart/items/${aLineId}`, route: '/api/cart/items/:id' },
    { method: 'DELETE', url: '/api/cart', route: '/api/cart' },
    { method: 'PUT', url: '/api/cart', route: '/api/cart', payload: { items: [] } },
    { method: 'POST', url: '/api/cart/merge', route: '/api/cart/merge', payload: { items: [{ product_id: otherProductId, quantity: 1 }] } },
    { method: 'GET', url: '/api/auth/user', route: '/api/auth/user' },
    {
      method: 'POST',
      url: '/api/auth/update-address',
      route: '/api/auth/update-address',
      payload: { address: 'House 1, Road 2', division: 'Dhaka', district: 'Dhaka', area: 'Banani', phone: '01911111111' },
    },
  ];

  async function send(request: { method: Method; url: string; payload?: object }, auth: Record<string, string>) {
    if (request.url.endsWith('/upload-image')) {
      const upload = await pngUpload();
      return shop.app.inject({ method: 'POST', url: request.url, headers: { ...auth, ...upload.headers }, payload: upload.payload });
    }
    return call(request.method, request.url, auth, request.payload);
  }

  it('covers every route that needs a signed-in customer', async () => {
    // A customer route lives under a customer prefix, or answers 401 to a caller without a session
    // (a body schema may answer 422 first, hence the prefixes too).
    const customerPath = /^\/api\/(dashboard|customer-notifications|cart)(\/|$)|^\/api\/auth\/(user|update-address)$/;
    const everyone = new Set(['POST /api/cart/quote', 'POST /api/auth/logout']);
    const listed = new Set(customerRequests().map((request) => `${request.method} ${request.route}`));
    const unlisted: string[] = [];
    for (const route of await discoverApiRoutes(shop.app)) {
      const key = `${route.method} ${route.path}`;
      if (listed.has(key) || everyone.has(key)) continue;
      // Back-office routes answer 401 to customers too, but for want of a staff session: their own suites test that.
      if (route.path.startsWith('/api/admin/')) continue;
      const url = route.path.replace(/:\w+/g, '1');
      const answer = await call(route.method as Method, url, {}, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      if (answer.statusCode === 401 || customerPath.test(route.path)) unlisted.push(key);
    }
    expect(unlisted, 'customer routes this test does not exercise').toEqual([]);
    // The guest cart's pricing really is for everyone.
    expect((await call('POST', '/api/cart/quote', {}, { items: [{ product_id: productId, quantity: 1 }] })).statusCode).toBe(200);
  });

  it('answers 401 to a caller without a session, a garbage token or a token of the wrong shape', async () => {
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['garbage bearer', { authorization: 'Bearer not-a-real-token' }],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['basic auth', { authorization: `Basic ${Buffer.from(`${a.input.email}:${a.input.password}`).toString('base64')}` }],
      ['garbage cookie', { cookie: 'dokan_session=not-a-real-token' }],
      ['overlong token', { authorization: `Bearer ${a.token}${'x'.repeat(300)}` }],
      ['A’s token hashed', { authorization: `Bearer ${sha256(a.token)}` }],
    ];
    for (const [who, headers] of callers) {
      for (const request of customerRequests()) {
        const response = await send(request, headers);
        expect(response.statusCode, `${who}: ${request.method} ${request.url} → ${response.body}`).toBe(401);
        expect(response.json()).toEqual({ success: false, message: API_ERROR_MESSAGES.unauthorized });
      }
    }
    // None of that touched A's things.
    expect((await aCart()).map((line) => line.quantity)).toEqual([3]);
    expect((await aCustomerRow()).fullName).toBe(`Ayesha ${SECRET}`);
  });

  it('shows B none of A’s orders, purchases, refunds, notifications, cart or profile', async () => {
    for (const url of [
      '/api/dashboard/summary',
      '/api/dashboard/orders',
      '/api/dashboard/orders?status=delivered&per_page=50',
      '/api/dashboard/purchase-history?per_page=50',
      '/api/dashboard/refund-requests?per_page=50',
      '/api/customer-notifications?per_page=100',
      '/api/public-notifications?per_page=100',
      '/api/cart',
      '/api/auth/user',
    ]) {
      const response = await call('GET', url, b.auth);
      expect(response.statusCode, url).toBe(200);
      expectNothingOfA(response.body, url);
    }
    // B's own things are there: the lists were not just empty.
    const bOrders = (await call('GET', '/api/dashboard/orders', b.auth)).json() as { data: unknown[] };
    expect(bOrders.data).toHaveLength(1);
    const aOrders = (await call('GET', '/api/dashboard/orders', a.auth)).json() as { data: unknown[] };
    expect(aOrders.data).toHaveLength(2);

    for (const id of [aOrder.id, aPayable.id]) {
      const response = await call('GET', `/api/dashboard/orders/${id}`, b.auth);
      expect(response.statusCode).toBe(404);
      expectNothingOfA(response.body, `order ${id}`);
    }
    expect((await call('GET', `/api/dashboard/orders/${aOrder.id}`, a.auth)).statusCode).toBe(200);
    // B's unread count is the public notifications only: A's own one is not counted for B.
    const unread = (await call('GET', '/api/customer-notifications/count', b.auth)).json() as { data: { count: number } };
    const publicOnes = (await shop.db.select({ value: count() }).from(notifications).where(isNull(notifications.customerId)))[0]!.value;
    expect(unread.data.count).toBe(publicOnes);
  });

  it('lets B change none of A’s things, whatever id B names', async () => {
    const before = { cart: await aCart(), customer: await aCustomerRow() };

    const refund = await call('POST', '/api/dashboard/refund-requests', b.auth, {
      order_id: aOrder.id,
      reason: 'Not what I ordered at all.',
      items: [{ order_item_id: aOrder.items[0]!.id, quantity: 1 }],
    });
    expect(refund.statusCode).toBe(404);
    expectNothingOfA(refund.body, 'refund for A’s order');
    const refunds = await shop.db
      .select({ id: refundRequests.id, customerId: refundRequests.customerId })
      .from(refundRequests)
      .where(eq(refundRequests.orderId, aOrder.id));
    expect(refunds).toEqual([{ id: aRefundId, customerId: a.customerId }]);

    const read = await call('PATCH', `/api/customer-notifications/${aNoticeId}/read`, b.auth);
    expect(read.statusCode).toBe(404);
    expect((await call('POST', '/api/customer-notifications/mark-all-read', b.auth)).statusCode).toBe(200);
    const [notice] = await shop.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, aNoticeId));
    expect(notice!.readAt).toBeNull();
    // B's reads of public notifications are B's: A still has them unread.
    expect(await shop.db.select().from(notificationReads).where(eq(notificationReads.customerId, a.customerId))).toEqual([]);

    const patch = await call('PATCH', `/api/cart/items/${aLineId}`, b.auth, { quantity: 1 });
    expect(patch.statusCode).toBe(404);
    const remove = await call('DELETE', `/api/cart/items/${aLineId}`, b.auth);
    expect(remove.statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['DELETE', '/api/cart', undefined],
      ['PUT', '/api/cart', { items: [{ product_id: productId, quantity: 1 }] }],
      ['POST', '/api/cart/merge', { items: [{ product_id: productId, quantity: 5 }] }],
      ['POST', '/api/cart/items', { product_id: productId, quantity: 2 }],
    ] as const) {
      const response = await call(method, url, b.auth, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(200);
      expectNothingOfA(response.body, `${method} ${url}`);
    }

    // Ids smuggled into a profile or address update name nobody: B changes B.
    const profile = await call('PUT', '/api/dashboard/profile', b.auth, { full_name: 'Bilkis Renamed', id: a.customerId, customer_id: a.customerId });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ data: { customer: { id: b.customerId, full_name: 'Bilkis Renamed' } } });
    const address = await call('POST', '/api/auth/update-address', b.auth, {
      address: 'House 9, Road 9',
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Uttara',
      phone: b.input.phone,
      customer_id: a.customerId,
    });
    expect(address.statusCode).toBe(200);
    expect(address.json()).toMatchObject({ data: { customer: { id: b.customerId } } });
    const upload = await pngUpload();
    const image = await shop.app.inject({
      method: 'POST',
      url: '/api/dashboard/profile/upload-image',
      headers: { ...b.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(image.statusCode).toBe(200);

    expect(await aCart()).toEqual(before.cart);
    expect(await aCustomerRow()).toEqual(before.customer);
    expect((await call('GET', '/api/auth/user', a.auth)).json()).toMatchObject({ data: { customer: { id: a.customerId, email: a.input.email } } });
  });

  it('will not start a payment for, or track, A’s order without A’s mobile number', async () => {
    const paymentsBefore = (await shop.db.select({ value: count() }).from(payments).where(eq(payments.orderId, aPayable.id)))[0]!.value;
    for (const phone of [b.input.phone, '01899999999']) {
      const pay = await call('POST', '/api/payments/init', b.auth, { order_number: aPayable.orderNumber, phone });
      expect(pay.statusCode).toBe(404);
      expectNothingOfA(pay.body, 'payment start');
      const track = await call('GET', `/api/track-order?order_number=${aPayable.orderNumber}&phone=${phone}`, b.auth);
      expect(track.statusCode).toBe(404);
      expectNothingOfA(track.body, 'tracking');
    }
    const paymentsAfter = (await shop.db.select({ value: count() }).from(payments).where(eq(payments.orderId, aPayable.id)))[0]!.value;
    expect(paymentsAfter).toBe(paymentsBefore);
  });

  it('will not let B’s phone pass place an order with A’s number, nor B’s account or key find A’s order', async () => {
    const bPass = await provenPhone(shop, b.input.phone);
    const order = {
      name: 'Bilkis Begum',
      phone: a.input.phone,
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Banani',
      address: 'House 2, Road 9',
      payment_method: 'cod',
      items: [{ product_id: otherProductId, quantity: 1 }],
    };
    const withAsNumber = await call('POST', '/api/orders', { ...b.auth, ...bPass }, order);
    expect(withAsNumber.statusCode).toBe(422);
    expect(Object.keys(withAsNumber.json().errors)).toEqual(['phone_code']);

    const aPass = await provenPhone(shop, a.input.phone);
    const aPlaced = await call(
      'POST',
      '/api/orders',
      { ...a.auth, ...aPass, 'idempotency-key': 'shared-key-of-a-0001' },
      { ...order, name: `Ayesha ${SECRET}` },
    );
    expect(aPlaced.statusCode).toBe(201);
    const bRetry = await call('POST', '/api/orders', { ...b.auth, ...bPass, 'idempotency-key': 'shared-key-of-a-0001' }, { ...order, phone: b.input.phone });
    expect(bRetry.statusCode).toBe(201);
    expectNothingOfA(bRetry.body, 'an order placed with A’s key');
    expect(await shop.services.orders.receipt(aPlaced.json().data.order_number, { customerId: b.customerId, passToken: bPass['phone-token']! })).toBeNull();
  });

  it('ends a session at logout, and B’s logout ends only B’s session', async () => {
    const second = await call('POST', '/api/auth/login', {}, { email: a.input.email, password: a.input.password });
    const aSecond = { authorization: `Bearer ${(second.json() as { data: { token: string } }).data.token}` };
    const bSession = await call('POST', '/api/auth/login', {}, { email: b.input.email, password: b.input.password });
    const bAuth = { authorization: `Bearer ${(bSession.json() as { data: { token: string } }).data.token}` };

    expect((await call('POST', '/api/auth/logout', bAuth)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', bAuth)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', aSecond)).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/logout', aSecond)).statusCode).toBe(200);
    for (const request of customerRequests()) {
      const response = await send(request, aSecond);
      expect(response.statusCode, `${request.method} ${request.url} after logout`).toBe(401);
    }
    // The same token as a cookie is just as dead, and A's first session lives on.
    expect((await call('GET', '/api/cart', { cookie: `dokan_session=${aSecond.authorization.slice(7)}` })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', a.auth)).statusCode).toBe(200);
  });

  it('refuses a session past its expiry, idle too long, or revoked in the database', async () => {
    const fresh = async () => {
      const customer = await registerCustomer(shop.app);
      expect((await call('GET', '/api/auth/user', customer.auth)).statusCode).toBe(200);
      return { ...customer, where: eq(sessions.tokenHash, sha256(customer.token)) };
    };
    const expired = await fresh();
    await shop.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(expired.where);
    const idle = await fresh();
    await shop.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(idle.where);
    const revoked = await fresh();
    await shop.db.update(sessions).set({ revokedAt: new Date() }).where(revoked.where);

    for (const [why, customer] of [
      ['expired', expired],
      ['idle', idle],
      ['revoked', revoked],
    ] as const) {
      for (const request of customerRequests()) {
        const response = await send(request, customer.auth);
        expect(response.statusCode, `${why}: ${request.method} ${request.url}`).toBe(401);
      }
    }
    // Using a refused session does not bring it back to life.
    const [row] = await shop.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(expired.where);
    expect(row!.expiresAt.getTime()).toBeLessThan(Date.now());
    expect((await call('GET', '/api/auth/user', expired.auth)).statusCode).toBe(401);
  });

  it('ends every session of a customer at a password reset, bearer and cookie alike', async () => {
    const customer = await registerCustomer(shop.app);
    const login = await call('POST', '/api/auth/login', {}, { phone: customer.input.phone, password: customer.input.password });
    const second = (login.json() as { data: { token: string } }).data.token;
    const bystander = await registerCustomer(shop.app);
    expect((await call('GET', '/api/auth/user', { cookie: `dokan_session=${second}` })).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/forgot-password/send-otp', {}, { email: customer.input.email })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec((await readOutbox(shop.dataDir, customer.input.email))[0]?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const verified = await call('POST', '/api/auth/forgot-password/verify-otp', {}, { email: customer.input.email, otp: code! });
    const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    const reset = await call(
      'POST',
      '/api/auth/forgot-password/reset-password',
      {},
      { email: customer.input.email, reset_token: resetToken, password: 'notun-chabi-2024', password_confirmation: 'notun-chabi-2024' },
    );
    expect(reset.statusCode).toBe(200);

    for (const headers of [customer.auth, { authorization: `Bearer ${second}` }, { cookie: `dokan_session=${second}` }]) {
      for (const request of customerRequests()) {
        const response = await send(request, headers);
        expect(response.statusCode, `${request.method} ${request.url} after reset`).toBe(401);
      }
    }
    const live = await shop.db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.customerId, customer.customerId), isNull(sessions.revokedAt)));
    expect(live[0]!.value).toBe(0);
    // Somebody else's session is untouched, and the new password signs in afresh.
    expect((await call('GET', '/api/auth/user', bystander.auth)).statusCode).toBe(200);
    const again = await call('POST', '/api/auth/login', {}, { email: customer.input.email, password: 'notun-chabi-2024' });
    expect(again.statusCode).toBe(200);
  });
});
