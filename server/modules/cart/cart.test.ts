import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_LINE_CAP } from '#domain/cart-lines.ts';
import { CART_MESSAGES, onlyLeftInStock } from '#domain/messages.ts';
import { products } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, variantWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

describe.each(databaseKinds)('the server cart on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    shop.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('adds, adds more of the same, changes and removes lines with prices from the database', async () => {
    const { auth } = await registerCustomer(shop.app);
    const product = await simpleProductWithStock(shop.db, 5);
    const added = await call('POST', '/api/cart/items', auth, { product_id: product.id, quantity: 1, price: 1 });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(CART_MESSAGES.added);
    const again = await call('POST', '/api/cart/items', auth, { product_id: product.id, quantity: 2 });
    const cart = again.json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product_id: product.id, quantity: 3, price: product.price, line_total: product.price * 3, problem: null });
    expect(cart).toMatchObject({ count: 3, subtotal: product.price * 3, has_problems: false });

    const capped = await call('PATCH', `/api/cart/items/${cart.items[0].id}`, auth, { quantity: 9 });
    expect(capped.json().message).toBe('Only 5 left in stock.');
    expect(capped.json().data.items[0].quantity).toBe(5);
    expect((await call('PATCH', `/api/cart/items/${cart.items[0].id}`, auth, { quantity: 0 })).statusCode).toBe(422);

    const removed = await call('DELETE', `/api/cart/items/${cart.items[0].id}`, auth);
    expect(removed.json()).toMatchObject({ message: CART_MESSAGES.removed, data: { items: [], count: 0 } });
  });

  it('refuses call-for-price, out-of-stock and option-less adds of products with options', async () => {
    const { auth } = await registerCustomer(shop.app);
    const soldOut = await simpleProductWithStock(shop.db, 0, 1);
    expect((await call('POST', '/api/cart/items', auth, { product_id: soldOut.id })).json().message).toBe(CART_MESSAGES.outOfStock);
    const callForPrice = await simpleProductWithStock(shop.db, 5, 2);
    await shop.db.update(products).set({ retailPrice: 0, salePrice: null }).where(eq(products.id, callForPrice.id));
    const refused = await call('POST', '/api/cart/items', auth, { product_id: callForPrice.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CART_MESSAGES.callForPriceCannotAdd);
    const variant = await variantWithStock(shop.db, 3);
    expect((await call('POST', '/api/cart/items', auth, { product_id: variant.productId })).statusCode).toBe(422);
    expect((await call('POST', '/api/cart/items', auth, { product_id: variant.productId, variant_id: variant.variantId })).statusCode).toBe(200);
  });

  it('merges the guest cart at sign-in: guest quantities win, bad lines are skipped', async () => {
    const { auth } = await registerCustomer(shop.app);
    const kept = await simpleProductWithStock(shop.db, 10, 3);
    const both = await simpleProductWithStock(shop.db, 10, 4);
    await call('POST', '/api/cart/items', auth, { product_id: kept.id, quantity: 1 });
    await call('POST', '/api/cart/items', auth, { product_id: both.id, quantity: 4 });
    const merged = await call('POST', '/api/cart/merge', auth, {
      items: [{ product_id: both.id, quantity: 2 }, { product_id: 999_999, quantity: 1 }, { product_id: 'x' }],
    });
    expect(merged.statusCode).toBe(200);
    const lines = merged.json().data.items.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity]);
    expect(lines).toEqual([
      [kept.id, 1],
      [both.id, 2],
    ]);
    expect(merged.json().data.skipped).toHaveLength(2);
  });

  it('flags lines that became unbuyable and leaves them out of the subtotal', async () => {
    const { auth } = await registerCustomer(shop.app);
    const product = await simpleProductWithStock(shop.db, 4, 5);
    await call('POST', '/api/cart/items', auth, { product_id: product.id, quantity: 3 });
    await shop.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, product.id));
    const cart = (await call('GET', '/api/cart', auth)).json().data;
    expect(cart.items[0]).toMatchObject({ problem: 'not_enough_stock', available: 2 });
    expect(cart).toMatchObject({ subtotal: 0, has_problems: true });
  });

  it('belongs to its customer only', async () => {
    const owner = await registerCustomer(shop.app);
    const other = await registerCustomer(shop.app);
    const product = await simpleProductWithStock(shop.db, 5, 6);
    const line = (await call('POST', '/api/cart/items', owner.auth, { product_id: product.id })).json().data.items[0];
    expect((await call('PATCH', `/api/cart/items/${line.id}`, other.auth, { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/cart/items/${line.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/cart', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/cart', other.auth)).json().data.items).toEqual([]);
  });

  it("saves the browser's copy whole: missing lines go, quantities are capped, bad lines skipped", async () => {
    const { auth } = await registerCustomer(shop.app);
    const dropped = await simpleProductWithStock(shop.db, 10, 7);
    const kept = await simpleProductWithStock(shop.db, 3, 8);
    const added = await simpleProductWithStock(shop.db, 10, 9);
    await call('POST', '/api/cart/items', auth, { product_id: dropped.id });
    await call('POST', '/api/cart/items', auth, { product_id: kept.id });
    const saved = await call('PUT', '/api/cart', auth, {
      items: [
        { product_id: kept.id, quantity: 5 },
        { product_id: added.id, quantity: 2 },
        { product_id: 999_999, quantity: 1 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const lines = saved.json().data.items.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity]);
    expect(lines).toEqual([
      [kept.id, 3],
      [added.id, 2],
    ]);
    expect(saved.json().data.skipped).toHaveLength(1);
    expect((await call('PUT', '/api/cart', auth, { items: [] })).json().data.items).toEqual([]);
    expect((await call('PUT', '/api/cart', {}, { items: [] })).statusCode).toBe(401);
  });

  it("prices a guest's cart from the database without storing it", async () => {
    const product = await simpleProductWithStock(shop.db, 2, 10);
    const quoted = await call('POST', '/api/cart/quote', {}, { items: [{ product_id: product.id, quantity: 3, price: 1 }] });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data).toMatchObject({
      items: [{ id: null, product_id: product.id, price: product.price, quantity: 3, available: 2, problem: 'not_enough_stock' }],
      subtotal: 0,
      has_problems: true,
    });
    const fine = (await call('POST', '/api/cart/quote', {}, { items: [{ product_id: product.id, quantity: 2 }] })).json().data;
    expect(fine).toMatchObject({ subtotal: product.price * 2, has_problems: false, count: 2 });
    await shop.db.update(products).set({ stockQuantity: 100 }).where(eq(products.id, product.id));
    const tooMany = (await call('POST', '/api/cart/quote', {}, { items: [{ product_id: product.id, quantity: 25 }] })).json().data;
    expect(tooMany).toMatchObject({ items: [{ quantity: 25, problem: 'over_limit' }], has_problems: true });
    const bad = await call('POST', '/api/cart/quote', {}, { items: [{ product_id: 'x' }] });
    expect(bad.statusCode).toBe(422);
  });

  describe('holds each product to 20 after its lines are added up', () => {
    const linesOf = (cart: { items: { product_id: number; quantity: number }[] }) => cart.items.map((line) => [line.product_id, line.quantity]);

    it('when more of a product in the cart is added', async () => {
      const { auth } = await registerCustomer(shop.app);
      const product = await simpleProductWithStock(shop.db, 50, 11);
      await call('POST', '/api/cart/items', auth, { product_id: product.id, quantity: 15 });
      const more = await call('POST', '/api/cart/items', auth, { product_id: product.id, quantity: 15 });
      expect(more.statusCode).toBe(200);
      expect(more.json().message).toBe(OVER_LINE_CAP);
      expect(linesOf(more.json().data)).toEqual([[product.id, 20]]);
    });

    it('when the saved cart has a product twice, saying which lines were cut and why', async () => {
      const { auth } = await registerCustomer(shop.app);
      const twice = await simpleProductWithStock(shop.db, 50, 12);
      const scarce = await simpleProductWithStock(shop.db, 3, 13);
      const saved = await call('PUT', '/api/cart', auth, {
        items: [
          { product_id: twice.id, quantity: 20 },
          { product_id: scarce.id, quantity: 2 },
          { product_id: twice.id, quantity: 20 },
          { product_id: scarce.id, quantity: 2 },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(linesOf(saved.json().data)).toEqual([
        [twice.id, 20],
        [scarce.id, 3],
      ]);
      expect(saved.json().data.adjusted).toEqual([
        { product_id: twice.id, variant_id: null, quantity: 20, reason: OVER_LINE_CAP },
        { product_id: scarce.id, variant_id: null, quantity: 3, reason: onlyLeftInStock(3) },
      ]);
      expect(linesOf((await call('GET', '/api/cart', auth)).json().data)).toEqual(linesOf(saved.json().data));
    });

    it('when a guest cart merges in: its lines of a product add up, win over the saved line, and stop at 20', async () => {
      const { auth } = await registerCustomer(shop.app);
      const product = await simpleProductWithStock(shop.db, 50, 14);
      await call('POST', '/api/cart/items', auth, { product_id: product.id, quantity: 4 });
      const merged = await call('POST', '/api/cart/merge', auth, {
        items: [
          { product_id: product.id, quantity: 15 },
          { product_id: product.id, quantity: 10 },
        ],
      });
      expect(merged.statusCode).toBe(200);
      expect(linesOf(merged.json().data)).toEqual([[product.id, 20]]);
      expect(merged.json().data.adjusted).toEqual([{ product_id: product.id, variant_id: null, quantity: 20, reason: OVER_LINE_CAP }]);
      const single = await call('POST', '/api/cart/merge', auth, { items: [{ product_id: product.id, quantity: 25 }] });
      expect(linesOf(single.json().data)).toEqual([[product.id, 20]]);
      expect(single.json().data.skipped).toEqual([]);
    });

    it("when a guest's cart is priced: one line, flagged over the limit", async () => {
      const product = await simpleProductWithStock(shop.db, 50, 15);
      const quoted = (
        await call(
          'POST',
          '/api/cart/quote',
          {},
          {
            items: [
              { product_id: product.id, quantity: 20 },
              { product_id: product.id, quantity: 20 },
            ],
          },
        )
      ).json().data;
      expect(quoted).toMatchObject({ items: [{ product_id: product.id, quantity: 40, problem: 'over_limit' }], subtotal: 0, has_problems: true });
      expect(quoted.items).toHaveLength(1);
    });
  });
});
