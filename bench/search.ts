// `npm run bench:search`: search and suggestion latency at 100,000 products on PostgreSQL, and on the
// embedded database with the demo catalogue, each target beside GET /api/health-check in the same run.
// Every target rotates through many different queries. Each database is measured twice: with the
// per-process answer cache off (what the engine itself costs) and on (as the shop runs).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (default: that URL)
//   BENCH_PRODUCTS=100000   BENCH_SECONDS=10   BENCH_CONNECTIONS=50   BENCH_SKIP_EMBEDDED=1
//   BENCH_SEARCH_DATABASE_URL=…   a PostgreSQL already seeded with seed:large (no scratch database, no seeding)
//   BENCH_PORT=…   the server's port (default: any free one)
//   BENCH_CACHE_OFF=1   only the engine: cache off at 10 and 50 connections, req/s and p50/p95/p97.5 per
//                       target, PostgreSQL only (a short run, to compare code changes on one catalogue);
//                       then the word targets again after BENCH_ORDER_WRITES (default 3,000) stock
//                       reservations written as checkout writes them, which are released afterwards
//   BENCH_BASELINE_REF=<commit>   with BENCH_CACHE_OFF=1: also builds that commit in a temporary clone and
//                       serves it from the same database, then runs each search target at 10 connections
//                       on both servers in turn (BENCH_BASELINE_ROUNDS rounds, default 2, each round
//                       swapping which goes first) and prints the ratio of their rates, with the CPU a
//                       request cost each server and PostgreSQL
import { spawn } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { builtCheckout } from './baseline-checkout.ts';
import { postgresCpuMs, postgresCpuSince, treeCpuMs } from './cpu.ts';
import {
  createScratchDatabase,
  envSeconds,
  fmtMs,
  killAllChildren,
  type LoadResult,
  type LoadTarget,
  makeTempDir,
  markdownTable,
  projectRoot,
  removeTempDirs,
  runLoad,
  type ScratchDatabase,
  startServer,
  stopServer,
  waitForServer,
  runBenchmark,
  type ServerProcess,
} from './lib.ts';

const SECONDS = envSeconds('BENCH_SECONDS', 10);
const CONNECTIONS = envSeconds('BENCH_CONNECTIONS', 50);
const PRODUCTS = envSeconds('BENCH_PRODUCTS', 100_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const LIMIT_MS = 25 * 60_000;
const SEEDED_URL = process.env.BENCH_SEARCH_DATABASE_URL || '';
const CACHE_OFF_ONLY = process.env.BENCH_CACHE_OFF === '1';
const CACHE_OFF_CONNECTIONS = [10, 50] as const;
const ORDER_WRITES = envSeconds('BENCH_ORDER_WRITES', 3000);
const BASELINE_REF = process.env.BENCH_BASELINE_REF?.trim() || '';
const BASELINE_ROUNDS = Math.max(1, Math.round(envSeconds('BENCH_BASELINE_ROUNDS', 2)));

const log = (message: string) => console.log(`[bench] ${message}`);

const ONE_WORD = [
  'laptop',
  'monitor',
  'keyboard',
  'router',
  'processor',
  'samsung',
  'lenovo',
  'headphone',
  'printer',
  'ssd',
  'mouse',
  'tablet',
  'camera',
  'speaker',
  'charger',
  'motherboard',
];
const TWO_WORDS = [
  'samsung galaxy',
  'gaming laptop',
  'asus vivobook',
  'wireless mouse',
  'gaming monitor',
  'intel core',
  'lenovo ideapad',
  'mechanical keyboard',
  'power bank',
  'tp-link router',
  'hp laserjet',
  'canon eos',
];
const TYPOS = ['lenvo ideapad', 'samsng', 'proccesor', 'keybord', 'moniter', 'headfone', 'logitec mouse', 'gigabite motherboard', 'lapotp', 'printar'];
const SUGGEST = ['sa', 'sams', 'lap', 'lapt', 'gam', 'asus v', 'inte', 'mon', 'key', 'rou', 'hp ', 'len'];

interface DatabaseRun {
  label: string;
  products: number;
  broadWord: string;
  broadShare: number;
  /** One connection, cache off: what one shopper waits for a query nobody asked before. */
  single: LoadResult[];
  /** Cache off at 10 connections: the load the p95 target is set at. */
  cacheOff10: LoadResult[];
  cacheOff: LoadResult[];
  cacheOn: LoadResult[];
}

function targets(broadWord: string, categories: string[]): LoadTarget[] {
  const search = (params: string) => `/api/typesense/search?${params}`;
  return [
    { label: 'health-check', path: '/api/health-check' },
    { label: 'search: one word', paths: ONE_WORD.map((q) => search(`q=${encodeURIComponent(q)}`)) },
    { label: 'search: two words', paths: TWO_WORDS.map((q) => search(`q=${encodeURIComponent(q)}`)) },
    { label: 'search: typo', paths: TYPOS.map((q) => search(`q=${encodeURIComponent(q)}`)) },
    {
      label: 'search: filter-only listing',
      paths: categories.map((slug, i) => search(`q=*&categories=${slug}${i % 2 ? '&in_stock=true' : ''}&sort_by=price_asc`)),
    },
    {
      label: `search: broad word "${broadWord}"`,
      paths: [search(`q=${broadWord}`), search(`q=${broadWord}&sort_by=relevance`), search(`q=${broadWord}&page=3`)],
    },
    { label: 'suggestions', paths: SUGGEST.map((q) => `/api/typesense/suggestions?q=${encodeURIComponent(q)}&limit=5`) },
    { label: 'health-check (again)', path: '/api/health-check' },
  ];
}

/** The indexed word whose document count is closest to a third of the catalogue. */
async function broadWord(databaseUrl: string | null, baseUrl: string): Promise<{ word: string; share: number; products: number }> {
  const products = (await (await fetch(`${baseUrl}/api/products?per_page=1`)).json()) as { meta: { total: number } };
  if (!databaseUrl) return { word: 'gb', share: NaN, products: products.meta.total };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ term: string; documents: number }>(
      `SELECT term, documents FROM search_terms WHERE term ~ '^[a-z]{3,}$' ORDER BY abs(documents - $1::int / 3) LIMIT 1`,
      [products.meta.total],
    );
    const row = rows[0]!;
    return { word: row.term, share: row.documents / products.meta.total, products: products.meta.total };
  } finally {
    await client.end();
  }
}

