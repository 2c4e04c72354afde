import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, payments } from '#server/db/schema.ts';
import { databaseKinds } from '#server/test/databases.ts';
import { refundDesk } from '#server/test/refund-desk.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The refund desk sending back the money of orders cancelled before delivery: paid ahead through a
// gateway (the local test gateway stands in for a card payment), through Nagad, or a cash order's advance.

interface HeldRow {
  order_number: string;
  amount_held: number;
  advance_only: boolean;
}

describe.each(databaseKinds)('sending back a cancelled order’s money on %s', (kind) => {
  const t = refundDesk(kind);
  const shop = t.shop;
  const handler = () => t.staff();

  const sendBack = (orderNumber: string, expected_amount: number, headers: Record<string, string> = handler()) =>
    shop().app.inject({ method: 'POST', url: `/api/admin/refunds/cancelled/${orderNumber}/send-back`, headers, payload: { expected_amount } });

  const held = async (): Promise<HeldRow[]> =>
    (await shop().app.inject({ method: 'GET', url: '/api/admin/refunds/cancelled-prepaid', headers: handler() })).json().data;

  const orderRow = async (id: number) => (await shop().db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('sends a card-paid cancelled order’s whole payment back through the gateway, once, and the order leaves the list', async () => {
    const order = await t.order('online');
    const tranId = await t.payByTestGateway(order);
    await shop().services.orders.cancel(order.id, 'Out of stock');
    expect(await held()).toContainEqual(expect.objectContaining({ order_number: order.orderNumber, amount_held: 1560, advance_only: false }));

    // The amount the dialog showed is checked: another amount is refused and nothing is sent.
    expect((await sendBack(order.orderNumber, 1000)).statusCode).toBe(409);
    const sent = await sendBack(order.orderNumber, 1560);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'approved',
      reason: 'Order cancelled before delivery',
      approved_amount: 1560,
      restocked: false,
      payout: 'sending',
      payout_gateway: 'test',
      order: { payment_status: 'refunded', refunded_amount: 1560, left_to_refund: 0 },
    });
    const id = sent.json().data.id as number;
    await shop().services.jobs.settled();
    const after = (await shop().app.inject({ method: 'GET', url: `/api/admin/refunds/${id}`, headers: handler() })).json().data;
    expect(after).toMatchObject({ payout: 'sent', paid_out_at: expect.any(String) });
    expect(await t.refundedThrough(tranId)).toEqual([{ amount: 1560 }]);
    expect((await held()).map((row) => row.order_number)).not.toContain(order.orderNumber);

    const audits = await shop()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund_request'), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toEqual(['send_back']);
    // The customer sees the refund on the order's page, with how the money comes back.
    const mine = (await shop().app.inject({ method: 'GET', url: `/api/dashboard/orders/${order.id}`, headers: t.customer().auth })).json().data;
    expect(mine).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refunded_amount: 1560 });
    expect(mine.refund_requests).toContainEqual(expect.objectContaining({ id, status: 'approved', payout: 'sent' }));
  });

  it('leaves a Nagad payment to be sent back by hand, for staff to mark paid out', async () => {
    const order = await t.order('online', { paymentStatus: 'paid' });
    await shop()
      .db.insert(payments)
      .values({ orderId: order.id, gateway: 'nagad', tranId: `NG${order.id}`, amount: order.total, status: 'paid', processedAt: new Date() });
    await shop().services.orders.cancel(order.id);
    const sent = await sendBack(order.orderNumber, 1560);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ payout: 'pending_manual', payout_gateway: 'nagad', order: { payment_status: 'refunded' } });
    const id = sent.json().data.id as number;
    const paidOut = await shop().app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${id}/paid-out`,
      headers: handler(),
      payload: { expected_payout: 'pending_manual', note: 'Nagad merchant panel 7XK2' },
    });
    expect(paidOut.json().data).toMatchObject({ payout: 'paid_out' });
  });

  it('sends back only the advance a cancelled cash order paid, through the advance’s gateway', async () => {
    const order = await t.order('cod');
    await shop().db.update(orders).set({ advanceAmount: 60 }).where(eq(orders.id, order.id));
    const tranId = await t.payByTestGateway(order);
    // While the order is live its advance counts toward what is due in cash: it is not refunded apart.
    await expect(shop().services.orders.markRefunded(order.id, 'Advance back')).rejects.toMatchObject({ statusCode: 409 });
    await shop().services.orders.cancel(order.id, 'Customer changed their mind');
    expect((await orderRow(order.id)).refundDueBy).not.toBeNull();
    expect(await held()).toContainEqual(expect.objectContaining({ order_number: order.orderNumber, amount_held: 60, advance_only: true }));

    const sent = await sendBack(order.orderNumber, 60);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      approved_amount: 60,
      payout: 'sending',
      payout_gateway: 'test',
      order: { amount_paid: 60, refunded_amount: 60, left_to_refund: 0, payment_status: 'unpaid' },
    });
    await shop().services.jobs.settled();
    expect(await t.refundedThrough(tranId)).toEqual([{ amount: 60 }]);
    expect((await held()).map((row) => row.order_number)).not.toContain(order.orderNumber);
    const mine = (await shop().app.inject({ method: 'GET', url: `/api/dashboard/orders/${order.id}`, headers: t.customer().auth })).json().data;
    expect(mine).toMatchObject({ refunded_amount: 60, amount_paid: 60 });
  });

  it('of two staff sending at once, one sends and the other is told who did it and when', async () => {
    const order = await t.order('online');
    await t.payByTestGateway(order);
    await shop().services.orders.cancel(order.id);
    const [a, b] = await Promise.all([sendBack(order.orderNumber, 1560), sendBack(order.orderNumber, 1560, t.otherStaff())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().message).toMatch(/already sent back by Staff .+ on /);
    await shop().services.jobs.settled();
    expect((await orderRow(order.id)).refundedAmount).toBe(1560);
  });

  it('refuses staff without the orders area, strangers, unknown and uncancelled orders, and bad input', async () => {
    const order = await t.order('online');
    await t.payByTestGateway(order);
    const editor = { cookie: (await enrolledStaff(shop().app, shop().services, 'catalogue_editor')).cookie };
    expect((await sendBack(order.orderNumber, 1560, editor)).statusCode).toBe(403);
    expect((await sendBack(order.orderNumber, 1560, t.customer().auth)).statusCode).toBe(403);
    expect((await sendBack(order.orderNumber, 1560, {})).statusCode).toBe(401);
    expect((await sendBack('DK000000-NOSUCH', 1560)).statusCode).toBe(404);
    expect((await sendBack(order.orderNumber, 1560)).statusCode).toBe(409);
    const bad = await sendBack(order.orderNumber, 0);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.expected_amount).toBeDefined();
    expect((await orderRow(order.id)).refundedAmount).toBe(0);
  });
});
