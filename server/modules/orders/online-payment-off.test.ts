import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, outboxMessages } from '#server/adapters/outbox.ts';
import { orders } from '#server/db/schema.ts';
import { PAYMENT_API_MESSAGES } from '#server/modules/payments/messages.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { placeOrderFromForm } from '#app/lib/checkout/place-order-action.server.ts';

// No SSLCommerz credentials and no test gateway: nobody can take an online payment.
describe.each(databaseKinds)('online payment with no gateway on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind, { env: { NODE_ENV: 'development', PAYMENT_TEST_GATEWAY: 'false' } });
  });
  afterAll(() => shop?.close());

  const messagesSent = async () => {
    await shop.services.orders.messagesSent();
    return outboxMessages(outboxDir(shop.dataDir)).length;
  };
  const order = (productId: number, headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { ...deliveryDetails, payment_method: 'online', items: [{ product_id: productId, quantity: 2 }], ...extra },
    });

  it('refuses an online order on its payment_method, holding no stock and sending nothing', async () => {
    const product = await simpleProductWithStock(shop.db, 10);
    const proven = await provenPhone(shop);
    const ordersBefore = await shop.db.$count(orders);
    const sentBefore = await messagesSent();

    const refused = await order(product.id, proven);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ payment_method: [PAYMENT_API_MESSAGES.unavailable] });
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });
    expect(await shop.db.$count(orders)).toBe(ordersBefore);
    expect(await messagesSent()).toBe(sentBefore);

    // Cash on delivery still goes through.
    const cod = await order(product.id, proven, { payment_method: 'cod' });
    expect(cod.statusCode).toBe(201);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 2 });
  });

  it('refuses it before using up the SMS code sent with the order', async () => {
    const product = await simpleProductWithStock(shop.db, 10);
    const phone = '01812345670';
    await shop.app.inject({ method: 'POST', url: '/api/checkout/phone-codes', payload: { phone } });
    const code = outboxMessages(outboxDir(shop.dataDir))
      .filter((message) => message.to === phone)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();

    const refused = await order(product.id, {}, { phone, phone_code: code });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['payment_method']);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });
    // The same code still places the order once the shopper chooses cash on delivery.
    expect((await order(product.id, {}, { phone, phone_code: code, payment_method: 'cod' })).statusCode).toBe(201);
  });

  it('offers only cash on delivery, and the checkout page refuses online before texting a code', async () => {
    expect(await shop.services.orders.paymentMethods()).toEqual(['cod']);
    const product = await simpleProductWithStock(shop.db, 10);
    const sentBefore = await messagesSent();
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...deliveryDetails, phone: '01912345671', payment_method: 'online' })) form.set(field, value);
    form.set('items', JSON.stringify([{ product_id: product.id, quantity: 1 }]));
    form.set('checkout_key', 'checkout-key-online-off-0001');
    const url = new URL('http://localhost/checkout');
    const answer = await placeOrderFromForm(
      shop.services,
      { request: new Request(url, { method: 'POST', body: form }), url },
      { customerId: null, accountEmail: null, clientAddress: '203.0.113.9' },
    );

    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({ ok: false, fieldErrors: { payment_method: PAYMENT_API_MESSAGES.unavailable } });
    expect(await messagesSent()).toBe(sentBefore);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });
  });
});
