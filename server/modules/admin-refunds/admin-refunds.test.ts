import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The refund desk, called as signed-in staff on requests customers filed through their dashboard.

type Method = 'GET' | 'POST';

describe.each(databaseKinds)('the refund desk on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: { cookie: string };
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let skip = 0;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    customer = await registerCustomer(shop.app);
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = handler) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A delivered, paid order of 3 units at 1,000 taka (+60 delivery), and the customer's request for 2 of them. */
  async function requested(paymentMethod: 'cod' | 'online' = 'cod') {
    skip += 1;
    const product = await simpleProductWithStock(shop.db, 10, skip);
    const order = await insertOrder(shop.db, customer.customerId, {
      status: 'delivered',
      paymentStatus: 'paid',
      paymentMethod,
      items: [{ name: product.name, unitPrice: 1000, quantity: 3, productId: product.id }],
    });
    const itemId = order.items[0]!.id;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/dashboard/refund-requests',
      headers: customer.auth,
      payload: { order_id: order.id, reason: 'Two arrived broken.', items: [{ order_item_id: itemId, quantity: 2 }] },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return { product, order, itemId, id: response.json().data.id as number };
  }

  it('lets owners, managers and order handlers in, and refuses catalogue editors, customers and strangers', async () => {
    const { id } = await requested();
    for (const role of ['owner', 'manager'] as const) {
      const headers = { cookie: (await enrolledStaff(shop.app, shop.services, role)).cookie };
      expect((await call('GET', '/api/admin/refunds', undefined, headers)).statusCode).toBe(200);
    }
    const editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    for (const [headers, status] of [
      [editor, 403],
      [customer.auth, 403],
      [{}, 401],
    ] as const) {
      expect((await call('GET', '/api/admin/refunds', undefined, headers)).statusCode).toBe(status);
      expect((await call('GET', `/api/admin/refunds/${id}`, undefined, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/refunds/${id}/approve`, { expected_status: 'pending', amount: 1 }, headers)).statusCode).toBe(status);
      expect((await call('POST', `/api/admin/refunds/${id}/reject`, { expected_status: 'pending', reason: 'x' }, headers)).statusCode).toBe(status);
    }
    expect((await call('GET', '/api/admin/refunds/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/refunds/abc')).statusCode).toBe(422);
    expect((await call('GET', `/api/admin/refunds/${id}`)).json().data.status).toBe('pending');
  });

  it('lists the waiting queue newest first, a page at a time', async () => {
    const first = await requested();
    const second = await requested();
    const page = (await call('GET', '/api/admin/refunds?status=pending&limit=1')).json().data;
    expect(page.refunds.map((row: { id: number }) => row.id)).toEqual([second.id]);
    const next = (await call('GET', `/api/admin/refunds?status=pending&limit=1&cursor=${page.next_cursor}`)).json().data;
    expect(next.refunds[0].id).toBe(first.id);
    expect((await call('GET', '/api/admin/refunds?cursor=nonsense')).statusCode).toBe(422);
  });

  it('approves part of a request, refuses more than is left with 422, and returns stock when asked', async () => {
    const { id, order, product, itemId } = await requested();
    const detail = (await call('GET', `/api/admin/refunds/${id}`)).json().data;
    expect(detail.order).toMatchObject({ amount_paid: order.total, refunded_amount: 0, left_to_refund: order.total });
    expect(detail.order.items).toHaveLength(1);

    const over = await call('POST', `/api/admin/refunds/${id}/approve`, { expected_status: 'pending', amount: order.total + 1 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toBeDefined();
    const badLine = await call('POST', `/api/admin/refunds/${id}/approve`, {
      expected_status: 'pending',
      amount: 500,
      items: [{ order_item_id: itemId, quantity: 3 }],
    });
    expect(badLine.statusCode).toBe(422);

    const before = await stockOf(shop.db, product.id);
    const approved = await call('POST', `/api/admin/refunds/${id}/approve`, {
      expected_status: 'pending',
      amount: 1500,
      items: [{ order_item_id: itemId, quantity: 1 }],
      restock: true,
      note: 'One unit refunded; the other was fine.',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      approved_amount: 1500,
      restocked: true,
      payout: 'awaiting_cash',
      order: { payment_status: 'partially_refunded', refunded_amount: 1500 },
    });
    expect((await stockOf(shop.db, product.id)).quantity).toBe(before.quantity + 1);

    const audits = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'refund_request'), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toEqual(['approve']);

    // The customer sees the outcome on their refund requests page, and was told.
    const mine = (await shop.app.inject({ method: 'GET', url: '/api/dashboard/refund-requests', headers: customer.auth })).json().data;
    const shown = (mine.items ?? mine).find((row: { id: number }) => row.id === id);
    expect(shown).toMatchObject({ status: 'approved', approved_amount: 1500, payout: 'awaiting_cash', staff_note: 'One unit refunded; the other was fine.' });
    const told = await shop.db.select().from(notifications).where(eq(notifications.customerId, customer.customerId));
    expect(told.some((row) => row.title === 'Refund approved')).toBe(true);
  });

  it('records a refund of an order marked paid with no gateway payment as to be sent back by hand, never as sent', async () => {
    const { id } = await requested('online');
    const approved = await call('POST', `/api/admin/refunds/${id}/approve`, { expected_status: 'pending', amount: 2000 });
    expect(approved.json().data).toMatchObject({ status: 'approved', payout: 'pending_manual', restocked: false });
  });

  it('rejects with a reason, and of two decisions at once one wins and the other is 409', async () => {
    const { id } = await requested();
    expect((await call('POST', `/api/admin/refunds/${id}/reject`, { expected_status: 'pending', reason: '' })).statusCode).toBe(422);
    const [a, b] = await Promise.all([
      call('POST', `/api/admin/refunds/${id}/reject`, { expected_status: 'pending', reason: 'Physical damage is not covered.' }),
      call('POST', `/api/admin/refunds/${id}/approve`, { expected_status: 'pending', amount: 2000 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = (await call('GET', `/api/admin/refunds/${id}`)).json().data;
    if (a.statusCode === 200)
      expect(detail).toMatchObject({ status: 'rejected', staff_note: 'Physical damage is not covered.', order: { refunded_amount: 0 } });
    else expect(detail).toMatchObject({ status: 'approved', order: { refunded_amount: 2000 } });
    // Repeating the same decision changes nothing.
    expect((await call('POST', `/api/admin/refunds/${id}/reject`, { expected_status: 'pending', reason: 'Again.' })).statusCode).toBe(409);
  });
});
