// The sync part of `npm run bench:admin`: how long a price saved through the back office
// on one server process takes to be served by another, both real processes on one PostgreSQL
// database. Process 2's search answer is warmed first, so it is in that process's answer cache
// (SEARCH_CACHE_SECONDS, a minute) and only the change notice can make it show the new price.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPostgres } from '#server/db/client.ts';
import { createServices } from '#server/services.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { fmtMs, killAllChildren, makeTempDir, type ServerProcess, startServer, stopServer, waitForServer } from './lib.ts';

const CHANGES = 20;
const TARGET_MS = 1_000;
/** A change not seen by then counts as missed; the run goes on with the next. */
const GIVE_UP_MS = 5_000;
const POLL_EVERY_MS = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** `BENCH_SYNC_PORTS=5801,5802` pins the two processes' ports; by default the system picks free ones. */
function pinnedPorts(): [number | undefined, number | undefined] {
  const [first, second] = (process.env.BENCH_SYNC_PORTS ?? '').split(',').map((port) => (port.trim() ? Number(port) : undefined));
  return [first, second];
}

/** A catalogue editor's session, enrolled in-process on the same database; the servers find it there. */
async function editorCookie(databaseUrl: string): Promise<string> {
  const handle = await openPostgres(databaseUrl, { maxConnections: 2 });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: makeTempDir('dokan-bench-sync-staff-'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const services = createServices(handle, config, { log: () => {} });
  const app = await buildApp({ config, services, pages: false, logger: false });
  try {
    await app.ready();
    const { cookie } = await enrolledStaff(app, services, 'catalogue_editor');
    // The servers run in production, where the cookie carries the __Host- prefix.
    return cookie.replace(/^dokan_staff=/, '__Host-dokan_staff=');
  } finally {
    await app.close();
    await handle.close();
  }
}

async function send<T>(server: ServerProcess, method: string, path: string, cookie: string | null, body?: object): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

interface Seen {
  /** From the answer to the save to process 2 serving the new price in both places. */
  afterSaved: number;
  /** The same, from sending the save. */
  afterSent: number;
}

export async function measureChangeAcrossProcesses(databaseUrl: string, log: (message: string) => void): Promise<void> {
  const cookie = await editorCookie(databaseUrl);
  const [port1, port2] = pinnedPorts();
  const servers: ServerProcess[] = [];
  try {
    for (const port of [port1, port2]) {
      const server = await startServer({
        script: 'server/main.ts',
        env: { DATABASE_URL: databaseUrl, DATA_DIR: makeTempDir('dokan-bench-sync-'), SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
        ...(port ? { port } : {}),
      });
      servers.push(server);
      await waitForServer(server, '/api/health-check', { timeoutMs: 60_000 });
    }
    const [saver, reader] = servers as [ServerProcess, ServerProcess];
    log(`sync: process 1 (pid ${saver.pid}, port ${saver.port}) saves, process 2 (pid ${reader.pid}, port ${reader.port}) serves`);

    const listed = await send<{ data: { category: { id: number } | null }[] }>(saver, 'GET', '/api/admin/products?status=active&per_page=1', cookie);
    const categoryId = listed.data[0]?.category?.id;
    if (categoryId === undefined) throw new Error('no active product with a category to copy a category from');
    const word = `zephyrix${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
    let product = (
      await send<{ data: { id: number; version: number } }>(saver, 'POST', '/api/admin/products', cookie, {
        name: `Bench Sync ${word} Lamp`,
        sku: `BENCH-SYNC-${Date.now().toString(36).toUpperCase()}`,
        retail_price: 50_000,
        stock: 5,
        status: 'active',
        category_id: categoryId,
      })
    ).data;

    const searchedPrice = async () => {
      const answer = await send<{ hits: { document: { id: number; price: number } }[] }>(reader, 'GET', `/api/typesense/search?q=${word}`, null);
      return answer.hits.find((hit) => hit.document.id === product.id)?.document.price;
    };
    const pagePrice = async () => (await send<{ data: { price: number } }>(reader, 'GET', `/api/products/${product.id}`, null)).data.price;

    const seen: Seen[] = [];
    let missed = 0;
    for (let change = 1; change <= CHANGES; change += 1) {
      const price = 40_000 + change * 10;
      await searchedPrice();
      const sent = performance.now();
      product = (
        await send<{ data: { id: number; version: number } }>(saver, 'PATCH', `/api/admin/products/${product.id}`, cookie, {
          version: product.version,
          sale_price: price,
        })
      ).data;
      const saved = performance.now();
      for (;;) {
        const [searched, paged] = await Promise.all([searchedPrice(), pagePrice()]);
        const now = performance.now();
        if (searched === price && paged === price) {
          seen.push({ afterSaved: now - saved, afterSent: now - sent });
          break;
        }
        if (now - saved > GIVE_UP_MS) {
          missed += 1;
          log(`sync: change ${change} not served by process 2 after ${fmtMs(GIVE_UP_MS)} (search ${searched}, page ${paged}, wanted ${price})`);
          break;
        }
        await sleep(POLL_EVERY_MS);
      }
    }

    const afterSaved = seen.map((one) => one.afterSaved).sort((a, b) => a - b);
    const afterSent = seen.map((one) => one.afterSent).sort((a, b) => a - b);
    log(`sync: ${seen.length} of ${CHANGES} price changes served by process 2 (search answer and product page), ${missed} missed`);
    if (afterSaved.length > 0) {
      log(
        `sync: from the save's answer: p50 ${fmtMs(percentile(afterSaved, 50))}, p95 ${fmtMs(percentile(afterSaved, 95))}, max ${fmtMs(afterSaved.at(-1))} (target ≤ ${TARGET_MS} ms)`,
      );
      log(`sync: from sending the save: p50 ${fmtMs(percentile(afterSent, 50))}, p95 ${fmtMs(percentile(afterSent, 95))}, max ${fmtMs(afterSent.at(-1))}`);
    }
    if (missed > 0 || (afterSaved.at(-1) ?? Infinity) > TARGET_MS) process.exitCode = 1;
  } catch (error) {
    killAllChildren();
    throw error;
  } finally {
    for (const server of servers) await stopServer(server);
  }
}
