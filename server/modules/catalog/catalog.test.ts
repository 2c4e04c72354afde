import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productIdFromSlug } from '#domain/slug.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

describe.each(databaseKinds)('catalogue API on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  const get = (url: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    harness = await openTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('reports a reachable database', async () => {
    const response = await get('/api/health-check');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports an unreachable database with 503, so a load balancer takes the process out', async () => {
    const probe = vi.spyOn(harness.services.database.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const response = await get('/api/health-check');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, status: 'degraded', database: 'down' });
    } finally {
      probe.mockRestore();
    }
  });

  it('lists products in pages with totals', async () => {
    const response = await get('/api/products?page=2&per_page=10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 10 });
    expect(body.meta.total).toBeGreaterThanOrEqual(400);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 10));
    const product = body.data[0];
    expect(productIdFromSlug(product.slug)).toBe(product.id);
    expect(product.media.length).toBeGreaterThanOrEqual(2);
    expect(product.media[0].urls.card).toMatch(/^\/media\/products\/[a-z0-9-]+\/[^/]+-card\.webp$/);
  });

  it('sorts by price with call-for-price products last', async () => {
    const body = (await get('/api/products?sort=price_asc&per_page=100')).json();
    // Price orders follow the price outside flash sales (the indexed products.price); a product in a
    // running flash sale shows its lower flash price in the normal price's place.
    const prices: number[] = body.data
      .filter((p: { flash_sale_ends_at: string | null }) => p.flash_sale_ends_at === null)
      .map((p: { price: number }) => p.price);
    expect(prices.every((price) => price > 0)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const last = (await get(`/api/products?sort=price_asc&per_page=100&page=${body.meta.last_page}`)).json();
    expect(last.data.at(-1).call_for_price).toBe(true);
    expect(last.data.at(-1).price).toBe(0);
  });

  it('filters by a parent category including its subcategories, and by brand', async () => {
    const categories = (await get('/api/categories')).json().data;
    const laptops = categories.find((c: { name: string }) => c.name === 'Laptops & Notebooks');
    expect(laptops.children.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Brand PC', 'All in One']));
    const body = (await get(`/api/products?category=${laptops.slug}&per_page=100`)).json();
    const childIds = new Set(laptops.children.map((c: { id: number }) => c.id));
    expect(body.meta.total).toBe(laptops.product_count);
    expect(body.data.every((p: { category_id: number }) => childIds.has(p.category_id))).toBe(true);

    const asus = (await get('/api/products?brand=asus&per_page=100')).json();
    expect(asus.meta.total).toBeGreaterThan(0);
    expect(asus.data.every((p: { brand_name: string }) => p.brand_name === 'ASUS')).toBe(true);

    const unknown = (await get('/api/products?category=no-such-category')).json();
    expect(unknown.meta.total).toBe(0);
  });

  it('filters the search API by a category or brand named as the listing pages name it: id, slug, or its words in any case', async () => {
    const categories = (await get('/api/categories')).json().data;
    const laptops = categories.find((c: { name: string }) => c.name === 'Laptops & Notebooks');
    const found = (filter: string) => get(`/api/typesense/search?q=*&per_page=1&${filter}`).then((response) => response.json().found);
    expect(await found(`categories=${laptops.id}`)).toBe(laptops.product_count);
    // The slug's words in capitals with spaces around, as a menu label or a typed link gives them.
    expect(await found(`categories=${encodeURIComponent(` ${laptops.slug.replaceAll('-', ' ').toUpperCase()} `)}`)).toBe(laptops.product_count);
    expect(await found('brands=ASUS')).toBe(await found('brands=asus'));
    expect(await found('brands=asus')).toBeGreaterThan(0);
  });

  it('answers 422 with one message per bad field', async () => {
    const response = await get('/api/products?page=0&per_page=abc&sort=cheapest');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Validation error.');
    expect(Object.keys(body.errors).sort()).toEqual(['page', 'per_page', 'sort']);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('returns a hybrid product with its variants, specifications and media', async () => {
    const list = (await get('/api/products?per_page=100')).json().data;
    const hybrid = list.find((p: { type: string }) => p.type === 'hybrid');
    expect(hybrid).toBeDefined();
    const response = await get(`/api/products/${hybrid.id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json().data;
    expect(product.variants.length).toBeGreaterThanOrEqual(2);
    const prices = new Set(product.variants.map((v: { price: number }) => v.price));
    expect(prices.size).toBeGreaterThan(1);
    expect(product.variants[0].attributes[0]).toEqual({ name: expect.any(String), value: expect.any(String) });
    // The demo's warranty line is the product's own field, not a specification row as well.
    expect(product.warranty).toEqual(expect.stringMatching(/\S/));
    expect(product.attributes.some((a: { group: string; name: string }) => a.group === 'Warranty' && a.name === 'Warranty')).toBe(false);
    expect(product.key_features.length).toBeGreaterThan(0);
    expect(product.categories.length).toBe(2);
  });

  it('answers 404 JSON for an unknown product and 422 for a non-numeric id', async () => {
    const missing = await get('/api/products/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found' });
    expect((await get('/api/products/abc')).statusCode).toBe(422);
    const unknownPath = await get('/api/no-such-endpoint');
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json().success).toBe(false);
  });

  it('serves home data and the lists it is made of', async () => {
    const home = (await get('/api/typesense/home-data')).json();
    expect(home.success).toBe(true);
    expect(home.data.popular_products).toHaveLength(12);
    expect(home.data.new_arrivals).toHaveLength(12);
    expect(home.data.best_selling_products).toHaveLength(12);
    expect(home.data.category_product_banners).toHaveLength(5);
    expect(home.data.category_product_banners[0].products.length).toBeGreaterThan(0);

    const newest = (await get('/api/typesense/new-arrivals?limit=5')).json().data;
    expect(newest).toHaveLength(5);
    const dates = newest.map((p: { created_at: string }) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const best = (await get('/api/typesense/best-selling-products')).json().data;
    expect(best).toHaveLength(12);
    expect(best[0].sales).toBeGreaterThanOrEqual(best[11].sales);

    expect((await get('/api/typesense/category-product-banners?limit=2')).json().data).toHaveLength(2);
    expect((await get('/api/typesense/positional-banners')).json().data.length).toBeGreaterThan(0);
    expect((await get('/api/typesense/featured-categories')).json().data.length).toBeGreaterThan(0);
    expect((await get('/api/typesense/featured-brands')).json().data.length).toBeGreaterThan(0);
    const brands = (await get('/api/brands')).json().data;
    expect(brands.length).toBeGreaterThan(0);
    expect(brands[0].url).toBe(`/shop/brand/${brands[0].slug}`);
    expect((await get('/api/typesense/popular-products?limit=500')).statusCode).toBe(422);
  });

  it('serves header, footer and combined navigation', async () => {
    const header = (await get('/api/navigation/header')).json().data;
    expect(header.menu_items.map((i: { name: string }) => i.name)).toContain('Home');
    expect(header.mega_menu.length).toBeGreaterThanOrEqual(8);
    expect(header.mega_menu[0].children.length).toBeGreaterThan(0);
    const footer = (await get('/api/navigation/footer')).json().data;
    expect(footer.length).toBe(3);
    expect(footer[0].items.length).toBeGreaterThan(0);
    const all = (await get('/api/navigation/all')).json().data;
    expect(all.settings.phone).toMatch(/^\+880/);
  });

  it('sends ETag and Cache-Control on catalogue GETs and 304 when unchanged', async () => {
    const first = await get('/api/products/1');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await get('/api/products/1', { 'if-none-match': String(etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    // Browsers ask for compressed answers; the ETag must survive compression.
    const compressed = await get('/api/products/1', { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(compressed.statusCode).toBe(304);
    const listing = await get('/api/products?per_page=50', { 'accept-encoding': 'gzip' });
    expect(listing.headers['content-encoding']).toBe('gzip');
    expect(listing.headers.etag).toBeTruthy();
  });

  it('publishes the OpenAPI document', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/health-check']));
  });
});
