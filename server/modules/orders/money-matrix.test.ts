import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ADVANCE_RULES } from '#domain/advance-payment.ts';
import { DEFAULT_DELIVERY_CHARGES } from '#domain/delivery.ts';
import { deliveryChargeFor } from '#domain/delivery-zone.ts';
import { emiBanks, orderItems, products } from '#server/db/schema.ts';
import { invoiceTotals } from '#server/modules/admin-orders/print/invoice-totals.ts';
import { paymentRow, startPayment } from '#server/modules/payments/test-support.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { type SslcommerzStub, startSslcommerzStub } from '#server/test/sslcommerz-stub.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The money checks: for a matrix of carts, places and ways to pay, every amount is whole taka and
// the parts add up the same way on the order, on its invoice and in what the gateway is asked for:
// lines → subtotal; subtotal − discount + delivery + EMI charge → total; advance paid + due → total.

/** Cash and regular (EMI) prices of the matrix's products, picked so rounding shows if it is wrong. */
const PRICES = [
  { cash: 1_299, regular: null },
  { cash: 24_999, regular: 26_499 },
  { cash: 84_750, regular: 89_990 },
] as const;

const CARTS: { name: string; lines: { product: number; quantity: number }[] }[] = [
  { name: 'one cheap item', lines: [{ product: 0, quantity: 1 }] },
  { name: 'three of one', lines: [{ product: 1, quantity: 3 }] },
  {
    name: 'a mixed cart',
    lines: [
      { product: 0, quantity: 2 },
      { product: 1, quantity: 1 },
      { product: 2, quantity: 1 },
    ],
  },
];

const PLACES = {
  'Dhaka city': { division: 'Dhaka', district: 'Dhaka', area: 'Banani' },
  'Dhaka suburbs': { division: 'Dhaka', district: 'Gazipur', area: 'Tongi' },
  Sylhet: { division: 'Sylhet', district: 'Moulvibazar', area: '' },
} as const;

/** Cash pays an advance when its total is over the rule's threshold (below), so the matrix has cash orders with and without one. */
type Way = 'cash' | 'card' | 'card on a 12-month EMI';
const WAYS: Way[] = ['cash', 'card', 'card on a 12-month EMI'];

/** The EMI bank of this suite: 12 months at 7.25%, from ৳5,000. */
const EMI_PERCENT = 7.25;

interface Order {
  id: number;
  order_number: string;
  subtotal: number;
  discount: number;
  delivery_charge: number;
  total: number;
  emi: { bank: string; months: number; charge: number; monthly: number } | null;
  advance_amount: number;
  amount_paid: number;
  amount_due: number;
}

const taka = (shown: string) => Number(shown.replace(/[৳,\s]/g, ''));

