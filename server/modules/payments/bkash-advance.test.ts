import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ADVANCE_RULES } from '#domain/advance-payment.ts';
import { shopSettings } from '#server/db/schema.ts';
import { type BkashStub, startBkashStub } from '#server/test/bkash-stub.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { orderRow, paymentRow, startPayment } from './test-support.ts';

const PUBLIC_URL = 'https://dokan.example';

// A shop with bKash and no card gateway: a cash order's advance is paid with bKash.
describe.each(databaseKinds)('an advance paid with bKash (a loopback stand-in) on %s', (kind) => {
  let stub: BkashStub;
  let shop: Awaited<ReturnType<typeof openTestApp>>;

  beforeAll(async () => {
    stub = await startBkashStub();
    shop = await openTestApp(kind, { env: { ...stub.env, PAYMENT_TEST_GATEWAY: 'false', PUBLIC_URL } });
    await shop.db
      .update(shopSettings)
      .set({ paymentMethods: { cod: true, online: false, bkash: true }, advanceRules: { ...NO_ADVANCE_RULES, outside_own_area: true } })
      .where(eq(shopSettings.id, 1));
    shop.services.settings.forget();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await stub?.close();
  });

  it('asks bKash for the advance only, and books it without marking the order paid', async () => {
    const product = await simpleProductWithStock(shop.db, 100);
    const phone = '01912345670';
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: await provenPhone(shop, phone),
      payload: { ...deliveryDetails, division: 'Sylhet', district: 'Moulvibazar', area: '', phone, items: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data as {
      id: number;
      order_number: string;
      total: number;
      delivery_charge: number;
      advance_amount: number;
      contact: { phone: string };
    };
    expect(order.advance_amount).toBe(order.delivery_charge);

    const started = await startPayment(shop.app, order, phone);
    expect(started.statusCode, started.body).toBe(201);
    const { tran_id, redirect_url, gateway } = started.json().data as { tran_id: string; redirect_url: string; gateway: string };
    expect(gateway).toBe('bkash');
    const paymentId = new URL(redirect_url).searchParams.get('paymentID') ?? '';
    expect(stub.payment(paymentId)).toMatchObject({ amount: `${order.advance_amount}.00`, merchantInvoiceNumber: tran_id });

    const back = stub.approve(paymentId);
    const answer = await shop.app.inject({ method: 'GET', url: back.slice(PUBLIC_URL.length) });
    expect(answer.headers.location).toBe(`/payment/success?order=${order.order_number}&tran_id=${tran_id}`);
    expect(await paymentRow(shop.db, tran_id)).toMatchObject({ status: 'paid', amount: order.advance_amount });
    const row = await orderRow(shop.db, order.id);
    expect(row.paymentStatus).toBe('unpaid');
    expect(row.advancePaidAt).not.toBeNull();
    expect(await shop.services.payments.result(tran_id)).toMatchObject({
      order_advance_paid: true,
      order_amount_paid: order.advance_amount,
      order_amount_due: order.total - order.advance_amount,
    });
  });
});
