// SQL injection scan of the running shop with Debian's sqlmap (hardening issue): the search,
// listing, product, tracking and login endpoints, API and pages, on PostgreSQL with the demo shop.
// Prints sqlmap's verdict per target; exits non-zero if anything is reported injectable.
//
//   npm run bench:sqlmap                    level 3 / risk 2 (default)
//   SQLMAP_LEVEL=5 SQLMAP_RISK=3 npm run bench:sqlmap
//
// Every request goes to 127.0.0.1. The shop trusts X-Forwarded-For here and sqlmap's
// `xforwardedfor` tamper gives each request its own address, so per-address limits (tracking,
// sign-in) do not stop the scan after a few requests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { grantPhonePasses } from './checkout-lib.ts';
import { withDatabase } from './crash-writes-lib.ts';
import {
  createScratchDatabase,
  ensureBuild,
  getJson,
  makeTempDir,
  markdownTable,
  runBenchmark,
  scratchDatabaseJanitor,
  startServer,
  stopServer,
  waitForServer,
} from './lib.ts';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEVEL = process.env.SQLMAP_LEVEL ?? '3';
const RISK = process.env.SQLMAP_RISK ?? '2';
const LIMIT_MS = 40 * 60_000;
/** The number of the order the tracking targets look up. */
const ORDER_PHONE = '01712345678';
const log = (message: string) => console.log(`[bench] ${message}`);

interface Target {
  name: string;
  /** A `*` marks each place sqlmap injects into. */
  url: string;
  /** JSON body for POST targets, with `*` marks. */
  json?: string;
}

interface Verdict {
  target: Target;
  /** Injection techniques sqlmap tried, over all marked places. */
  requests: number;
  injectable: boolean;
  verdict: string;
  seconds: number;
}

function targets(slugs: { productId: number; product: string; category: string }, orderNumber: string): Target[] {
  return [
    { name: 'API search', url: `/api/typesense/search?q=phone*&categories=${slugs.category}*&page=1*` },
    { name: 'API suggestions', url: '/api/typesense/suggestions?q=lap*' },
    { name: 'API listing', url: `/api/products?category=${slugs.category}*&sort=newest*&search=phone*&page=1*` },
    { name: 'API product', url: `/api/products/${slugs.productId}*` },
    { name: 'API track order', url: `/api/track-order?order_number=${orderNumber}*&phone=${ORDER_PHONE}*` },
    { name: 'API login', url: '/api/auth/login', json: '{"email":"someone@example.com*","password":"not-the-password*"}' },
    { name: 'search page', url: '/search?q=phone*&sort=newest*' },
    { name: 'category page', url: `/shop/category/${slugs.category}*?sort=newest*&page=1*` },
    { name: 'product page', url: `/product/${slugs.product}*` },
    { name: 'track-order page', url: `/track-order?order_number=${orderNumber}*&phone=${ORDER_PHONE}*` },
  ];
}

