// SQL injection scan of the running shop with Debian's sqlmap (hardening issue): the search,
// listing, product, tracking and login endpoints, API and pages, and the back office's filters and
// edits as a signed-in owner, on PostgreSQL with the demo shop.
// Prints sqlmap's verdict per target; exits non-zero if anything is reported injectable.
//
//   npm run bench:sqlmap                    level 3 / risk 2 (default)
//   SQLMAP_LEVEL=5 SQLMAP_RISK=3 npm run bench:sqlmap
//   SQLMAP_TARGETS_ONLY=1 npm run bench:sqlmap   set the shop up and check every target answers, no scan
//
// The owner is made with the shop's own command line and enrolled through the API (password, then
// a code from the authenticator secret), as a person would; a back-office target that does not
// answer 2xx with its session is a broken scan, not a safe endpoint, so each is called once first.
//
// Every request goes to 127.0.0.1. The shop trusts X-Forwarded-For here and sqlmap's
// `xforwardedfor` tamper gives each request its own address, so per-address limits (tracking,
// sign-in) do not stop the scan after a few requests.
import { spawn, spawnSync } from 'node:child_process';
import * as OTPAuth from 'otpauth';
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
const LIMIT_MS = 60 * 60_000;
const TARGETS_ONLY = process.env.SQLMAP_TARGETS_ONLY === '1';
const OWNER = { email: 'scan.owner@dokan.test', name: 'Scan Owner', password: 'sqlmap-scan-owner-77' };
/** The number of the order the tracking targets look up. */
const ORDER_PHONE = '01712345678';
const log = (message: string) => console.log(`[bench] ${message}`);

interface Target {
  name: string;
  /** A `*` marks each place sqlmap injects into. */
  url: string;
  /** JSON body for POST targets, with `*` marks. */
  json?: string;
  /** When not GET, or POST with a body. */
  method?: 'PATCH';
  /** Sent as the owner: the back office's routes answer 401 without a staff session. */
  staff?: true;
}

interface Verdict {
  target: Target;
  /** Injection techniques sqlmap tried, over all marked places. */
  requests: number;
  injectable: boolean;
  verdict: string;
  seconds: number;
}

interface BackOfficeIds {
  productId: number;
  version: number;
  categoryId: number;
  brandId: number;
}

function targets(slugs: { productId: number; product: string; category: string }, orderNumber: string, admin: BackOfficeIds): Target[] {
  const { productId, version, categoryId, brandId } = admin;
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
    {
      name: 'admin product list',
      url: `/api/admin/products?q=phone*&category=${categoryId}*&brand=${brandId}*&status=active*&stock=in*&price_min=0*&price_max=500000*&sort=name_asc*&page=1*&per_page=25*`,
      staff: true,
    },
    { name: 'admin product', url: `/api/admin/products/${productId}*`, staff: true },
    {
      name: 'admin product edit',
      url: `/api/admin/products/${productId}*`,
      method: 'PATCH',
      // Each accepted edit moves the version on, so later payloads meet 409: an answer to compare, as 422 is.
      json: `{"version":${version}*,"name":"Scanned Phone*","short_description":"Scanned*","retail_price":15000*}`,
      staff: true,
    },
    { name: 'admin CSV export', url: `/api/admin/products/export.csv?q=phone*&category=${categoryId}*&status=active*`, staff: true },
    { name: 'admin activity', url: `/api/admin/activity?entity=product*&entity_id=${productId}*&staff_id=1*&page=1*&per_page=25*`, staff: true },
    { name: 'admin category', url: `/api/admin/categories/${categoryId}*`, staff: true },
    { name: 'admin category create', url: '/api/admin/categories', json: '{"name":"Scan Category*","slug":"scan-category*"}', staff: true },
    { name: 'admin brand edit', url: `/api/admin/brands/${brandId}*`, method: 'PATCH', json: '{"name":"Scan Brand*"}', staff: true },
  ];
}

/** `name=value` of the session cookie an answer set, for the next request's Cookie header. */
function cookieFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?dokan_staff=[^;]+/.test(line));
  if (!cookie) throw new Error(`no staff cookie in the answer (${response.status})`);
  return cookie.split(';')[0]!;
}

/**
 * An owner made with `shop staff add`, then taken through the one-time link as a person would:
 * password, then a code from the authenticator secret. Answers the signed-in Cookie header.
 */
