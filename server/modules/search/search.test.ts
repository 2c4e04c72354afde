import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

interface Hit {
  document: {
    id: number;
    name: string;
    price: number;
    brand_name: string;
    category_name: string;
    category_id: number;
    in_stock: boolean;
    color: string | null;
    memory: string | null;
    size: string | null;
    sales: number;
    created_at: string;
  };
  highlights: { field: string; snippet: string; matched_tokens: string[] }[];
}
interface FacetCount {
  value: string;
  label: string;
  count: number;
}

describe.each(databaseKinds)('search on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  const get = async (url: string) => {
    const response = await harness.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const search = async (params: Record<string, string | number>) => {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    const { status, body } = await get(`/api/typesense/search?${query}`);
    expect(status).toBe(200);
    return body as {
      found: number;
      hits: Hit[];
      facet_counts: { field_name: string; counts: FacetCount[] }[];
      corrected_query: string[] | null;
      message?: string;
    };
  };
  const facet = (body: Awaited<ReturnType<typeof search>>, name: string) => body.facet_counts.find((f) => f.field_name === name)!.counts;

  beforeAll(async () => {
    harness = await openTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('matches every word, the last one as a prefix', async () => {
    const body = await search({ q: 'lenovo ideapad', per_page: 50 });
    expect(body.found).toBeGreaterThan(0);
    for (const hit of body.hits) expect(hit.document.name.toLowerCase()).toMatch(/lenovo.*ideapad/);
    const prefix = await search({ q: 'asus vivob', per_page: 50 });
    expect(prefix.found).toBeGreaterThan(0);
    expect(prefix.hits.every((hit) => /vivobook/i.test(hit.document.name))).toBe(true);
    const wholeWordsOnly = await search({ q: 'asus vivob', prefix: 'false', num_typos: 0 });
    expect(wholeWordsOnly.found).toBe(0);
  });

  it.each(['ga', 'gam', 'vivob', 'moni'])(
    'finds every product with a word starting with "%s", whether it completes to a few indexed words or many',
    async (typed) => {
      // The same products as the search index's own prefix match, however the service spells the query.
      const [expected] = await queryRows<{ n: number }>(
        harness.db,
        sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND search_vector @@ to_tsquery('simple', ${`${typed}:*`})`,
      );
      expect(expected!.n).toBeGreaterThan(0);
      const body = await search({ q: typed, per_page: 1 });
      expect(body.found).toBe(expected!.n);
    },
  );

  it.each([
    ['lenvo ideapad', /lenovo ideapad/i],
    ['samsng', /samsung/i],
    ['proccesor', /processor/i],
  ])('tolerates the typo in "%s"', async (q, expected) => {
    const body = await search({ q, sort_by: 'relevance' });
    expect(body.found).toBeGreaterThan(0);
    expect(body.hits[0]!.document.name).toMatch(expected);
    expect(body.corrected_query).not.toBeNull();
    expect((await search({ q, num_typos: 0 })).found).toBe(0);
  });

  describe('model numbers, SKUs and part codes', () => {
    const names = async (q: string) => (await search({ q, sort_by: 'relevance', per_page: 50 })).hits.map((hit) => hit.document.name);

    it.each([
      ['i3-14100', /^Intel Core i3-14100 /],
      ['i3 14100', /^Intel Core i3-14100 /],
      ['i314100', /^Intel Core i3-14100 /],
      ['14100 processor', /^Intel Core i3-14100 /],
      ['12400', /^Intel Core i5-12400 /],
      ['i5-12400F', /^Intel Core i5-12400F /],
      ['sn 580', /^Western Digital WD Blue SN580 /],
      ['iphone16', /^Apple iPhone 16\b/],
      ['redmi note14', /^Xiaomi Redmi Note 14\b/],
    ])('finds "%s" first as %s', async (q, expected) => {
      expect((await names(q))[0]).toMatch(expected);
    });

    it('finds a model by any part of it, the shorter code also finding longer ones', async () => {
      expect(await names('12400')).toEqual(expect.arrayContaining([expect.stringContaining('i5-12400F'), expect.stringMatching(/i5-12400 /)]));
      expect(await names('12400 processor')).toEqual(expect.arrayContaining([expect.stringContaining('i5-12400F'), expect.stringMatching(/i5-12400 /)]));
      expect(await names('580')).toEqual(expect.arrayContaining([expect.stringContaining('WD Blue SN580')]));
      const suffixed = await names('12400f');
      expect(suffixed.length).toBeGreaterThan(0);
      expect(suffixed.every((name) => name.includes('12400F'))).toBe(true);
    });

    it('finds a GPU model written with or without its space', async () => {
      const spaced = await search({ q: 'rtx 4060', per_page: 50 });
      const joined = await search({ q: 'rtx4060', per_page: 50 });
      expect(spaced.found).toBeGreaterThan(3);
      expect(joined.found).toBe(spaced.found);
      expect(joined.hits.map((hit) => hit.document.id).sort()).toEqual(spaced.hits.map((hit) => hit.document.id).sort());
      expect(joined.hits.every((hit) => /RTX 4060/.test(hit.document.name))).toBe(true);
    });

    it('finds a product by its SKU, whole, in parts, or without hyphens', async () => {
      const [product] = await queryRows<{ id: number; sku: string }>(
        harness.db,
        sql`SELECT id, sku FROM products WHERE name LIKE 'Intel Core i3-14100 %' AND status = 1`,
      );
      const [first, second] = product!.sku.split('-');
      for (const q of [product!.sku, product!.sku.replace(/-/g, ''), product!.sku.toLowerCase().replace(/-/g, ' '), `${first}-${second}`]) {
        const body = await search({ q, per_page: 50 });
        expect(
          body.hits.map((hit) => hit.document.id),
          q,
        ).toContain(product!.id);
      }
    });

    it('never corrects a number into a different model', async () => {
      const body = await search({ q: 'i3-14101' });
      expect(body.found).toBe(0);
      expect(body.corrected_query).toBeNull();
    });

    it('suggests what search finds', async () => {
      const suggestions = (await get('/api/typesense/suggestions?q=i3-14100')).body as { name: string }[];
      expect(suggestions[0]!.name).toMatch(/^Intel Core i3-14100 /);
    });
  });

  it('finds products through synonyms and Bengali words', async () => {
    const laptops = await search({ q: 'laptop' });
    expect((await search({ q: 'notebook' })).found).toBeGreaterThanOrEqual(laptops.found);
    expect((await search({ q: 'ল্যাপটপ' })).found).toBe((await search({ q: 'notebook' })).found);
    const pendrive = await search({ q: 'pendrive', per_page: 50 });
    expect(pendrive.found).toBeGreaterThan(0);
    expect(pendrive.hits.some((hit) => /pen drive|flash/i.test(hit.document.name))).toBe(true);
    expect((await search({ q: 'মোবাইল' })).found).toBe((await search({ q: 'phone' })).found);
  });

  it('puts the exact name first by relevance and marks matched words', async () => {
    const [product] = (await get('/api/typesense/best-selling-products?limit=1')).body.data;
    const body = await search({ q: product.name, sort_by: 'relevance' });
    expect(body.hits[0]!.document.id).toBe(product.id);
    const highlighted = await search({ q: 'gaming monitor', sort_by: 'relevance' });
    const highlight = highlighted.hits[0]!.highlights[0]!;
    expect(highlight.snippet).toMatch(/<mark>Gaming<\/mark>/);
    expect(highlight.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it('never shows hidden products', async () => {
    const [row] = await queryRows<{ id: number; name: string }>(harness.db, sql`SELECT id, name FROM products WHERE status = 1 ORDER BY id DESC LIMIT 1`);
    await harness.db.execute(sql`UPDATE products SET status = 0 WHERE id = ${row!.id}`);
    // As the back office does after hiding a product: kept counts (the whole catalogue's) are dropped.
    harness.services.catalogueChanges.forgetHere('catalogue');
    const body = await search({ q: row!.name, per_page: 100 });
    expect(body.hits.map((hit) => hit.document.id)).not.toContain(row!.id);
    const suggestions = (await get(`/api/typesense/suggestions?q=${encodeURIComponent(row!.name)}`)).body as { product_id: number }[];
    expect(suggestions.map((s) => s.product_id)).not.toContain(row!.id);
  });

  it('applies every filter and counts each facet with the other filters applied', async () => {
    const body = await search({ q: 'laptop', brands: 'asus,lenovo', per_page: 100 });
    expect(body.found).toBeGreaterThan(0);
    expect(body.hits.every((hit) => ['ASUS', 'Lenovo'].includes(hit.document.brand_name))).toBe(true);
    // The brand facet ignores the brand filter: each brand's count is what filtering by it alone finds.
    for (const brand of facet(body, 'brand').slice(0, 4)) {
      expect((await search({ q: 'laptop', brands: brand.value })).found).toBe(brand.count);
    }
    // Other facets count within the chosen brands.
    for (const category of facet(body, 'category').slice(0, 3)) {
      expect((await search({ q: 'laptop', brands: 'asus,lenovo', categories: category.value })).found).toBe(category.count);
    }
    const inStock = facet(body, 'stock').find((s) => s.value === 'in_stock')?.count ?? 0;
    expect((await search({ q: 'laptop', brands: 'asus,lenovo', in_stock: 'true' })).found).toBe(inStock);

    const priced = await search({ q: '*', categories: 'monitors', price_range: '10000-30000', per_page: 100 });
    expect(priced.found).toBeGreaterThan(0);
    expect(priced.hits.every((hit) => hit.document.price >= 10000 && hit.document.price <= 30000)).toBe(true);
    const band = facet(await search({ q: '*', categories: 'monitors' }), 'price').find((b) => b.value === '10000-24999')!;
    expect((await search({ q: '*', categories: 'monitors', price_range: band.value })).found).toBe(band.count);

    for (const [name, field] of [
      ['colors', 'color'],
      ['memory', 'memory'],
      ['sizes', 'size'],
    ] as const) {
      const value = facet(await search({ q: '*', categories: 'laptops-notebooks' }), field)[0]!;
      const filtered = await search({ q: '*', categories: 'laptops-notebooks', [name]: value.value, per_page: 100 });
      expect(filtered.found).toBe(value.count);
      expect(filtered.hits.every((hit) => hit.document[field]?.toLowerCase() === value.value)).toBe(true);
    }
    const outOfStock = await search({ q: '*', in_stock: 'false', per_page: 100 });
    expect(outOfStock.found).toBeGreaterThan(0);
    expect(outOfStock.hits.every((hit) => !hit.document.in_stock)).toBe(true);
  });

  it('sorts in every supported order', async () => {
    const prices = (await search({ q: 'monitor', sort_by: 'price_asc', per_page: 100 })).hits.map((hit) => hit.document.price).filter((p) => p > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const typesenseStyle = (await search({ q: 'monitor', sort_by: 'price:desc', per_page: 100 })).hits.map((hit) => hit.document.price).filter((p) => p > 0);
    expect(typesenseStyle).toEqual([...typesenseStyle].sort((a, b) => b - a));
    const names = (await search({ q: 'monitor', sort_by: 'name_asc', per_page: 100 })).hits.map((hit) => hit.document.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const sales = (await search({ q: 'monitor', sort_by: 'best_selling', per_page: 100 })).hits.map((hit) => hit.document.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const dates = (await search({ q: 'monitor', per_page: 100 })).hits.map((hit) => hit.document.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('returns nothing with a message for an empty query without filters, and everything for *', async () => {
    const empty = await search({ q: '   ' });
    expect(empty).toMatchObject({ found: 0, hits: [], message: 'Please enter a search term or apply filters' });
    const all = await search({ q: '*' });
    const listing = (await get('/api/products?per_page=1')).body;
    expect(all.found).toBe(listing.meta.total);
  });

  it('serves suggestions ranked by their scores, without duplicates, within the limit', async () => {
    const { status, body } = await get('/api/typesense/suggestions?q=sams&limit=5');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(5);
    expect(body[0]).toEqual({ name: expect.stringMatching(/^Samsung/), price: expect.any(Number), product_id: expect.any(Number) });
    const names = body.map((s: { name: string }) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect((await get('/api/typesense/suggestions?q=monitor')).body.length).toBe(10);
    expect((await get('/api/typesense/suggestions?q=samsng')).body[0].name).toMatch(/samsung/i);
    expect((await get('/api/typesense/suggestions?q=%20')).status).toBe(422);
  });

  it('serves /api/products?search= from the same engine', async () => {
    const viaProducts = (await get('/api/products?search=gaming%20laptop&per_page=5')).body;
    const viaSearch = await search({ q: 'gaming laptop', per_page: 5 });
    expect(viaProducts.meta.total).toBe(viaSearch.found);
    expect(viaProducts.data.map((p: { id: number }) => p.id)).toEqual(viaSearch.hits.map((hit) => hit.document.id));
  });

  it('answers bad parameters with 422 per field', async () => {
    const { status, body } = await get('/api/typesense/search?q=x&page=0&per_page=500&sort_by=cheap&price_range=5-1&in_stock=maybe&num_typos=7');
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['in_stock', 'num_typos', 'page', 'per_page', 'price_range', 'sort_by']);
  });

  it('refuses a page past the result window on its page field, on both listing APIs', async () => {
    const searchPast = await get('/api/typesense/search?q=*&page=41&per_page=25');
    expect(searchPast.status).toBe(422);
    expect(searchPast.body.errors.page[0]).toContain('must be at most 40 with per_page 25');
    expect((await get('/api/typesense/search?q=*&page=40&per_page=25')).status).toBe(200);
    expect((await get('/api/typesense/search?q=*&page=10&per_page=100')).status).toBe(200);
    const productsPast = await get('/api/products?page=11&per_page=100');
    expect(productsPast.status).toBe(422);
    expect(productsPast.body.errors.page[0]).toContain('only the first 1,000 results can be paged through');
  });

  it.each([
    `"unterminated`,
    `lenovo & | ! : * ( ) <-> \\`,
    `'; DROP TABLE products; --`,
    `%_%' OR 1=1`,
    '😀🔥 laptop',
    'ল্যাপটপ ১৬জিবি',
    '*:* OR ()',
    'a'.repeat(1000),
    'x '.repeat(300),
    '\u0000\u200b\ufeff',
  ])('never fails on the query %j', async (q) => {
    const response = await harness.app.inject({ method: 'GET', url: `/api/typesense/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBeLessThan(500);
    const suggestions = await harness.app.inject({ method: 'GET', url: `/api/typesense/suggestions?q=${encodeURIComponent(q.slice(0, 200))}` });
    expect(suggestions.statusCode).toBeLessThan(500);
  });
});
