import { eq } from 'drizzle-orm';
import { DEFAULT_DELIVERY_CHARGES } from '#domain/delivery.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '#server/db/schema.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { DEFAULT_HOLD_LIMITS } from './hold-limits.ts';
import { mergeLines, newOrderFields } from './order-lines.ts';
import { readForSale, writeSimpleOrder } from './place-simple-order.ts';

const options = {
  customerId: null,
  idempotencyKey: null,
  placedBy: `phone:${deliveryDetails.phone}`,
  requestHash: 'not checked on this path',
  holder: { phone: deliveryDetails.phone, addressKey: 'test-address', clientAddress: '127.0.0.1' },
  holdLimits: DEFAULT_HOLD_LIMITS,
  charges: DEFAULT_DELIVERY_CHARGES,
};
const noKey = { placedBy: options.placedBy, key: null };

// The quick path reads without a lock and writes in one statement: whatever changed in between
// must stop the write whole, so the careful path can answer from fresh rows.
describe.each(databaseKinds)('the quick order path on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  const orderCount = () => shop.db.$count(orders);
  const input = (productId: number, quantity: number) => ({ ...deliveryDetails, items: [{ product_id: productId, quantity }] });

  it('writes nothing when the price changed after the read', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 0);
    const lines = mergeLines([{ product_id: product.id, quantity: 1 }]);
    const read = await readForSale(shop.db, [product.id], noKey);
    const [before] = await shop.db.select({ retail: products.retailPrice }).from(products).where(eq(products.id, product.id));
    await shop.db
      .update(products)
      .set({ retailPrice: before!.retail + 500 })
      .where(eq(products.id, product.id));
    const count = await orderCount();
    expect(await writeSimpleOrder(shop.db, lines, read, input(product.id, 1), options)).toBeNull();
    expect(await orderCount()).toBe(count);
    expect(await stockOf(shop.db, product.id)).toEqual({ quantity: 10, reserved: 0 });
  });

  it('writes nothing when another order took the stock after the read, and reserves every line when nothing changed', async () => {
    const first = await simpleProductWithStock(shop.db, 10, 1);
    const scarce = await simpleProductWithStock(shop.db, 2, 2);
    const lines = mergeLines([
      { product_id: first.id, quantity: 1 },
      { product_id: scarce.id, quantity: 2 },
    ]);
    const stale = await readForSale(shop.db, [first.id, scarce.id], noKey);
    await shop.db.update(products).set({ stockReserved: 1 }).where(eq(products.id, scarce.id));
    const count = await orderCount();
    expect(await writeSimpleOrder(shop.db, lines, stale, { ...input(first.id, 1), items: lines }, options)).toBeNull();
    expect(await orderCount()).toBe(count);
    expect(await stockOf(shop.db, first.id)).toEqual({ quantity: 10, reserved: 0 });

    await shop.db.update(products).set({ stockReserved: 0 }).where(eq(products.id, scarce.id));
    const fresh = await readForSale(shop.db, [first.id, scarce.id], noKey);
    const written = await writeSimpleOrder(shop.db, lines, fresh, { ...input(first.id, 1), items: lines }, options);
    expect(written?.items.map((item) => [item.productId, item.quantity])).toEqual([
      [first.id, 1],
      [scarce.id, 2],
    ]);
    expect(written?.order.total).toBe(written!.order.subtotal + 70);
    expect(await stockOf(shop.db, scarce.id)).toEqual({ quantity: 2, reserved: 2 });
    expect(await orderCount()).toBe(count + 1);
  });
});

// The quick path writes its statement by hand around columns the schema names (server/db/insert-sql.ts):
// every field the order's fields name must land in its column, as drizzle's insert on the careful path puts it.
describe.each(databaseKinds)('the quick order path writes what the careful path would on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  it('stores each field of the order and its line in the column the schema names for it', async () => {
    const product = await simpleProductWithStock(shop.db, 10, 0);
    const input = { ...deliveryDetails, note: 'Call before coming', items: [{ product_id: product.id, quantity: 2 }] };
    const lines = mergeLines(input.items);
    const read = await readForSale(shop.db, [product.id], noKey);
    const written = await writeSimpleOrder(shop.db, lines, read, input, options);
    expect(written).not.toBeNull();
    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, written!.order.id));
    const [storedItem] = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, written!.order.id));
    const forSale = read.products.get(product.id)!;
    const unitPrice = forSale.sale ?? forSale.retail;
    const priced = [
      { productId: product.id, variantId: null, name: forSale.name, sku: forSale.sku, options: null, unitPrice, retailPrice: forSale.retail, quantity: 2 },
    ];
    const { orderNumber, ...expected } = newOrderFields(input, options, priced);
    expect(stored).toMatchObject({ ...expected, status: 'pending' });
    expect(stored!.orderNumber).toMatch(/\S/);
    expect(storedItem).toMatchObject({
      productId: product.id,
      variantId: null,
      name: forSale.name,
      sku: forSale.sku,
      options: null,
      unitPrice,
      retailPrice: forSale.retail,
      quantity: 2,
      lineTotal: unitPrice * 2,
    });
    expect(storedItem!.image).toEqual(expect.any(String));
    // What the statement answered is what it stored.
    expect(written!.order).toEqual(stored);
    expect(written!.items).toEqual([storedItem]);
  });
});
