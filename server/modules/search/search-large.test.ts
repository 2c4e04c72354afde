import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { seedLargeCatalogue } from '../../../scripts/seed-large.ts';
import { indexAndCountInSearchTerms, refreshSearchIndex, withdrawFromSearchTerms } from './indexing.ts';
import { FACET_SAMPLE } from './facet-sql.ts';
import { andAll, filterConditions } from './filters.ts';
import { lastPageInWindow, RESULT_WINDOW } from '#domain/result-window.ts';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';

// Result sets past FACET_SAMPLE, which the database's search reads as a bounded sample: what shoppers get from them.
describe.each(databaseKinds)('search over a large result set on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  const search = async (query: string) => (await harness.app.inject({ method: 'GET', url: `/api/typesense/search?${query}` })).json();

  beforeAll(async () => {
    harness = await openTestApp(kind);
    // Past the facet sample, and a few more than the 2,000 candidates relevance once ranked in storage order.
    await seedLargeCatalogue(harness.db, { products: Math.max(2 * FACET_SAMPLE, 2_100) });
  }, 180_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('counts found and every facet exactly over a large result set', async () => {
    const [exact] = await queryRows<{ n: number; branded: number }>(
      harness.db,
      sql`SELECT count(*)::int AS n, count(brand_id)::int AS branded FROM products WHERE status = 1 AND stock_quantity > stock_reserved`,
    );
    const body = await search('q=*&in_stock=true&per_page=5');
    expect(exact!.n).toBeGreaterThan(FACET_SAMPLE);
    expect(body.approximate).toBe(false);
    expect(body.found).toBe(exact!.n);
    expect(body.hits).toHaveLength(5);
    const brandTotal = body.facet_counts
      .find((f: { field_name: string }) => f.field_name === 'brand')
      .counts.reduce((sum: number, c: { count: number }) => sum + c.count, 0);
    expect(brandTotal).toBe(exact!.branded);
  });

  // Past ONE_PASS_CAP matches a listing's found is the planner's estimate, so the stock filter must be estimable.
  it('estimates an in-stock or out-of-stock listing from statistics on stock, not a guess', async () => {
    await harness.db.execute(sql`ANALYZE products`);
    for (const inStock of [true, false]) {
      const where = andAll([sql`status = 1`, ...filterConditions({ inStock })]);
      const [exact] = await queryRows<{ n: number }>(harness.db, sql`SELECT count(*)::int AS n FROM products WHERE ${where}`);
      const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(harness.db, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM products WHERE ${where}`);
      const raw = plan!['QUERY PLAN'];
      const estimate = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan['Plan Rows'] as number;
      expect(exact!.n, `in stock: ${inStock}`).toBeGreaterThan(0);
      expect(estimate, `in stock: ${inStock}`).toBeGreaterThan(exact!.n * 0.8);
      expect(estimate, `in stock: ${inStock}`).toBeLessThan(exact!.n * 1.25);
    }
  });

  it('keeps counts exact for result sets within the sample', async () => {
    const body = await search('q=lenovo%20ideapad');
    const [exact] = await queryRows<{ n: number }>(
      harness.db,
      sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', '''lenovo'' & ''ideapad'':*')`,
    );
    expect(exact!.n).toBeLessThanOrEqual(FACET_SAMPLE);
    expect(body.approximate).toBe(false);
    expect(body.found).toBe(exact!.n);
  });

  it('counts a word held by more products than the sample exactly, in every order, as products are hidden', async () => {
    const exactCount = async () =>
      (
        await queryRows<{ n: number }>(
          harness.db,
          sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', '''syn''')`,
        )
      )[0]!.n;
    // Hidden as the back office hides them (the word list moves with them), after the planner's statistics were taken.
    await harness.db.execute(sql`ANALYZE products`);
    const hidden = (
      await queryRows<{ id: number }>(
        harness.db,
        sql`SELECT id FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', '''syn''') ORDER BY id LIMIT 300`,
      )
    ).map((row) => row.id);
    await withdrawFromSearchTerms(harness.db, hidden);
    await harness.db.execute(sql`UPDATE products SET status = 0 WHERE id = ANY(${`{${hidden.join(',')}}`}::int[])`);
    try {
      const exact = await exactCount();
      expect(exact).toBeGreaterThan(FACET_SAMPLE);
      for (const sort of ['newest', 'relevance', 'price_asc']) {
        const body = await search(`q=syn&prefix=false&sort_by=${sort}&per_page=3`);
        expect(body.found, sort).toBe(exact);
        expect(body.hits, sort).toHaveLength(3);
      }
    } finally {
      await harness.db.execute(sql`UPDATE products SET status = 1 WHERE id = ANY(${`{${hidden.join(',')}}`}::int[])`);
      await indexAndCountInSearchTerms(harness.db, hidden);
    }
  });

  it('counts two words held together by more products than the sample exactly, in every order', async () => {
    // The rarest word past the sample: with "syn" (every synthetic product) the word list bounds the match within one read.
    const [word] = await queryRows<{ term: string }>(
      harness.db,
      sql`SELECT term FROM search_terms WHERE term ~ '^[a-z]{4,}$' AND term <> 'syn' AND documents > ${FACET_SAMPLE * 2} ORDER BY documents, term LIMIT 1`,
    );
    expect(word).toBeDefined();
    const [exact] = await queryRows<{ n: number }>(
      harness.db,
      sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', ${`'syn' & '${word!.term}'`})`,
    );
    expect(exact!.n).toBeGreaterThan(FACET_SAMPLE);
    for (const sort of ['newest', 'relevance', 'price_asc', 'best_selling']) {
      const body = await search(`q=syn%20${word!.term}&prefix=false&sort_by=${sort}&per_page=3`);
      expect(body.found, sort).toBe(exact!.n);
      expect(body.approximate, sort).toBe(false);
      expect(body.hits, sort).toHaveLength(3);
    }
  });

  it('pages a category tree by price exactly as sorting all its products would, extra listings and call for price included', async () => {
    const [root] = await queryRows<{ slug: string }>(
      harness.db,
      sql`SELECT c.slug FROM categories c WHERE c.parent_id IS NULL AND c.active AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.id LIMIT 1`,
    );
    const ids = (await harness.services.catalog.categoryWithDescendants(root!.slug))!;
    const list = `{${ids.join(',')}}`;
    // One product listed here only as an extra category, at the lowest price; one in the tree that is call for price.
    const [outside] = await queryRows<{ id: number }>(
      harness.db,
      sql`SELECT id FROM products WHERE status = 1 AND category_id <> ALL(${list}::int[]) ORDER BY id LIMIT 1`,
    );
    const [inside] = await queryRows<{ id: number; price: number; sale: number | null }>(
      harness.db,
      sql`SELECT id, retail_price AS price, sale_price AS sale FROM products WHERE status = 1 AND category_id = ANY(${list}::int[]) AND type = 'simple' ORDER BY id LIMIT 1`,
    );
    const [cheap] = await queryRows<{ price: number }>(harness.db, sql`SELECT min(price)::int AS price FROM products WHERE price > 0`);
    const [before] = await queryRows<{ price: number; retail: number; sale: number | null }>(
      harness.db,
      sql`SELECT price, retail_price AS retail, sale_price AS sale FROM products WHERE id = ${outside!.id}`,
    );
    await harness.db.execute(sql`INSERT INTO product_extra_categories (product_id, category_id) VALUES (${outside!.id}, ${ids.at(-1)!})`);
    await harness.db.execute(sql`UPDATE products SET retail_price = ${Math.max(1, cheap!.price - 1)}, sale_price = NULL WHERE id = ${outside!.id}`);
    await harness.db.execute(sql`UPDATE products SET retail_price = 0, sale_price = NULL WHERE id = ${inside!.id}`);
    try {
      for (const [sort, order] of [
        ['price_asc', sql`(price = 0), price, id`],
        ['price_desc', sql`(price = 0), price DESC, id DESC`],
      ] as const) {
        for (const [page, stock] of [
          [1, ''],
          [3, '&in_stock=true'],
        ] as const) {
          const expected = await queryRows<{ id: number }>(
            harness.db,
            sql`SELECT id FROM products WHERE status = 1 ${stock ? sql`AND stock_quantity > stock_reserved` : sql``}
              AND (category_id = ANY(${list}::int[]) OR id IN (SELECT product_id FROM product_extra_categories WHERE category_id = ANY(${list}::int[])))
              ORDER BY ${order} LIMIT 20 OFFSET ${(page - 1) * 20}`,
          );
          const body = await search(`q=*&categories=${root!.slug}&sort_by=${sort}&per_page=20&page=${page}${stock}`);
          expect(
            body.hits.map((hit: { document: { id: number } }) => hit.document.id),
            `${sort} page ${page}${stock}`,
          ).toEqual(expected.map((row) => row.id));
        }
      }
      const first = await search(`q=*&categories=${root!.slug}&sort_by=price_asc&per_page=1`);
      expect(first.hits[0].document.id).toBe(outside!.id);
    } finally {
      await harness.db.execute(sql`DELETE FROM product_extra_categories WHERE product_id = ${outside!.id}`);
      await harness.db.execute(sql`UPDATE products SET retail_price = ${before!.retail}, sale_price = ${before!.sale} WHERE id = ${outside!.id}`);
      await harness.db.execute(sql`UPDATE products SET retail_price = ${inside!.price}, sale_price = ${inside!.sale} WHERE id = ${inside!.id}`);
    }
  });

  it('ranks every match: the best one wins though it is stored after thousands of others', async () => {
    // Every synthetic product's SKU holds "syn", so the word matches the whole generated catalogue.
    const [last] = await queryRows<{ id: number }>(harness.db, sql`SELECT id FROM products WHERE status = 1 ORDER BY id DESC LIMIT 1`);
    await harness.db.execute(sql`UPDATE products SET name = 'SYN' WHERE id = ${last!.id}`);
    await refreshSearchIndex(harness.db, [last!.id]);
    const [stored] = await queryRows<{ before: number }>(
      harness.db,
      sql`SELECT count(*)::int AS before FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', 'syn:*') AND ctid < (SELECT ctid FROM products WHERE id = ${last!.id})`,
    );
    expect(stored!.before).toBeGreaterThan(2_000);
    const body = await search('q=syn&sort_by=relevance&per_page=5');
    expect(body.hits[0].document.id).toBe(last!.id);
  });

  it('pages a listing through the result window and sends a deeper link to its last page', async () => {
    const all = await search('q=*&per_page=1');
    expect(all.found).toBeGreaterThan(RESULT_WINDOW);
    const last = lastPageInWindow(25);
    const scope = { defaultSort: 'newest' as const };
    const atEnd = await loadListing(harness.services, new URL(`http://shop.test/shop?page=${last}`), scope);
    expect(atEnd).toMatchObject({ page: last, lastPage: last, status: 'ok' });
    expect(atEnd.products).toHaveLength(25);
    // The same products the API gives for that page.
    const viaApi = await search(`q=*&page=${last}&per_page=25`);
    expect(atEnd.products.map((product) => product.id)).toEqual(viaApi.hits.map((hit: { document: { id: number } }) => hit.document.id));
    const deeper = await loadListing(harness.services, new URL('http://shop.test/shop?page=500&sort=price_asc'), scope).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(deeper).toBeInstanceOf(Response);
    expect((deeper as Response).status).toBe(302);
    expect((deeper as Response).headers.get('location')).toBe(`/shop?sort=price_asc&page=${last}`);
  });
});
