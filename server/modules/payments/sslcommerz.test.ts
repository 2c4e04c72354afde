import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { type SslcommerzStub, startSslcommerzStub } from '#server/test/sslcommerz-stub.ts';
import { IPN_NOTES, PAYMENT_API_MESSAGES } from './messages.ts';
import { orderRow, paidEvents, paymentNotifications, paymentRow, placeOrder, postForm, startPayment } from './test-support.ts';

const PUBLIC_URL = 'https://dokan.example';

describe.each(databaseKinds)('paying through SSLCommerz (a loopback stand-in) on %s', (kind) => {
  let stub: SslcommerzStub;
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    // The validator answers slowly enough for a browser return and an IPN to overlap.
    stub = await startSslcommerzStub({ validationDelayMs: 150 });
    shop = await openTestApp(kind, { env: { ...stub.env, PUBLIC_URL } });
  });
  afterAll(async () => {
    await shop?.close();
    await stub?.close();
  });

  const ipn = (fields: Record<string, string>) => postForm(shop.app, '/api/payments/sslcommerz/ipn', fields);

  async function startedPayment(headers: Record<string, string> = {}) {
    const order = await placeOrder(shop, 'online', headers);
    const response = await startPayment(shop.app, order);
    expect(response.statusCode).toBe(201);
    return { order, ...(response.json().data as { tran_id: string; redirect_url: string }) };
  }

  it('opens an SSLCommerz session and answers its payment page', async () => {
    const { order, tran_id, redirect_url } = await startedPayment();
    expect(redirect_url).toMatch(new RegExp(`^${stub.base}/gwprocess/v4/gw\\.php\\?Q=pay&SESSIONKEY=[0-9A-F]{32}$`));
    expect(stub.session(tran_id)).toMatchObject({
      total_amount: String(order.total),
      currency: 'BDT',
      tran_id,
      success_url: `${PUBLIC_URL}/api/payments/sslcommerz/success`,
      fail_url: `${PUBLIC_URL}/api/payments/sslcommerz/fail`,
      cancel_url: `${PUBLIC_URL}/api/payments/sslcommerz/cancel`,
      ipn_url: `${PUBLIC_URL}/api/payments/sslcommerz/ipn`,
      cus_name: 'Rahima Khatun',
      cus_phone: '01712345678',
      cus_email: 'rahima@example.com',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      shipping_method: 'Courier',
      product_category: 'general',
      product_profile: 'general',
      num_of_item: '1',
      value_a: order.order_number,
    });
    expect(await paymentRow(shop.db, tran_id)).toMatchObject({ gateway: 'sslcommerz', status: 'initiated', amount: order.total });
  });

  it('answers 502 and records a failed attempt when SSLCommerz refuses the session', async () => {
    const order = await placeOrder(shop);
    stub.refuseSessions(true);
    try {
      const response = await startPayment(shop.app, order);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(PAYMENT_API_MESSAGES.gatewayDown);
    } finally {
      stub.refuseSessions(false);
    }
    const [attempt] = await shop.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt?.status).toBe('failed');
  });

  it('refuses an IPN with a bad verify_sign and changes nothing', async () => {
    const { order, tran_id } = await startedPayment();
    const paid = stub.pay(tran_id);
    const callsBefore = stub.validationCalls();
    const forged = await ipn(stub.sign(paid, 'not-the-store-password'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, message: PAYMENT_API_MESSAGES.invalidSignature });
    // A correct signature over other values is just as bad.
    const tampered = await ipn({ ...stub.sign(paid), amount: '1.00' });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await ipn(paid);
    expect(unsigned.statusCode).toBe(400);
    expect(stub.validationCalls()).toBe(callsBefore);
    expect(await paymentRow(shop.db, tran_id)).toMatchObject({ status: 'initiated', processedAt: null });
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
  });

  it('marks the order paid on a valid IPN, and only once when the IPN comes again', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    const { order, tran_id } = await startedPayment(auth);
    const notice = stub.sign(stub.pay(tran_id));

    const first = await ipn(notice);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: IPN_NOTES.applied });
    const again = await ipn(notice);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(IPN_NOTES.alreadyApplied);

    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');
    expect(await paidEvents(shop.db, order.id)).toBe(1);
    expect(await paymentNotifications(shop.db, customerId)).toBe(1);
    const payment = await paymentRow(shop.db, tran_id);
    expect(payment).toMatchObject({ status: 'paid', valId: notice.val_id, bankTranId: notice.bank_tran_id, cardType: 'VISA-Dutch Bangla' });
    expect(payment.raw).toMatchObject({ status: 'VALID', tran_id, amount: `${order.total}.00` });
  });

  it.each([
    ['amount', { amount: '10.00', currency_amount: '10.00' }],
    ['currency amount', { currency_amount: '1.00' }],
    ['currency', { currency: 'USD', currency_type: 'USD' }],
    ['transaction id', { tran_id: 'DKPSOMEONEELSESTRANSACTION' }],
    ['status', { status: 'INVALID_TRANSACTION' }],
  ])('does not mark the order paid when the validated %s differs', async (_what, validated) => {
    const { order, tran_id } = await startedPayment();
    const response = await ipn(stub.sign(stub.pay(tran_id, validated)));
    expect(response.statusCode).toBe(200);
    expect([IPN_NOTES.notApplied, IPN_NOTES.notValid]).toContain(response.json().message);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
    expect((await paymentRow(shop.db, tran_id)).processedAt).toBeNull();
  });

  it('trusts the validation API, not the notice: an IPN claiming VALID for an unpaid transaction is not applied', async () => {
    const { order, tran_id } = await startedPayment();
    const claimed = { ...stub.pay(tran_id), val_id: 'made-up-validation-id' };
    const response = await ipn(stub.sign(claimed));
    expect(response.json().message).toBe(IPN_NOTES.notValid);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
  });

  it('records failed and cancelled IPNs without touching the order, and ignores unknown transactions', async () => {
    const { order, tran_id } = await startedPayment();
    const failed = await ipn(stub.sign({ tran_id, status: 'FAILED', amount: `${order.total}.00`, currency: 'BDT' }));
    expect(failed.json().message).toBe(IPN_NOTES.failed);
    expect((await paymentRow(shop.db, tran_id)).status).toBe('failed');
    const unknown = await ipn(stub.sign({ tran_id: 'DKPNOSUCHTRANSACTION000000', status: 'VALID', val_id: 'x' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(IPN_NOTES.unknown);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
  });

  it('answers 502 to an IPN while the validation API is down, so SSLCommerz sends it again, and applies the next one', async () => {
    const { order, tran_id } = await startedPayment();
    const notice = stub.sign(stub.pay(tran_id));
    stub.validatorDown(true);
    try {
      const refused = await ipn(notice);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ success: false, message: PAYMENT_API_MESSAGES.gatewayDown });
    } finally {
      stub.validatorDown(false);
    }
    expect((await paymentRow(shop.db, tran_id)).processedAt).toBeNull();
    const retried = await ipn(notice);
    expect(retried.json().message).toBe(IPN_NOTES.applied);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');
  });

  it('validates the browser return before showing success', async () => {
    const { order, tran_id } = await startedPayment();
    const paid = stub.pay(tran_id);
    const response = await postForm(shop.app, '/api/payments/sslcommerz/success', paid);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/payment/success?order=${order.order_number}&tran_id=${tran_id}`);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');

    // A return whose validation does not match goes to the failure page, order unpaid.
    const other = await startedPayment();
    const cheap = await postForm(shop.app, '/api/payments/sslcommerz/success', stub.pay(other.tran_id, { amount: '1.00', currency_amount: '1.00' }));
    expect(cheap.headers.location).toBe(`/payment/fail?order=${other.order.order_number}&tran_id=${other.tran_id}`);
    expect((await orderRow(shop.db, other.order.id)).paymentStatus).toBe('unpaid');
  });

  it('marks the order paid once when the browser return and the IPN race', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    const { order, tran_id } = await startedPayment(auth);
    const paid = stub.pay(tran_id);
    const callsBefore = stub.validationCalls();
    const [browser, notice, secondNotice] = await Promise.all([
      postForm(shop.app, '/api/payments/sslcommerz/success', paid),
      ipn(stub.sign(paid)),
      ipn(stub.sign(paid)),
    ]);
    expect(browser.headers.location).toMatch(/^\/payment\/success\?/);
    expect([notice.statusCode, secondNotice.statusCode]).toEqual([200, 200]);
    // All three got past "already processed?" and asked the validator: they really raced.
    expect(stub.validationCalls() - callsBefore).toBe(3);
    const notes = [notice.json().message, secondNotice.json().message];
    for (const note of notes) expect([IPN_NOTES.applied, IPN_NOTES.alreadyApplied]).toContain(note);
    expect(notes.filter((note) => note === IPN_NOTES.applied).length).toBeLessThanOrEqual(1);
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');
    expect(await paidEvents(shop.db, order.id)).toBe(1);
    expect(await paymentNotifications(shop.db, customerId)).toBe(1);
  });

  it('sends the shopper to the fail and cancel pages and leaves the order unpaid', async () => {
    const failed = await startedPayment();
    const fail = await postForm(shop.app, '/api/payments/sslcommerz/fail', { tran_id: failed.tran_id, status: 'FAILED', error: 'Card declined' });
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe(`/payment/fail?order=${failed.order.order_number}&tran_id=${failed.tran_id}`);
    expect((await paymentRow(shop.db, failed.tran_id)).status).toBe('failed');

    const cancelled = await startedPayment();
    const cancel = await postForm(shop.app, '/api/payments/sslcommerz/cancel', { tran_id: cancelled.tran_id, status: 'CANCELLED' });
    expect(cancel.headers.location).toBe(`/payment/cancel?order=${cancelled.order.order_number}&tran_id=${cancelled.tran_id}`);
    expect((await paymentRow(shop.db, cancelled.tran_id)).status).toBe('cancelled');
    for (const { order } of [failed, cancelled]) expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');

    // A fail return for a payment already taken (a forged or late post) never undoes it.
    const paid = await startedPayment();
    await ipn(stub.sign(stub.pay(paid.tran_id)));
    await postForm(shop.app, '/api/payments/sslcommerz/fail', { tran_id: paid.tran_id, status: 'FAILED' });
    expect((await paymentRow(shop.db, paid.tran_id)).status).toBe('paid');
    expect((await orderRow(shop.db, paid.order.id)).paymentStatus).toBe('paid');
  });

  it('keeps the money on record when it arrives for an order cancelled meanwhile', async () => {
    const { order, tran_id } = await startedPayment();
    await shop.services.orders.cancel(order.id, 'Payment not completed within 30 minutes');
    const response = await ipn(stub.sign(stub.pay(tran_id)));
    expect(response.json().message).toBe(IPN_NOTES.appliedOrderClosed);
    expect(await paymentRow(shop.db, tran_id)).toMatchObject({ status: 'paid' });
    expect(await orderRow(shop.db, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await shop.services.payments.result(tran_id)).toMatchObject({ payment_status: 'paid', order_status: 'cancelled', can_retry: false });
  });
});
