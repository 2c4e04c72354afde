import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, refundRequests } from '#server/db/schema.ts';
import { databaseKinds } from '#server/test/databases.ts';
import { refundDesk } from '#server/test/refund-desk.ts';
import { type SslcommerzStub, startSslcommerzStub } from '#server/test/sslcommerz-stub.ts';
import { postForm, startPayment } from './test-support.ts';

// Approved refunds going back: online through the gateway that took the payment, cash by staff.

describe.each(databaseKinds)('refunds sent back through SSLCommerz (a loopback stand-in) on %s', (kind) => {
  let stub: SslcommerzStub;
  beforeAll(async () => {
    stub = await startSslcommerzStub();
  });
  // Registered after the stub's hooks: the shop starts once the stub is up, and closes before it.
  afterAll(() => stub?.close());
  const t = refundDesk(kind, { env: () => ({ ...stub.env, PUBLIC_URL: 'https://dokan.example' }) });
  const shop = t.shop;

  /** An order paid through SSLCommerz, and the customer's request for its first line; answers its bank_tran_id. */
  async function paidAndRequested() {
    const placed = await t.order('online');
    const started = await startPayment(shop().app, { order_number: placed.orderNumber }, placed.contactPhone);
    expect(started.statusCode).toBe(201);
    const paid = stub.pay(started.json().data.tran_id);
    expect((await postForm(shop().app, '/api/payments/sslcommerz/ipn', stub.sign(paid))).statusCode).toBe(200);
    return { placed, bankTranId: paid.bank_tran_id, id: await t.request(placed) };
  }

  const refundsOf = (bankTranId: string) => stub.refunds().filter((refund) => refund.bankTranId === bankTranId);

  it('sends a partial approval back as exactly one gateway refund of that amount, even when the job runs twice', async () => {
    stub.refundMode('success');
    const { id, bankTranId } = await paidAndRequested();
    const shown = await t.approve(id, 700);
    expect(shown).toMatchObject({ payout: 'sent', payout_gateway: 'sslcommerz', approved_amount: 700, payout_error: null });
    expect(shown.payout_reference).toMatch(/^RR/);
    expect(refundsOf(bankTranId).map((refund) => refund.amount)).toEqual([700]);
    const told = await shop().db.select().from(notifications).where(eq(notifications.customerId, t.customer().customerId));
    expect(told.filter((note) => note.title === 'Refund sent')).toHaveLength(1);

    // The job again after it finished, and again as if its first run died after the gateway took the refund.
    await shop().services.refundPayouts.send({ refundId: id });
    await shop().db.update(refundRequests).set({ payout: 'sending', payoutReference: null }).where(eq(refundRequests.id, id));
    await Promise.all([shop().services.refundPayouts.send({ refundId: id }), shop().services.refundPayouts.send({ refundId: id })]);
    expect(refundsOf(bankTranId).map((refund) => refund.amount)).toEqual([700]);
    expect(await t.row(id)).toMatchObject({ payout: 'sent', payoutReference: shown.payout_reference });

    expect(await t.customerSees(id)).toMatchObject({ approved_amount: 700, payout: 'sent', payout_gateway: 'sslcommerz' });
  });

  it('keeps a refund sending while SSLCommerz cannot be reached, and sends it once it can', async () => {
    stub.refundMode('down');
    const { id, bankTranId } = await paidAndRequested();
    const shown = await t.approve(id, 400);
    expect(shown.payout).toBe('sending');
    expect(shown.payout_error).toMatch(/not reached yet/);
    expect(refundsOf(bankTranId)).toEqual([]);
    expect(await t.customerSees(id)).toMatchObject({ payout: 'sending' });

    stub.refundMode('success');
    await shop().services.refundPayouts.send({ refundId: id });
    expect(await t.row(id)).toMatchObject({ payout: 'sent', payoutError: null });
    expect(refundsOf(bankTranId).map((refund) => refund.amount)).toEqual([400]);
  });

  it('fails a refund the gateway never answered on the last try, so staff can look and send it again', async () => {
    stub.refundMode('down');
    const { id, bankTranId } = await paidAndRequested();
    expect((await t.approve(id, 300)).payout).toBe('sending');
    await shop().services.refundPayouts.send({ refundId: id }, { lastTry: true });
    const row = await t.row(id);
    expect(row.payout).toBe('failed');
    expect(row.payoutError).toMatch(/after every retry .*before sending it again/);
    expect(refundsOf(bankTranId)).toEqual([]);

    stub.refundMode('success');
    const retried = await t.desk('POST', `/${id}/retry-payout`, { expected_payout: 'failed' });
    expect(retried.statusCode, retried.body).toBe(200);
    await shop().services.jobs.settled();
    expect(await t.row(id)).toMatchObject({ payout: 'sent' });
    expect(refundsOf(bankTranId).map((refund) => refund.amount)).toEqual([300]);
  });

  it('shows staff the gateway’s reason for a refusal, and sends it again once when they retry', async () => {
    stub.refundMode('failed');
    const { id, bankTranId } = await paidAndRequested();
    const shown = await t.approve(id, 1000);
    expect(shown).toMatchObject({ payout: 'failed', payout_error: 'Refund not allowed for this transaction' });
    // The customer is not told it failed, nor that it was sent.
    expect(await t.customerSees(id)).toMatchObject({ payout: 'failed', paid_out_at: null });

    stub.refundMode('success');
    expect((await t.desk('POST', `/${id}/retry-payout`, { expected_payout: 'sent' })).statusCode).toBe(422);
    const [a, b] = await Promise.all([
      t.desk('POST', `/${id}/retry-payout`, { expected_payout: 'failed' }),
      t.desk('POST', `/${id}/retry-payout`, { expected_payout: 'failed' }, t.otherStaff()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await shop().services.jobs.settled();
    expect(await t.row(id)).toMatchObject({ payout: 'sent', payoutAttempt: 2 });
    expect(refundsOf(bankTranId).map((refund) => refund.amount)).toEqual([1000]);
  });

  it('asks SSLCommerz again about a refund it is still processing', async () => {
    stub.refundMode('processing');
    const { id, bankTranId } = await paidAndRequested();
    expect(await t.approve(id, 300)).toMatchObject({ payout: 'processing' });
    expect(await t.customerSees(id)).toMatchObject({ payout: 'processing', paid_out_at: null });
    stub.settleRefunds();
    await shop().services.refundPayouts.send({ refundId: id });
    expect(await t.row(id)).toMatchObject({ payout: 'sent' });
    expect(refundsOf(bankTranId)).toHaveLength(1);
  });
});

describe.each(databaseKinds)('refunds through the local test gateway, and cash refunds, on %s', (kind) => {
  const t = refundDesk(kind);
  const shop = t.shop;

  it('records one refund against the test payment however often the job runs, and refuses more than was paid', async () => {
    const placed = await t.order('online');
    const tranId = await t.payByTestGateway(placed);
    const id = await t.request(placed);
    expect(await t.approve(id, 900)).toMatchObject({ payout: 'sent', payout_gateway: 'test' });

    await shop().db.update(refundRequests).set({ payout: 'sending', payoutReference: null }).where(eq(refundRequests.id, id));
    await Promise.all([shop().services.refundPayouts.send({ refundId: id }), shop().services.refundPayouts.send({ refundId: id })]);
    expect(await t.refundedThrough(tranId)).toEqual([{ amount: 900 }]);

    // Asked for more than is left of the payment under a new key, the gateway refuses.
    await shop()
      .db.update(refundRequests)
      .set({ payout: 'sending', payoutReference: null, payoutAttempt: 9, approvedAmount: placed.total })
      .where(eq(refundRequests.id, id));
    await shop().services.refundPayouts.send({ refundId: id });
    expect(await t.row(id)).toMatchObject({ payout: 'failed', payoutError: expect.stringMatching(/exceeds what is left/) });
  });

  it('waits for staff to hand cash back; of two marking it paid out at once one wins, the other is told who did', async () => {
    const placed = await t.order('cod', { status: 'delivered' });
    const id = await t.request(placed);
    expect(await t.approve(id, 1000)).toMatchObject({ payout: 'awaiting_cash', paid_out_at: null });
    expect(await t.customerSees(id)).toMatchObject({ payout: 'awaiting_cash' });
    expect((await t.desk('POST', `/${id}/paid-out`, { expected_payout: 'awaiting_cash', note: '' })).json().errors.note).toBeDefined();

    const [a, b] = await Promise.all([
      t.desk('POST', `/${id}/paid-out`, { expected_payout: 'awaiting_cash', note: 'bKash 8N7A6B5C' }),
      t.desk('POST', `/${id}/paid-out`, { expected_payout: 'awaiting_cash', note: 'Cash at the counter' }, t.otherStaff()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const shown = won.json().data;
    expect(shown).toMatchObject({ payout: 'paid_out', paid_out_by: expect.stringMatching(/^Staff /) });
    expect(lost.json().message).toContain(`already marked paid out by ${shown.paid_out_by}`);
    expect(await t.customerSees(id)).toMatchObject({ payout: 'paid_out', paid_out_at: shown.paid_out_at });
    // An online refund cannot be marked as cash handed back.
    expect((await t.desk('POST', '/999999/paid-out', { expected_payout: 'awaiting_cash', note: 'x' })).statusCode).toBe(404);
  });
});