function runSqlmap(baseUrl: string, target: Target, outputDir: string): Promise<Verdict> {
  const started = Date.now();
  const args = [
    '-u',
    `${baseUrl}${target.url}`,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--dbms=PostgreSQL',
    '--tamper=xforwardedfor',
    '--threads=2',
    '--timeout=15',
    '--retries=1',
    '--flush-session',
    // A refused sign-in (401) and a refused value (422) are answers to test, not reasons to stop.
    '--ignore-code=401,422',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
  ];
  if (target.json) args.push('--data', target.json, '--headers', 'Content-Type: application/json');
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => {
      const injectable =
        /is vulnerable|appears to be injectable|sqlmap identified the following injection point/i.test(output) &&
        !/does not seem to be injectable/.test(
          output
            .split('\n')
            .filter((line) => /injectable/.test(line))
            .at(-1) ?? '',
        );
      const notInjectable = /all tested parameters do not appear to be injectable/i.test(output);
      const requests = output.split('\n').filter((line) => /\[INFO\] testing '/.test(line)).length;
      const verdict = injectable
        ? 'INJECTABLE'
        : notInjectable
          ? 'not injectable'
          : (output
              .split('\n')
              .filter((line) => /CRITICAL|ERROR/.test(line))
              .at(-1)
              ?.trim() ?? 'no verdict');
      fs.writeFileSync(path.join(outputDir, `${target.name.replaceAll(' ', '-')}.log`), output);
      resolve({ target, requests, injectable, verdict, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

async function main(cleanup: { scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null }): Promise<void> {
  if (spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).status !== 0) throw new Error('sqlmap is missing: apt-get install -y sqlmap');
  await ensureBuild(log);
  cleanup.scratch = await createScratchDatabase(POSTGRES_URL, 'dokan_sqlmap_');
  const dataDir = makeTempDir('dokan-sqlmap-');
  const server = await startServer({ script: 'server/main.ts', env: { DATABASE_URL: cleanup.scratch.url, DATA_DIR: dataDir, TRUST_PROXY: 'loopback' } });
  await waitForServer(server, '/api/health-check', { timeoutMs: 300_000 });
  const base = server.baseUrl;
  const products = await getJson<{ data: { id: number; slug: string; type: string; price: number; in_stock: boolean; category_slug: string | null }[] }>(
    `${base}/api/products?per_page=50`,
  );
  const product = products.data.find((candidate) => candidate.type === 'simple' && candidate.in_stock && candidate.price > 0 && candidate.category_slug);
  if (!product?.category_slug) throw new Error('the demo shop has no in-stock simple product');
  // The order's number is proven with a pass written straight into the database: the scan is of
  // the tracking lookups, not of the SMS code step.
  const [proven] = await withDatabase('postgres', cleanup.scratch.url, (handle) => grantPhonePasses(handle, [ORDER_PHONE]));
  const placed = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'phone-token': proven!.token },
    body: JSON.stringify({
      items: [{ product_id: product.id, quantity: 1 }],
      name: 'Scan Tester',
      phone: ORDER_PHONE,
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Banani',
      address: 'House 1, Road 1',
      payment_method: 'cod',
    }),
  });
  if (placed.status !== 201) throw new Error(`placing the order to track answered ${placed.status}: ${(await placed.text()).slice(0, 300)}`);
  const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
  log(`shop on ${base} (PostgreSQL ${cleanup.scratch.name}); sqlmap level ${LEVEL}, risk ${RISK}`);

  const outputDir = makeTempDir('dokan-sqlmap-output-');
  const verdicts: Verdict[] = [];
  for (const target of targets({ productId: product.id, product: product.slug, category: product.category_slug }, orderNumber)) {
    const verdict = await runSqlmap(base, target, outputDir);
    log(`${target.name}: ${verdict.verdict} (${verdict.requests} techniques, ${verdict.seconds} s)`);
    verdicts.push(verdict);
  }
  await stopServer(server);

  console.log('');
  console.log(
    `### sqlmap ${(spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? '').trim()} against the shop on PostgreSQL (level ${LEVEL}, risk ${RISK})`,
  );
  console.log('');
  console.log(
    markdownTable(
      ['Target', 'Injection points (*)', 'Techniques tried', 'Time', 'Verdict'],
      verdicts.map((v) => [v.target.name, `${v.target.url}${v.target.json ? ` ${v.target.json}` : ''}`, String(v.requests), `${v.seconds} s`, v.verdict]),
    ),
  );
  const injectable = verdicts.filter((v) => v.injectable);
  const undecided = verdicts.filter((v) => !v.injectable && v.verdict !== 'not injectable');
  console.log('');
  console.log(
    `Injectable: ${injectable.length}. Without a verdict: ${undecided.length}. Techniques tried in all: ${verdicts.reduce((sum, v) => sum + v.requests, 0)}.`,
  );
  if (injectable.length > 0 || undecided.length > 0) process.exitCode = 1;
}

const { cleanup, tidyUp } = scratchDatabaseJanitor();

await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
