// Every stock change at checkout writes a new version of the product's row, and with it new entries
// in the catalogue's text indexes. With a pending list those entries wait in a list that every search
// reads from end to end, until a merge: 3,000 orders made one-word searches 28% slower on 100,000
// products. The indexes keep no pending list (schema.ts, migration 0043); this holds them to it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';

const CATALOGUE_TEXT_INDEXES = ['products_search_idx', 'products_name_sku_trgm_idx', 'product_facet_rows_search_idx'];

describe.each(databaseKinds)('the catalogue’s text indexes on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop?.close());

  it('hold an order’s stock change in the index itself, with nothing left pending for searches to read', async () => {
    const product = await simpleProductWithStock(shop.db, 5);
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] },
      headers: await provenPhone(shop),
    });
    expect(placed.statusCode).toBe(201);

    for (const index of CATALOGUE_TEXT_INDEXES) {
      // Merges the index's pending list and says how many pages it held: none, when there is no list.
      const [row] = await queryRows<{ pages: number }>(shop.db, sql`SELECT gin_clean_pending_list(${index}::regclass)::int AS pages`);
      expect(row?.pages, `${index} held the order's change in a pending list`).toBe(0);
    }
  });
});
