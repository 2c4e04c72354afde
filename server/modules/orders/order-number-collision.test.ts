import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

// The next numbers to hand out before drawing real ones: two orders asking for one number collide.
const forced = vi.hoisted(() => ({ numbers: [] as string[] }));
vi.mock('./order-number.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./order-number.ts')>();
  return { ...original, newOrderNumber: () => forced.numbers.shift() ?? original.newOrderNumber() };
});

describe.each(databaseKinds)('an order number drawn twice on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let proven: Record<string, string> = {};
  beforeAll(async () => {
    shop = await openTestApp(kind);
    proven = await provenPhone(shop);
  });
  afterAll(() => shop?.close());

  it('places the second order under a fresh number, with its stock reserved once', async () => {
    const product = await simpleProductWithStock(shop.db, 10);
    const taken = kind === 'pglite' ? 'DK261121-AAAAAA' : 'DK261121-BBBBBB';
    forced.numbers.push(taken, taken);
    const place = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] },
        headers: proven,
      });
    const first = await place();
    const second = await place();
    expect(first.statusCode).toBe(201);
    expect(first.json().data.order_number).toBe(taken);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order_number).not.toBe(taken);
    expect(forced.numbers).toEqual([]);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 2 });
  });
});
