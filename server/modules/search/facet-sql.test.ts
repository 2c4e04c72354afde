import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { productExtraCategories, products } from '#server/db/schema.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { countFacetColumns, type FacetColumns, type FacetRow, facetColumnsSql, facetCountsSql } from './facet-sql.ts';
import { parsedJson } from '#server/db/json-rows.ts';
import { FACETS } from './filters.ts';

const SAMPLE = sql`WITH sample AS MATERIALIZED (
  SELECT id, category_id, brand_id, price, stock_quantity, stock_reserved, color, size, memory FROM products WHERE status = 1)`;

const ordered = (rows: FacetRow[]) =>
  rows.map(({ facet, value, label, n }) => `${facet}|${value}|${label}|${n}`).toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0));

// A search's facet sample is counted by the server from its columns, the whole catalogue's by
// PostgreSQL's GROUP BY: the same products must give the same counts either way, or a facet's
// number would change with the size of the search that shows it.
describe.each(databaseKinds)('facet counts from a sample’s columns on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;

  beforeAll(async () => {
    shop = await openTestApp(kind, { env: { SEARCH_CACHE_SECONDS: '0' } });
    // Spellings of one colour, a price of 0 (call for price), no category, and an extra category.
    const added = await shop.db
      .insert(products)
      .values([
        {
          name: 'Facet Count Lamp A',
          slug: 'facet-count-lamp-a',
          sku: 'FACET-SQL-1',
          retailPrice: 1500,
          stockQuantity: 2,
          color: 'Zqx Dusk Teal',
          size: 'XL',
        },
        {
          name: 'Facet Count Lamp B',
          slug: 'facet-count-lamp-b',
          sku: 'FACET-SQL-2',
          retailPrice: 0,
          stockQuantity: 0,
          color: 'zqx dusk teal',
          memory: '16GB',
        },
        {
          name: 'Facet Count Lamp C',
          slug: 'facet-count-lamp-c',
          sku: 'FACET-SQL-3',
          retailPrice: 250_000,
          stockQuantity: 1,
          color: 'ZQX DUSK TEAL',
          memory: '16gb',
        },
      ])
      .returning({ id: products.id });
    const [category] = await queryRows<{ id: number }>(shop.db, sql`SELECT id FROM categories ORDER BY id LIMIT 1`);
    await shop.db.insert(productExtraCategories).values({ productId: added[0]!.id, categoryId: category!.id });
  });
  afterAll(() => shop?.close());

  it('equal the grouped counts for every facet, label and value', async () => {
    const grouped = await queryRows<FacetRow>(shop.db, sql`${SAMPLE} ${facetCountsSql(FACETS, sql`sample`)}`);
    const [row] = await queryRows<{ columns: FacetColumns | string }>(shop.db, sql`${SAMPLE} ${facetColumnsSql(sql`sample`)}`);
    const counted = countFacetColumns(parsedJson(row!.columns), FACETS);
    expect(counted.find((facet) => facet.facet === 'color' && facet.value === 'zqx dusk teal')).toMatchObject({ label: 'ZQX DUSK TEAL', n: 3 });
    expect(ordered(counted)).toEqual(ordered(grouped.filter((facet) => facet.facet === 'found' || facet.value !== null)));
  });
});
