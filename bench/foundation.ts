// `npm run bench:foundation`: start-up time, memory and throughput figures for the foundation
// issue's closing note. Starts the real server (`node scripts/start.ts`) on 127.0.0.1 with a fresh
// embedded database, times the first start (demo data load included) and a restart, then puts
// load on the restarted server: the API, a static file, and the home, category and product pages,
// each page's rate also given as a share of the static file's (the ceiling for a page). With BENCH_DATABASE_URL set it repeats the measurements on a
// throw-away PostgreSQL database on that server.
//
//   BENCH_SECONDS=10            seconds per load run (use 3 for a quick check)
//   BENCH_CONNECTIONS=10        concurrent connections per load run
//   BENCH_PORT                  the server's port (default: one the system finds free)
//   BENCH_TIMEOUT_SECONDS       hard limit for the whole script (default 270, 510 with PostgreSQL)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   optional PostgreSQL run
import os from 'node:os';
import { productPath } from '#domain/slug.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type LoadResult,
  type LoadTarget,
  type Memory,
  type ScratchDatabase,
  type ServerProcess,
  createScratchDatabase,
  ensureBuild,
  envSeconds,
  fmtMb,
  fmtMs,
  fmtNum,
  fmtPercent,
  getJson,
  loadTable,
  makeTempDir,
  markdownTable,
  productIds,
  readMemory,
  runLoad,
  startServer,
  stopServer,
  waitForServer,
  runBenchmark,
  scratchDatabaseJanitor,
} from './lib.ts';

const SECONDS = envSeconds('BENCH_SECONDS', 10);
const CONNECTIONS = Math.round(envSeconds('BENCH_CONNECTIONS', 10));
/** The server's port; by default one the system finds free. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
// A first start renders the demo images, which is most of the time; the PostgreSQL run does it again.
const LIMIT_MS = envSeconds('BENCH_TIMEOUT_SECONDS', POSTGRES_URL ? 510 : 270) * 1000;
const START_TIMEOUT_MS = 200_000;
const HTML = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' };

const log = (message: string) => console.log(`[bench] ${message}`);

interface StartTiming {
  healthMs: number;
  homeMs: number;
  includedBuild: boolean;
}

interface StopTiming {
  ms: number;
  clean: boolean;
}

interface LoadRun {
  idle: Memory | null;
  after: Memory | null;
  results: LoadResult[];
  productCount: number;
}

interface Figures {
  label: string;
  first?: StartTiming;
  firstStop?: StopTiming;
  restart?: StartTiming;
  restartStop?: StopTiming;
  load?: LoadRun;
}

/** Spawns the server and times it until the health check and then the home page answer. */
async function timedStart(env: Record<string, string>, what: string): Promise<{ server: ServerProcess; timing: StartTiming }> {
  const server = await startServer({ env, ...(PORT ? { port: PORT } : {}) });
  const healthMs = await waitForServer(server, '/api/health-check', { timeoutMs: START_TIMEOUT_MS });
  const homeMs = await waitForServer(server, '/', {
    timeoutMs: START_TIMEOUT_MS,
    headers: HTML,
    accept: (status, body) => status === 200 && body.includes('৳'),
  });
  const timing = { healthMs, homeMs, includedBuild: server.sawBuild() };
  log(
    `${what}: health-check 200 after ${fmtMs(healthMs)}, home page with ৳ after ${fmtMs(homeMs)}${timing.includedBuild ? ' (the server rebuilt the pages first: sources changed meanwhile)' : ''}`,
  );
  return { server, timing };
}

async function timedStop(server: ServerProcess, what: string): Promise<StopTiming> {
  const result = await stopServer(server);
  const clean = !result.killed && result.code === 0;
  log(
    `${what}: stopped in ${fmtMs(result.ms)}${clean ? '' : ` (exit code ${result.code}, signal ${result.signal}${result.killed ? ', needed SIGKILL' : ''})`}`,
  );
  return { ms: result.ms, clean };
}

/** The load runs' order in `measure`. */
const STATIC_FILE = 4;
const PAGES = [2, 5, 6];

async function getText(baseUrl: string, path: string): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: HTML, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  await response.text();
}

