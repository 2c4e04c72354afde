import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

interface Listed {
  id: number;
  price: number;
  color: string | null;
  size: string | null;
  memory: string | null;
}

// The fallback listing GET /api/products answers the same filters as GET /api/typesense/search.
describe.each(databaseKinds)('product listing with the search filters on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  const listing = async (query: string) => {
    const response = await get(`/api/products?per_page=100&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Listed[]; meta: { total: number } };
  };
  const searchFound = async (query: string, q = '*') => {
    const response = await get(`/api/typesense/search?q=${q}&per_page=1&${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { found: number }).found;
  };
  /** The most common value of a facet among the products in stock. */
  const commonValue = async (facet: 'color' | 'size' | 'memory') => {
    const body = (await (await get('/api/typesense/search?q=*&in_stock=true&per_page=1')).json()) as {
      facet_counts: { field_name: string; counts: { value: string }[] }[];
    };
    const value = body.facet_counts.find((entry) => entry.field_name === facet)?.counts[0]?.value;
    if (!value) throw new Error(`the demo shop has no ${facet}`);
    return value;
  };

  beforeAll(async () => {
    harness = await openTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    ['colors', 'color'],
    ['sizes', 'size'],
    ['memory', 'memory'],
  ] as const)('narrows to %s as the search does', async (parameter, field) => {
    const value = await commonValue(field);
    const everything = (await listing('')).meta.total;
    const filtered = await listing(`${parameter}=${encodeURIComponent(value)}`);
    expect(filtered.meta.total).toBeGreaterThan(0);
    expect(filtered.meta.total).toBeLessThan(everything);
    expect(filtered.meta.total).toBe(await searchFound(`${parameter}=${encodeURIComponent(value)}`));
    for (const product of filtered.data) expect(product[field]?.toLowerCase()).toBe(value);
  });

  it('narrows to price ranges, several at once, as the search does', async () => {
    const query = 'price_range=10000-24999,200000-';
    const filtered = await listing(query);
    expect(filtered.meta.total).toBeGreaterThan(0);
    expect(filtered.meta.total).toBe(await searchFound(query));
    for (const product of filtered.data) expect((product.price >= 10_000 && product.price <= 24_999) || product.price >= 200_000).toBe(true);
  });

  it('combines them with its own filters and with a text search', async () => {
    const memory = await commonValue('memory');
    const combined = `memory=${encodeURIComponent(memory)}&price_range=-99999&in_stock=true`;
    const listed = await listing(combined);
    expect(listed.meta.total).toBeGreaterThan(0);
    expect(listed.meta.total).toBe(await searchFound(combined));
    for (const product of listed.data) expect(product.memory?.toLowerCase() === memory && product.price <= 99_999).toBe(true);

    const searched = await listing(`search=samsung&${combined}`);
    expect(searched.meta.total).toBe(await searchFound(combined, 'samsung'));
    for (const product of searched.data) expect(product.memory?.toLowerCase() === memory && product.price <= 99_999).toBe(true);
  });

  it('refuses a malformed filter on its field instead of listing everything', async () => {
    const response = await get(`/api/products?price_range=cheap&colors=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['colors.0', 'price_range']);
  });
});
