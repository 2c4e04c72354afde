import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { flashSaleItems, flashSales } from '#server/db/schema.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { createIndexSync } from './index-sync.ts';
import { searchIndex } from './index-query.ts';

describe.each(databaseKinds)('the search index kept in step with the database on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  let sync: ReturnType<typeof createIndexSync>;

  beforeAll(async () => {
    harness = await openTestApp(kind);
    sync = createIndexSync(harness.db);
    await sync.build();
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  const cheapestFirst = (filters = {}) => searchIndex(sync.store, { terms: null, normalized: '*', filters, sort: 'price_asc', page: 1, perPage: 3 });
  const shown = async () => (await queryRows<{ n: number }>(harness.db, sql`SELECT count(*)::int AS n FROM products WHERE status = 1`))[0]!.n;

  it('holds every shown product once built', async () => {
    expect(sync.ready).toBe(true);
    expect(sync.store.productCount).toBe(await shown());
  });

  it('follows a price, a hidden product, an extra category and a deleted product written straight to the database', async () => {
    const [product] = await queryRows<{ id: number; retail: number; sale: number | null }>(
      harness.db,
      sql`SELECT id, retail_price AS retail, sale_price AS sale FROM products WHERE status = 1 AND type = 'simple' ORDER BY id DESC LIMIT 1`,
    );
    const id = product!.id;
    await harness.db.execute(sql`UPDATE products SET retail_price = 1, sale_price = NULL WHERE id = ${id}`);
    await sync.refresh();
    expect(cheapestFirst().ids[0]).toBe(id);

    const [category] = await queryRows<{ id: number }>(
      harness.db,
      sql`SELECT id FROM categories WHERE id NOT IN (SELECT category_id FROM products WHERE category_id IS NOT NULL) ORDER BY id LIMIT 1`,
    );
    await harness.db.execute(sql`INSERT INTO product_extra_categories (product_id, category_id) VALUES (${id}, ${category!.id})`);
    await sync.refresh();
    expect(cheapestFirst({ categoryIds: [category!.id] })).toMatchObject({ found: 1, ids: [id] });

    await harness.db.execute(sql`UPDATE products SET status = 0 WHERE id = ${id}`);
    await sync.refresh();
    expect(cheapestFirst().ids).not.toContain(id);
    expect(sync.store.productCount).toBe(await shown());

    await harness.db.execute(sql`UPDATE products SET status = 1, retail_price = ${product!.retail}, sale_price = ${product!.sale} WHERE id = ${id}`);
    await sync.refresh();
    expect(cheapestFirst({ categoryIds: [category!.id] }).ids).toEqual([id]);

    await harness.db.execute(sql`DELETE FROM products WHERE id = ${id}`);
    await sync.refresh();
    expect(cheapestFirst({ categoryIds: [category!.id] }).found).toBe(0);
    expect(sync.store.productCount).toBe(await shown());
  });

  /** The products as the index shows them, and as the database's own list rows show them. */
  const shownBoth = async (ids: number[]) => ({ fromIndex: sync.productsInOrder(ids), fromDatabase: await harness.services.catalog.productsInOrder(ids) });

  it('shows every shown product as the database shows it, flash sale prices included', async () => {
    const ids = (await queryRows<{ id: number }>(harness.db, sql`SELECT id FROM products WHERE status = 1 ORDER BY id`)).map((row) => row.id);
    const inSale = await queryRows<{ id: number }>(
      harness.db,
      sql`SELECT fi.product_id AS id FROM flash_sale_items fi JOIN flash_sales fs ON fs.id = fi.flash_sale_id WHERE fs.starts_at <= now() AND now() < fs.ends_at`,
    );
    // The demo's running sale, so the comparison covers a flash price.
    expect(inSale.length).toBeGreaterThan(0);
    for (let at = 0; at < ids.length; at += 100) {
      const { fromIndex, fromDatabase } = await shownBoth(ids.slice(at, at + 100));
      expect(fromIndex).toEqual(fromDatabase);
    }
  });

  it('follows a picture, a flash sale starting and ending and a renamed category written straight to the database', async () => {
    const product = await simpleProductWithStock(harness.db, 5);
    const id = product.id;
    await sync.refresh();
    expect(sync.productsInOrder([id])).toHaveLength(1);

    await harness.db.execute(sql`INSERT INTO media (product_id, original_path, optimized_path, card_path, thumbnail_path, width, height, is_primary, position)
      VALUES (${id}, 'products/test/a.webp', 'products/test/a-optimized.webp', 'products/test/a-card.webp', 'products/test/a-thumbnail.webp', 800, 800, false, 99)`);
    await sync.refresh();
    let { fromIndex, fromDatabase } = await shownBoth([id]);
    expect(fromIndex[0]!.media.at(-1)?.urls.card).toContain('products/test/a-card.webp');
    expect(fromIndex).toEqual(fromDatabase);

    // A sale that started a minute ago, then moved to start in an hour: the flash price comes and goes.
    const [sale] = await harness.db
      .insert(flashSales)
      .values({ title: 'Index test sale', startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000) })
      .returning();
    await harness.db.insert(flashSaleItems).values({ flashSaleId: sale!.id, productId: id, flashPrice: Math.max(1, product.price - 10) });
    await sync.refresh();
    ({ fromIndex, fromDatabase } = await shownBoth([id]));
    expect(fromIndex[0]!.price).toBe(Math.max(1, product.price - 10));
    expect(fromIndex).toEqual(fromDatabase);
    await harness.db.execute(sql`UPDATE flash_sales SET starts_at = now() + interval '1 hour', ends_at = now() + interval '2 hours' WHERE id = ${sale!.id}`);
    await sync.refresh();
    ({ fromIndex, fromDatabase } = await shownBoth([id]));
    expect(fromIndex[0]!.flash_sale_ends_at).toBeNull();
    expect(fromIndex).toEqual(fromDatabase);

    const [category] = await queryRows<{ id: number; name: string }>(
      harness.db,
      sql`SELECT c.id, c.name FROM categories c JOIN products p ON p.category_id = c.id WHERE p.id = ${id}`,
    );
    await harness.db.execute(sql`UPDATE categories SET name = 'Renamed for the index test' WHERE id = ${category!.id}`);
    await sync.refresh();
    expect(sync.productsInOrder([id])[0]!.category_name).toBe('Renamed for the index test');
    await harness.db.execute(sql`UPDATE categories SET name = ${category!.name} WHERE id = ${category!.id}`);
    await sync.refresh();
    expect(sync.productsInOrder([id])[0]!.category_name).toBe(category!.name);

    await harness.db.execute(sql`UPDATE products SET status = 0 WHERE id = ${id}`);
    await sync.refresh();
    expect(sync.productsInOrder([id])).toEqual([]);
    await harness.db.execute(sql`DELETE FROM flash_sales WHERE id = ${sale!.id}`);
    await harness.db.execute(sql`DELETE FROM media WHERE product_id = ${id} AND original_path = 'products/test/a.webp'`);
    await harness.db.execute(sql`UPDATE products SET status = 1 WHERE id = ${id}`);
  });

  // One connection cannot hold a transaction open beside another's read, so this needs PostgreSQL.
  it.skipIf(kind === 'pglite')('reads a change whose transaction was still open at the last read', async () => {
    const [product] = await queryRows<{ id: number; retail: number; sale: number | null }>(
      harness.db,
      sql`SELECT id, retail_price AS retail, sale_price AS sale FROM products WHERE status = 1 AND type = 'simple' ORDER BY id LIMIT 1`,
    );
    const id = product!.id;
    await harness.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET retail_price = 1, sale_price = NULL WHERE id = ${id}`);
      // This read cannot see the change, and must not move past it.
      await sync.refresh();
      expect(cheapestFirst().ids[0]).not.toBe(id);
    });
    await sync.refresh();
    expect(cheapestFirst().ids[0]).toBe(id);
    await harness.db.execute(sql`UPDATE products SET retail_price = ${product!.retail}, sale_price = ${product!.sale} WHERE id = ${id}`);
    await sync.refresh();
    expect(cheapestFirst().ids[0]).not.toBe(id);
  });
});
