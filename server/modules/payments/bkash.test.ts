import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayTokens, orderItems, refundRequests } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { type BkashStub, startBkashStub } from '#server/test/bkash-stub.ts';
import { databaseKinds } from '#server/test/databases.ts';
import { gatewayShops } from '#server/test/gateway-shops.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { orderRow, paidEvents, paymentNotifications, paymentRow } from './test-support.ts';

const PUBLIC_URL = 'https://dokan.example';
const CALLBACK = `${PUBLIC_URL}/api/payments/bkash/callback`;

describe.each(databaseKinds)('paying with bKash (a loopback stand-in) on %s', (kind) => {
  const fixture = gatewayShops(kind, {
    // Execute in timeout mode answers after 1.2 s, past the shop's 400 ms; the money moves at 600 ms.
    startStub: () => startBkashStub({ executeDelayMs: 1200, lateMs: 600 }),
    env: (stub) => ({ ...stub.env, BKASH_TIMEOUT_MS: '400' }),
    paymentMethods: { cod: true, online: false, bkash: true },
    callback: CALLBACK,
    publicUrl: PUBLIC_URL,
  });
  const { shop, other, callback } = fixture;
  let stub: BkashStub;
  let shops: ReturnType<typeof fixture.shops>;
  beforeAll(() => {
    stub = fixture.stub();
    shops = fixture.shops();
  });
  beforeEach(() => stub.mode('success'));

  /** An order to pay with bKash, and its payment created at bKash: answers bKash's paymentID. */
  async function started(headers: Record<string, string> = {}) {
    const data = await fixture.started('bkash', headers);
    const paymentId = new URL(data.redirect_url).searchParams.get('paymentID') ?? '';
    return { ...data, paymentId };
  }

  it('creates the payment at bKash with our amount and invoice, and sends the shopper to bkashURL', async () => {
    const { order, tran_id, redirect_url, gateway, paymentId } = await started();
    expect(gateway).toBe('bkash');
    expect(redirect_url).toBe(`${stub.base}/checkout/pay?paymentID=${paymentId}`);
    expect(stub.payment(paymentId)).toMatchObject({
      amount: `${order.total}.00`,
      currency: 'BDT',
      merchantInvoiceNumber: tran_id,
      callbackURL: CALLBACK,
      payerReference: '01712345678',
    });
    expect(await paymentRow(shop().db, tran_id)).toMatchObject({ gateway: 'bkash', status: 'initiated', gatewayPaymentId: paymentId });
  });

  it('marks the order paid once when the shopper pays, however often the callback comes and to whichever process', async () => {
    const customer = await registerCustomer(shop().app);
    const { order, tran_id, paymentId } = await started(customer.auth);
    const back = stub.approve(paymentId);
    const [first, second] = await Promise.all([callback(back), callback(back, other())]);
    expect(first).toBe(`/payment/success?order=${order.order_number}&tran_id=${tran_id}`);
    expect(second).toBe(first);
    expect(await callback(back)).toBe(first);
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'paid' });
    const payment = await paymentRow(shop().db, tran_id);
    expect(payment).toMatchObject({ status: 'paid', cardType: 'bKash', bankTranId: stub.payment(paymentId)?.trxID });
    expect(await paidEvents(shop().db, order.id)).toBe(1);
    expect(await paymentNotifications(shop().db, customer.customerId)).toBe(1);
  });

  it('shares one granted token between processes through the database', async () => {
    const grants = stub.calls('/tokenized/checkout/token/grant');
    const { paymentId } = await started();
    await callback(stub.approve(paymentId), other());
    expect(stub.calls('/tokenized/checkout/token/grant')).toBe(grants);
    expect(await shop().db.$count(gatewayTokens)).toBe(1);
  });

  it('gets a new token once bKash no longer takes the old one', async () => {
    stub.advance(2 * 3600 * 1000);
    const before = stub.calls('/tokenized/checkout/token/grant') + stub.calls('/tokenized/checkout/token/refresh');
    const { order, paymentId } = await started();
    expect(stub.calls('/tokenized/checkout/token/grant') + stub.calls('/tokenized/checkout/token/refresh')).toBe(before + 1);
    await callback(stub.approve(paymentId), other());
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('leaves the order unpaid when bKash refuses the payment or the shopper cancels', async () => {
    stub.mode('failure');
    const failed = await started();
    expect(await callback(stub.approve(failed.paymentId))).toBe(`/payment/fail?order=${failed.order.order_number}&tran_id=${failed.tran_id}`);
    expect(await paymentRow(shop().db, failed.tran_id)).toMatchObject({ status: 'failed', processedAt: null });

    stub.mode('success');
    const cancelled = await started();
    expect(await callback(stub.approve(cancelled.paymentId, 'cancel'))).toBe(
      `/payment/cancel?order=${cancelled.order.order_number}&tran_id=${cancelled.tran_id}`,
    );
    expect(await paymentRow(shop().db, cancelled.tran_id)).toMatchObject({ status: 'cancelled' });
    for (const { order } of [failed, cancelled]) expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('does not believe a success bKash has not completed, and does not pay a forged success', async () => {
    const { order, tran_id, paymentId } = await started();
    // The shopper never approved: the callback says success, bKash says Initiated and execute is refused.
    const forged = `${CALLBACK}?paymentID=${paymentId}&status=success`;
    expect(await callback(forged)).toBe(`/payment/success?order=${order.order_number}&tran_id=${tran_id}`);
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await shop().services.payments.result(tran_id)).toMatchObject({ payment_status: 'initiated', order_payment_status: 'unpaid' });

    // An unknown paymentID is nobody's payment.
    expect(await callback(`${CALLBACK}?paymentID=TR0011NOSUCHPAYMENT&status=success`)).toBe('/payment/fail');
  });

  it('pays a timed-out execute once bKash completes it, when the shopper looks at the result', async () => {
    stub.mode('timeout');
    const { order, tran_id, paymentId } = await started();
    // Execute does not answer in time and bKash still says Approved: the shopper is told it is being confirmed.
    expect(await callback(stub.approve(paymentId))).toBe(`/payment/success?order=${order.order_number}&tran_id=${tran_id}`);
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    await new Promise((resolve) => setTimeout(resolve, 900));
    const result = await shop().services.payments.result(tran_id);
    expect(result).toMatchObject({ payment_status: 'paid', order_payment_status: 'paid' });
    // The callback again (the browser's back button) changes nothing.
    await callback(`${CALLBACK}?paymentID=${paymentId}&status=success`, other());
    expect(await paidEvents(shop().db, order.id)).toBe(1);
  });

  it('pays, rather than releases, an order whose timed-out payment bKash completed when its time is up', async () => {
    stub.mode('timeout');
    const { order, tran_id, paymentId } = await started();
    await callback(stub.approve(paymentId));
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 900));
    // The shopper never came back; the order's 30 minutes run out.
    await shops.services[1]!.payments.releaseIfUnpaid({ orderId: order.id });
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(await paymentRow(shop().db, tran_id)).toMatchObject({ status: 'paid' });
  });

  it('releases an order bKash never completed, and waits while bKash cannot be reached', async () => {
    const { order } = await started();
    stub.down(true);
    try {
      await expect(shop().services.payments.releaseIfUnpaid({ orderId: order.id })).rejects.toThrow();
      expect(await orderRow(shop().db, order.id)).toMatchObject({ status: 'pending' });
    } finally {
      stub.down(false);
    }
    await shop().services.payments.releaseIfUnpaid({ orderId: order.id });
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid', status: 'cancelled' });
  });

  it('does not pay when bKash reports another amount than the attempt asked for', async () => {
    stub.mode('wrong-amount');
    const { order, tran_id, paymentId } = await started();
    expect(await callback(stub.approve(paymentId))).toBe(`/payment/fail?order=${order.order_number}&tran_id=${tran_id}`);
    expect(await paymentRow(shop().db, tran_id)).toMatchObject({ processedAt: null });
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('does not let one order be paid by replaying another order’s paid paymentID', async () => {
    const paid = await started();
    await callback(stub.approve(paid.paymentId));
    const unpaid = await started();
    // The replayed callback names the first payment: it shows that one, and the second order stays unpaid.
    expect(await callback(`${CALLBACK}?paymentID=${paid.paymentId}&status=success`)).toBe(
      `/payment/success?order=${paid.order.order_number}&tran_id=${paid.tran_id}`,
    );
    expect(await orderRow(shop().db, unpaid.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await paidEvents(shop().db, paid.order.id)).toBe(1);
  });

  it('sends an approved refund back through bKash, once', async () => {
    const customer = await registerCustomer(shop().app);
    const { order, tran_id, paymentId } = await started(customer.auth);
    await callback(stub.approve(paymentId));
    expect(await paymentRow(shop().db, tran_id)).toMatchObject({ status: 'paid' });
    const [item] = await shop().db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await shop().app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: order.id, reason: 'Arrived broken.', items: [{ order_item_id: item!.id, quantity: 1 }] },
    });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id as number;
    const staff = { cookie: (await enrolledStaff(shop().app, shop().services, 'manager')).cookie };
    const approved = await shop().app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/approve`,
      headers: staff,
      payload: { expected_status: 'pending', amount: 300 },
    });
    expect(approved.statusCode).toBe(200);
    await shop().services.jobs.settled();
    const [refund] = await shop().db.select().from(refundRequests).where(eq(refundRequests.id, id));
    expect(refund).toMatchObject({ payout: 'sent', payoutGateway: 'bkash' });
    const taken = stub.refunds().filter((row) => row.paymentID === paymentId);
    expect(taken.map((row) => row.amount)).toEqual([300]);
    expect(refund?.payoutReference).toBe(taken[0]?.refundTrxID);
    await shop().services.refundPayouts.send({ refundId: id });
    expect(stub.refunds().filter((row) => row.paymentID === paymentId)).toHaveLength(1);
  });

  it('does not refund twice when bKash took a refund but its answer was lost', async () => {
    const customer = await registerCustomer(shop().app);
    const { order, paymentId } = await started(customer.auth);
    await callback(stub.approve(paymentId));
    const [item] = await shop().db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await shop().app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: order.id, reason: 'Wrong colour.', items: [{ order_item_id: item!.id, quantity: 1 }] },
    });
    const id = asked.json().data.id as number;
    const staff = { cookie: (await enrolledStaff(shop().app, shop().services, 'manager')).cookie };
    stub.loseNextRefundAnswer();
    await shop().app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/approve`, headers: staff, payload: { expected_status: 'pending', amount: 250 } });
    await shop().services.jobs.settled();
    expect((await shop().db.select().from(refundRequests).where(eq(refundRequests.id, id)))[0]).toMatchObject({ payout: 'sending' });
    expect(stub.refunds().filter((row) => row.paymentID === paymentId)).toHaveLength(1);

    // The job again, in this process or the other: bKash is asked, and the refund it took is the answer.
    await shops.services[1]!.refundPayouts.send({ refundId: id });
    const taken = stub.refunds().filter((row) => row.paymentID === paymentId);
    expect(taken.map((row) => row.amount)).toEqual([250]);
    expect((await shop().db.select().from(refundRequests).where(eq(refundRequests.id, id)))[0]).toMatchObject({
      payout: 'sent',
      payoutReference: taken[0]?.refundTrxID,
    });
  });
});
