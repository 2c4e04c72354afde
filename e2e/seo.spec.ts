import { expect, type Page, test } from '@playwright/test';

type JsonLd = Record<string, unknown> & { '@type'?: string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const absoluteUrl = /^https?:\/\/[^/]+\//;

test('a product page has its title, description, canonical, share image and Product data', async ({ page }) => {
  const { data } = await (await page.request.get('/api/products?per_page=100')).json();
  // A product sold in variants carries an AggregateOffer instead (held by app/lib/seo.test.ts).
  const product = (data as { name: string; slug: string; type: string }[]).find((item) => item.type === 'simple');
  if (!product) throw new Error('the shop lists no simple product');
  await page.goto(`/product/${product.slug}`);

  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S{3,}/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+/product/${product.slug}$`));
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(absoluteUrl);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');

  const productData = (await jsonLd(page)).find((data) => data['@type'] === 'Product');
  expect(productData).toMatchObject({
    name: product.name,
    offers: { '@type': 'Offer', priceCurrency: 'BDT', availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/) },
  });
});

test('every page carries the Organization and the WebSite search action once', async ({ page }) => {
  for (const path of ['/', '/shop']) {
    await page.goto(path);
    const data = await jsonLd(page);
    const organizations = data.filter((entry) => entry['@type'] === 'Organization');
    const sites = data.filter((entry) => entry['@type'] === 'WebSite');
    expect(organizations).toHaveLength(1);
    expect(sites).toHaveLength(1);
    expect(organizations[0]?.logo).toMatch(/^https?:\/\/[^/]+\/logo\.png$/);
    expect(sites[0]?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: expect.stringMatching(/^https?:\/\/[^/]+\/search\?q=\{search_term_string\}$/) },
      'query-input': 'required name=search_term_string',
    });
  }
  const logo = await page.request.get('/logo.png');
  expect(logo.headers()['content-type']).toContain('image/png');
});

test('the sitemap is valid XML listing products and categories', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  expect(response.headers()['cache-control']).toContain('public');
  const xml = await response.text();
  await page.goto('/robots.txt');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror') !== null,
      root: doc.documentElement.nodeName,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('urlset');
  expect(parsed.locs.some((loc) => /^https?:\/\/[^/]+\/product\/[^/]+-\d+$/.test(loc))).toBe(true);
  expect(parsed.locs.some((loc) => /^https?:\/\/[^/]+\/shop\/category\/[^/]+$/.test(loc))).toBe(true);
});

test('robots.txt keeps crawlers out of private pages and points to the sitemap', async ({ page }) => {
  const text = await (await page.request.get('/robots.txt')).text();
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  for (const path of ['/cart', '/checkout', '/api/', '/filter']) expect(text).toContain(`Disallow: ${path}\n`);
});

test('without analytics ids no tracker script is requested', async ({ page }) => {
  const trackerRequests: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics|facebook\.(net|com)/.test(request.url())) trackerRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.getByRole('link', { name: /shop/i }).first().click();
  // Trackers load when the browser is idle after the load event; give them that chance.
  await page.waitForTimeout(3000);
  expect(trackerRequests).toEqual([]);
  expect(await page.evaluate(() => ({ gtag: typeof (window as { gtag?: unknown }).gtag, fbq: typeof (window as { fbq?: unknown }).fbq }))).toEqual({
    gtag: 'undefined',
    fbq: 'undefined',
  });
});

test('catalogue pages and API answers may be kept only if checked first (docs/adr/0012)', async ({ request }) => {
  const { data } = await (await request.get('/api/products?per_page=1')).json();
  const slug = (data as { slug: string }[])[0]!.slug;
  // Pages are streamed as they render, so they carry no ETag: asking again renders them again.
  for (const path of ['/', '/shop', `/product/${slug}`]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()['cache-control'], path).toBe('public, no-cache');
  }
  // An API answer's ETag makes asking about an unchanged one a 304.
  const answer = await request.get('/api/settings');
  expect(answer.headers()['cache-control']).toBe('public, no-cache');
  const etag = answer.headers().etag;
  expect(etag).toBeTruthy();
  expect((await request.get('/api/settings', { headers: { 'if-none-match': etag! } })).status()).toBe(304);
});