/** Paths of a few category pages and product pages, as the shop links them. */
async function catalogueSample(baseUrl: string): Promise<{ categories: string[]; products: string[] }> {
  const categories = await getJson<{ data: { slug: string; product_count: number }[] }>(`${baseUrl}/api/categories`);
  const products = await getJson<{ data: { slug: string }[] }>(`${baseUrl}/api/products?per_page=20`);
  return {
    categories: categories.data
      .filter((category) => category.product_count > 0)
      .slice(0, 5)
      .map((category) => `/shop/category/${encodeURIComponent(category.slug)}`),
    products: products.data.map((product) => productPath(product.slug)),
  };
}

/** Idle memory, the load runs, memory after load. */
async function measure(server: ServerProcess, label: string): Promise<LoadRun> {
  await sleep(1000);
  const idle = readMemory(server.pid);
  log(`${label}: idle RSS ${fmtMb(idle?.rssMb)} (peak so far ${fmtMb(idle?.peakMb)})`);

  const ids = await productIds(server.baseUrl, 50);
  if (ids.length === 0) throw new Error('/api/products returned no products');
  const probe = await fetch(`${server.baseUrl}/api/products/${ids[0]}`, { signal: AbortSignal.timeout(10_000) });
  if (probe.status !== 200) throw new Error(`/api/products/${ids[0]} answered ${probe.status}`);

  const pages = await catalogueSample(server.baseUrl);
  const targets: LoadTarget[] = [
    { label: 'GET /api/health-check', path: '/api/health-check' },
    { label: `GET /api/products/{id} (${ids.length} ids)`, paths: ids.map((id) => `/api/products/${id}`) },
    { label: 'GET / (SSR home, gzip)', path: '/', headers: HTML },
    { label: 'GET /api/health-check (again)', path: '/api/health-check' },
    { label: 'GET /favicon.ico (static file, gzip)', path: '/favicon.ico', headers: HTML },
    { label: `GET /shop/category/{slug} (SSR, ${pages.categories.length} categories, gzip)`, paths: pages.categories, headers: HTML },
    { label: `GET /product/{slug} (SSR, ${pages.products.length} products, gzip)`, paths: pages.products, headers: HTML },
  ];
  const results: LoadResult[] = [];
  for (const [index, target] of targets.entries()) {
    // Each page once first: the run measures pages as a crowd gets them, not their first render.
    if (PAGES.includes(index)) for (const path of target.paths ?? [target.path ?? '/']) await getText(server.baseUrl, path);
    const result = await runLoad(server.baseUrl, target, { seconds: SECONDS, connections: CONNECTIONS });
    results.push(result);
    const codes = Object.entries(result.statusCodes)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
    log(
      `${label}: ${target.label}: ${fmtNum(result.rps)} req/s, p50 ${result.p50} ms, p97.5 ${result.p97_5} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts} [${codes}]`,
    );
    if (server.exitCode() !== undefined) throw new Error(`the server died during ${target.label}:\n${server.output().slice(-3000)}`);
  }
  const after = readMemory(server.pid);
  log(`${label}: RSS after load ${fmtMb(after?.rssMb)}, peak ${fmtMb(after?.peakMb)}`);
  return { idle, after, results, productCount: ids.length };
}

function startCell(timing: StartTiming | undefined, field: 'healthMs' | 'homeMs'): string {
  if (!timing) return 'n/a';
  return `${fmtMs(timing[field])}${timing.includedBuild ? ' (incl. rebuild)' : ''}`;
}

