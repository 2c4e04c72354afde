// Shared pieces for the benchmark scripts (bench/*.ts): start the real server as a child process,
// wait for it to answer, read its memory, put load on it with autocannon and print markdown tables.
// Every request goes to 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildPages, isBuildStale, projectRoot } from '../scripts/build-freshness.ts';

export { projectRoot };
export const LOOPBACK = '127.0.0.1';

// ---------------------------------------------------------------------------------------------
// Small formatting helpers

export function fmtMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return 'n/a';
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms).toLocaleString('en-US')} ms`;
}

export function fmtMb(mb: number | null | undefined): string {
  return mb === null || mb === undefined ? 'n/a' : `${Math.round(mb)} MB`;
}

export function fmtNum(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A share in percent: one decimal below 10%, so 0.4% does not print as 0%. */
export function fmtPercent(part: number, whole: number): string {
  if (!(whole > 0) || !Number.isFinite(part)) return 'n/a';
  const percent = (part / whole) * 100;
  return `${fmtNum(percent, percent < 10 ? 1 : 0)}%`;
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length), 3));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 3)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Seconds from an environment variable, e.g. BENCH_SECONDS=3 for a quick local check. */
export function envSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Ports, folders, hard time limits

/** A TCP port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not get a free port'))));
    });
  });
}

const tempDirs = new Set<string>();

/** A fresh folder under the OS temp dir, removed by removeTempDirs() (also on a hard timeout). */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // best effort
    }
    tempDirs.delete(dir);
  }
}

/**
 * Runs main with a hard limit: when the limit passes, onTimeout runs (kill servers, drop databases),
 * then the process exits with status 2 whatever main is still waiting for. Ctrl-C cleans up too.
 */
async function withHardTimeout(limitMs: number, main: () => Promise<void>, onTimeout: () => Promise<void> | void): Promise<void> {
  let finished = false;
  const bail = async (why: string, code: number) => {
    if (finished) return;
    finished = true;
    process.stderr.write(`\n[bench] ${why}: stopping servers and cleaning up\n`);
    const forced = setTimeout(() => process.exit(code), 15_000);
    forced.unref();
    try {
      await onTimeout();
    } catch (error) {
      process.stderr.write(`[bench] cleanup failed: ${String(error)}\n`);
    }
    process.exit(code);
  };
  const timer = setTimeout(() => void bail(`hard time limit of ${Math.round(limitMs / 1000)} s reached`, 2), limitMs);
  const onSignal = () => void bail('interrupted', 130);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await main();
  } finally {
    finished = true;
    clearTimeout(timer);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Runs a benchmark's main under the hard time limit, always tidies up, and never hangs at the end. */
export async function runBenchmark(limitMs: number, main: () => Promise<void>, tidyUp: () => Promise<void>): Promise<void> {
  try {
    await withHardTimeout(limitMs, main, tidyUp);
  } catch (error) {
    process.stderr.write(`[bench] failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await tidyUp();
  }
  // Whatever a library left open (sockets, timers), the script is done.
  setTimeout(() => process.exit(), 2000).unref();
}

// ---------------------------------------------------------------------------------------------
// The page build: `npm start` builds when the build is older than the sources, which would be
// counted as start-up time; benchmarks build first so the timed start measures the server only.

