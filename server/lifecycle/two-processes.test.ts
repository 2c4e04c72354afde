import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#domain/account.ts';
import { formatTaka } from '#domain/money.ts';
import { productPath } from '#domain/slug.ts';
import { buildApp } from '#server/app.ts';
import { queryRows } from '#server/db/client.ts';
import { messageOutbox, orderEvents, orders, products } from '#server/db/schema.ts';
import { JOB_SCHEMA, type JobTiming } from '#server/jobs/queue.ts';
import { createServices } from '#server/services.ts';
import { deliveryDetails } from '#server/test/checkout.ts';
import { simpleProductWithStock, stockOf } from '#server/test/catalogue.ts';
import { databaseKinds, openTestDatabase, type TestDatabase, testConfig } from '#server/test/databases.ts';
import { provenPhone } from '#server/test/phone-pass.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { buildPages, isBuildStale } from '../../scripts/build-freshness.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// The issue's proof that several shop processes on one PostgreSQL database behave as one shop:
// two real server processes (server/main.ts, pages included) share a sign-in limit, see each
// other's price changes within a second, release an unpaid order once between them, and deliver
// the messages of an order whose process was killed the moment it answered. The pieces are proven
// alone elsewhere (auth/rate-limits, catalog/changes-across-processes, jobs/killed-process); this
// is the whole shop, over HTTP, as a load balancer would spread it.
const postgresMissing = !databaseKinds.includes('postgres');
const notRunReason =
  'NOT RUN: several server processes share a shop only through PostgreSQL (the embedded database serves one process); set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run them';
if (postgresMissing) {
  console.warn(`\n${'!'.repeat(20)}\n${notRunReason}\n${'!'.repeat(20)}\n`);
  it.skip(notRunReason, () => {});
}

/** Within a second, as the back office promises (issue 19). */
const PROMISED_MS = 1_000;
/** The failed sign-ins one address may make in its window (DEFAULT_RATE_LIMITS.loginPerAddress). */
const LOGIN_LIMIT = 100;
/**
 * Whoever creates the job queues sets their patience; this test creates them first, so a job a
 * killed process held is given up on after 3 s and retried 1 s later, not after minutes (as
 * server/jobs/killed-process.test.ts does). The test process supervises; it works no job.
 */
const TIMING: Partial<JobTiming> = { expireSeconds: 3, superviseSeconds: 1, retryDelaySeconds: 1 };

interface Gateway {
  url: string;
  /** Every request the SMS gateway took: which process sent it, and the message's key. */
  requests: { worker: string; key: string }[];
  close(): Promise<void>;
}

