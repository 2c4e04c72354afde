import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { refreshSearchIndex } from './indexing.ts';

/** Products whose facet copy differs from the product row in any column the facet sample reads. */
const DRIFTED = sql`
  SELECT count(*)::int AS n FROM products p FULL JOIN product_facet_rows f ON f.id = p.id
  WHERE (p.status, p.category_id, p.brand_id, p.price, p.retail_price, p.sale_price, p.stock_quantity, p.stock_reserved, p.color, p.size, p.memory, strip(p.search_vector))
    IS DISTINCT FROM (f.status, f.category_id, f.brand_id, f.price, f.retail_price, f.sale_price, f.stock_quantity, f.stock_reserved, f.color, f.size, f.memory, f.search_vector)`;

// The facet sample of a plain text search reads product_facet_rows, which a trigger keeps; a write
// it missed would show shoppers counts for products as they were.
describe.each(databaseKinds)('the facet copy of products on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  const drifted = async () => (await queryRows<{ n: number }>(shop.db, DRIFTED))[0]!.n;
  const stockCounts = async (q: string) => {
    const body = (await shop.app.inject({ method: 'GET', url: `/api/typesense/search?q=${encodeURIComponent(q)}&prefix=false` })).json();
    const stock = body.facet_counts.find((facet: { field_name: string }) => facet.field_name === 'stock');
    return Object.fromEntries(stock.counts.map((count: { value: string; count: number }) => [count.value, count.count]));
  };

  beforeAll(async () => {
    shop = await openTestApp(kind, { env: { SEARCH_CACHE_SECONDS: '0' } });
  });
  afterAll(() => shop?.close());

  it('holds every product of the demo shop as it is', async () => {
    expect(await drifted()).toBe(0);
  });

  it('follows a new product, its indexing, a stock change, hiding and deletion, and the search counts follow it', async () => {
    const [created] = await shop.db
      .insert(products)
      .values({ name: 'Zqxfacet Test Lamp', slug: 'zqxfacet-test-lamp', sku: 'FACET-COPY-1', retailPrice: 1500, stockQuantity: 3, color: 'Teal' })
      .returning({ id: products.id });
    const id = created!.id;
    await refreshSearchIndex(shop.db, [id]);
    expect(await drifted()).toBe(0);
    expect(await stockCounts('zqxfacet')).toEqual({ in_stock: 1 });

    await shop.db.update(products).set({ stockReserved: 3 }).where(eq(products.id, id));
    expect(await drifted()).toBe(0);
    expect(await stockCounts('zqxfacet')).toEqual({ out_of_stock: 1 });

    await shop.db.update(products).set({ salePrice: 1200, color: 'Navy' }).where(eq(products.id, id));
    expect(await drifted()).toBe(0);

    await shop.db.update(products).set({ status: 0 }).where(eq(products.id, id));
    expect(await drifted()).toBe(0);
    const hidden = (await shop.app.inject({ method: 'GET', url: '/api/typesense/search?q=zqxfacet&prefix=false' })).json();
    expect(hidden.found).toBe(0);

    await shop.db.delete(products).where(eq(products.id, id));
    expect(await drifted()).toBe(0);
  });
});
