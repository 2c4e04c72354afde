import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaToday } from '#domain/dates.ts';
import { orders } from '#server/db/schema.ts';
import { setPaymentStatus } from '#server/modules/orders/lifecycle.ts';
import { newOrderNumber } from '#server/modules/orders/order-number.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The guidelines' windows as the order desk sees them: when an order's delivery clock starts, when
// it is late, and the refund day of a prepaid order cancelled before delivery.

const DAY_MS = 86_400_000;
const daysFromToday = (days: number) => new Date(Date.parse(`${dhakaToday()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface RefundDue {
  order_number: string;
  refund_due_by: string;
  overdue: boolean;
}

interface DeskOrder {
  order_number: string;
  deliver_by: string | null;
  late: boolean;
  refund_due_by: string | null;
}

describe.each(databaseKinds)('delivery and refund windows on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let cookie: string;
  let refundsCookie: string;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    cookie = (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie;
    refundsCookie = (await enrolledStaff(shop.app, shop.services, 'manager')).cookie;
  }, 120_000);
  afterAll(() => shop?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    shop.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  async function deskOrder(number: string) {
    const response = await call('GET', `/api/admin/orders/${number}`);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data as DeskOrder;
  }

  async function order(input: Parameters<typeof insertOrder>[2], zone: string) {
    const row = await insertOrder(shop.db, null, input);
    // The desk takes order numbers in checkout's own form.
    const orderNumber = newOrderNumber();
    await shop.db.update(orders).set({ deliveryZone: zone, orderNumber }).where(eq(orders.id, row.id));
    return { ...row, orderNumber };
  }

  it('starts a cash-on-delivery order’s window at confirmation: 5 days inside Dhaka city, 10 elsewhere', async () => {
    const city = await order({ paymentMethod: 'cod' }, 'inside_dhaka_city');
    const elsewhere = await order({ paymentMethod: 'cod' }, 'rest_of_bangladesh');
    expect((await deskOrder(city.orderNumber)).deliver_by).toBeNull();
    for (const placed of [city, elsewhere]) {
      const confirmed = await call('POST', `/api/admin/orders/${placed.orderNumber}/transitions`, { step: 'confirm', expected_status: 'pending' });
      expect(confirmed.statusCode).toBe(200);
    }
    expect(await deskOrder(city.orderNumber)).toMatchObject({ deliver_by: daysFromToday(5), late: false });
    expect(await deskOrder(elsewhere.orderNumber)).toMatchObject({ deliver_by: daysFromToday(10), late: false });
  });

  it('starts an order paid ahead at its full payment, and confirming it later does not move the day', async () => {
    const online = await order({ paymentMethod: 'online' }, 'dhaka_suburbs');
    await setPaymentStatus(shop.db, online.id, 'paid', 'gateway');
    expect((await deskOrder(online.orderNumber)).deliver_by).toBe(daysFromToday(10));
    await shop.db
      .update(orders)
      .set({ deliverBy: daysFromToday(3) })
      .where(eq(orders.id, online.id));
    await call('POST', `/api/admin/orders/${online.orderNumber}/transitions`, { step: 'confirm', expected_status: 'pending' });
    expect((await deskOrder(online.orderNumber)).deliver_by).toBe(daysFromToday(3));
  });

  it('flags an undelivered order past its day as late, in its own queue, and never a delivered one', async () => {
    const late = await order({ status: 'shipped', paymentMethod: 'cod' }, 'inside_dhaka_city');
    const dueToday = await order({ status: 'shipped', paymentMethod: 'cod' }, 'inside_dhaka_city');
    const delivered = await order({ status: 'delivered', paymentMethod: 'cod' }, 'inside_dhaka_city');
    await shop.db
      .update(orders)
      .set({ deliverBy: daysFromToday(-1) })
      .where(eq(orders.id, late.id));
    await shop.db
      .update(orders)
      .set({ deliverBy: daysFromToday(0) })
      .where(eq(orders.id, dueToday.id));
    await shop.db
      .update(orders)
      .set({ deliverBy: daysFromToday(-3) })
      .where(eq(orders.id, delivered.id));

    const queue = (await call('GET', '/api/admin/orders?queue=late')).json().data as { orders: DeskOrder[]; counts: { late: number } };
    expect(queue.orders.map((row) => row.order_number)).toEqual([late.orderNumber]);
    expect(queue.orders[0]).toMatchObject({ late: true, deliver_by: daysFromToday(-1) });
    expect(queue.counts.late).toBe(1);
    expect((await deskOrder(late.orderNumber)).late).toBe(true);
    expect((await deskOrder(dueToday.orderNumber)).late).toBe(false);
    expect((await deskOrder(delivered.orderNumber)).late).toBe(false);
    // A search counts the queues from one sample; it must agree.
    const searched = (await call('GET', `/api/admin/orders?queue=late&q=${late.orderNumber}`)).json().data as { counts: { late: number } };
    expect(searched.counts.late).toBe(1);
  });

  it('gives a prepaid order cancelled before delivery 10 days for its money to be back, and a cash order none', async () => {
    const online = await order({ paymentMethod: 'online' }, 'inside_dhaka_city');
    await setPaymentStatus(shop.db, online.id, 'paid', 'gateway');
    const cancelled = await call('POST', `/api/admin/orders/${online.orderNumber}/transitions`, {
      step: 'cancel',
      expected_status: 'pending',
      reason: 'Out of stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await deskOrder(online.orderNumber)).toMatchObject({ refund_due_by: daysFromToday(10), late: false });
    const held = async () => (await call('GET', '/api/admin/refunds/cancelled-prepaid', undefined, refundsCookie)).json().data as RefundDue[];
    expect((await held()).find((row) => row.order_number === online.orderNumber)).toMatchObject({ refund_due_by: daysFromToday(10), overdue: false });
    await shop.db
      .update(orders)
      .set({ refundDueBy: daysFromToday(-1) })
      .where(eq(orders.id, online.id));
    expect((await held()).find((row) => row.order_number === online.orderNumber)?.overdue).toBe(true);
    // Sent back in full: nothing is held any more.
    await shop.services.orders.markRefunded(online.id, 'Refunded through the gateway');
    expect((await held()).map((row) => row.order_number)).not.toContain(online.orderNumber);

    const cash = await order({ paymentMethod: 'cod' }, 'inside_dhaka_city');
    await call('POST', `/api/admin/orders/${cash.orderNumber}/transitions`, { step: 'cancel', expected_status: 'pending', reason: 'Customer asked' });
    expect((await deskOrder(cash.orderNumber)).refund_due_by).toBeNull();
  });
});