/** Asks every query of `list` once, so a measured run starts with warm database pages. */
async function warm(server: ServerProcess, list: LoadTarget[]) {
  for (const target of list) for (const path of target.paths ?? [target.path!]) await fetch(`${server.baseUrl}${path}`);
}

async function categorySlugs(baseUrl: string): Promise<string[]> {
  const body = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { data: { slug: string; children: { slug: string }[] }[] };
  return body.data.flatMap((root) => [root.slug, ...root.children.slice(0, 2).map((child) => child.slug)]);
}

async function measure(env: Record<string, string>, label: string, databaseUrl: string | null): Promise<DatabaseRun> {
  const run: Partial<DatabaseRun> = { label };
  for (const cache of ['0', '60'] as const) {
    const port = Number(process.env.BENCH_PORT) || undefined;
    const server = await startServer({ env: { ...env, SEARCH_CACHE_SECONDS: cache }, ...(port ? { port } : {}) });
    try {
      await waitForServer(server, '/api/health-check', { timeoutMs: 300_000 });
      if (!run.broadWord) {
        const broad = await broadWord(databaseUrl, server.baseUrl);
        Object.assign(run, { broadWord: broad.word, broadShare: broad.share, products: broad.products });
        log(`${label}: ${broad.products} products; broad word "${broad.word}" is in ${(broad.share * 100).toFixed(0)}% of them`);
      }
      const list = targets(run.broadWord!, await categorySlugs(server.baseUrl));
      // One pass over every query first, so both runs start with warm database pages.
      await warm(server, list);
      const pass = async (connections: number, seconds: number, name: string) => {
        const results: LoadResult[] = [];
        for (const target of list) {
          const result = await runLoad(server.baseUrl, target, { seconds, connections });
          results.push(result);
          log(
            `${label}, ${name}: ${target.label}: ${Math.round(result.rps)} req/s, p50 ${result.p50} / p90 ${result.p90} / p97.5 ${result.p97_5} / p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
          );
        }
        return results;
      };
      if (cache === '0') {
        run.single = await pass(1, Math.max(2, Math.round(SECONDS / 2)), 'cache off, 1 connection');
        run.cacheOff10 = await pass(10, SECONDS, 'cache off, 10 connections');
        run.cacheOff = await pass(CONNECTIONS, SECONDS, `cache off, ${CONNECTIONS} connections`);
      } else {
        run.cacheOn = await pass(CONNECTIONS, SECONDS, `cache on, ${CONNECTIONS} connections`);
      }
    } finally {
      await stopServer(server);
    }
  }
  return run as DatabaseRun;
}

/** The engine alone: the answer cache off, each target at 10 and then 50 connections. */
async function measureCacheOff(env: Record<string, string>, databaseUrl: string) {
  const port = Number(process.env.BENCH_PORT) || undefined;
  const server = await startServer({ env: { ...env, SEARCH_CACHE_SECONDS: '0' }, ...(port ? { port } : {}) });
  try {
    await waitForServer(server, '/api/health-check', { timeoutMs: 300_000 });
    const broad = await broadWord(databaseUrl, server.baseUrl);
    log(`${broad.products} products; broad word "${broad.word}" is in ${(broad.share * 100).toFixed(0)}% of them`);
    const list = targets(broad.word, await categorySlugs(server.baseUrl));
    await warm(server, list);
    const byConnections = new Map<number, LoadResult[]>();
    for (const connections of CACHE_OFF_CONNECTIONS) {
      const results: LoadResult[] = [];
      for (const target of list) {
        const result = await runLoad(server.baseUrl, target, { seconds: SECONDS, connections });
        results.push(result);
        log(
          `cache off, ${connections} connections: ${target.label}: ${Math.round(result.rps)} req/s, p50 ${result.p50} / p95 ${result.p95} / p97.5 ${result.p97_5} ms`,
        );
      }
      byConnections.set(connections, results);
    }
    const comparison = BASELINE_REF ? await compareWithBaseline(env, databaseUrl, server, list) : [];
    const afterOrders = await afterStockWrites(databaseUrl, async () => {
      const results: LoadResult[] = [];
      for (const target of list.filter((t) => AFTER_ORDERS_TARGETS.includes(t.label))) {
        const result = await runLoad(server.baseUrl, target, { seconds: SECONDS, connections: CACHE_OFF_CONNECTIONS[0] });
        results.push(result);
        log(
          `after ${ORDER_WRITES} orders' stock writes, ${CACHE_OFF_CONNECTIONS[0]} connections: ${target.label}: ${Math.round(result.rps)} req/s, p95 ${result.p95} ms`,
        );
      }
      return results;
    });
    console.log('');
    console.log(
      `## Search engine, cache off (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC): PostgreSQL, ${broad.products} products, ${SECONDS} s per target`,
    );
    console.log('');
    const first = byConnections.get(CACHE_OFF_CONNECTIONS[0])!;
    console.log(
      markdownTable(
        ['target', ...CACHE_OFF_CONNECTIONS.map((n) => `${n} connections: req/s · p50 / p95 / p97.5 ms`)],
        first.map((result, i) => [
          result.label,
          ...CACHE_OFF_CONNECTIONS.map((n) => {
            const r = byConnections.get(n)![i]!;
            return `${Math.round(r.rps)} · ${r.p50} / ${r.p95} / ${r.p97_5}${r.non2xx + r.errors + r.timeouts ? ` · ${r.non2xx} non-2xx, ${r.errors + r.timeouts} errors` : ''}`;
          }),
        ]),
      ),
    );
    console.log('');
    console.log(
      `After ${ORDER_WRITES} stock reservations, one transaction each as checkout writes them (released afterwards), ${CACHE_OFF_CONNECTIONS[0]} connections:`,
    );
    console.log('');
    console.log(
      markdownTable(
        ['target', 'before: req/s · p95 ms', 'after the writes: req/s · p95 ms'],
        afterOrders.map((after) => {
          const before = first.find((r) => r.label === after.label)!;
          return [after.label, `${Math.round(before.rps)} · ${before.p95}`, `${Math.round(after.rps)} · ${after.p95}`];
        }),
      ),
    );
    if (comparison.length) reportComparison(comparison);
  } finally {
    await stopServer(server);
  }
}

