import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { notifications, orderEvents, orders, products } from '#server/db/schema.ts';
import { JOB_SCHEMA } from '#server/jobs/queue.ts';
import { readOutbox } from '#server/adapters/outbox.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

describe.each(databaseKinds)('the life of an order on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let proven: Record<string, string> = {};
  beforeAll(async () => {
    shop = await openTestApp(kind);
    proven = await provenPhone(shop);
  });
  afterAll(() => shop?.close());

  async function placed(stock: number, skip: number, overrides: object = {}, headers: Record<string, string> = {}) {
    const product = await simpleProductWithStock(shop.db, stock, skip);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 2 }], ...overrides },
      headers: { ...proven, ...headers },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return { product, order: response.json().data as { id: number; order_number: string } };
  }

  it('walks pending → delivered, takes the units off the shelf when shipped, counts the sale and tells the customer each step', async () => {
    const { auth, customerId } = await registerCustomer(shop.app);
    const { product, order } = await placed(5, 0, {}, auth);
    const [before] = await shop.db.select({ sales: products.salesCount }).from(products).where(eq(products.id, product.id));
    for (const expected of ['confirmed', 'processing', 'shipped', 'delivered']) {
      expect((await shop.services.orders.advance(order.id)).to).toBe(expected);
    }
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 3, reserved: 0 });
    const [after] = await shop.db.select({ sales: products.salesCount }).from(products).where(eq(products.id, product.id));
    expect(after!.sales).toBe(before!.sales + 2);
    const detail = await shop.services.orders.byId(order.id);
    expect(detail?.events.map((event) => event.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered']);
    await shop.services.orders.messagesSent();
    const titles = (await shop.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.customerId, customerId))).map(
      (row) => row.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Order placed', 'Order confirmed', 'Order being packed', 'Order shipped', 'Order delivered']));
    await expect(shop.services.orders.advance(order.id)).rejects.toThrow(/no next state/);
  });

  it('texts the confirmation to the proven number, and emails only a signed-in customer at their own address', async () => {
    const phone = '01898765432';
    const guestPass = await provenPhone(shop, phone);
    const guest = await placed(5, 1, { phone, email: 'typed-by-a-guest@example.com' }, guestPass);
    const customer = await registerCustomer(shop.app, { email: 'confirm-me@example.com' });
    const own = await placed(5, 4, { phone, email: 'confirm-me@example.com' }, { ...guestPass, ...customer.auth });
    const other = await placed(5, 5, { phone, email: 'someone-else@example.com' }, { ...guestPass, ...customer.auth });
    await shop.services.orders.messagesSent();
    const texts = (await readOutbox(shop.dataDir, phone)).map((message) => message.text).join('\n');
    for (const { order } of [guest, own, other]) expect(texts).toContain(order.order_number);
    expect((await readOutbox(shop.dataDir, 'confirm-me@example.com'))[0]?.subject).toContain(own.order.order_number);
    expect(await readOutbox(shop.dataDir, 'typed-by-a-guest@example.com')).toEqual([]);
    expect(await readOutbox(shop.dataDir, 'someone-else@example.com')).toEqual([]);
  });

  it('gives the stock back when an order is cancelled, and refuses to cancel a shipped one', async () => {
    const { product, order } = await placed(5, 2);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 5, reserved: 2 });
    await shop.services.orders.cancel(order.id, 'Customer changed their mind');
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 5, reserved: 0 });
    await expect(shop.services.orders.advance(order.id)).rejects.toThrow();

    const shipped = await placed(5, 3);
    for (let step = 0; step < 3; step++) await shop.services.orders.advance(shipped.order.id);
    await expect(shop.services.orders.cancel(shipped.order.id)).rejects.toThrow(/cannot be cancelled/);
  });

  it('marks a cash-on-delivery order paid once, and refunds only a paid one', async () => {
    const { order } = await placed(5, 4);
    await expect(shop.services.orders.markRefunded(order.id)).rejects.toThrow();
    await shop.services.orders.markPaid(order.id);
    await expect(shop.services.orders.markPaid(order.id)).rejects.toThrow();
    const [row] = await shop.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('releases the stock of online orders left unpaid for 30 minutes, and only those', async () => {
    const stale = await placed(5, 5, { payment_method: 'online' });
    const fresh = await placed(5, 6, { payment_method: 'online' });
    const cod = await placed(5, 7);
    await shop.db.update(orders).set({ createdAt: sql`now() - interval '31 minutes'` }).where(eq(orders.id, stale.order.id));
    await shop.db.update(orders).set({ createdAt: sql`now() - interval '31 minutes'` }).where(eq(orders.id, cod.order.id));
    expect(await shop.services.orders.releaseUnpaid()).toBe(1);
    expect(await stockOf(shop.db, stale.product.id)).toEqual({ quantity: 5, reserved: 0 });
    expect(await stockOf(shop.db, fresh.product.id)).toEqual({ quantity: 5, reserved: 2 });
    expect(await stockOf(shop.db, cod.product.id)).toEqual({ quantity: 5, reserved: 2 });
  });

  /** The release job written with an order, as the job queue holds it. */
  async function releaseJobOf(orderId: number) {
    const rows = await queryRows<{ state: string; minutes: number }>(
      shop.db,
      sql`select state, round(extract(epoch from start_after - created_on) / 60)::int as minutes
          from ${sql.identifier(JOB_SCHEMA)}.job where name = 'release-unpaid-order' and (data->>'orderId')::int = ${orderId}`,
    );
    return rows;
  }

  it('writes a release job due in 30 minutes with each online order, which releases once and only an unpaid order', async () => {
    const unpaid = await placed(5, 8, { payment_method: 'online' });
    const paid = await placed(5, 9, { payment_method: 'online' });
    const cod = await placed(5, 10);
    expect(await releaseJobOf(unpaid.order.id)).toEqual([{ state: 'created', minutes: 30 }]);
    expect(await releaseJobOf(cod.order.id)).toEqual([]);
    await shop.services.orders.markPaid(paid.order.id);

    // The job runs when due; a retry of it (its worker died after the commit) finds nothing to do.
    for (let run = 0; run < 2; run += 1) {
      await shop.services.orders.releaseIfUnpaid({ orderId: unpaid.order.id });
      await shop.services.orders.releaseIfUnpaid({ orderId: paid.order.id });
    }
    expect(await stockOf(shop.db, unpaid.product.id)).toEqual({ quantity: 5, reserved: 0 });
    expect(await stockOf(shop.db, paid.product.id)).toEqual({ quantity: 5, reserved: 2 });
    const cancellations = await shop.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, unpaid.order.id), eq(orderEvents.status, 'cancelled')));
    expect(cancellations).toHaveLength(1);
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, paid.order.id));
    expect(row?.status).toBe('pending');
  });
});
