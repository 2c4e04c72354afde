import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, refundRequests } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { databaseKinds } from '#server/test/databases.ts';
import { gatewayShops } from '#server/test/gateway-shops.ts';
import { merchantKeys, type NagadStub, startNagadStub } from '#server/test/nagad-stub.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { orderRow, paidEvents, paymentNotifications, paymentRow } from './test-support.ts';

const PUBLIC_URL = 'https://dokan.example';
const CALLBACK = `${PUBLIC_URL}/api/payments/nagad/callback`;

describe.each(databaseKinds)('paying with Nagad (a loopback stand-in) on %s', (kind) => {
  const merchant = merchantKeys();
  const fixture = gatewayShops(kind, {
    // In timeout mode the stand-in answers after 1.2 s, past the shop's 400 ms.
    startStub: () => startNagadStub({ merchantPublicKey: merchant.publicKey, timeoutDelayMs: 1200 }),
    env: (stub) => ({ ...stub.env(merchant.privateKey), NAGAD_TIMEOUT_MS: '400' }),
    paymentMethods: { cod: true, online: false, bkash: false, nagad: true },
    callback: CALLBACK,
    publicUrl: PUBLIC_URL,
  });
  const { shop, other, callback } = fixture;
  let stub: NagadStub;
  let shops: ReturnType<typeof fixture.shops>;
  beforeAll(() => {
    stub = fixture.stub();
    shops = fixture.shops();
  });
  beforeEach(() => stub.mode('success'));

  /** An order to pay with Nagad, initialized and completed at Nagad: answers Nagad's page and reference. */
  async function started(headers: Record<string, string> = {}) {
    const data = await fixture.started('nagad', headers);
    const ref = decodeURIComponent(new URL(data.redirect_url).pathname.replace(/^\/check-out\//, ''));
    return { ...data, ref };
  }

  const page = (kind: 'success' | 'fail' | 'cancel', paid: { order: { order_number: string }; tran_id: string }) =>
    `/payment/${kind}?order=${paid.order.order_number}&tran_id=${paid.tran_id}`;

  it('opens the payment at Nagad with our order id and callback, and keeps its reference with the attempt', async () => {
    const { tran_id, redirect_url, gateway, ref } = await started();
    expect(gateway).toBe('nagad');
    expect(redirect_url.startsWith(`${stub.base}/check-out/`)).toBe(true);
    expect(await paymentRow(shop().db, tran_id)).toMatchObject({ gateway: 'nagad', status: 'initiated', gatewayPaymentId: ref });
    expect(stub.headersSeen.at(-1)?.['x-km-ip-v4']).toBe('127.0.0.1');
  });

  it('marks the order paid once when the shopper pays, however often and to whichever process the callback comes', async () => {
    const customer = await registerCustomer(shop().app);
    const paid = await started(customer.auth);
    const back = stub.shopperFinishes(paid.redirect_url);
    const [first, second] = await Promise.all([callback(back), callback(back, other())]);
    expect(first).toBe(page('success', paid));
    expect(second).toBe(first);
    // Replayed after it was paid: nothing more happens.
    expect(await callback(back)).toBe(first);
    expect(await orderRow(shop().db, paid.order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await paymentRow(shop().db, paid.tran_id)).toMatchObject({ status: 'paid', cardType: 'Nagad' });
    expect((await paymentRow(shop().db, paid.tran_id)).bankTranId).toMatch(/^7/);
    expect(await paidEvents(shop().db, paid.order.id)).toBe(1);
    expect(await paymentNotifications(shop().db, customer.customerId)).toBe(1);
  });

  it('leaves the order unpaid when Nagad refuses the payment or the shopper cancels', async () => {
    stub.mode('failure');
    const failed = await started();
    expect(await callback(stub.shopperFinishes(failed.redirect_url))).toBe(page('fail', failed));
    expect(await paymentRow(shop().db, failed.tran_id)).toMatchObject({ status: 'failed', processedAt: null });

    stub.mode('cancel');
    const cancelled = await started();
    expect(await callback(stub.shopperFinishes(cancelled.redirect_url))).toBe(page('cancel', cancelled));
    expect(await paymentRow(shop().db, cancelled.tran_id)).toMatchObject({ status: 'cancelled' });
    for (const { order } of [failed, cancelled]) expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('does not believe a callback that says Success while Nagad does not', async () => {
    const forged = await started();
    // The shopper never paid: the browser claims Success, Nagad's verify says the order is still Ready.
    const claim = `${CALLBACK}?payment_ref_id=${encodeURIComponent(forged.ref)}&order_id=${forged.tran_id}&status=Success&status_code=00_0000_000`;
    expect(await callback(claim)).toBe(page('success', forged));
    expect(await orderRow(shop().db, forged.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await shop().services.payments.result(forged.tran_id)).toMatchObject({ payment_status: 'initiated', order_payment_status: 'unpaid' });

    // A reference this shop never started is nobody's payment, and Nagad is not even asked.
    const asked = stub.verifyCalls();
    expect(await callback(`${CALLBACK}?payment_ref_id=NOSUCHREFERENCE&status=Success`)).toBe('/payment/fail');
    expect(await callback(`${CALLBACK}?status=Success`)).toBe('/payment/fail');
    expect(stub.verifyCalls()).toBe(asked);
  });

  it('does not let one order be paid with another order’s reference', async () => {
    const paid = await started();
    await callback(stub.shopperFinishes(paid.redirect_url));
    const unpaid = await started();
    // The callback names the unpaid order but carries the paid order's reference: it is that payment's.
    const mixed = `${CALLBACK}?payment_ref_id=${encodeURIComponent(paid.ref)}&order_id=${unpaid.tran_id}&status=Success`;
    expect(await callback(mixed)).toBe(page('success', paid));
    expect(await orderRow(shop().db, unpaid.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await paymentRow(shop().db, unpaid.tran_id)).toMatchObject({ status: 'initiated', processedAt: null });
    expect(await paidEvents(shop().db, paid.order.id)).toBe(1);
  });

  it('does not pay when Nagad took another amount or another currency', async () => {
    for (const mode of ['wrong-amount', 'wrong-currency'] as const) {
      stub.mode(mode);
      const attempt = await started();
      expect(await callback(stub.shopperFinishes(attempt.redirect_url))).toBe(page('fail', attempt));
      expect(await paymentRow(shop().db, attempt.tran_id)).toMatchObject({ processedAt: null });
      expect(await orderRow(shop().db, attempt.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
      // Nor later, when the release asks again.
      await shop().services.payments.releaseIfUnpaid({ orderId: attempt.order.id });
      expect(await orderRow(shop().db, attempt.order.id)).toMatchObject({ paymentStatus: 'unpaid', status: 'cancelled' });
    }
  });

  it('shows a payment still in progress as being confirmed, and pays it when Nagad finishes it before the release', async () => {
    stub.mode('late-success');
    const late = await started();
    expect(await callback(stub.shopperFinishes(late.redirect_url))).toBe(page('success', late));
    expect(await paymentRow(shop().db, late.tran_id)).toMatchObject({ status: 'initiated' });
    expect(await orderRow(shop().db, late.order.id)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
    stub.settle(late.ref);
    // The shopper never came back; the order's 30 minutes run out, in the other process.
    await shops.services[1]!.payments.releaseIfUnpaid({ orderId: late.order.id });
    expect(await orderRow(shop().db, late.order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(await paidEvents(shop().db, late.order.id)).toBe(1);
  });

  it('pays an order whose callback could not reach Nagad once Nagad answers, and holds the release while it cannot', async () => {
    const paid = await started();
    const back = stub.shopperFinishes(paid.redirect_url);
    stub.mode('timeout');
    // Verify does not answer in time: the shopper is told it is being confirmed, nothing is decided.
    expect(await callback(back)).toBe(page('success', paid));
    expect(await orderRow(shop().db, paid.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    await expect(shop().services.payments.releaseIfUnpaid({ orderId: paid.order.id })).rejects.toThrow();
    expect(await orderRow(shop().db, paid.order.id)).toMatchObject({ status: 'pending' });
    stub.mode('success');
    await shop().services.payments.releaseIfUnpaid({ orderId: paid.order.id });
    expect(await orderRow(shop().db, paid.order.id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
  });

  it('releases an order Nagad never took', async () => {
    const { order } = await started();
    await shop().services.payments.releaseIfUnpaid({ orderId: order.id });
    expect(await orderRow(shop().db, order.id)).toMatchObject({ paymentStatus: 'unpaid', status: 'cancelled' });
  });

  it('leaves a refund of a Nagad payment to staff, as a payout by hand from Nagad’s merchant panel', async () => {
    const customer = await registerCustomer(shop().app);
    const paid = await started(customer.auth);
    await callback(stub.shopperFinishes(paid.redirect_url));
    const [item] = await shop().db.select().from(orderItems).where(eq(orderItems.orderId, paid.order.id));
    const asked = await shop().app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: paid.order.id, reason: 'Arrived broken.', items: [{ order_item_id: item!.id, quantity: 1 }] },
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
    expect(refund).toMatchObject({ payout: 'pending_manual', payoutGateway: 'nagad', paidOutAt: null });
    const marked = await shop().app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/paid-out`,
      headers: staff,
      payload: { expected_payout: 'pending_manual', note: 'Nagad merchant panel, transaction 71A2B3C4' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await shop().db.select().from(refundRequests).where(eq(refundRequests.id, id)))[0]).toMatchObject({ payout: 'paid_out' });
  });
});