/** A run of one target with the CPU each request cost the server and PostgreSQL, in ms. */
interface CostedRun extends LoadResult {
  serverCpu: number;
  databaseCpu: number;
}

interface Compared {
  label: string;
  baseline: CostedRun[];
  now: CostedRun[];
}

/** runLoad on `server`, with the CPU its processes and `databaseUrl`'s backends used per answered request. */
async function costedRun(server: ServerProcess, databaseUrl: string, target: LoadTarget): Promise<CostedRun> {
  const before = { server: treeCpuMs(server.pid), database: await postgresCpuMs(databaseUrl) };
  const result = await runLoad(server.baseUrl, target, { seconds: SECONDS, connections: 10 });
  const answered = Math.max(1, result.requests);
  return {
    ...result,
    serverCpu: (treeCpuMs(server.pid) - before.server) / answered,
    databaseCpu: (await postgresCpuSince(databaseUrl, before.database)) / answered,
  };
}

/**
 * Each search target at 10 connections on this tree's server and on one serving BASELINE_REF from the
 * same database, in turns: the rate this machine gives varies by a fifth from one minute to the next,
 * so only runs taken side by side compare.
 */
async function compareWithBaseline(env: Record<string, string>, databaseUrl: string, current: ServerProcess, list: LoadTarget[]): Promise<Compared[]> {
  const dir = await builtCheckout(BASELINE_REF, log);
  const baseline = await startServer({ env: { ...env, DATA_DIR: makeTempDir('dokan-bench-search-baseline-'), SEARCH_CACHE_SECONDS: '0' }, cwd: dir });
  try {
    await waitForServer(baseline, '/api/health-check', { timeoutMs: 300_000 });
    const searches = list.filter((target) => target.label.startsWith('search:'));
    await warm(baseline, searches);
    const compared: Compared[] = [];
    for (const target of searches) {
      const runs: Compared = { label: target.label, baseline: [], now: [] };
      for (let round = 0; round < BASELINE_ROUNDS; round++) {
        // Which goes first swaps each round, so neither always follows the other's load.
        const order = round % 2 === 0 ? (['baseline', 'now'] as const) : (['now', 'baseline'] as const);
        for (const which of order) {
          const result = await costedRun(which === 'baseline' ? baseline : current, databaseUrl, target);
          runs[which].push(result);
          log(
            `${which === 'baseline' ? BASELINE_REF : 'this tree'}, 10 connections: ${target.label}: ${Math.round(result.rps)} req/s, p95 ${result.p95} ms, CPU ms a request: server ${result.serverCpu.toFixed(2)}, PostgreSQL ${result.databaseCpu.toFixed(2)}`,
          );
        }
      }
      compared.push(runs);
    }
    return compared;
  } finally {
    await stopServer(baseline);
  }
}

