import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSaleItems, flashSales, products } from '#server/db/schema.ts';
import { registerCustomer } from '#server/test/accounts.ts';
import { simpleProductWithStock, variantWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

const HOUR_MS = 3_600_000;
const DHAKA_CITY_DELIVERY = 70;

describe.each(databaseKinds)('a flash sale on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let proven: Record<string, string> = {};
  beforeAll(async () => {
    shop = await openTestApp(kind);
    proven = await provenPhone(shop);
  });
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url, payload, headers });

  /** A sale of one product whose window is placed relative to now. */
  async function saleOf(productId: number, flashPrice: number, startsInMs: number, endsInMs: number) {
    const now = Date.now();
    const [sale] = await shop.db
      .insert(flashSales)
      .values({ title: 'Test flash sale', startsAt: new Date(now + startsInMs), endsAt: new Date(now + endsInMs) })
      .returning();
    await shop.db.insert(flashSaleItems).values({ flashSaleId: sale!.id, productId, flashPrice });
    return sale!;
  }

  /** What the product costs in a category listing, its own page, a signed-in cart, a guest quote and a placed order. */
  async function pricesEverywhere(productId: number, variant?: { productId: number; variantId: number }) {
    const [row] = await shop.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
    const listing = await get(`/api/products?category=${row!.categoryId}&per_page=100`);
    expect(listing.statusCode).toBe(200);
    const listed = listing.json().data.find((product: { id: number }) => product.id === productId);
    const page = (await get(`/api/products/${productId}`)).json().data;

    const { auth } = await registerCustomer(shop.app);
    const added = await post('/api/cart/items', { product_id: productId, quantity: 2 }, auth);
    expect(added.statusCode).toBe(200);
    const cartLine = added.json().data.items[0];
    const quote = (await post('/api/cart/quote', { items: [{ product_id: productId, quantity: 2 }] })).json().data;

    const items: object[] = [{ product_id: productId, quantity: 2 }];
    if (variant) items.push({ product_id: variant.productId, variant_id: variant.variantId, quantity: 1 });
    const placed = await post('/api/orders', { ...deliveryDetails, items }, proven);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    const orderLine = order.items.find((item: { product_id: number }) => item.product_id === productId);
    return { listed, page, cartLine, quote, order, orderLine };
  }

  it('charges the flash price while the sale runs: listing, product page, cart, quote and order', async () => {
    const product = await simpleProductWithStock(shop.db, 50, 10);
    const flashPrice = Math.max(1, Math.floor(product.price / 2));
    const sale = await saleOf(product.id, flashPrice, -HOUR_MS, HOUR_MS);

    const seen = await pricesEverywhere(product.id);
    expect(seen.listed).toMatchObject({ price: flashPrice, sale_price: flashPrice, flash_sale_ends_at: sale.endsAt.toISOString() });
    expect(seen.page).toMatchObject({ price: flashPrice, sale_price: flashPrice, flash_sale_ends_at: sale.endsAt.toISOString() });
    expect(seen.cartLine).toMatchObject({ product_id: product.id, price: flashPrice, line_total: flashPrice * 2 });
    expect(seen.quote).toMatchObject({ subtotal: flashPrice * 2 });
    expect(seen.orderLine).toMatchObject({ unit_price: flashPrice, line_total: flashPrice * 2 });
    expect(seen.order).toMatchObject({ subtotal: flashPrice * 2, total: flashPrice * 2 + DHAKA_CITY_DELIVERY });

    const state = (await get('/api/flash-sale')).json().data;
    expect(state.running).toMatchObject({ ends_at: sale.endsAt.toISOString() });
    expect(state.running.products.map((p: { id: number }) => p.id)).toContain(product.id);
  });

  it('charges the flash price on an order that also holds a product option (the line-by-line path)', async () => {
    const product = await simpleProductWithStock(shop.db, 50, 11);
    const flashPrice = Math.max(1, Math.floor(product.price / 3));
    await saleOf(product.id, flashPrice, -HOUR_MS, HOUR_MS);
    const variant = await variantWithStock(shop.db, 5);
    const seen = await pricesEverywhere(product.id, variant);
    expect(seen.orderLine).toMatchObject({ unit_price: flashPrice, line_total: flashPrice * 2 });
  });

  it('charges the normal price before the sale starts and after it ends', async () => {
    const early = await simpleProductWithStock(shop.db, 50, 12);
    await saleOf(early.id, Math.max(1, Math.floor(early.price / 2)), HOUR_MS, 2 * HOUR_MS);
    const late = await simpleProductWithStock(shop.db, 50, 13);
    const ended = await saleOf(late.id, Math.max(1, Math.floor(late.price / 2)), -2 * HOUR_MS, -HOUR_MS);

    for (const product of [early, late]) {
      const seen = await pricesEverywhere(product.id);
      expect(seen.listed).toMatchObject({ price: product.price, flash_sale_ends_at: null });
      expect(seen.page).toMatchObject({ price: product.price, flash_sale_ends_at: null });
      expect(seen.cartLine).toMatchObject({ price: product.price, line_total: product.price * 2 });
      expect(seen.quote).toMatchObject({ subtotal: product.price * 2 });
      expect(seen.orderLine).toMatchObject({ unit_price: product.price });
      expect(seen.order).toMatchObject({ total: product.price * 2 + DHAKA_CITY_DELIVERY });
    }
    const state = (await get('/api/flash-sale')).json().data;
    const ids = (state.running?.products ?? []).map((p: { id: number }) => p.id);
    expect(ids).not.toContain(early.id);
    expect(ids).not.toContain(late.id);
    expect(state.next).toMatchObject({ title: 'Test flash sale' });
    expect(new Date(state.last_ended.ends_at).getTime()).toBeGreaterThanOrEqual(ended.endsAt.getTime());
  });

  it('never raises a price: a flash price above the normal one is ignored', async () => {
    const product = await simpleProductWithStock(shop.db, 50, 14);
    await saleOf(product.id, product.price + 100, -HOUR_MS, HOUR_MS);
    const page = (await get(`/api/products/${product.id}`)).json().data;
    expect(page).toMatchObject({ price: product.price, flash_sale_ends_at: null });
  });

  it('says the sale ended once no sale is running', async () => {
    // The demo sale and every sale above end now; the page has nothing running and names the last.
    await shop.db.update(flashSales).set({ startsAt: new Date(Date.now() - 3 * HOUR_MS), endsAt: new Date(Date.now() - 1000) });
    const state = (await get('/api/flash-sale')).json().data;
    expect(state.running).toBeNull();
    expect(state.last_ended).not.toBeNull();
    expect((await get('/api/flash-sale')).headers['cache-control']).toBe('no-store');
  });

  it('seeds one running sale in the demo shop', async () => {
    // Run first in a fresh copy: the last test moved every window.
    const fresh = await openTestApp(kind);
    try {
      const state = (await fresh.app.inject({ method: 'GET', url: '/api/flash-sale' })).json().data;
      expect(state.running).not.toBeNull();
      expect(state.running.products.length).toBeGreaterThan(0);
      for (const product of state.running.products) {
        expect(product.price).toBeLessThan(product.retail_price);
        expect(product.flash_sale_ends_at).toBe(state.running.ends_at);
      }
    } finally {
      await fresh.close();
    }
  });
});
