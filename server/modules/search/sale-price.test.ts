import { and, eq, gte, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

/** Cheaper than anything the demo shop sells, so the product must come first by price. */
const SALE_PRICE = 5;

describe.each(databaseKinds)('a changed sale price on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  const get = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();

  beforeAll(async () => {
    // Answers kept per process would hide the change this suite is about.
    shop = await openTestApp(kind, { env: { SEARCH_CACHE_SECONDS: '0' } });
  });
  afterAll(() => shop?.close());

  it('moves the product in price sorts, price filters, on-sale lists and suggestions at once', async () => {
    const [product] = await shop.db
      .select({ id: products.id, name: products.name, retail: products.retailPrice, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.status, 1), eq(products.type, 'simple'), isNull(products.salePrice), gte(products.retailPrice, 10_000)))
      .orderBy(products.id)
      .limit(1);
    if (!product) throw new Error('the demo shop has no full-price product over ৳10,000');
    const cheapest = () => get(`/api/products?category=${product.category}&sort=price_asc&per_page=1`);
    const cheapBand = () => get(`/api/typesense/search?q=*&categories=${product.category}&price_range=1-9999&per_page=100`);
    const onSale = () => get(`/api/products?category=${product.category}&on_sale=1&per_page=100`);
    const suggested = async () =>
      ((await get(`/api/typesense/suggestions?q=${encodeURIComponent(product.name)}`)) as { product_id: number; price: number }[]).find(
        (s) => s.product_id === product.id,
      );
    const ids = (body: { data?: { id: number }[]; hits?: { document: { id: number } }[] }) =>
      body.data?.map((p) => p.id) ?? body.hits?.map((hit) => hit.document.id) ?? [];

    expect((await cheapest()).data[0].id).not.toBe(product.id);
    expect(ids(await cheapBand())).not.toContain(product.id);

    await shop.db.update(products).set({ salePrice: SALE_PRICE }).where(eq(products.id, product.id));
    expect((await cheapest()).data[0]).toMatchObject({ id: product.id, price: SALE_PRICE });
    const band = await cheapBand();
    expect(band.hits.find((hit: { document: { id: number } }) => hit.document.id === product.id)?.document.price).toBe(SALE_PRICE);
    expect(ids(await onSale())).toContain(product.id);
    expect(await suggested()).toMatchObject({ price: SALE_PRICE });

    // A "sale" price above retail is no discount: the product sells, sorts and filters at retail.
    await shop.db
      .update(products)
      .set({ salePrice: product.retail + 100 })
      .where(eq(products.id, product.id));
    expect((await cheapest()).data[0].id).not.toBe(product.id);
    expect(ids(await cheapBand())).not.toContain(product.id);
    expect(ids(await onSale())).not.toContain(product.id);
    expect(await suggested()).toMatchObject({ price: product.retail });
  });
});
