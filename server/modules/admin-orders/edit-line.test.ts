import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals } from '#domain/order-totals.ts';
import { readOutbox } from '#server/adapters/outbox.ts';
import { auditLog, orders, products } from '#server/db/schema.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// Staff change a line of an order before it ships (PATCH /api/admin/orders/:number/lines/:line_id):
// the shelf, the price, the totals and the money already taken are each checked.

interface Line {
  id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  line_total: number;
}

interface DeskOrder {
  order_number: string;
  updated_at: string;
  subtotal: number;
  delivery_charge: number;
  discount: number;
  total: number;
  amount_due: number;
  items: Line[];
  can_edit_lines: boolean;
  timeline: { status: string; note: string | null; staff_name: string | null }[];
}

describe.each(databaseKinds)('editing an order’s lines on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let handler: { cookie: string; id: number };
  let phoneSeq = 0;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    const member = await enrolledStaff(shop.app, shop.services, 'order_handler');
    handler = { cookie: member.cookie, id: member.id };
  }, 120_000);
  afterAll(() => shop?.close());

  const headers = () => ({ cookie: handler.cookie });

  /** A guest's cash order of two products (`first` units of one, one of the other), each with 10 in stock. */
  async function placed(first = 3) {
    phoneSeq += 1;
    const phone = `0181${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
    const a = await simpleProductWithStock(shop.db, 10, 60 + phoneSeq * 2);
    const b = await simpleProductWithStock(shop.db, 10, 61 + phoneSeq * 2);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...deliveryDetails,
        phone,
        items: [
          { product_id: a.id, quantity: first },
          { product_id: b.id, quantity: 1 },
        ],
      },
      headers: await provenPhone(shop, phone),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    const n = response.json().data.order_number as string;
    return { a, b, phone, n, order: await detail(n) };
  }

  async function detail(n: string): Promise<DeskOrder> {
    return (await shop.app.inject({ method: 'GET', url: `/api/admin/orders/${n}`, headers: headers() })).json().data;
  }

  const lineOf = (order: DeskOrder, productId: number) => order.items.find((item) => item.product_id === productId)!;

  const edit = (n: string, lineId: number, body: object) =>
    shop.app.inject({ method: 'PATCH', url: `/api/admin/orders/${n}/lines/${lineId}`, headers: headers(), payload: body });

  it('lowers a quantity: stock goes back, totals follow checkout’s rule, the timeline, audit and customer all hear of it', async () => {
    const { a, phone, n, order } = await placed(3);
    expect(await stockOf(shop.db, a.id)).toEqual({ quantity: 10, reserved: 3 });
    const line = lineOf(order, a.id);
    const answer = await edit(n, line.id, { action: 'set_quantity', quantity: 1, expected_updated_at: order.updated_at });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data as DeskOrder;
    expect(await stockOf(shop.db, a.id)).toEqual({ quantity: 10, reserved: 1 });
    const expected = orderTotals(
      after.items.map((item) => ({ unitPrice: item.unit_price, quantity: item.quantity })),
      order.delivery_charge,
    );
    expect(after).toMatchObject({ subtotal: expected.subtotal, total: expected.total, amount_due: expected.total });
    expect(after.total).toBe(order.total - 2 * line.unit_price);
    expect(lineOf(after, a.id)).toMatchObject({ quantity: 1, line_total: line.unit_price });
    expect(after.timeline.at(-1)).toMatchObject({ status: 'edited', staff_name: expect.stringMatching(/order_handler/) });
    expect(after.timeline.at(-1)!.note).toMatch(/quantity 3 → 1; total/);

    const [audit] = await shop.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, staffId: auditLog.staffId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.action, 'edit_line'), eq(auditLog.staffName, after.timeline.at(-1)!.staff_name!)));
    expect(audit).toMatchObject({ staffId: String(handler.id), before: { quantity: 3, total: order.total }, after: { quantity: 1, total: after.total } });

    await shop.services.orders.messagesSent();
    const texts = (await readOutbox(shop.dataDir, phone)).map((message) => message.text).join('\n');
    expect(texts).toMatch(new RegExp(`order ${n} was changed: .*quantity 3 → 1\\. New total`));

    // The customer's own view shows the new total.
    const tracked = await shop.app.inject({ method: 'GET', url: `/api/track-order?order_number=${n}&phone=${phone}` });
    expect(tracked.json().data.total).toBe(after.total);
  });

  it('reserves more units only while the shelf has them, and says how many are left', async () => {
    const { a, n, order } = await placed(2);
    const line = lineOf(order, a.id);
    // 10 in stock, 2 on this order: another order holds 5, so this line can have at most 5.
    await shop.db.update(products).set({ stockReserved: 7 }).where(eq(products.id, a.id));
    const refused = await edit(n, line.id, { action: 'set_quantity', quantity: 6, expected_updated_at: order.updated_at });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.quantity).toEqual(['Only 5 left.']);
    expect(await stockOf(shop.db, a.id)).toEqual({ quantity: 10, reserved: 7 });
    const taken = await edit(n, line.id, { action: 'set_quantity', quantity: 5, expected_updated_at: order.updated_at });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await stockOf(shop.db, a.id)).toEqual({ quantity: 10, reserved: 10 });
  });

  it('asks staff to agree to a price that moved since the sale (409 with the price), then charges it', async () => {
    const { a, n, order } = await placed(2);
    const line = lineOf(order, a.id);
    const newPrice = line.unit_price + 150;
    await shop.db.update(products).set({ retailPrice: newPrice, salePrice: null }).where(eq(products.id, a.id));
    const asked = await edit(n, line.id, { action: 'set_quantity', quantity: 1, expected_updated_at: order.updated_at });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ success: false, code: 'PRICE_CHANGED', current_unit_price: newPrice });
    expect((await detail(n)).total).toBe(order.total);
    const agreed = await edit(n, line.id, { action: 'set_quantity', quantity: 1, expected_unit_price: newPrice, expected_updated_at: order.updated_at });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const after = agreed.json().data as DeskOrder;
    expect(lineOf(after, a.id)).toMatchObject({ quantity: 1, unit_price: newPrice, line_total: newPrice });
    expect(after.total).toBe(order.total - 2 * line.unit_price + newPrice);
  });

  it('refuses a stale view with 409 and changes nothing', async () => {
    const { a, b, n, order } = await placed(3);
    const first = await edit(n, lineOf(order, a.id).id, { action: 'set_quantity', quantity: 2, expected_updated_at: order.updated_at });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await edit(n, lineOf(order, b.id).id, { action: 'remove', expected_updated_at: order.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This order was changed by someone else; reload.');
    expect((await detail(n)).items).toHaveLength(2);
    expect(await stockOf(shop.db, b.id)).toEqual({ quantity: 10, reserved: 1 });
  });

  it('removes a line but never the last one, and not once the parcel has shipped', async () => {
    const { a, b, n, order } = await placed(2);
    const removed = await edit(n, lineOf(order, b.id).id, { action: 'remove', expected_updated_at: order.updated_at });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json().data as DeskOrder;
    expect(after.items.map((item) => item.product_id)).toEqual([a.id]);
    expect(await stockOf(shop.db, b.id)).toEqual({ quantity: 10, reserved: 0 });
    const last = await edit(n, lineOf(after, a.id).id, { action: 'remove', expected_updated_at: after.updated_at });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.quantity[0]).toMatch(/cancel the order instead/);

    await shop.db.update(orders).set({ status: 'shipped' }).where(eq(orders.orderNumber, n));
    const shipped = await detail(n);
    expect(shipped.can_edit_lines).toBe(false);
    const late = await edit(n, lineOf(shipped, a.id).id, { action: 'set_quantity', quantity: 1, expected_updated_at: shipped.updated_at });
    expect(late.statusCode).toBe(409);
    expect((await edit(n, lineOf(shipped, a.id).id, { action: 'set_quantity', quantity: 21, expected_updated_at: shipped.updated_at })).statusCode).toBe(422);
  });

  it('never changes the total of an order paid online: raising or lowering is refused with where to go instead', async () => {
    const { a, n } = await placed(2);
    await shop.db.update(orders).set({ paymentMethod: 'online', paymentStatus: 'paid' }).where(eq(orders.orderNumber, n));
    const order = await detail(n);
    const line = lineOf(order, a.id);
    const raise = await edit(n, line.id, { action: 'set_quantity', quantity: 3, expected_updated_at: order.updated_at });
    expect(raise.statusCode).toBe(422);
    expect(raise.json().message).toMatch(/cannot be raised\. Take a refund and place a new order instead/);
    const lower = await edit(n, line.id, { action: 'set_quantity', quantity: 1, expected_updated_at: order.updated_at });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().message).toMatch(/Use the refunds desk instead/);
    expect(await stockOf(shop.db, a.id)).toEqual({ quantity: 10, reserved: 2 });
    expect((await detail(n)).total).toBe(order.total);
  });
});
