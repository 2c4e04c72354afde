import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { flashSaleItems, flashSales } from '#server/db/schema.ts';
import { simpleProductWithStock, variantWithStock } from '#server/test/catalogue.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '#server/test/databases.ts';
import { PRODUCT_ROWS_QUERY, presentProductRows, productRowsJson } from './list-rows.ts';

/** The body a migration gives product_rows_json when it copies PRODUCT_ROWS_QUERY (see 0039_product_rows_json.sql). */
function expectedFunctionBody(): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(PRODUCT_ROWS_QUERY.inlineParams());
  expect(params).toEqual([]);
  return `\nBEGIN\n  RETURN ${text};\nEND\n`;
}

describe.each(databaseKinds)('product_rows_json on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('is the query the server decodes, so a change to PRODUCT_ROWS_QUERY needs a migration that replaces the function', async () => {
    const [row] = await queryRows<{ body: string }>(database.handle.db, sql`SELECT prosrc AS body FROM pg_proc WHERE proname = 'product_rows_json'`);
    expect(
      row?.body,
      'product_rows_json in the migrated database differs from PRODUCT_ROWS_QUERY: add a migration with CREATE OR REPLACE FUNCTION and the new text',
    ).toBe(expectedFunctionBody());
  });

  it('gives the products in the order asked, each with its category, brand and own pictures', async () => {
    const ids = await queryRows<{ id: number }>(
      database.handle.db,
      sql`SELECT p.id FROM products p WHERE p.status = 1 AND p.brand_id IS NOT NULL AND EXISTS (SELECT 1 FROM media m WHERE m.product_id = p.id AND m.variant_id IS NULL)
          ORDER BY p.id DESC LIMIT 3`,
    );
    expect(ids).toHaveLength(3);
    const order = ids.map((row) => row.id).reverse();
    const [row] = await queryRows<{ rows: unknown }>(database.handle.db, sql`SELECT ${productRowsJson(order)} AS rows`);
    const products = presentProductRows(row!.rows);
    expect(products.map((product) => product.id)).toEqual(order);
    for (const product of products) {
      expect(product.category_slug).toBeTruthy();
      expect(product.brand_slug).toBeTruthy();
      expect(product.media.length).toBeGreaterThan(0);
    }
  });

  it("takes a product's cheapest running flash offer with that sale's end, and none for a product sold as its options", async () => {
    const db = database.handle.db;
    const simple = await simpleProductWithStock(db, 5);
    const { productId: withOptions } = await variantWithStock(db, 5);
    const now = Date.now();
    const sale = async (startsInMs: number, endsInMs: number, items: { productId: number; flashPrice: number }[]) => {
      const [row] = await db
        .insert(flashSales)
        .values({ title: 'List rows test sale', startsAt: new Date(now + startsInMs), endsAt: new Date(now + endsInMs) })
        .returning();
      await db.insert(flashSaleItems).values(items.map((item) => ({ flashSaleId: row!.id, ...item })));
      return row!;
    };
    // A price of 1 is below any normal price, so only the rule under test can keep it off a product.
    await sale(-60_000, 3_600_000, [
      { productId: simple.id, flashPrice: Math.max(1, simple.price - 10) },
      { productId: withOptions, flashPrice: 1 },
    ]);
    const cheaper = await sale(-60_000, 7_200_000, [{ productId: simple.id, flashPrice: Math.max(1, simple.price - 20) }]);
    await sale(3_600_000, 7_200_000, [{ productId: simple.id, flashPrice: 1 }]);

    const [row] = await queryRows<{ rows: unknown }>(db, sql`SELECT ${productRowsJson([withOptions, simple.id])} AS rows`);
    const [optionsProduct, simpleProduct] = presentProductRows(row!.rows);
    expect(simpleProduct?.price).toBe(Math.max(1, simple.price - 20));
    expect(simpleProduct?.flash_sale_ends_at).toBe(cheaper.endsAt.toISOString());
    expect(optionsProduct?.flash_sale_ends_at).toBeNull();
  });
});