function reportComparison(compared: Compared[]) {
  const total = (runs: CostedRun[]) => runs.reduce((sum, run) => sum + run.requests, 0);
  const rates = (runs: CostedRun[]) => runs.map((run) => `${Math.round(run.rps)} · ${run.p95}`).join(', ');
  // Weighted by requests, as the rate ratio is: the CPU of all rounds over all their answers.
  const cpu = (runs: CostedRun[]) => {
    const per = (part: 'serverCpu' | 'databaseCpu') => runs.reduce((sum, run) => sum + run[part] * run.requests, 0) / Math.max(1, total(runs));
    return `${per('serverCpu').toFixed(1)} + ${per('databaseCpu').toFixed(1)}`;
  };
  console.log('');
  console.log(
    `Beside ${BASELINE_REF} from the same database, cache off, 10 connections, ${BASELINE_ROUNDS} rounds in turn; CPU is ms a request, the server's + PostgreSQL's, read from /proc:`,
  );
  console.log('');
  console.log(
    markdownTable(
      ['target', `${BASELINE_REF}: req/s · p95 ms`, 'this tree: req/s · p95 ms', 'rate ratio', `CPU, ${BASELINE_REF}`, 'CPU, this tree'],
      compared.map((row) => [
        row.label,
        rates(row.baseline),
        rates(row.now),
        `${(total(row.now) / total(row.baseline)).toFixed(2)}×`,
        cpu(row.baseline),
        cpu(row.now),
      ]),
    ),
  );
}

/** Targets measured again after orders' stock writes: text searches read the text indexes those writes add to. */
const AFTER_ORDERS_TARGETS = ['search: one word', 'search: two words', 'search: filter-only listing'];

/**
 * Runs `measure` after reserving one unit of `ORDER_WRITES` products, each in its own transaction
 * with the row's `updated_at`, as placing an order does, then releases them. Every such write
 * makes a new row version with new index entries, which a shop under orders has and a freshly
 * seeded catalogue does not.
 */
