import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
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