/** A stand-in SMS gateway that answers at once and remembers what it was sent. */
async function smsGateway(): Promise<Gateway> {
  const requests: Gateway['requests'] = [];
  const server = http.createServer((request, response) => {
    const worker = new URL(request.url ?? '/', 'http://gateway').searchParams.get('worker') ?? '?';
    requests.push({ worker, key: String(request.headers['idempotency-key']) });
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The product page is server-rendered from the page build: build it first when it is missing or stale, as `npm start` does. */
async function ensurePageBuild() {
  if (isBuildStale()) await buildPages().done;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`gave up waiting ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(postgresMissing)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let gateway: Gateway;
  let stopQueue: () => Promise<void> = async () => {};
  const processes: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let editorCookie: string;
  /** The test's own app on the same database, beside the two processes: it enrols the editor and proves mobile numbers. */
  let inProcess: { app: Awaited<ReturnType<typeof buildApp>>; dataDir: string };

  beforeAll(async () => {
    await ensurePageBuild();
    database = await openTestDatabase('postgres');
    gateway = await smsGateway();
    const config = testConfig(database.dataDir);
    const services = createServices(database.handle, config, { log: () => {}, jobTiming: TIMING });
    await services.jobs.ready();
    stopQueue = () => services.jobs.stop();
    inProcess = { app: await buildApp({ config, services, pages: false, logger: false }), dataDir: database.dataDir };
    await inProcess.app.ready();
    editorCookie = (await enrolledStaff(inProcess.app, services, 'catalogue_editor')).cookie;

    const url = database.handle.jobConnection.kind === 'postgres' ? database.handle.jobConnection.url : '';
    const starting = ['a', 'b'].map((name) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dokan-two-processes-${name}-`));
      dataDirs.push(dataDir);
      return startServerProcess({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback',
        PAYMENT_TEST_GATEWAY: 'true',
        SMS_GATEWAY_URL: `${gateway.url}?worker=${name}`,
      });
    });
    processes.push(...(await Promise.all(starting.map((started) => started.ready))));
  }, 120_000);

  afterAll(async () => {
    for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await inProcess?.app.close();
    await stopQueue();
    await gateway?.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  type Via = 'a' | 'b';
  function call(via: Via, method: string, url: string, options: { body?: object; headers?: Record<string, string> } = {}) {
    const server = processes[via === 'a' ? 0 : 1]!;
    return fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: { accept: 'application/json', ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  }

  it('refuses the sign-in after the address’s limit, counted over both processes together', async () => {
    const from = { 'x-forwarded-for': '10.24.0.7' };
    const tries = Array.from({ length: LOGIN_LIMIT }, (_, n) => n);
    // Each attempt to another account, so only the per-address limit can refuse; half through each process.
    for (const n of tries) {
      const answer = await call(n % 2 === 0 ? 'a' : 'b', 'POST', '/api/auth/login', {
        body: { email: `nobody-${n}@example.com`, password: 'not-the-password-1' },
        headers: from,
      });
      expect(answer.status, `attempt ${n + 1}`).toBe(401);
    }
    for (const via of ['a', 'b'] as const) {
      const refused = await call(via, 'POST', '/api/auth/login', { body: { email: 'one-more@example.com', password: 'not-the-password-1' }, headers: from });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    }
    // Another address is not held back by this one's count.
    const other = await call('b', 'POST', '/api/auth/login', {
      body: { email: 'one-more@example.com', password: 'x-not-it-2' },
      headers: { 'x-forwarded-for': '10.24.0.8' },
    });
    expect(other.status).toBe(401);
  }, 60_000);

  it('serves a price saved through one process on the other’s product page, search and cart within a second', async () => {
    const [category] = await database.handle.db.select({ id: products.categoryId }).from(products).where(eq(products.status, 1)).limit(1);
    const created = await call('a', 'POST', '/api/admin/products', {
      headers: { cookie: editorCookie },
      body: {
        name: 'Velmorra Twin Kettle',
        sku: 'TWIN-KETTLE-1',
        retail_price: 20_000,
        sale_price: 18_000,
        stock: 5,
        status: 'active',
        category_id: category!.id,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = ((await created.json()) as { data: { id: number; version: number; slug: string } }).data;

    const onB = {
      page: async () => (await call('b', 'GET', productPath(product.slug), { headers: { accept: 'text/html' } })).text(),
      searched: async () =>
        ((await (await call('b', 'GET', '/api/typesense/search?q=velmorra')).json()) as { hits: { document: { price: number } }[] }).hits[0]?.document.price,
      quoted: async () =>
        (
          (await (await call('b', 'POST', '/api/cart/quote', { body: { items: [{ product_id: product.id, quantity: 1 }] } })).json()) as {
            data: { items: { price: number }[] };
          }
        ).data.items[0]?.price,
    };
    // B has the product at its first price, in its caches too, before the change.
    await waitFor('B to serve the new product', async () => (await onB.searched()) === 18_000, 5_000);
    expect(await onB.page()).toContain(formatTaka(18_000));
    expect(await onB.quoted()).toBe(18_000);

    const saved = await call('a', 'PATCH', `/api/admin/products/${product.id}`, {
      headers: { cookie: editorCookie },
      body: { version: product.version, sale_price: 16_500 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const savedAt = performance.now();
    await waitFor(
      'B to serve the new price everywhere',
      async () => {
        const [page, searched, quoted] = await Promise.all([onB.page(), onB.searched(), onB.quoted()]);
        return page.includes(formatTaka(16_500)) && !page.includes(formatTaka(18_000)) && searched === 16_500 && quoted === 16_500;
      },
      PROMISED_MS,
    );
    expect(performance.now() - savedAt).toBeLessThan(PROMISED_MS);
  });

  it('releases each unpaid online order once, whichever process placed it, when its time is up', async () => {
    const product = await simpleProductWithStock(database.handle.db, 40);
    const before = await stockOf(database.handle.db, product.id);
    const orderIds: number[] = [];
    for (const [n, via] of (['a', 'b', 'a', 'b'] as const).entries()) {
      const phone = `0181111000${n}`;
      const pass = await provenPhone(inProcess, phone, { remoteAddress: `10.25.0.${n + 1}` });
      const placed = await call(via, 'POST', '/api/orders', {
        headers: { ...pass, 'x-forwarded-for': `10.25.1.${n + 1}` },
        body: {
          ...deliveryDetails,
          address: `House ${n + 20}, Road 5, Block C`,
          phone,
          payment_method: 'online',
          items: [{ product_id: product.id, quantity: 2 }],
        },
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      orderIds.push(((await placed.json()) as { data: { id: number } }).data.id);
    }
    expect(await stockOf(database.handle.db, product.id)).not.toEqual(before);

    // Their releases are due in half an hour: make that half hour pass for the queue.
    await database.handle.db.execute(
      sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now() where name = 'release-unpaid-order' and (data->>'orderId')::int in ${sql.raw(`(${orderIds.join(',')})`)}`,
    );
    const cancelledEvents = () =>
      database.handle.db
        .select({ orderId: orderEvents.orderId, count: sql<number>`count(*)::int` })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.status, 'cancelled')))
        .groupBy(orderEvents.orderId);
    // A job that comes due is not announced as a new one is: the servers' queue finds it within its
    // 30 s supervision pass (JobTiming.superviseSeconds), so allow one pass and some.
    await waitFor('every order released', async () => (await cancelledEvents()).length === orderIds.length, 45_000);
    // Both processes work the queue and poll it every 2 s: give a second release the time to happen.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await cancelledEvents()).map((row) => row.count)).toEqual(orderIds.map(() => 1));
    const statuses = await database.handle.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, orderIds));
    expect(statuses.map((row) => row.status)).toEqual(orderIds.map(() => 'cancelled'));
    expect(await stockOf(database.handle.db, product.id)).toEqual(before);
  }, 60_000);

  it('delivers an order’s text once when the process that took the order is killed the moment it answers', async () => {
    const product = await simpleProductWithStock(database.handle.db, 10, 1);
    const phone = '01811112000';
    const pass = await provenPhone(inProcess, phone, { remoteAddress: '10.26.0.1' });
    const placed = await call('a', 'POST', '/api/orders', {
      headers: { ...pass, 'x-forwarded-for': '10.26.1.1' },
      body: { ...deliveryDetails, address: 'House 30, Road 5, Block C', phone, items: [{ product_id: product.id, quantity: 1 }] },
    });
    processes[0]!.child.kill('SIGKILL');
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { data: { order_number: string } }).data;
    await processes[0]!.exited;

    // The confirmation was written with the order, so the answer means it exists whoever sends it.
    const texts = await database.handle.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, phone));
    expect(texts.map((text) => text.body.includes(order.order_number))).toEqual([true]);
    const key = `message-${texts[0]!.id}`;
    // Sent by B, or by A before it died; if A held it unsent, the queue gives it to B once it has
    // expired (3 s) and a supervision pass (the servers': every 30 s) has seen that.
    await waitFor(
      'the text marked sent',
      async () =>
        (await database.handle.db.select({ sentAt: messageOutbox.sentAt }).from(messageOutbox).where(eq(messageOutbox.id, texts[0]!.id)))[0]?.sentAt != null,
      // The 3 s expiry plus a whole 30 s supervision pass, with room: 20 s ran out in a full run.
      45_000,
    );
    // The gateway took it once. A repeat is possible only if A died between the gateway's answer
    // and marking it sent, and carries the same key, for the gateway to drop.
    // The queue marks the job completed only after its handler returns, a moment after the text is
    // marked sent, so its completion is waited for rather than read at once.
    await waitFor(
      'the send-message job completed',
      async () =>
        (
          await queryRows<{ count: number }>(
            database.handle.db,
            sql`select count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job where name = 'send-message' and data->>'messageId' = ${String(texts[0]!.id)} and state <> 'completed'`,
          )
        )[0]?.count === 0,
      10_000,
    );
    const taken = gateway.requests.filter((request) => request.key === key);
    expect(taken.length).toBeGreaterThanOrEqual(1);
    expect(taken.length - 1).toBeLessThanOrEqual(taken[0]!.worker === 'a' ? 1 : 0);
  }, 60_000);
});