describe.each(databaseKinds)('money adds up on %s', (kind) => {
  let stub: SslcommerzStub;
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let owner: Record<string, string>;
  let productIds: number[] = [];
  let bankId: number;

  beforeAll(async () => {
    stub = await startSslcommerzStub();
    shop = await openTestApp(kind, { env: stub.env });
    owner = { cookie: (await enrolledStaff(shop.app, shop.services, 'owner')).cookie };
    const picked = await shop.db.select({ id: products.id }).from(products).where(eq(products.type, 'simple')).orderBy(products.id).limit(PRICES.length);
    productIds = picked.map((row) => row.id);
    for (const [index, price] of PRICES.entries()) {
      await shop.db
        .update(products)
        .set({ retailPrice: price.cash, salePrice: null, regularPrice: price.regular, stockQuantity: 10_000, stockReserved: 0, status: 1 })
        .where(eq(products.id, productIds[index]!));
    }
    // Only this suite's bank offers EMI, so the charge is known.
    await shop.db.update(emiBanks).set({ active: false });
    const bank = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/emi-banks',
      headers: owner,
      payload: { name: 'Matrix Bank', minimum_amount: 5_000, charges: [{ months: 12, charge_percent: EMI_PERCENT }] },
    });
    expect(bank.statusCode, bank.body).toBe(201);
    bankId = bank.json().data.id;
    // A cash order pays 15% of its total ahead (rounded up) once it is over ৳2,000.
    const opened = (await shop.app.inject({ method: 'GET', url: '/api/admin/settings', headers: owner })).json().data;
    const rules = await shop.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: owner,
      payload: { version: opened.version, advance_payment: { ...NO_ADVANCE_RULES, above_total: 2_000, kind: 'percent', value: 15 } },
    });
    expect(rules.statusCode, rules.body).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await stub?.close();
  });

  // EMI under the bank's minimum is refused, which server/modules/emi checks; the cheap cart is not offered it here.
  const emiEligible = (cart: (typeof CARTS)[number]) => cart.lines.reduce((sum, line) => sum + PRICES[line.product]!.cash * line.quantity, 0) >= 5_000;
  const cases = CARTS.flatMap((cart) =>
    (Object.keys(PLACES) as (keyof typeof PLACES)[]).flatMap((place) =>
      WAYS.filter((way) => way !== 'card on a 12-month EMI' || emiEligible(cart)).map((way) => ({ cart, place, way })),
    ),
  );

  it.each(cases)('$cart.name to $place, paid by $way', async ({ cart, place, way }) => {
    const emi = way === 'card on a 12-month EMI';
    const cardPaid = way.startsWith('card');
    const lines = cart.lines.map((line) => ({ ...line, price: PRICES[line.product]!, id: productIds[line.product]! }));
    const cashSubtotal = lines.reduce((sum, line) => sum + line.price.cash * line.quantity, 0);
    const regularSubtotal = lines.reduce((sum, line) => sum + (line.price.regular ?? line.price.cash) * line.quantity, 0);
    const quote = deliveryChargeFor(PLACES[place], DEFAULT_DELIVERY_CHARGES);
    if (!quote.ok) throw new Error(quote.message);
    const expectedSubtotal = emi ? regularSubtotal : cashSubtotal;

    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop),
      payload: {
        ...deliveryDetails,
        ...PLACES[place],
        payment_method: cardPaid ? 'online' : 'cod',
        ...(emi ? { emi: { bank_id: bankId, months: 12 } } : {}),
        items: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as Order;

    // Every amount is whole taka.
    for (const amount of [
      order.subtotal,
      order.discount,
      order.delivery_charge,
      order.total,
      order.advance_amount,
      order.amount_paid,
      order.amount_due,
      order.emi?.charge ?? 0,
    ])
      expect(Number.isInteger(amount)).toBe(true);

    // Lines → subtotal, at the cash price or, on EMI, the regular price.
    const stored = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(stored.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)).toBe(order.subtotal);
    expect(stored.every((line) => line.lineTotal === line.unitPrice * line.quantity)).toBe(true);
    expect(order.subtotal).toBe(expectedSubtotal);
    expect(order.delivery_charge).toBe(quote.charge);

    // Subtotal − discount + delivery + EMI charge → total.
    const emiCharge = emi ? Math.ceil(((expectedSubtotal + quote.charge) * EMI_PERCENT) / 100) : 0;
    expect(order.emi?.charge ?? 0).toBe(emiCharge);
    expect(order.total).toBe(order.subtotal - order.discount + order.delivery_charge + emiCharge);
    if (emi) expect(order.emi?.monthly).toBe(Math.ceil(order.total / 12));

    // The advance: 15% of a cash order's total over ৳2,000, rounded up; paid + due is the total.
    const expectedAdvance = !cardPaid && order.total > 2_000 ? Math.ceil((order.total * 15) / 100) : 0;
    expect(order.advance_amount).toBe(expectedAdvance);
    expect(order.amount_paid + order.amount_due).toBe(order.total);

    // The invoice's rows say the same.
    const detail = await shop.services.adminOrders.detail(order.order_number);
    const invoice = invoiceTotals(detail);
    const before = invoice.before.map(([, shown]) => taka(shown));
    expect(before.reduce((sum, amount) => sum + amount, 0)).toBe(order.total);
    expect(taka(invoice.total[1])).toBe(order.total);
    if (expectedAdvance > 0) {
      expect(invoice.after.map(([, shown]) => taka(shown))).toEqual([order.amount_paid, order.amount_due]);
    }

    // The gateway is asked for the total (card, EMI) or the advance (cash), and the payment row records it.
    if (cardPaid || expectedAdvance > 0) {
      const started = await startPayment(shop.app, order);
      expect(started.statusCode, started.body).toBe(201);
      const tranId = started.json().data.tran_id as string;
      const asked = cardPaid ? order.total : expectedAdvance;
      expect(stub.session(tranId)).toMatchObject({ total_amount: String(asked), currency: 'BDT' });
      if (emi) expect(stub.session(tranId)).toMatchObject({ emi_option: '1', emi_selected_inst: '12' });
      expect(await paymentRow(shop.db, tranId)).toMatchObject({ amount: asked });
    }
  });
});