function loadCell(run: LoadRun | undefined, index: number): string {
  const result = run?.results[index];
  if (!result) return 'n/a';
  // The pages are set beside the static file served by the same server in the same run.
  const [baseline, of] = PAGES.includes(index) ? [run?.results[STATIC_FILE]?.rps, 'static file'] : [run?.results[0]?.rps, 'health'];
  const ratio = baseline && index > 0 && index !== STATIC_FILE ? `, ${fmtPercent(result.rps, baseline)} of ${of}` : '';
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${fmtNum(result.rps)} req/s (p50 ${result.p50} / p97.5 ${result.p97_5} / p99 ${result.p99} ms${ratio}${bad ? `, ${bad} failed` : ''})`;
}

function summary(runs: readonly Figures[]): string {
  const column = (f: (figures: Figures) => string) => runs.map(f);
  const rows: string[][] = [
    ['First start → health-check 200', ...column((r) => startCell(r.first, 'healthMs'))],
    ['First start → home page (demo data loaded)', ...column((r) => startCell(r.first, 'homeMs'))],
    [
      'Shutdown after first start (SIGTERM → exit)',
      ...column((r) => (r.firstStop ? `${fmtMs(r.firstStop.ms)}${r.firstStop.clean ? '' : ' (unclean)'}` : 'n/a')),
    ],
    ['Restart → health-check 200', ...column((r) => startCell(r.restart, 'healthMs'))],
    ['Restart → home page', ...column((r) => startCell(r.restart, 'homeMs'))],
    ['RSS idle', ...column((r) => fmtMb(r.load?.idle?.rssMb))],
    ['RSS after load', ...column((r) => fmtMb(r.load?.after?.rssMb))],
    ['Peak RSS (VmHWM)', ...column((r) => fmtMb(r.load?.after?.peakMb))],
    ['GET /api/health-check', ...column((r) => loadCell(r.load, 0))],
    ['GET /api/products/{id}', ...column((r) => loadCell(r.load, 1))],
    ['GET / (SSR home page)', ...column((r) => loadCell(r.load, 2))],
    ['GET /api/health-check (again)', ...column((r) => loadCell(r.load, 3))],
    ['GET /favicon.ico (static file)', ...column((r) => loadCell(r.load, STATIC_FILE))],
    ['GET /shop/category/{slug} (SSR category page)', ...column((r) => loadCell(r.load, 5))],
    ['GET /product/{slug} (SSR product page)', ...column((r) => loadCell(r.load, 6))],
  ];
  return markdownTable(['Figure', ...runs.map((r) => r.label)], rows);
}

async function main(cleanup: { scratch: ScratchDatabase | null }): Promise<void> {
  const started = Date.now();
  const cpus = os.cpus();
  log(
    `Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log(`load runs: ${SECONDS} s each, ${CONNECTIONS} connections, 127.0.0.1 only; hard limit ${Math.round(LIMIT_MS / 1000)} s`);

  const buildMs = await ensureBuild(log);
  if (buildMs !== null) log(`page build took ${fmtMs(buildMs)}`);

  const runs: Figures[] = [];

  // 1. Embedded database: first start on an empty folder, then a restart on the same folder.
  const embedded: Figures = { label: 'Embedded (PGlite)' };
  runs.push(embedded);
  const dataDir = makeTempDir('dokan-bench-');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  log(`embedded: DATA_DIR=${dataDir}`);
  {
    const { server, timing } = await timedStart(env, 'embedded first start');
    embedded.first = timing;
    embedded.firstStop = await timedStop(server, 'embedded first start');
  }
  {
    const { server, timing } = await timedStart(env, 'embedded restart');
    embedded.restart = timing;
    try {
      embedded.load = await measure(server, 'embedded');
    } finally {
      embedded.restartStop = await timedStop(server, 'embedded restart');
    }
  }

  // 2. Optional PostgreSQL run on a throw-away database.
  const adminUrl = POSTGRES_URL;
  if (adminUrl) {
    const postgres: Figures = { label: 'PostgreSQL' };
    runs.push(postgres);
    cleanup.scratch = await createScratchDatabase(adminUrl);
    log(`postgres: created database ${cleanup.scratch.name}`);
    const pgEnv = { DATA_DIR: makeTempDir('dokan-bench-pg-'), DATABASE_URL: cleanup.scratch.url, LOG_LEVEL: 'warn' };
    const { server, timing } = await timedStart(pgEnv, 'postgres first start');
    postgres.first = timing;
    try {
      postgres.load = await measure(server, 'postgres');
    } finally {
      postgres.firstStop = await timedStop(server, 'postgres');
      await cleanup.scratch.drop();
      log(`postgres: dropped database ${cleanup.scratch.name}`);
      cleanup.scratch = null;
    }
  } else {
    log('BENCH_DATABASE_URL not set: skipping the PostgreSQL run');
  }

  console.log('');
  console.log(`## Foundation benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Node ${process.version} on ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}); server and load generator share the machine. Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, 127.0.0.1.`,
  );
  console.log('');
  console.log(summary(runs));
  for (const run of runs) {
    if (!run.load) continue;
    console.log('');
    console.log(`### ${run.label}: load runs (${run.load.productCount} product ids rotated)`);
    console.log('');
    console.log(loadTable(run.load.results, run.load.results[0]?.rps, run.load.results[STATIC_FILE]?.rps));
  }
  console.log('');
  log(`finished in ${fmtMs(Date.now() - started)}`);
}

const { cleanup, tidyUp } = scratchDatabaseJanitor();

await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
