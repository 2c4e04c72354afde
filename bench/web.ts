// `npm run bench:web`: Lighthouse scores of the storefront's key pages and the JavaScript the product
// page ships, for the storefront issue's quality bars (performance ≥ 95, accessibility 100, best
// practices ≥ 95, SEO 100, product page JS ≤ 150 kB gzip). Prints figures; it fails only when
// something crashes, never because of a score.
//
// Without --url it builds when stale, starts the production server on 127.0.0.1 with a fresh
// embedded database (or --database-url), measures, and stops the server.
//
//   --url http://127.0.0.1:3000     measure a server that is already running instead
//   --database-url postgres://…     run the started server on this database (no fresh one)
//   --data-dir <folder>             the started server's DATA_DIR (default: a fresh temp folder)
//   --port <n>                      the started server's port (default: any free port)
//   --reports <folder>              also write each page's full Lighthouse report there (<page>.json)
//   --runs <n>                      Lighthouse runs per page (default 3); the run with the median
//                                   performance score is reported, as Lighthouse's docs advise,
//                                   because one run's simulated timings swing by several points
//   BENCH_TIMEOUT_SECONDS           hard limit for the whole script (default 900)
//   CHROMIUM_PATH                   browser to use (default /usr/bin/chromium)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  ensureBuild,
  envSeconds,
  fmtMs,
  fmtNum,
  getJson,
  killAllChildren,
  makeTempDir,
  markdownTable,
  removeTempDirs,
  runBenchmark,
  type ServerProcess,
  startServer,
  stopServer,
  waitForServer,
} from './lib.ts';

const LIMIT_MS = envSeconds('BENCH_TIMEOUT_SECONDS', 900) * 1000;
// A first start on an empty folder draws the demo images: about 3 minutes on a busy two-core machine.
const START_TIMEOUT_MS = 480_000;
const LIGHTHOUSE_TIMEOUT_MS = 150_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** The bar per category, as a Lighthouse score 0–1. */
const BARS: Record<CategoryId, number> = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 1 };
const JS_BUDGET_BYTES = 150 * 1024;
/** Below this Lighthouse CPU benchmark index a run's timings mostly measure other processes. */
const SLOW_CPU_INDEX = 1000;
/** Failing audits print at most this many offending items each. */
const ITEMS_SHOWN = 5;

const log = (message: string) => console.log(`[bench] ${message}`);

interface Page {
  label: string;
  path: string;
}

interface PageRun {
  page: Page;
  lhr: Result | null;
  error?: string;
  /** Performance score of every run of this page, lowest first. */
  performanceScores?: number[];
}

function performanceScore(lhr: Result): number {
  return Math.round((lhr.categories.performance?.score ?? 0) * 100);
}

