import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '#server/db/schema.ts';
import { DEFAULT_RATE_LIMITS } from '#server/modules/auth/rate-limits.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { PAYMENT_API_MESSAGES } from './messages.ts';
import { orderRow, paidEvents, paymentNotifications, paymentRow, placeOrder, postForm, startPayment } from './test-support.ts';

describe.each(databaseKinds)('paying through the local test gateway on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { rateLimits: { ...DEFAULT_RATE_LIMITS, trackOrder: [4, 900] } });
  });
  afterAll(() => shop?.close());

  const complete = (tranId: string, outcome: string) => postForm(shop.app, '/api/payments/test/complete', { tran_id: tranId, outcome });

  it('starts a payment for an online order and sends the shopper to the test gateway', async () => {
    const order = await placeOrder(shop);
    const response = await startPayment(shop.app, order);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { redirect_url, tran_id, gateway } = response.json().data;
    expect(gateway).toBe('test');
    expect(redirect_url).toBe(`http://localhost:80/payment/test?tran_id=${tran_id}`);
    expect(tran_id).toMatch(/^DKP[0-9A-F]{24}$/);
    expect(await paymentRow(shop.db, tran_id)).toMatchObject({
      orderId: order.id,
      gateway: 'test',
      amount: order.total,
      currency: 'BDT',
      status: 'initiated',
      processedAt: null,
    });
    const page = await shop.services.payments.testPayment(tran_id);
    expect(page).toEqual({ tran_id, order_number: order.order_number, amount: order.total, status: 'initiated' });
  });

  it('gives every attempt its own transaction id', async () => {
    const order = await placeOrder(shop);
    const first = (await startPayment(shop.app, order)).json().data.tran_id;
    const second = (await startPayment(shop.app, order)).json().data.tran_id;
    expect(second).not.toBe(first);
    expect(await shop.db.$count(payments, eq(payments.orderId, order.id))).toBe(2);
  });

  it('answers a wrong mobile number exactly like a missing order', async () => {
    const order = await placeOrder(shop);
    const wrongPhone = await startPayment(shop.app, order, '01898765432');
    const noOrder = await startPayment(shop.app, { order_number: 'DK000000-ZZZZZZ' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(noOrder.statusCode).toBe(404);
    expect(wrongPhone.json().message).toBe(noOrder.json().message);
    expect(await shop.db.$count(payments, eq(payments.orderId, order.id))).toBe(0);
  });

  it('limits wrong guesses of number and phone, but never the shopper retrying a real order', async () => {
    const order = await placeOrder(shop);
    for (let attempt = 0; attempt < 6; attempt++) await startPayment(shop.app, order, '01898765432');
    const guess = await startPayment(shop.app, order, '01898765433');
    expect(guess.statusCode).toBe(429);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await startPayment(shop.app, order)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('refuses cash-on-delivery, paid, cancelled and expired orders', async () => {
    const cod = await placeOrder(shop, 'cod');
    const paid = await placeOrder(shop);
    await shop.services.orders.markPaid(paid.id);
    const cancelled = await placeOrder(shop);
    await shop.services.orders.cancel(cancelled.id);
    const expired = await placeOrder(shop);
    await shop.db.update(orders).set({ createdAt: sql`now() - interval '31 minutes'` }).where(eq(orders.id, expired.id));

    const answers = await Promise.all([cod, paid, cancelled, expired].map((order) => startPayment(shop.app, order)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409]);
    expect(answers.map((answer) => answer.json().message)).toEqual([
      PAYMENT_API_MESSAGES.cashOnDelivery,
      PAYMENT_API_MESSAGES.alreadyPaid,
      PAYMENT_API_MESSAGES.cancelled,
      PAYMENT_API_MESSAGES.expired,
    ]);
    for (const order of [cod, paid, cancelled, expired]) expect(await shop.db.$count(payments, eq(payments.orderId, order.id))).toBe(0);
  });

  it('marks the order paid once, however often "Pay successfully" is pressed', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    const order = await placeOrder(shop, 'online', auth);
    const { tran_id } = (await startPayment(shop.app, order)).json().data;

    const [first, second] = await Promise.all([complete(tran_id, 'success'), complete(tran_id, 'success')]);
    const third = await complete(tran_id, 'success');
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/payment/success?order=${order.order_number}&tran_id=${tran_id}`);
    }
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');
    expect(await paidEvents(shop.db, order.id)).toBe(1);
    expect(await paymentNotifications(shop.db, customerId)).toBe(1);
    const payment = await paymentRow(shop.db, tran_id);
    expect(payment.status).toBe('paid');
    expect(payment.processedAt).toBeInstanceOf(Date);
    // Paid now: a further attempt is refused.
    expect((await startPayment(shop.app, order)).statusCode).toBe(409);
  });

  it('leaves the order unpaid after a failure or a cancel, and lets the shopper try again', async () => {
    const order = await placeOrder(shop);
    const failed = (await startPayment(shop.app, order)).json().data.tran_id;
    const failure = await complete(failed, 'fail');
    expect(failure.statusCode).toBe(303);
    expect(failure.headers.location).toBe(`/payment/fail?order=${order.order_number}&tran_id=${failed}`);
    // A failed attempt stays failed: pressing success afterwards (the back button) changes nothing.
    expect((await complete(failed, 'success')).headers.location).toMatch(/^\/payment\/fail\?/);

    const cancelled = (await startPayment(shop.app, order)).json().data.tran_id;
    const cancel = await complete(cancelled, 'cancel');
    expect(cancel.headers.location).toBe(`/payment/cancel?order=${order.order_number}&tran_id=${cancelled}`);

    expect((await paymentRow(shop.db, failed)).status).toBe('failed');
    expect((await paymentRow(shop.db, cancelled)).status).toBe('cancelled');
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
    expect(await paidEvents(shop.db, order.id)).toBe(0);
    const result = await shop.services.payments.result(cancelled);
    expect(result).toMatchObject({ order_number: order.order_number, payment_status: 'cancelled', order_payment_status: 'unpaid', can_retry: true });
    expect(result?.minutes_left).toBeGreaterThan(25);

    // "Try again" on the result page starts a new attempt for the same order.
    const retry = await shop.services.payments.retry(cancelled, 'http://shop.test');
    expect(retry.tran_id).not.toBe(cancelled);
    expect((await complete(retry.tran_id, 'success')).headers.location).toMatch(/^\/payment\/success\?/);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');
  });

  it('takes a JSON body too, and explains a bad outcome', async () => {
    const order = await placeOrder(shop);
    const { tran_id } = (await startPayment(shop.app, order)).json().data;
    const bad = await shop.app.inject({ method: 'POST', url: '/api/payments/test/complete', payload: { tran_id, outcome: 'maybe' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.outcome).toEqual(['Choose success, fail or cancel.']);
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      payload: { tran_id: 'DKP000000000000000000000000', outcome: 'success' },
    });
    expect(unknown.statusCode).toBe(404);
    const ok = await shop.app.inject({ method: 'POST', url: '/api/payments/test/complete', payload: { tran_id, outcome: 'cancel' } });
    expect(ok.statusCode).toBe(303);
  });

  it('has no SSLCommerz returns or IPN without SSLCommerz credentials', async () => {
    const response = await postForm(shop.app, '/api/payments/sslcommerz/ipn', { tran_id: 'x', status: 'VALID' });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(
  databaseKinds.flatMap((kind) => [
    { kind, env: { NODE_ENV: 'production', PAYMENT_TEST_GATEWAY: 'false' }, where: 'in production' },
    { kind, env: { NODE_ENV: 'development', PAYMENT_TEST_GATEWAY: 'false' }, where: 'in development without PAYMENT_TEST_GATEWAY' },
  ]),
)('the test gateway $where on $kind', ({ kind, env }) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { env });
  });
  afterAll(() => shop?.close());

  it('is refused, and online payment is unavailable without SSLCommerz credentials', async () => {
    // An online order left from when a gateway was on: no new one can be placed now.
    const { customerId } = await registerCustomer(shop.app);
    const row = await insertOrder(shop.db, customerId, { paymentMethod: 'online' });
    const order = { id: row.id, order_number: row.orderNumber, total: row.total };
    const start = await startPayment(shop.app, order);
    expect(start.statusCode).toBe(503);
    expect(start.json().message).toBe(PAYMENT_API_MESSAGES.unavailable);
    expect(await shop.db.$count(payments, eq(payments.orderId, order.id))).toBe(0);

    // Even a test payment left in the database from before cannot be completed.
    const [planted] = await shop.db
      .insert(payments)
      .values({ orderId: order.id, gateway: 'test', tranId: 'DKP0123456789ABCDEF01234567', amount: order.total })
      .returning();
    const complete = await postForm(shop.app, '/api/payments/test/complete', { tran_id: planted!.tranId, outcome: 'success' });
    expect(complete.statusCode).toBe(404);
    expect(await shop.services.payments.testPayment(planted!.tranId)).toBeNull();
    await expect(shop.services.payments.completeTest(planted!.tranId, 'success')).rejects.toMatchObject({ statusCode: 404 });
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
  });
});
