import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '#server/test/databases.ts';
import { renderSitemap } from './sitemap.ts';

const origin = 'https://shop.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe.each(databaseKinds)('sitemap on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('lists static pages, categories, brands and every visible product with its last change', async () => {
    const xml = (await renderSitemap(database.handle.db, { origin, staticPaths: ['/', '/shop'], page: null }))!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(xml);
    expect(urls.slice(0, 2)).toEqual([`${origin}/`, `${origin}/shop`]);
    expect(urls).toContain(`${origin}/shop/category/laptops-notebooks`);
    expect(urls.some((url) => url?.startsWith(`${origin}/shop/brand/`))).toBe(true);
    const products = urls.filter((url) => url?.startsWith(`${origin}/product/`));
    expect(products.length).toBeGreaterThanOrEqual(400);
    expect(xml).toMatch(/<url><loc>https:\/\/shop\.example\/product\/[^<]+-1<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
  });

  it('splits a large catalogue into an index of parts', async () => {
    const options = { origin, staticPaths: ['/'], productsPerPart: 100 };
    const index = (await renderSitemap(database.handle.db, { ...options, page: null }))!;
    expect(index).toContain('<sitemapindex');
    const parts = locs(index);
    expect(parts[0]).toBe(`${origin}/sitemap.xml?page=1`);
    const first = locs((await renderSitemap(database.handle.db, { ...options, page: '1' }))!);
    const second = locs((await renderSitemap(database.handle.db, { ...options, page: '2' }))!);
    expect(first).toContain(`${origin}/`);
    expect(first.filter((url) => url?.includes('/product/'))).toHaveLength(100);
    expect(second).toHaveLength(100);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
    expect(await renderSitemap(database.handle.db, { ...options, page: String(parts.length + 1) })).toBeNull();
    expect(await renderSitemap(database.handle.db, { ...options, page: 'x' })).toBeNull();
  });
});