/** The run whose performance score is the median of the page's runs. */
function medianRun(results: readonly Result[]): Result {
  const sorted = [...results].sort((a, b) => performanceScore(a) - performanceScore(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

// ---------------------------------------------------------------------------------------------
// Which pages: real slugs from the running shop's API

interface CategoryNode {
  slug: string;
  url: string;
  product_count: number;
  children: CategoryNode[];
}

async function choosePages(baseUrl: string): Promise<Page[]> {
  const categories = await getJson<{ data: CategoryNode[] }>(`${baseUrl}/api/categories`);
  const category = categories.data.find((node) => node.product_count > 0) ?? categories.data[0];
  if (!category) throw new Error('/api/categories returned no categories');
  const popular = await getJson<{ data: { slug: string }[] }>(`${baseUrl}/api/typesense/popular-products?limit=1`);
  const product = popular.data[0];
  if (!product) throw new Error('/api/typesense/popular-products returned no products');
  return [
    { label: 'home', path: '/' },
    { label: 'category', path: category.url || `/shop/category/${category.slug}` },
    { label: 'search', path: '/search?q=laptop' },
    { label: 'product', path: `/product/${product.slug}` },
  ];
}

// ---------------------------------------------------------------------------------------------
// Lighthouse: one fresh browser per page, so a hung run cannot spoil the next one

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${fmtMs(ms)}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function audit(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // Defaults on purpose: mobile form factor, simulated throttling, as PageSpeed Insights runs.
    const run = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], maxWaitForLoad: 60_000 });
    const result = await withTimeout(run, LIGHTHOUSE_TIMEOUT_MS, `Lighthouse on ${url}`);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Runtime errors Lighthouse itself says to run again for: the trace recording went wrong, not the page. */
const RETRYABLE_RUNTIME_ERRORS = ['NO_NAVSTART', 'NO_TRACING_STARTED'];
const ATTEMPTS_PER_RUN = 3;

async function auditWithRetry(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS_PER_RUN || !RETRYABLE_RUNTIME_ERRORS.some((code) => message.includes(code))) throw error;
      log(`  retrying: ${message}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a report

function scoreCell(lhr: Result | null, category: CategoryId): string {
  const score = lhr?.categories[category]?.score;
  if (score === null || score === undefined) return 'n/a';
  const shown = Math.round(score * 100);
  return score >= BARS[category] ? `${shown}` : `${shown} ✗`;
}

interface ChainNode {
  url: string;
  navStartToEndTime: number;
  isLongest?: boolean;
  children?: Record<string, ChainNode>;
}

/** The longest request chain of a network tree, as "url (ms) → url (ms)". */
function longestChain(chains: Record<string, ChainNode>): string {
  const steps: string[] = [];
  let level: Record<string, ChainNode> | undefined = chains;
  while (level) {
    const nodes: ChainNode[] = Object.values(level);
    const next: ChainNode | undefined = nodes.find((node) => node.isLongest) ?? nodes[0];
    if (!next) break;
    steps.push(`${next.url} (${fmtMs(next.navStartToEndTime)})`);
    level = next.children;
  }
  return `longest chain: ${steps.join(' → ')}`;
}

/** A short text for one row of an audit's details: the element, URL, failed check or chain it names. */
function describeItem(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  if (record.type === 'checklist') {
    const checks = Object.values(record.items as Record<string, { label: string; value: boolean }>);
    return `failed checks: ${checks
      .filter((check) => !check.value)
      .map((check) => check.label)
      .join('; ')}`;
  }
  if (record.type === 'list-section') {
    const value = record.value as { type?: string; chains?: Record<string, ChainNode> } | undefined;
    return value?.type === 'network-tree' && value.chains ? longestChain(value.chains) : null;
  }
  if (typeof record.groupLabel === 'string' && typeof record.duration === 'number') return `${record.groupLabel}: ${fmtMs(record.duration)}`;
  const source = record.source;
  if (typeof source === 'object' && source !== null && (source as { type?: unknown }).type === 'node') return describeItem(source);
  const node = (record.type === 'node' ? record : record.node) as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string } | undefined;
  const parts: string[] = [];
  if (node && typeof node === 'object') {
    parts.push(node.selector ?? node.nodeLabel ?? '');
    if (node.snippet) parts.push(node.snippet.replace(/\s+/g, ' ').slice(0, 140));
    if (node.explanation) parts.push(node.explanation.split('\n')[1]?.trim() ?? node.explanation.slice(0, 160));
  }
  for (const key of ['url', 'source', 'description', 'label', 'text']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') parts.push(value.slice(0, 140));
    else if (typeof value === 'object' && value !== null && 'url' in value) parts.push(String((value as { url: unknown }).url));
  }
  for (const key of ['wastedBytes', 'wastedMs', 'totalBytes', 'total', 'reflowTime', 'duration']) {
    const value = record[key];
    if (typeof value === 'number' && value > 0) parts.push(`${key} ${fmtNum(value)}`);
  }
  const text = parts.filter((part) => part !== '').join(' · ');
  return text === '' ? JSON.stringify(item).slice(0, 160) : text;
}

/** Item descriptions with repeats folded into one line with a count (one card's fault shows once, not per card). */
function describeItems(items: readonly unknown[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const text = describeItem(item);
    if (text !== null) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => (count > 1 ? `${count}× ${text}` : text));
}

function detailItems(details: Result['audits'][string]['details']): unknown[] {
  if (!details || typeof details !== 'object') return [];
  const items = (details as { items?: unknown }).items;
  if (!Array.isArray(items)) return [];
  // Some audits nest their rows one level down: a table inside a list, or sub-items per row.
  return items.flatMap((item): unknown[] => {
    if (typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'table')
      return detailItems(item as Result['audits'][string]['details']);
    const nested = typeof item === 'object' && item !== null ? (item as { subItems?: { items?: unknown } }).subItems?.items : undefined;
    return Array.isArray(nested) && !(typeof item === 'object' && item !== null && 'node' in item) ? [item, ...nested] : [item];
  });
}

/** Audits that cost points: failing checks in a11y/SEO/best practices, savings and weak metrics in performance. */
function failingAudits(lhr: Result, category: CategoryId): Result['audits'][string][] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || audit.score === null) return false;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') return false;
      if (category !== 'performance') return audit.score < 1;
      if (ref.group === 'metrics') return audit.score < 0.9;
      if (ref.group === 'hidden') return false;
      const savings = Object.values(audit.metricSavings ?? {}).some((value) => typeof value === 'number' && value > 0);
      return audit.score < 0.9 || (audit.score < 1 && savings);
    })
    .map(({ audit }) => audit!);
}

function printFailures(run: PageRun): void {
  if (!run.lhr) return;
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const failed of failingAudits(run.lhr, category)) {
      const value = failed.displayValue ? ` (${failed.displayValue})` : '';
      lines.push(`- [${category}] \`${failed.id}\` ${failed.title}${value}, score ${fmtNum((failed.score ?? 0) * 100)}`);
      const items = describeItems(detailItems(failed.details));
      for (const item of items.slice(0, ITEMS_SHOWN)) lines.push(`    - ${item}`);
      if (items.length > ITEMS_SHOWN) lines.push(`    - … ${items.length - ITEMS_SHOWN} more`);
    }
  }
  console.log('');
  console.log(`### ${run.page.label} \`${run.page.path}\``);
  console.log('');
  console.log(lines.length === 0 ? 'No failing audits.' : lines.join('\n'));
}

