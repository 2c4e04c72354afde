import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCE_MESSAGES, type AdvanceRules, NO_ADVANCE_RULES } from '#domain/advance-payment.ts';
import { auditLog, orders, products } from '#server/db/schema.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { postForm } from '#server/modules/payments/test-support.ts';

// Advance payment on cash on delivery: the owner's rules, the order that checkout writes from them,
// the advance paid through the test gateway, and the order desk's handover and cash collection.

const OUTSIDE_DHAKA = { division: 'Sylhet', district: 'Moulvibazar', area: '' };

interface PlacedOrder {
  id: number;
  order_number: string;
  total: number;
  delivery_charge: number;
  advance_amount: number;
  advance_paid: boolean;
  amount_paid: number;
  amount_due: number;
}

describe.each(databaseKinds)('advance payment on cash on delivery on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Record<string, string>;
  let phoneSeq = 0;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
  }, 120_000);
  afterAll(() => shop?.close());

  async function setRules(change: Partial<AdvanceRules>) {
    const opened = (await shop.app.inject({ method: 'GET', url: '/api/admin/settings', headers: owner })).json().data;
    return shop.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: owner,
      payload: { version: opened.version, advance_payment: { ...NO_ADVANCE_RULES, ...change } },
    });
  }

  /** A cash order of one unit, from a number of its own (hold limits count per number). */
  async function placeCod(place: object = {}, product?: { id: number }): Promise<PlacedOrder> {
    phoneSeq += 1;
    const phone = `0181${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
    const bought = product ?? (await simpleProductWithStock(shop.db, 100));
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop, phone),
      payload: { ...deliveryDetails, ...place, phone, payment_method: 'cod', items: [{ product_id: bought.id, quantity: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as PlacedOrder & { contact: { phone: string } };
    return { ...order, phone } as PlacedOrder & { phone: string };
  }

  async function payAdvance(order: { order_number: string; phone: string }) {
    const started = await shop.app.inject({ method: 'POST', url: '/api/payments/init', payload: { order_number: order.order_number, phone: order.phone } });
    expect(started.statusCode, started.body).toBe(201);
    const tranId = started.json().data.tran_id as string;
    const page = await shop.services.payments.testPayment(tranId);
    const done = await postForm(shop.app, '/api/payments/test/complete', { tran_id: tranId, outcome: 'success' });
    expect(done.statusCode).toBe(303);
    return { tranId, amount: page?.amount };
  }

  const desk = (orderNumber: string) => ({
    step: (body: object) => shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/transitions`, headers: owner, payload: body }),
    collect: (amount: number) => shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/payment`, headers: owner, payload: { amount } }),
    get: async () => (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: owner })).json().data,
  });

  it('asks no advance while the rules are off, as a new shop has them', async () => {
    const order = await placeCod(OUTSIDE_DHAKA);
    expect(order).toMatchObject({ advance_amount: 0, advance_paid: false, amount_paid: 0, amount_due: order.total });
  });

  it('saves the rules audited, and refuses a bad one on its own field', async () => {
    const bad = await setRules({ outside_own_area: true, kind: 'percent', value: 0, above_total: -5 });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors['advance_payment.value']).toEqual([ADVANCE_MESSAGES.percent]);
    expect(errors['advance_payment.above_total']).toEqual([ADVANCE_MESSAGES.aboveTotal]);
    const saved = await setRules({ outside_own_area: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.advance_payment).toEqual({ ...NO_ADVANCE_RULES, outside_own_area: true });
    const audited = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_settings'), eq(auditLog.entityId, '1')));
    expect(audited.some((row) => (row.after as { advance_payment?: AdvanceRules }).advance_payment?.outside_own_area === true)).toBe(true);
  });

  it('asks the delivery charge outside Dhaka city only', async () => {
    expect((await setRules({ outside_own_area: true })).statusCode).toBe(200);
    const outside = await placeCod(OUTSIDE_DHAKA);
    expect(outside).toMatchObject({ advance_amount: outside.delivery_charge, amount_paid: 0, amount_due: outside.total });
    expect((await placeCod()).advance_amount).toBe(0);
  });

  it('asks a percentage of an order above the limit, rounded up', async () => {
    const product = await simpleProductWithStock(shop.db, 100, 1);
    const [row] = await shop.db.select({ price: products.price }).from(products).where(eq(products.id, product.id));
    expect((await setRules({ above_total: row!.price, kind: 'percent', value: 15 })).statusCode).toBe(200);
    const above = await placeCod({}, product);
    expect(above.advance_amount).toBe(Math.ceil((above.total * 15) / 100));
    expect((await setRules({ above_total: row!.price + 1000, kind: 'percent', value: 15 })).statusCode).toBe(200);
    expect((await placeCod({}, product)).advance_amount).toBe(0);
  });

  it('asks a fixed sum for a product marked “needs advance” in the product editor', async () => {
    const product = await simpleProductWithStock(shop.db, 100, 2);
    expect((await setRules({ flagged_products: true, kind: 'fixed', value: 500 })).statusCode).toBe(200);
    expect((await placeCod({}, product)).advance_amount).toBe(0);
    const mark = async (needs_advance: unknown) => {
      const opened = (await shop.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: owner })).json().data;
      return shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${product.id}`,
        headers: owner,
        payload: { version: opened.version, needs_advance },
      });
    };
    const wrong = await mark('yes');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.needs_advance).toBeDefined();
    const marked = await mark(true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.needs_advance).toBe(true);
    const flagged = await placeCod({}, product);
    expect(flagged.advance_amount).toBe(Math.min(500, flagged.total));
    await shop.db.update(products).set({ needsAdvance: false }).where(eq(products.id, product.id));
  });

  it('takes the advance through the test gateway, refuses the courier before it, and collects exactly the rest in cash', async () => {
    expect((await setRules({ outside_own_area: true })).statusCode).toBe(200);
    const order = (await placeCod(OUTSIDE_DHAKA)) as PlacedOrder & { phone: string };
    const advance = order.delivery_charge;
    const { step } = desk(order.order_number);
    expect((await step({ step: 'confirm', expected_status: 'pending' })).statusCode).toBe(200);
    expect((await step({ step: 'process', expected_status: 'confirmed' })).statusCode).toBe(200);
    const refused = await step({ step: 'ship', expected_status: 'processing', courier: 'Pathao', tracking_number: 'P-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADVANCE_MESSAGES.notPaid(advance));

    // An order pays its advance while it is new, as checkout sends the shopper to pay at once;
    // meanwhile the desk keeps it with the orders awaiting payment, not with those to confirm.
    const fresh = (await placeCod(OUTSIDE_DHAKA)) as PlacedOrder & { phone: string };
    const queue = async (name: string) =>
      (
        (await shop.app.inject({ method: 'GET', url: `/api/admin/orders?queue=${name}&q=${fresh.order_number}`, headers: owner })).json().data.orders as {
          order_number: string;
        }[]
      ).map((row) => row.order_number);
    expect(await queue('awaiting_payment')).toContain(fresh.order_number);
    expect(await queue('new')).not.toContain(fresh.order_number);
    const paid = await payAdvance(fresh);
    expect(paid.amount).toBe(fresh.advance_amount);
    const freshDesk = desk(fresh.order_number);
    const detail = await freshDesk.get();
    expect(detail).toMatchObject({
      payment_status: 'unpaid',
      advance_amount: fresh.advance_amount,
      advance_paid: true,
      amount_paid: fresh.advance_amount,
      amount_due: fresh.total - fresh.advance_amount,
    });
    const tracked = await shop.app.inject({ method: 'GET', url: `/api/track-order?order_number=${fresh.order_number}&phone=${fresh.phone}` });
    expect(tracked.json().data).toMatchObject({ amount_paid: fresh.advance_amount, amount_due: fresh.total - fresh.advance_amount });
    // A second "Pay" finds nothing left to pay online.
    const again = await shop.app.inject({ method: 'POST', url: '/api/payments/init', payload: { order_number: fresh.order_number, phone: fresh.phone } });
    expect(again.statusCode).toBe(409);

    for (const body of [
      { step: 'confirm', expected_status: 'pending' },
      { step: 'process', expected_status: 'confirmed' },
      { step: 'ship', expected_status: 'processing', courier: 'Pathao', tracking_number: 'P-2' },
      { step: 'deliver', expected_status: 'shipped' },
    ]) {
      const moved = await freshDesk.step(body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const whole = await freshDesk.collect(fresh.total);
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors.amount[0]).toMatch(/amount due/);
    const rest = await freshDesk.collect(fresh.total - fresh.advance_amount);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ payment_status: 'paid', amount_paid: fresh.total, amount_due: 0 });
  });

  it('releases an order whose advance stays unpaid, as an unpaid online order', async () => {
    expect((await setRules({ outside_own_area: true })).statusCode).toBe(200);
    const unpaid = await placeCod(OUTSIDE_DHAKA);
    const paidFirst = (await placeCod(OUTSIDE_DHAKA)) as PlacedOrder & { phone: string };
    await payAdvance(paidFirst);
    const noAdvance = await placeCod();
    for (const order of [unpaid, paidFirst, noAdvance]) await shop.services.payments.releaseIfUnpaid({ orderId: order.id });
    const statuses = await Promise.all(
      [unpaid, paidFirst, noAdvance].map(
        async (order) => (await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status,
      ),
    );
    expect(statuses).toEqual(['cancelled', 'pending', 'pending']);
  });
});