/** Builds the pages when stale; returns the build time in ms, or null when the build was current. */
export async function ensureBuild(log: (message: string) => void): Promise<number | null> {
  if (!isBuildStale()) return null;
  log('page build missing or older than the sources: building first (not counted as start-up time)');
  const started = performance.now();
  const { child, done } = buildPages();
  track(child);
  await done;
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------
// Server processes

const children = new Set<ChildProcess>();

function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** SIGKILLs every child this process started that is still running (for error paths and timeouts). */
export function killAllChildren(): void {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  baseUrl: string;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** The last lines the server wrote, for error messages. */
  output(): string;
  /** True when the server said it was building the pages (that start-up time then includes a build). */
  sawBuild(): boolean;
  exitCode(): number | null | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServerOptions {
  /** Overrides on top of the current environment (PORT and HOST are set for you). */
  env?: Record<string, string>;
  port?: number;
  /** The script to run, relative to the project; `npm start` runs scripts/start.ts. */
  script?: string;
  /** Another checkout of the project to run it from (a fresh clone, say); this one by default. */
  cwd?: string;
}

/**
 * Hold limits (server/config.ts) far above any benchmark's load, for servers that take orders: a
 * run packs thousands of shoppers' orders onto a pool of numbers and stays pending, and the caps
 * meant for one shopper would refuse them. The benchmarks measure placing orders, not the caps.
 */
export const ROOMY_HOLD_LIMITS: Readonly<Record<string, string>> = {
  HOLD_ORDERS_PER_PHONE: '100000',
  HOLD_UNITS_PER_PHONE: '1000000',
  HOLD_ORDERS_PER_ADDRESS: '100000',
  HOLD_ORDERS_PER_CLIENT: '100000',
  HOLD_UNITS_PER_CLIENT: '1000000',
};

/**
 * Spawns `node scripts/start.ts` on 127.0.0.1. The script imports the server into its own
 * process, so the child's pid is the server's pid (for /proc memory readings).
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...options.env,
    PORT: String(port),
    HOST: LOOPBACK,
  };
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [options.script ?? 'scripts/start.ts'], { cwd: options.cwd ?? projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  const lines: string[] = [];
  let built = false;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      if (/\bbuilding\b/.test(line) && line.includes('[dokan]')) built = true;
      lines.push(line);
      if (lines.length > 200) lines.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let code: number | null | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (status, signal) => {
      code = status ?? (signal ? -1 : null);
      resolve({ code: status, signal });
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not start the server process');
  return {
    child,
    pid,
    port,
    baseUrl: `http://${LOOPBACK}:${port}`,
    spawnedAt,
    output: () => lines.join('\n'),
    sawBuild: () => built,
    exitCode: () => code,
    exited,
  };
}

export interface WaitOptions {
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Extra check on the answer; by default any 200 counts. */
  accept?: (status: number, body: string) => boolean;
  intervalMs?: number;
}

/** Polls a path until it answers as wanted; returns ms since the server was spawned. */
export async function waitForServer(server: ServerProcess, pathname: string, options: WaitOptions = {}): Promise<number> {
  const deadline = performance.now() + (options.timeoutMs ?? 120_000);
  const accept = options.accept ?? ((status) => status === 200);
  let last = 'no answer yet';
  while (performance.now() < deadline) {
    if (server.exitCode() !== undefined) {
      throw new Error(`the server exited (code ${server.exitCode()}) before ${pathname} answered:\n${server.output().slice(-3000)}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}${pathname}`, { headers: options.headers ?? {}, signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      if (accept(response.status, body)) return performance.now() - server.spawnedAt;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    await sleep(options.intervalMs ?? 25);
  }
  throw new Error(`${pathname} did not answer as expected within ${fmtMs(options.timeoutMs ?? 120_000)} (last: ${last}):\n${server.output().slice(-3000)}`);
}

/** SIGTERM, wait for a clean exit, SIGKILL after timeoutMs. Returns ms the shutdown took and how it ended. */
export async function stopServer(
  server: ServerProcess,
  timeoutMs = 15_000,
): Promise<{ ms: number; code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
  const started = performance.now();
  if (server.exitCode() !== undefined) return { ms: 0, ...(await server.exited), killed: false };
  server.child.kill('SIGTERM');
  const timer = sleep(timeoutMs).then(() => 'timeout' as const);
  const outcome = await Promise.race([server.exited, timer]);
  if (outcome === 'timeout') {
    server.child.kill('SIGKILL');
    const result = await server.exited;
    return { ms: performance.now() - started, ...result, killed: true };
  }
  return { ms: performance.now() - started, ...outcome, killed: false };
}

// ---------------------------------------------------------------------------------------------
// Memory

export interface Memory {
  /** Resident set size now. */
  rssMb: number;
  /** Peak resident set size since the process started (VmHWM). */
  peakMb: number;
}

/** Reads /proc/<pid>/status (Linux); null where that does not exist. */
export function readMemory(pid: number): Memory | null {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const rss = kb('VmRSS');
  const peak = kb('VmHWM');
  if (!Number.isFinite(rss)) return null;
  return { rssMb: rss / 1024, peakMb: peak / 1024 };
}

// ---------------------------------------------------------------------------------------------
// Load with autocannon

interface AutocannonHistogram {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  total: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
}

interface AutocannonResult {
  title?: string;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: AutocannonHistogram;
  requests: AutocannonHistogram & { sent: number };
  throughput: AutocannonHistogram;
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  title?: string;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
}

type Autocannon = (
  options: AutocannonOptions,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => {
  stop(): void;
  /** Each response as it arrives, with its time in ms. */
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};

// autocannon ships no type declarations; this is the part of its programmatic API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadTarget {
  /** Short label for tables, e.g. "GET /api/health-check". */
  label: string;
  /** Path for a single-path target. */
  path?: string;
  /** Several paths: each connection cycles through them (e.g. many product ids). */
  paths?: readonly string[];
  headers?: Record<string, string>;
}

export interface LoadResult {
  label: string;
  seconds: number;
  requests: number;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p90: number;
  /** Not one of autocannon's percentiles: computed from every response's time. */
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Mean response bytes per second. */
  bytesPerSecond: number;
  statusCodes: Record<string, number>;
}

/** Runs autocannon against one target on the given server; latencies are in ms. */
export function runLoad(baseUrl: string, target: LoadTarget, options: { seconds: number; connections?: number }): Promise<LoadResult> {
  const url = new URL(baseUrl);
  if (url.hostname !== LOOPBACK) return Promise.reject(new Error(`refusing to send load to ${url.hostname}: benchmarks only target ${LOOPBACK}`));
  const paths = target.paths ?? [target.path ?? '/'];
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url.origin}${paths[0]}`,
        connections: options.connections ?? 10,
        duration: options.seconds,
        title: target.label,
        headers: target.headers ?? {},
        ...(paths.length > 1 ? { requests: paths.map((p) => ({ method: 'GET', path: p })) } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label: target.label,
          seconds: result.duration,
          requests: result.requests.total,
          rps: result.requests.average,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p95: percentile(times, 0.95),
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          max: result.latency.max,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          bytesPerSecond: result.throughput.average,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** The nearest-rank percentile of some latencies, rounded to whole ms; 0 for none. */
function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);
}

/** One markdown row per run; `baseline` (e.g. health-check req/s) adds a relative-throughput column. */
/** `staticFile`: the rate of a static file from the same run, the ceiling each page is set beside. */
export function loadTable(results: readonly LoadResult[], baseline?: number, staticFile?: number): string {
  const header = [
    'Target',
    'req/s',
    'p50',
    'p97.5',
    'p99',
    'max',
    'non-2xx',
    'errors',
    'MB/s',
    ...(baseline ? ['vs health'] : []),
    ...(staticFile ? ['vs static file'] : []),
  ];
  const rows = results.map((r) => [
    r.label,
    fmtNum(r.rps),
    `${fmtNum(r.p50)} ms`,
    `${fmtNum(r.p97_5)} ms`,
    `${fmtNum(r.p99)} ms`,
    `${fmtNum(r.max)} ms`,
    fmtNum(r.non2xx),
    fmtNum(r.errors + r.timeouts),
    fmtNum(r.bytesPerSecond / 1_048_576, 1),
    ...(baseline ? [fmtPercent(r.rps, baseline)] : []),
    ...(staticFile ? [fmtPercent(r.rps, staticFile)] : []),
  ]);
  return markdownTable(header, rows);
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Ids of up to `count` real products, from the public listing. */
export async function productIds(baseUrl: string, count = 50): Promise<number[]> {
  const body = await getJson<{ data?: { id: number }[] }>(`${baseUrl}/api/products?per_page=${Math.min(100, count)}`);
  return (body.data ?? []).map((product) => product.id).slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Throw-away PostgreSQL databases

/**
 * The run's scratch database, dropped by `tidyUp` after a failure, the time limit or Ctrl-C as well
 * as at the end. DROP … WITH (FORCE) also ends connections a killed server left behind.
 */
export function scratchDatabaseJanitor() {
  const cleanup: { scratch: ScratchDatabase | null } = { scratch: null };
  async function tidyUp(): Promise<void> {
    killAllChildren();
    if (cleanup.scratch) {
      const scratch = cleanup.scratch;
      cleanup.scratch = null;
      await Promise.race([scratch.drop().then(() => console.log(`[bench] dropped database ${scratch.name}`)), sleep(10_000)]).catch((error: unknown) => {
        process.stderr.write(`[bench] could not drop ${scratch.name}: ${String(error)}\n`);
      });
    }
    removeTempDirs();
  }
  return { cleanup, tidyUp };
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** CREATE DATABASE <prefix><random> on the server behind `adminUrl`; drop() removes it (WITH FORCE). */
export async function createScratchDatabase(adminUrl: string, prefix = 'dokan_bench_'): Promise<ScratchDatabase> {
  const name = `${prefix}${Math.random().toString(36).slice(2, 10)}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  let dropped = false;
  return {
    name,
    url: withDatabase(adminUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface ShopOnDatabase {
  server: ServerProcess;
  /** The server's environment on top of the bench's own (a second server on the same shop reuses it). */
  env: Record<string, string>;
  /** Its data folder (media, the demo's pictures), removed with the run's other temp folders. */
  dataDir: string;
  /** ms from spawning the server to its first healthy answer. */
  readyMs: number;
}

export interface ShopStartOptions {
  /** Settings on top of the database, a fresh data folder, the demo shop and warn-level logs. */
  env?: Record<string, string>;
  /** A first start loads the demo shop, which a busy machine takes minutes over. */
  timeoutMs?: number;
}

/** Starts the real server (server/main.ts) on a PostgreSQL database with a fresh data folder, and waits until it answers. */
export async function startShopOn(databaseUrl: string, options: ShopStartOptions = {}): Promise<ShopOnDatabase> {
  const dataDir = makeTempDir('dokan-bench-shop-');
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...options.env };
  const server = await startServer({ script: 'server/main.ts', env });
  const readyMs = await waitForServer(server, '/api/health-check', { timeoutMs: options.timeoutMs ?? 300_000, intervalMs: 250 });
  return { server, env, dataDir, readyMs };
}

/**
 * A scratch database on the server behind `adminUrl` and the shop started on it (startShopOn). The
 * database goes into `cleanup` before the server starts, so the run's tidy-up drops it whatever
 * happens next.
 */
export async function startScratchShop(
  cleanup: { scratch: ScratchDatabase | null },
  options: ShopStartOptions & { adminUrl: string; prefix: string },
): Promise<ShopOnDatabase & { scratch: ScratchDatabase }> {
  const scratch = await createScratchDatabase(options.adminUrl, options.prefix);
  cleanup.scratch = scratch;
  return { scratch, ...(await startShopOn(scratch.url, options)) };
}

/**
 * Waits for load workers to finish the requests in hand. Past `graceMs` it calls `giveUp` (the
 * workers then stop waiting on a server that is gone) and waits for them to return.
 */
export async function drainWorkers(workers: Promise<unknown>, giveUp: () => void, graceMs = 15_000): Promise<void> {
  const finished = await Promise.race([workers.then(() => true), sleep(graceMs).then(() => false)]);
  if (finished) return;
  giveUp();
  await workers;
}