function metricsRow(run: PageRun): string[] {
  const metric = (id: string) => run.lhr?.audits[id]?.displayValue ?? 'n/a';
  return [
    run.page.label,
    metric('first-contentful-paint'),
    metric('largest-contentful-paint'),
    metric('total-blocking-time'),
    metric('cumulative-layout-shift'),
    metric('speed-index'),
  ];
}

// ---------------------------------------------------------------------------------------------
// JavaScript on first load of the product page, as gzip bytes on the wire

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Every script the page loaded (module entries, modulepreloads and lazy chunks up to idle). */
function loadedScripts(lhr: Result): NetworkItem[] {
  const items = detailItems(lhr.audits['network-requests']?.details) as NetworkItem[];
  return items.filter((item) => item.resourceType === 'Script');
}

/** Requests a URL with Accept-Encoding: gzip and counts the bytes as sent (node:http does not decompress). */
function gzipBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' }, timeout: 15_000 }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
        else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

interface ScriptWeight {
  url: string;
  gzipBytes: number;
  encoding: string;
  browserBytes: number;
}

async function productScripts(lhr: Result, baseUrl: string): Promise<ScriptWeight[]> {
  const origin = new URL(baseUrl).origin;
  const weights: ScriptWeight[] = [];
  for (const script of loadedScripts(lhr)) {
    const browserBytes = script.transferSize ?? 0;
    // Our own files are re-fetched as gzip; another origin's (analytics) counts as the browser got it.
    if (new URL(script.url).origin !== origin || !script.url.startsWith('http:')) {
      weights.push({ url: script.url, gzipBytes: browserBytes, encoding: 'as received', browserBytes });
      continue;
    }
    const { bytes, encoding } = await gzipBytes(script.url);
    weights.push({ url: script.url, gzipBytes: bytes, encoding, browserBytes });
  }
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function printScripts(weights: readonly ScriptWeight[], baseUrl: string): void {
  const total = weights.reduce((sum, weight) => sum + weight.gzipBytes, 0);
  const browserTotal = weights.reduce((sum, weight) => sum + weight.browserBytes, 0);
  const uncompressed = weights.filter((weight) => weight.encoding === 'none');
  const kb = (bytes: number) => `${fmtNum(bytes / 1024, 1)} kB`;
  console.log('');
  console.log('## JavaScript on first load of the product page');
  console.log('');
  console.log(
    markdownTable(
      ['Script', 'gzip', 'encoding', 'as Chrome received it'],
      weights.map((weight) => [weight.url.replace(baseUrl, ''), kb(weight.gzipBytes), weight.encoding, kb(weight.browserBytes)]),
    ),
  );
  console.log('');
  const verdict = total <= JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `**Total: ${kb(total)} gzip in ${weights.length} scripts — ${verdict} the ${kb(JS_BUDGET_BYTES)} budget** (Chrome received ${kb(browserTotal)} with its own Accept-Encoding; inline scripts in the HTML are not counted).`,
  );
  if (uncompressed.length > 0)
    console.log(
      `Warning: ${uncompressed.length} script(s) were sent without compression: ${uncompressed.map((weight) => weight.url.replace(baseUrl, '')).join(', ')}`,
    );
}

// ---------------------------------------------------------------------------------------------

interface Options {
  url: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  port: number | undefined;
  reports: string | undefined;
  runs: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      reports: { type: 'string' },
      runs: { type: 'string' },
    },
  });
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) throw new Error(`--port must be a port number, got "${values.port}"`);
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!(Number.isInteger(runs) && runs >= 1 && runs <= 9)) throw new Error(`--runs must be a whole number from 1 to 9, got "${values.runs}"`);
  return { url: values.url?.replace(/\/+$/, ''), databaseUrl: values['database-url'], dataDir: values['data-dir'], port, reports: values.reports, runs };
}

