import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import fastifyEtag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productIdFromSlug } from '#domain/slug.ts';
import { flashSaleItems, flashSales, orderItems, products } from '#server/db/schema.ts';
import { contentSecurityPolicy, newCspNonce } from '#server/http/content-security-policy.ts';
import type { AppServices } from '#server/services.ts';
import { simpleProductWithStock } from '#server/test/catalogue.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { databaseKinds, openTestApp, openTestApps } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { renderCache } from './plugin.ts';

// The API tests have no client build, so a stand-in renders the product page the way the real
// renderer answers: streamed HTML whose inline scripts carry this response's nonce, under a policy
// naming it, with the price read from the database on every render (the browser test in
// e2e/security.spec.ts serves the real pages from the cache).

const noThirdParties = { GA_MEASUREMENT_ID: undefined, META_PIXEL_ID: undefined, GOOGLE_CLIENT_ID: undefined, SSLCOMMERZ_STORE_ID: undefined };

async function pageServer(services: AppServices) {
  const app = Fastify({ logger: false });
  let renders = 0;
  await app.register(fastifyEtag);
  await app.register(renderCache, {
    changes: services.catalogueChanges,
    production: false,
    policyFor: (hashes) => contentSecurityPolicy(noThirdParties, { hashes }),
    ttlMs: 30_000,
    maxEntries: 100,
    maxBytes: 1_000_000,
  });
  app.get('/product/:slug', async (request, reply) => {
    renders += 1;
    const product = await services.catalog.getProduct(productIdFromSlug((request.params as { slug: string }).slug) ?? 0);
    const nonce = newCspNonce();
    reply.header('content-security-policy', contentSecurityPolicy(noThirdParties, { nonce })).type('text/html').header('cache-control', 'public, no-cache');
    const html = [
      `<!DOCTYPE html><html><head><script type="application/ld+json" nonce="${nonce}">{"price":${product?.price}}</script></head>`,
      `<body><p>price ${product?.price}</p><noscript id="deferred-scripts"><script nonce="${nonce}">window.boot = ${renders};</script></noscript>`,
      `<script nonce="${nonce}">window.price = ${product?.price};</script></body></html>`,
    ];
    return reply.send(Readable.from(html));
  });
  await app.ready();
  return { app, renders: () => renders };
}

type PageServer = Awaited<ReturnType<typeof pageServer>>;

const pricePattern = /price (\d+)/;
const priceOn = (body: string) => Number(pricePattern.exec(body)?.[1]);

