import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as homePage from '#app/routes/home.tsx';
import * as productPage from '#app/routes/product.tsx';
import * as shopPage from '#app/routes/shop.tsx';
import * as categoryPage from '#app/routes/shop.category.tsx';
import * as searchPage from '#app/routes/search.tsx';
import { REVALIDATE_EACH_TIME } from '#domain/http-cache.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { enrolledStaff } from '#server/test/staff.ts';

// A back-office change shows within a second (docs/adr/0012): no shared answer lets a browser or a
// CDN show a kept copy without asking, and asking after a change gets the new answer, not a 304.

describe.each(databaseKinds)('what browsers may keep, on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let editor: string;

  beforeAll(async () => {
    shop = await openTestApp(kind);
    editor = (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie;
  }, 60_000);
  afterAll(() => shop?.close());

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('lets every shared answer be kept only if it is checked before each use', async () => {
    for (const url of [
      '/api/products/1',
      '/api/products?per_page=5',
      '/api/categories',
      '/api/settings',
      '/api/navigation/header',
      '/api/public-notifications',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE_EACH_TIME);
      expect(answer.headers.etag, url).toBeTruthy();
    }
  });

  it('answers a browser that kept a product before staff changed its price with the new price, not a 304', async () => {
    const kept = await get('/api/products/1');
    const etag = String(kept.headers.etag);
    // Nothing lets the kept copy be shown without asking: no lifetime, no stale grace.
    expect(kept.headers['cache-control']).not.toMatch(/max-age|s-maxage|stale-while-revalidate|immutable/);
    expect((await get('/api/products/1', { 'if-none-match': etag })).statusCode).toBe(304);

    const current = (await get('/api/admin/products/1', { cookie: editor })).json().data as {
      version: number;
      sale_price: number | null;
      retail_price: number;
    };
    const newPrice = current.retail_price - 1;
    const saved = await shop.app.inject({
      method: 'PATCH',
      url: '/api/admin/products/1',
      headers: { cookie: editor },
      payload: { version: current.version, sale_price: newPrice },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const asked = await get('/api/products/1', { 'if-none-match': etag });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers.etag).not.toBe(etag);
    expect(asked.json().data.sale_price).toBe(newPrice);
  });

  it('has the server-rendered catalogue pages say the same, and an error page keep its own', () => {
    for (const page of [homePage, productPage, shopPage, categoryPage, searchPage]) {
      expect(new Headers(page.headers({})).get('cache-control')).toBe(REVALIDATE_EACH_TIME);
    }
    const errorHeaders = new Headers({ 'cache-control': 'no-store' });
    expect(new Headers(productPage.headers({ errorHeaders })).get('cache-control')).toBe('no-store');
  });
});
