import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { KEY_REUSED } from './place-order.ts';

// An Idempotency-Key used to be global: whoever sent a used key got that order back, with its
// name, phone and address, and the key opened its thank-you page.
describe.each(databaseKinds)('Idempotency-Keys belong to their caller on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  const place = (body: object, headers: Record<string, string>) => shop.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers });

  it("never answers one caller's key with another caller's order", async () => {
    const product = await simpleProductWithStock(shop.db, 10, 11);
    const key = { 'idempotency-key': 'predictable-key-0001' };
    const owner = await provenPhone(shop, '01711111111');
    const stranger = await provenPhone(shop, '01722222222');
    const items = [{ product_id: product.id, quantity: 1 }];

    const first = await place({ ...deliveryDetails, phone: '01711111111', items }, { ...owner, ...key });
    expect(first.statusCode).toBe(201);
    const theirs = await place({ ...deliveryDetails, phone: '01722222222', name: 'Someone Else', address: 'Elsewhere 1', items }, { ...stranger, ...key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.order_number).not.toBe(first.json().data.order_number);
    expect(JSON.stringify(theirs.json())).not.toContain(deliveryDetails.name);

    // A customer's key is theirs alone too.
    const customer = await registerCustomer(shop.app);
    const signedIn = await place({ ...deliveryDetails, phone: '01711111111', items }, { ...owner, ...customer.auth, ...key });
    expect(signedIn.statusCode).toBe(201);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 3 });
  });

  it('answers a true retry with the first order and refuses the key for a different order', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 12);
    const owner = await provenPhone(shop, '01733333333');
    const key = { 'idempotency-key': 'retry-or-not-0002' };
    const body = { ...deliveryDetails, phone: '01733333333', items: [{ product_id: product.id, quantity: 2 }] };
    const first = await place(body, { ...owner, ...key });
    const retry = await place(
      {
        ...body,
        items: [
          { product_id: product.id, quantity: 1 },
          { product_id: product.id, quantity: 1 },
        ],
      },
      { ...owner, ...key },
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_number).toBe(first.json().data.order_number);
    const changed = await place({ ...body, items: [{ product_id: product.id, quantity: 3 }] }, { ...owner, ...key });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors['idempotency-key']).toEqual([KEY_REUSED]);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 2 });
  });

  it('shows a guest order on its thank-you page only to a browser that proved its number', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 13);
    const owner = await provenPhone(shop, '01744444444');
    const stranger = await provenPhone(shop, '01755555555');
    const placed = await place(
      { ...deliveryDetails, phone: '01744444444', items: [{ product_id: product.id, quantity: 1 }] },
      { ...owner, 'idempotency-key': 'thank-you-0003' },
    );
    const number = placed.json().data.order_number as string;
    const receipt = (passToken: string | null) => shop.services.orders.receipt(number, { customerId: null, passToken });
    expect((await receipt(owner['phone-token']!))?.order_number).toBe(number);
    expect(await receipt(stranger['phone-token']!)).toBeNull();
    expect(await receipt('thank-you-0003')).toBeNull();
    expect(await receipt(null)).toBeNull();
  });
});