/** A price change saved through the back office, as staff make it. */
async function changePrice(app: FastifyInstance, cookie: string, id: number, price: number) {
  const current = (await app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: { cookie } })).json().data as { version: number };
  const saved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${id}`,
    headers: { cookie },
    payload: { version: current.version, retail_price: price, sale_price: null },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe.each(databaseKinds)('the render cache on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  let pages: PageServer;
  let editor: string;
  let product: { id: number; price: number };
  let path: string;
  const get = (url: string, headers: Record<string, string> = {}) => pages.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    shop = await openTestApp(kind);
    pages = await pageServer(shop.services);
    editor = (await enrolledStaff(shop.app, shop.services, 'catalogue_editor')).cookie;
    product = await simpleProductWithStock(shop.db, 20);
    path = `/product/a-product-${product.id}`;
  }, 60_000);
  afterAll(async () => {
    await pages?.app.close();
    await shop?.close();
  });

  it("serves a guest's second visit from the cache, byte for byte, under its inline scripts' hashes and with no nonce", async () => {
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-render-cache']).toBe('miss');
    const rendersBefore = pages.renders();
    const second = await get(path);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(pages.renders()).toBe(rendersBefore);
    const third = await get(path);
    expect(third.body).toBe(second.body);
    expect(second.body).toBe(first.body.replace(/ nonce="[^"]+"/g, ''));
    expect(second.headers['cache-control']).toBe('public, no-cache');
    // A browser asking again about the page it kept (docs/adr/0012) is told it is unchanged.
    expect((await get(path, { 'if-none-match': String(second.headers.etag) })).statusCode).toBe(304);

    const policy = String(second.headers['content-security-policy']);
    expect(policy).not.toContain("'nonce-");
    const scripts = [...second.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
    );
    expect(scripts).toHaveLength(2);
    expect(/script-src ([^;]+)/.exec(policy)?.[1]?.split(' ')).toEqual(["'self'", ...scripts]);
    // Everything else in the policy is the nonce policy's, word for word.
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(String(first.headers['content-security-policy']).replace(/ 'nonce-[^']+'/, ''));
  });

  it('serves a kept page compressed the way the browser asks, as @fastify/compress would', async () => {
    await get(path);
    const kept = (await get(path)).body;
    const asked = async (acceptEncoding: string) => {
      const answer = await get(path, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['x-render-cache']).toBe('hit');
      return answer;
    };
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(kept);
    const gzipped = await asked('br;q=0.5, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(kept);
    expect((await asked('x-gzip')).headers['content-encoding']).toBe('gzip');
    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const answer = await asked(refused);
      expect(answer.headers['content-encoding'], refused).toBeUndefined();
      expect(answer.body).toBe(kept);
    }
  });

  it('renders a page once for a crowd of guests arriving together', async () => {
    const crowdPath = `/product/a-crowd-${product.id}`;
    const rendersBefore = pages.renders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(crowdPath)));
    expect(pages.renders()).toBe(rendersBefore + 1);
    expect(answers.map((answer) => answer.headers['x-render-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((answer) => priceOn(answer.body)))).toEqual(new Set([product.price]));
  });

  it('renders afresh for a signed-in customer or staff member, and for a query string', async () => {
    await get(path);
    for (const headers of [{ cookie: 'dokan_session=someone' }, { cookie: editor }]) {
      const rendersBefore = pages.renders();
      const answer = await get(path, headers);
      expect(answer.headers['x-render-cache']).toBeUndefined();
      expect(answer.headers['content-security-policy']).toMatch(/'nonce-/);
      expect(pages.renders()).toBe(rendersBefore + 1);
    }
    const rendersBefore = pages.renders();
    expect((await get(`${path}?utm_source=x`)).headers['x-render-cache']).toBeUndefined();
    expect(pages.renders()).toBe(rendersBefore + 1);
  });

  it('keeps a page apart for each cookie-consent choice', async () => {
    await get(path);
    expect((await get(path, { cookie: 'dokan_consent=accepted' })).headers['x-render-cache']).toBe('miss');
    expect((await get(path, { cookie: 'dokan_consent=accepted' })).headers['x-render-cache']).toBe('hit');
  });

  it('serves a price saved in the back office at the next guest visit', async () => {
    expect(priceOn((await get(path)).body)).toBe(product.price);
    expect((await get(path)).headers['x-render-cache']).toBe('hit');
    await changePrice(shop.app, editor, product.id, product.price + 10);
    const next = await get(path);
    expect(next.headers['x-render-cache']).toBe('miss');
    expect(priceOn(next.body)).toBe(product.price + 10);
    product.price += 10;
  });

  it('drops a kept page the moment a flash sale it shows starts or ends', async () => {
    const onSale = await simpleProductWithStock(shop.db, 20, 5);
    const salePath = `/product/a-sale-${onSale.id}`;
    const flashPrice = Math.max(1, Math.floor(onSale.price / 2));
    const startsAt = Date.now() + 1_500;
    const endsAt = startsAt + 1_500;
    const [sale] = await shop.db
      .insert(flashSales)
      .values({ title: 'A short sale', startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
      .returning();
    await shop.db.insert(flashSaleItems).values({ flashSaleId: sale!.id, productId: onSale.id, flashPrice });
    // Written by a script, without a notice: the clock learns of it when it next reads the catalogue.
    await shop.services.saleClock.rearm();

    expect(priceOn((await get(salePath)).body)).toBe(onSale.price);
    expect((await get(salePath)).headers['x-render-cache']).toBe('hit');
    // Well inside the page's 30 s: only the sale's start can end it.
    await sleep(startsAt - Date.now());
    await expect.poll(async () => priceOn((await get(salePath)).body), { timeout: 1_000, interval: 20 }).toBe(flashPrice);
    expect((await get(salePath)).headers['x-render-cache']).toBe('hit');
    await sleep(endsAt - Date.now());
    await expect.poll(async () => priceOn((await get(salePath)).body), { timeout: 1_000, interval: 20 }).toBe(onSale.price);
  });

  it('charges at checkout the price in the database, never the one a kept page shows', async () => {
    const shown = priceOn((await get(path)).body);
    expect((await get(path)).headers['x-render-cache']).toBe('hit');
    // A write that sends no notice (a script run against the database): the kept page stays
    // stale until its lifetime ends, but the order is priced from the database.
    await shop.db
      .update(products)
      .set({ retailPrice: shown + 25, salePrice: null })
      .where(eq(products.id, product.id));
    expect(priceOn((await get(path)).body)).toBe(shown);
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...deliveryDetails, items: [{ product_id: product.id, quantity: 1 }] },
      headers: await provenPhone(shop),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [line] = await shop.db.select({ unitPrice: orderItems.unitPrice }).from(orderItems).where(eq(orderItems.orderId, placed.json().data.id));
    expect(line?.unitPrice).toBe(shown + 25);
  });
});

const postgresMissing = !databaseKinds.includes('postgres');

describe.skipIf(postgresMissing)('the render cache across processes on PostgreSQL', () => {
  let shop: Awaited<ReturnType<typeof openTestApps>>;
  let pages: PageServer;

  beforeAll(async () => {
    shop = await openTestApps('postgres', 2);
    pages = await pageServer(shop.services[0]!);
  }, 120_000);
  afterAll(async () => {
    await pages?.app.close();
    await shop?.close();
  });

  it("drops this process's kept page when another process saves a price", async () => {
    const editor = (await enrolledStaff(shop.apps[1]!, shop.services[1]!, 'catalogue_editor')).cookie;
    const product = await simpleProductWithStock(shop.db, 20, 3);
    const path = `/product/a-product-${product.id}`;
    await pages.app.inject({ method: 'GET', url: path });
    expect((await pages.app.inject({ method: 'GET', url: path })).headers['x-render-cache']).toBe('hit');
    await changePrice(shop.apps[1]!, editor, product.id, product.price + 7);
    // The notice travels through PostgreSQL to this process's LISTEN connection.
    await expect
      .poll(
        async () => {
          const answer = await pages.app.inject({ method: 'GET', url: path });
          return priceOn(answer.body);
        },
        { timeout: 1_000, interval: 20 },
      )
      .toBe(product.price + 7);
  });
});
