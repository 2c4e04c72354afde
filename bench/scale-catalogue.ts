// `npm run bench:scale -- --catalogue`: each shopper page and API at the demo's 516 products and again
// after `seed:large` has added BENCH_PRODUCTS (100,000) synthetic ones, side by side with the ratio,
// on one server process and PostgreSQL, so a per-request cost that grows with the catalogue shows.
// The same paths are asked both times (the demo's products, categories and search words), at
// BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (5) each.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { mediaRoot } from '../server/modules/media/derive.ts';
import { listPending } from '../server/modules/media/pending.ts';
import { POSTGRES_URL, log } from './checkout-lib.ts';
import {
  type LoadResult,
  type LoadTarget,
  type ScratchDatabase,
  envSeconds,
  fmtMs,
  fmtNum,
  makeTempDir,
  markdownTable,
  projectRoot,
  runLoad,
  stopServer,
  type ShopOnDatabase,
  startScratchShop,
  startShopOn,
} from './lib.ts';
import { type Catalogue, loadCatalogue } from './shop-mix.ts';

const SECONDS = envSeconds('BENCH_SECONDS', 5);
const CONNECTIONS = envSeconds('BENCH_CONNECTIONS', 10);
const PRODUCTS = envSeconds('BENCH_PRODUCTS', 100_000);
const START_TIMEOUT_MS = 300_000;

const PAGE = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br' };
const JSON_API = { accept: 'application/json', 'accept-encoding': 'gzip, br' };

/** Every shopper page and GET API of the mix, each over many paths so no single answer is all that is measured. */
function targets(catalogue: Catalogue): LoadTarget[] {
  const products = catalogue.products.slice(0, 50);
  const categories = catalogue.categories.slice(0, 20);
  const words = catalogue.terms.slice(0, 40).map(encodeURIComponent);
  return [
    { label: 'GET / (home)', path: '/', headers: PAGE },
    { label: 'GET /shop', paths: ['/shop', '/shop?page=2', '/shop?page=3'], headers: PAGE },
    { label: 'GET /shop/category/:slug', paths: categories.map((slug) => `/shop/category/${encodeURIComponent(slug)}`), headers: PAGE },
    { label: 'GET /product/:slug', paths: products.map((p) => `/product/${encodeURIComponent(p.slug)}`), headers: PAGE },
    { label: 'GET /search?q= (page)', paths: words.map((word) => `/search?q=${word}`), headers: PAGE },
    { label: 'GET /api/products', paths: ['/api/products?per_page=24', '/api/products?per_page=24&page=5'], headers: JSON_API },
    { label: 'GET /api/products/:id', paths: products.map((p) => `/api/products/${p.id}`), headers: JSON_API },
    { label: 'GET /api/typesense/search', paths: words.map((word) => `/api/typesense/search?q=${word}&per_page=24`), headers: JSON_API },
    { label: 'GET /api/typesense/suggestions', paths: words.map((word) => `/api/typesense/suggestions?q=${word}`), headers: JSON_API },
  ];
}

/** Loads every target on the shop's server, then stops it. */
async function measure(shop: ShopOnDatabase, catalogue: Catalogue | null): Promise<{ catalogue: Catalogue; results: LoadResult[] }> {
  const { server, dataDir } = shop;
  try {
    // A first start draws the demo's pictures in a helper process at the lowest priority once
    // listening: given a minute, as a busy machine may take several.
    const drawnBy = performance.now() + 60_000;
    while ((await listPending(mediaRoot(dataDir))).length > 0 && performance.now() < drawnBy) await sleep(1_000);
    const asked = catalogue ?? (await loadCatalogue(server.baseUrl));
    const results: LoadResult[] = [];
    for (const target of targets(asked)) {
      // A short first pass, so a cold cache or a first compilation is not counted.
      await runLoad(server.baseUrl, target, { seconds: 1, connections: CONNECTIONS });
      results.push(await runLoad(server.baseUrl, target, { seconds: SECONDS, connections: CONNECTIONS }));
    }
    return { catalogue: asked, results };
  } finally {
    await stopServer(server);
  }
}

function seedLarge(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/seed-large.ts', '--products', String(PRODUCTS), '--database-url', databaseUrl], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: makeTempDir('dokan-bench-scale-seed-'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-large exited with ${code}`))));
  });
}

export async function compareCatalogueSizes(cleanup: { scratch: ScratchDatabase | null }): Promise<void> {
  log(`demo catalogue: ${CONNECTIONS} connections, ${SECONDS} s a target`);
  const first = await startScratchShop(cleanup, { adminUrl: POSTGRES_URL, prefix: 'dokan_bench_scale_', timeoutMs: START_TIMEOUT_MS });
  const { url } = first.scratch;
  const small = await measure(first, null);
  const seeding = performance.now();
  await seedLarge(url);
  log(`${fmtNum(PRODUCTS)} synthetic products added in ${fmtMs(performance.now() - seeding)}`);
  const large = await measure(await startShopOn(url, { env: { SEED_DEMO: 'false' }, timeoutMs: START_TIMEOUT_MS }), small.catalogue);

  const errors = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;
  // A target so slow that no answer came back within the run has no rate to compare: say so.
  const rate = (r: LoadResult) => (r.requests > 0 ? fmtNum(r.rps) : 'none answered');
  const p97 = (r: LoadResult) => (r.requests > 0 ? `${fmtNum(r.p97_5)} ms` : 'n/a');
  console.log('');
  console.log(`## Shopper pages and APIs at ${fmtNum(small.catalogue.products.length)} and ${fmtNum(small.catalogue.products.length + PRODUCTS)} products`);
  console.log('');
  console.log(
    `One server process on PostgreSQL, ${CONNECTIONS} connections for ${SECONDS} s a target after a 1 s warm-up, the same paths both times (the demo's products, categories and words). ` +
      'The ratio is the large catalogue’s requests per second over the small one’s: a figure well under 1 is a cost that grows with the catalogue.',
  );
  console.log('');
  console.log(
    markdownTable(
      ['Target', 'req/s small', 'p97.5 small', 'req/s large', 'p97.5 large', 'ratio', 'errors'],
      small.results.map((s, index) => {
        const l = large.results[index]!;
        return [
          s.label,
          rate(s),
          p97(s),
          rate(l),
          p97(l),
          s.requests > 0 && l.requests > 0 ? `${fmtNum(l.rps / s.rps, 2)}×` : 'n/a',
          `${fmtNum(errors(s))} / ${fmtNum(errors(l))}`,
        ];
      }),
    ),
  );
  if ([...small.results, ...large.results].some((r) => errors(r) > 0 || r.requests === 0)) process.exitCode = 1;
}