async function startShop(options: Options, state: { server: ServerProcess | null }): Promise<string> {
  const buildMs = await ensureBuild(log);
  if (buildMs !== null) log(`page build took ${fmtMs(buildMs)}`);
  const dataDir = options.dataDir ?? makeTempDir('dokan-bench-web-');
  log(`starting the production server (DATA_DIR=${dataDir}, ${options.databaseUrl ? 'PostgreSQL' : 'fresh embedded database'})`);
  state.server = await startServer({
    env: { DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? '', LOG_LEVEL: 'warn' },
    ...(options.port ? { port: options.port } : {}),
  });
  const readyMs = await waitForServer(state.server, '/api/health-check', { timeoutMs: START_TIMEOUT_MS });
  await waitForServer(state.server, '/', { timeoutMs: START_TIMEOUT_MS });
  log(`server ready on ${state.server.baseUrl} after ${fmtMs(readyMs)}`);
  return state.server.baseUrl;
}

async function main(state: { server: ServerProcess | null }): Promise<void> {
  const options = readOptions();
  // chrome-launcher reports a missing browser as an unhandled spawn error; say it plainly instead.
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: run \`node scripts/ensure-chromium.ts\` or set CHROMIUM_PATH`);
  const cpus = os.cpus();
  log(
    `Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; hard limit ${fmtMs(LIMIT_MS)}`,
  );
  const baseUrl = options.url ?? (await startShop(options, state));
  const pages = await choosePages(baseUrl);

  const runs: PageRun[] = [];
  for (const page of pages) {
    const url = `${baseUrl}${page.path}`;
    log(`Lighthouse ${page.label}: ${url}`);
    const started = Date.now();
    try {
      const results: Result[] = [];
      for (let run = 0; run < options.runs; run++) results.push(await auditWithRetry(url));
      const lhr = medianRun(results);
      const performanceScores = results.map(performanceScore).sort((a, b) => a - b);
      runs.push({ page, lhr, performanceScores });
      log(`  done in ${fmtMs(Date.now() - started)} (performance ${performanceScores.join(', ')})`);
      if (options.reports) {
        fs.mkdirSync(options.reports, { recursive: true });
        fs.writeFileSync(path.join(options.reports, `${page.label}.json`), JSON.stringify(lhr));
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      runs.push({ page, lhr: null, error: message });
      log(`  failed: ${message}`);
      process.exitCode = 1;
    }
  }

  const productRun = runs.find((run) => run.page.label === 'product');
  const scripts = productRun?.lhr ? await productScripts(productRun.lhr, baseUrl) : null;

  const first = runs.find((run) => run.lhr)?.lhr;
  console.log('');
  console.log(`## Lighthouse (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Lighthouse ${first?.lighthouseVersion ?? '?'}, ${first?.configSettings.formFactor ?? 'mobile'} form factor, ${first?.configSettings.throttlingMethod ?? 'simulate'} throttling, ` +
      `Chromium ${first?.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}, CPU benchmark index ${fmtNum(first?.environment.benchmarkIndex)}. ` +
      `Bars: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 (✗ = below the bar).`,
  );
  console.log('');
  console.log(
    markdownTable(
      ['Page', 'Path', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'Performance of each run'],
      runs.map((run) => [
        run.page.label,
        run.page.path,
        ...(run.lhr ? CATEGORIES.map((category) => scoreCell(run.lhr, category)) : ['error', 'error', 'error', 'error']),
        run.performanceScores?.join(', ') ?? '',
      ]),
    ),
  );
  console.log('');
  console.log(markdownTable(['Page', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'], runs.map(metricsRow)));
  // Lighthouse says when its figures are unreliable (a busy CPU above all: performance then reads low).
  const warnings = new Set(runs.flatMap((run) => run.lhr?.runWarnings ?? []));
  const benchmarkIndex = first?.environment.benchmarkIndex ?? Infinity;
  if (benchmarkIndex < SLOW_CPU_INDEX)
    warnings.add(
      `CPU benchmark index ${fmtNum(benchmarkIndex)} is below ${SLOW_CPU_INDEX} (load average ${os.loadavg()[0]?.toFixed(1)}): the machine is busy, so performance reads low; measure again when it is quiet.`,
    );
  if (warnings.size > 0) {
    console.log('');
    for (const warning of warnings) console.log(`Lighthouse warning: ${warning.replace(/\s+/g, ' ')}`);
  }
  if (scripts) printScripts(scripts, baseUrl);
  console.log('');
  console.log('## What costs points');
  for (const run of runs) {
    if (run.error) {
      console.log('');
      console.log(`### ${run.page.label} \`${run.page.path}\``);
      console.log('');
      console.log(`Lighthouse failed: ${run.error}`);
    } else printFailures(run);
  }
  console.log('');
}

const state: { server: ServerProcess | null } = { server: null };

async function tidyUp(): Promise<void> {
  const server = state.server;
  state.server = null;
  if (server) {
    const stop = await stopServer(server, 10_000);
    log(`server stopped in ${fmtMs(stop.ms)}${stop.killed ? ' (killed)' : ''}`);
  }
  killAllChildren();
  removeTempDirs();
}

await runBenchmark(LIMIT_MS, () => main(state), tidyUp);