async function afterStockWrites<T>(databaseUrl: string, measure: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM products WHERE status = 1 AND stock_quantity > stock_reserved ORDER BY random() LIMIT $1',
      [ORDER_WRITES],
    );
    const ids = rows.map((row) => row.id);
    const started = Date.now();
    for (const id of ids) await client.query('UPDATE products SET stock_reserved = stock_reserved + 1, updated_at = now() WHERE id = $1', [id]);
    log(`${ids.length} stock reservations written in ${fmtMs(Date.now() - started)}`);
    try {
      return await measure();
    } finally {
      await client.query('UPDATE products SET stock_reserved = stock_reserved - 1 WHERE id = ANY($1::int[])', [ids]);
    }
  } finally {
    await client.end();
  }
}

function seedLarge(databaseUrl: string, dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/seed-large.ts', '--products', String(PRODUCTS), '--database-url', databaseUrl], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-large exited with ${code}`))));
  });
}

function report(runs: DatabaseRun[]) {
  const cell = (r: LoadResult, health: LoadResult) =>
    `${Math.round(r.rps)} req/s (${((r.rps / health.rps) * 100).toFixed(0)}% of health) · p50 ${r.p50} · p90 ${r.p90} · p95 ${r.p95} · p97.5 ${r.p97_5} · p99 ${r.p99} ms${r.non2xx + r.errors + r.timeouts ? ` · ${r.non2xx} non-2xx, ${r.errors + r.timeouts} errors` : ''}`;
  for (const run of runs) {
    console.log('');
    console.log(`### ${run.label}: ${run.products} products, ${CONNECTIONS} connections, ${SECONDS} s per target`);
    console.log('');
    const rows = run.cacheOff.map((off, i) => [
      off.label,
      cell(run.single[i]!, run.single[0]!),
      cell(run.cacheOff10[i]!, run.cacheOff10[0]!),
      cell(off, run.cacheOff[0]!),
      cell(run.cacheOn[i]!, run.cacheOn[0]!),
    ]);
    console.log(
      markdownTable(
        [
          'target',
          'cache off, 1 connection',
          'cache off, 10 connections',
          `cache off, ${CONNECTIONS} connections (engine)`,
          `cache on, ${CONNECTIONS} connections (as deployed)`,
        ],
        rows,
      ),
    );
  }
}

async function main(cleanup: { scratch: ScratchDatabase | null }) {
  const started = Date.now();
  log(
    `Node ${process.version}, ${os.cpus().length} CPU, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const runs: DatabaseRun[] = [];

  if (BASELINE_REF && !CACHE_OFF_ONLY) throw new Error('BENCH_BASELINE_REF compares the engine alone: set BENCH_CACHE_OFF=1 with it');
  if (CACHE_OFF_ONLY) {
    let url = SEEDED_URL;
    if (!url) {
      cleanup.scratch = await createScratchDatabase(POSTGRES_URL);
      url = cleanup.scratch.url;
      await seedLarge(url, makeTempDir('dokan-bench-search-pg-'));
    }
    await measureCacheOff({ DATABASE_URL: url, DATA_DIR: makeTempDir('dokan-bench-search-pg-') }, url);
    log(`finished in ${fmtMs(Date.now() - started)}`);
    return;
  }

  cleanup.scratch = await createScratchDatabase(POSTGRES_URL);
  const pgDataDir = makeTempDir('dokan-bench-search-pg-');
  log(`postgres: database ${cleanup.scratch.name}; seeding the demo shop and ${PRODUCTS} synthetic products`);
  const seedStarted = Date.now();
  await seedLarge(cleanup.scratch.url, pgDataDir);
  log(`postgres: catalogue ready in ${fmtMs(Date.now() - seedStarted)}`);
  runs.push(await measure({ DATABASE_URL: cleanup.scratch.url, DATA_DIR: pgDataDir }, 'PostgreSQL', cleanup.scratch.url));
  await cleanup.scratch.drop();
  cleanup.scratch = null;

  if (!process.env.BENCH_SKIP_EMBEDDED) {
    const dataDir = makeTempDir('dokan-bench-search-');
    runs.push(await measure({ DATABASE_URL: '', DATA_DIR: dataDir }, 'Embedded (PGlite), demo catalogue', null));
  }

  console.log('');
  console.log(`## Search benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('autocannon on 127.0.0.1; p95 is computed from every response time, the other percentiles are those autocannon reports.');
  report(runs);
  log(`finished in ${fmtMs(Date.now() - started)}`);
}

const cleanup: { scratch: ScratchDatabase | null } = { scratch: null };
async function tidyUp() {
  killAllChildren();
  if (cleanup.scratch) await cleanup.scratch.drop().catch(() => {});
  cleanup.scratch = null;
  removeTempDirs();
}
await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
