import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMI_MESSAGES } from '#domain/emi.ts';
import { auditLog, emiBanks, orderItems, products } from '#server/db/schema.ts';
import { orderRow, paymentRow, postForm, startPayment } from '#server/modules/payments/test-support.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { type SslcommerzStub, startSslcommerzStub } from '#server/test/sslcommerz-stub.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// The EMI plan table as the back office edits it, the product answer's EMI figures, and an order
// paid on a plan through SSLCommerz (a loopback stand-in), on each database.

interface Bank {
  id: number;
  name: string;
  active: boolean;
  minimum_amount: number;
  charges: { months: number; charge_percent: number }[];
}

describe.each(databaseKinds)('EMI plans and orders on %s', (kind) => {
  let stub: SslcommerzStub;
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: Record<string, string>;
  let bank: Bank;

  beforeAll(async () => {
    stub = await startSslcommerzStub();
    shop = await openTestApp(kind, { env: stub.env });
    editor = { cookie: (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie };
    // Only this suite's bank offers EMI, so its figures are exact.
    await shop.db.update(emiBanks).set({ active: false });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await stub?.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = editor) =>
    shop.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

  it('adds a bank with its tenures, audited, and refuses bad input field by field', async () => {
    const created = await api('POST', '/emi-banks', {
      name: 'Test Bank',
      minimum_amount: 5000,
      charges: [
        { months: 12, charge_percent: 8.5 },
        { months: 3, charge_percent: 3 },
      ],
    });
    expect(created.statusCode).toBe(201);
    bank = created.json().data;
    expect(bank).toMatchObject({ name: 'Test Bank', active: true, minimum_amount: 5000, charges: [{ months: 3, charge_percent: 3 }, { months: 12 }] });
    const [audit] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'emi_bank'), eq(auditLog.entityId, String(bank.id))));
    expect(audit?.action).toBe('create');

    const bad = await api('POST', '/emi-banks', {
      name: ' ',
      minimum_amount: -1,
      charges: [
        { months: 5, charge_percent: 3 },
        { months: 6, charge_percent: 60 },
        { months: 9, charge_percent: 2.555 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: [EMI_MESSAGES.bankNameRequired],
      minimum_amount: [EMI_MESSAGES.minimumAmount],
      'charges.0.months': [EMI_MESSAGES.tenure],
      'charges.1.charge_percent': [EMI_MESSAGES.chargePercent],
      'charges.2.charge_percent': [EMI_MESSAGES.chargePercent],
    });
    const repeated = await api('POST', '/emi-banks', {
      name: 'test bank',
      charges: [
        { months: 3, charge_percent: 3 },
        { months: 3, charge_percent: 4 },
      ],
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toMatchObject({ 'charges.1.months': [EMI_MESSAGES.duplicateTenure] });
    const taken = await api('POST', '/emi-banks', { name: 'test bank', charges: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [EMI_MESSAGES.bankNameTaken] });
  });

  it('keeps the plan table to staff of the catalogue or of orders', async () => {
    expect((await api('GET', '/emi-banks', undefined, {})).statusCode).toBe(401);
    const handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    expect((await api('GET', '/emi-banks', undefined, handler)).statusCode).toBe(200);
    const customer = await registerCustomer(shop.app);
    expect((await api('GET', '/emi-banks', undefined, { authorization: `Bearer ${customer.token}` })).statusCode).toBe(403);
  });

  it('changes and deactivates a bank, audited', async () => {
    const changed = await api('PATCH', `/emi-banks/${bank.id}`, { minimum_amount: 6000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ minimum_amount: 6000, charges: bank.charges });
    expect((await api('PATCH', '/emi-banks/999999', { active: false })).statusCode).toBe(404);
    const off = await api('PATCH', `/emi-banks/${bank.id}`, { active: false });
    expect(off.json().data.active).toBe(false);
    const actions = await shop.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(bank.id)));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['update', 'deactivate']));
    const list = (await api('GET', '/emi-banks')).json().data as Bank[];
    expect(list.find((row) => row.id === bank.id)?.active).toBe(false);
    await api('PATCH', `/emi-banks/${bank.id}`, { active: true, minimum_amount: 5000 });
  });

  it('refuses a regular price below the cash price (422) and answers the EMI figures on the product', async () => {
    const product = await simpleProductWithStock(shop.db, 100);
    await shop.db.update(products).set({ retailPrice: 80_000, salePrice: null, regularPrice: null }).where(eq(products.id, product.id));
    const opened = (await api('GET', `/products/${product.id}`)).json().data;
    const low = await api('PATCH', `/products/${product.id}`, { version: opened.version, regular_price: 79_999 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({ regular_price: [EMI_MESSAGES.regularBelowCash] });
    const saved = await api('PATCH', `/products/${product.id}`, { version: opened.version, regular_price: 85_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.regular_price).toBe(85_000);

    const answer = (await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data;
    expect(answer).toMatchObject({ price: 80_000, regular_price: 85_000 });
    // 12 months at 8.5%: 85,000 + 7,225 = 92,225, 7,686 a month; 3 months at 3%: 87,550, 29,184 a month.
    expect(answer.emi_from_monthly).toBe(7686);
    expect(answer.emi_plans).toEqual([
      {
        bank_id: bank.id,
        bank: 'Test Bank',
        minimum_amount: 5000,
        charges: [
          { months: 3, charge_percent: 3 },
          { months: 12, charge_percent: 8.5 },
        ],
      },
    ]);
  });

  async function placeEmiOrder(productId: number, emi: object, paymentMethod = 'online') {
    const proven = await provenPhone(shop);
    return shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: proven,
      payload: { ...deliveryDetails, payment_method: paymentMethod, emi, items: [{ product_id: productId, quantity: 1 }] },
    });
  }

  it('prices an EMI order at the regular price plus the charge and asks SSLCommerz for that on EMI', async () => {
    const product = await simpleProductWithStock(shop.db, 100, 1);
    await shop.db.update(products).set({ retailPrice: 80_000, salePrice: null, regularPrice: 85_000 }).where(eq(products.id, product.id));
    const placed = await placeEmiOrder(product.id, { bank_id: bank.id, months: 12 });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    const delivery = order.delivery_charge as number;
    const charge = Math.ceil(((85_000 + delivery) * 850) / 10_000);
    expect(order).toMatchObject({
      subtotal: 85_000,
      total: 85_000 + delivery + charge,
      emi: { bank: 'Test Bank', months: 12, charge, monthly: Math.ceil((85_000 + delivery + charge) / 12) },
    });
    const [line] = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ unitPrice: 85_000, lineTotal: 85_000 });

    // Staff of orders cannot reprice its lines in cash under a charge worked out on regular prices.
    const handler = { cookie: (await enrolledStaff(shop.app, shop.services, 'order_handler')).cookie };
    const desk = (await api('GET', `/orders/${order.order_number}`, undefined, handler)).json().data;
    expect(desk).toMatchObject({ can_edit_lines: false, emi: { bank: 'Test Bank', months: 12 } });
    const edit = await api(
      'PATCH',
      `/orders/${order.order_number}/lines/${line!.id}`,
      { action: 'set_quantity', quantity: 2, expected_updated_at: desk.updated_at },
      handler,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(EMI_MESSAGES.orderLinesFixed);

    const started = await startPayment(shop.app, order);
    expect(started.statusCode).toBe(201);
    const { tran_id } = started.json().data;
    expect(stub.session(tran_id)).toMatchObject({
      total_amount: String(order.total),
      emi_option: '1',
      emi_max_inst_option: '12',
      emi_selected_inst: '12',
      emi_allow_only: '1',
    });
    expect(await paymentRow(shop.db, tran_id)).toMatchObject({ amount: order.total });

    // Paid for less than the EMI total (the cash price, say), the order stays unpaid.
    const short = stub.pay(tran_id, { amount: '80000.00', currency_amount: '80000.00' });
    await postForm(shop.app, '/api/payments/sslcommerz/ipn', stub.sign(short));
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('unpaid');
    const paid = stub.pay(tran_id);
    await postForm(shop.app, '/api/payments/sslcommerz/ipn', stub.sign(paid));
    expect((await orderRow(shop.db, order.id)).paymentStatus).toBe('paid');
  });

  it('refuses EMI on cash on delivery, below the minimum, and for a tenure the bank does not offer', async () => {
    const product = await simpleProductWithStock(shop.db, 100, 2);
    await shop.db.update(products).set({ retailPrice: 80_000, salePrice: null, regularPrice: null }).where(eq(products.id, product.id));
    const cod = await placeEmiOrder(product.id, { bank_id: bank.id, months: 12 }, 'cod');
    expect(cod.statusCode).toBe(422);
    expect(cod.json().errors).toEqual({ payment_method: [EMI_MESSAGES.onlineOnly] });
    const tenure = await placeEmiOrder(product.id, { bank_id: bank.id, months: 24 });
    expect(tenure.statusCode).toBe(422);
    expect(tenure.json().errors).toEqual({ 'emi.months': [EMI_MESSAGES.tenureUnknown('Test Bank')] });
    await shop.db.update(products).set({ retailPrice: 3000 }).where(eq(products.id, product.id));
    const small = await placeEmiOrder(product.id, { bank_id: bank.id, months: 3 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors).toEqual({ 'emi.bank_id': [EMI_MESSAGES.belowMinimum('Test Bank', 5000)] });
    // Nothing was held for the refused orders.
    const [row] = await shop.db.select({ reserved: products.stockReserved }).from(products).where(eq(products.id, product.id));
    expect(row?.reserved).toBe(0);
  });
});