async function ownerSession(base: string, env: NodeJS.ProcessEnv): Promise<string> {
  const added = spawnSync(process.execPath, ['scripts/shop.ts', 'staff', 'add', '--role', 'owner', '--email', OWNER.email, '--name', OWNER.name], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  const token = /\/admin\/setup\/([\w-]+)/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !token) throw new Error(`shop staff add failed: ${added.stdout}${added.stderr}`);
  const post = (url: string, body: object, cookie?: string) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const setup = await post(`/api/admin/setup/${token}`, { password: OWNER.password, password_confirmation: OWNER.password });
  if (setup.status !== 200) throw new Error(`setting the owner's password answered ${setup.status}: ${(await setup.text()).slice(0, 300)}`);
  const { secret } = ((await setup.clone().json()) as { data: { secret: string } }).data;
  const code = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  const enrolled = await post('/api/admin/enrolment', { code }, cookieFrom(setup));
  if (enrolled.status !== 200) throw new Error(`enrolling the owner's authenticator answered ${enrolled.status}: ${(await enrolled.text()).slice(0, 300)}`);
  return cookieFrom(enrolled);
}

/** A back-office target as sqlmap would first send it, marks taken out: it must answer 2xx, or the scan only tests the sign-in wall. */
async function checkTarget(base: string, target: Target, cookie: string): Promise<void> {
  const unmarked = (text: string) => text.replaceAll('*', '');
  const method = target.method ?? (target.json ? 'POST' : 'GET');
  const response = await fetch(`${base}${unmarked(target.url)}`, {
    method,
    headers: { ...(target.json ? { 'content-type': 'application/json' } : {}), ...(target.staff ? { cookie } : {}) },
    ...(target.json ? { body: unmarked(target.json) } : {}),
  });
  await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`${target.name}: ${method} ${unmarked(target.url)} answered ${response.status} before the scan`);
}

function runSqlmap(baseUrl: string, target: Target, outputDir: string, cookie: string): Promise<Verdict> {
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
    // A refused sign-in (401), a stale version (409) and a refused value (422) are answers to test, not reasons to stop.
    '--ignore-code=401,409,422',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
  ];
  if (target.json) args.push('--data', target.json, '--headers', 'Content-Type: application/json');
  if (target.method) args.push(`--method=${target.method}`);
  // The session is the key, not a place to inject: a mangled one would only test the sign-in wall.
  if (target.staff) args.push(`--cookie=${cookie}`, `--skip=${cookie.split('=')[0]}`);
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
  if (!TARGETS_ONLY && spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).status !== 0) throw new Error('sqlmap is missing: apt-get install -y sqlmap');
  await ensureBuild(log);
  cleanup.scratch = await createScratchDatabase(POSTGRES_URL, 'dokan_sqlmap_');
  const dataDir = makeTempDir('dokan-sqlmap-');
  const serverEnv = { DATABASE_URL: cleanup.scratch.url, DATA_DIR: dataDir, TRUST_PROXY: 'loopback' };
  const server = await startServer({ script: 'server/main.ts', env: serverEnv });
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
  const cookie = await ownerSession(base, serverEnv);
  const asOwner = async <T>(url: string) => {
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} to the owner`);
    return (await response.json()) as T;
  };
  const edited = (
    await asOwner<{ data: { version: number; category: { id: number } | null; brand: { id: number } | null } }>(`/api/admin/products/${product.id}`)
  ).data;
  const firstId = async (url: string) => (await asOwner<{ data: { id: number }[] }>(url)).data[0]?.id;
  const admin: BackOfficeIds = {
    productId: product.id,
    version: edited.version,
    categoryId: edited.category?.id ?? (await firstId('/api/admin/categories')) ?? 1,
    brandId: edited.brand?.id ?? (await firstId('/api/admin/brands')) ?? 1,
  };
  const slugs = { productId: product.id, product: product.slug, category: product.category_slug };
  for (const target of targets(slugs, orderNumber, admin).filter((candidate) => candidate.staff)) await checkTarget(base, target, cookie);
  // The check's edit moved the product's version on; the scan starts from the one it has now.
  admin.version = (await asOwner<{ data: { version: number } }>(`/api/admin/products/${product.id}`)).data.version;
  const chosen = targets(slugs, orderNumber, admin);
  log(`shop on ${base} (PostgreSQL ${cleanup.scratch.name}); ${chosen.filter((t) => t.staff).length} of ${chosen.length} targets answer the owner`);
  if (TARGETS_ONLY) {
    await stopServer(server);
    return;
  }
  log(`sqlmap level ${LEVEL}, risk ${RISK}`);

  const outputDir = makeTempDir('dokan-sqlmap-output-');
  const verdicts: Verdict[] = [];
  for (const target of chosen) {
    const verdict = await runSqlmap(base, target, outputDir, cookie);
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
