// `npm run bench:scale`: how far the shop goes on one server process and on several behind a load
// balancer on this machine, both on one PostgreSQL database. The soak's shop-like mix
// (bench/shop-mix.ts) is sent at a fixed arrival rate (open model) in steps: the rate doubles while
// a step passes, then is halved in between the last pass and the first failure. A step passes with
// p99 ≤ 300 ms, no error answer, socket error or timeout, and every request sent on its slot. The
// balancer is Node's cluster module (bench/scale-cluster.ts: round robin over connections). It
// prints each step, the highest passing rate of each and their ratio, and the CPU each request cost
// the server processes, PostgreSQL and the load client, which says where the time goes.
// With `-- --catalogue` it measures each shopper page and API at 516 and at 100,000 products instead
// (bench/scale-catalogue.ts: BENCH_PRODUCTS, BENCH_SECONDS, BENCH_CONNECTIONS).
//
//   BENCH_STEP_SECONDS=10  BENCH_START_RATE=10 (requests/s)  BENCH_MODE_SECONDS=110 (steps' time per set-up)
//   BENCH_SCALE_WORKERS=2  BENCH_PICTURES_WAIT_SECONDS=60  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (default: that URL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { mulberry32 } from '../scripts/demo/random.ts';
import { mediaRoot } from '../server/modules/media/derive.ts';
import { listPending } from '../server/modules/media/pending.ts';
import { POSTGRES_URL, errorCode, fmtLatency, isSoldOut, keepAliveAgent, log, percentile, provenPhonePool } from './checkout-lib.ts';
import {
  ROOMY_HOLD_LIMITS,
  type ServerProcess,
  envSeconds,
  fmtMs,
  fmtNum,
  markdownTable,
  projectRoot,
  runBenchmark,
  scratchDatabaseJanitor,
  startServer,
  stopServer,
  type ScratchDatabase,
  startScratchShop,
} from './lib.ts';
import { postgresCpuMs, postgresCpuSince, treeCpuMs } from './cpu.ts';
import { compareCatalogueSizes } from './scale-catalogue.ts';
import { type Catalogue, type Visitors, loadCatalogue, pickKind, registerCustomers, requestFor } from './shop-mix.ts';
import { runSchedule, send } from './soak-lib.ts';

const STEP_SECONDS = envSeconds('BENCH_STEP_SECONDS', 10);
const START_RATE = envSeconds('BENCH_START_RATE', 10);
/** Time each set-up may spend on its steps; the search stops at the first step that would pass it. */
const MODE_SECONDS = envSeconds('BENCH_MODE_SECONDS', 110);
const WORKERS = Math.max(2, Math.round(envSeconds('BENCH_SCALE_WORKERS', 2)));
const WARMUP_SECONDS = 5;
const PICTURES_WAIT_SECONDS = envSeconds('BENCH_PICTURES_WAIT_SECONDS', 60);
const P99_TARGET_MS = 300;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_IN_FLIGHT = 512;
const LATE_AFTER_MS = 250;
/** The first start loads the demo shop; the cluster's copies then only open it. */
const START_TIMEOUT_MS = 300_000;
const LIMIT_MS = START_TIMEOUT_MS * 2 + MODE_SECONDS * 2_000 + 180_000;
// ---------------------------------------------------------------------------------------------
// One step: a fixed rate for STEP_SECONDS

interface Step {
  rate: number;
  seconds: number;
  answered: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  notSent: number;
  /** Sent over LATE_AFTER_MS after their slot: the load client fell behind. */
  late: number;
  /** CPU ms per answered request: the server processes, PostgreSQL, the load client. */
  serverCpu: number;
  databaseCpu: number;
  clientCpu: number;
  examples: string[];
  pass: boolean;
}

interface Target {
  label: string;
  server: ServerProcess;
  catalogue: Catalogue;
  visitors: Visitors;
  runId: string;
  databaseUrl: string;
}

async function step(target: Target, rate: number, seconds: number, seed: number): Promise<Step> {
  const agent = keepAliveAgent(MAX_IN_FLIGHT);
  const rng = mulberry32(seed);
  const latencies: number[] = [];
  const examples: string[] = [];
  let errors = 0;
  const cpuBefore = { server: treeCpuMs(target.server.pid), database: await postgresCpuMs(target.databaseUrl), client: process.cpuUsage() };
  const schedule = await runSchedule({
    rate,
    seconds,
    maxInFlight: MAX_IN_FLIGHT,
    lateAfterMs: LATE_AFTER_MS,
    fire: async (index, dueAt) => {
      const kind = pickKind(rng);
      const request = requestFor(kind, rng, target.catalogue, target.visitors, `scale-${target.runId}-${seed}-${index}`);
      try {
        const answer = await send(agent, target.server.port, request, kind === 'POST /api/orders', REQUEST_TIMEOUT_MS);
        // From the slot, not from the send: a client running late must not make the server look fast.
        latencies.push(performance.now() - dueAt);
        if ((answer.status >= 400 || answer.status < 200) && !(kind === 'POST /api/orders' && isSoldOut(answer))) {
          errors += 1;
          if (examples.length < 3) examples.push(`${request.method} ${request.path} → ${answer.status} ${answer.body.slice(0, 160)}`);
        }
      } catch (error) {
        errors += 1;
        if (examples.length < 3) examples.push(`${request.method} ${request.path} → ${errorCode(error)}`);
      }
    },
  });
  agent.destroy();
  const client = process.cpuUsage(cpuBefore.client);
  const answered = Math.max(1, latencies.length);
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    rate,
    seconds: schedule.seconds,
    answered: latencies.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99,
    errors,
    notSent: schedule.notSent,
    late: schedule.late,
    serverCpu: (treeCpuMs(target.server.pid) - cpuBefore.server) / answered,
    databaseCpu: (await postgresCpuSince(target.databaseUrl, cpuBefore.database)) / answered,
    clientCpu: (client.user + client.system) / 1000 / answered,
    examples,
    pass: errors === 0 && schedule.notSent === 0 && p99 <= P99_TARGET_MS,
  };
}

/** Doubles the rate while steps pass, then halves the gap between the last pass and the first failure, within MODE_SECONDS. */
async function highestRate(target: Target): Promise<{ steps: Step[]; best: Step | null }> {
  log(`${target.label}: warm-up, ${WARMUP_SECONDS} s at ${START_RATE}/s (not counted)`);
  await step(target, START_RATE, WARMUP_SECONDS, 1);
  const steps: Step[] = [];
  const spent = () => steps.reduce((sum, s) => sum + s.seconds + 1, 0);
  let best: Step | null = null;
  let failedAt: number | null = null;
  let rate = START_RATE;
  while (spent() + STEP_SECONDS <= MODE_SECONDS) {
    const result = await step(target, rate, STEP_SECONDS, steps.length + 2);
    steps.push(result);
    log(
      `${target.label}: ${fmtNum(rate)}/s → p99 ${fmtLatency(result.p99)}, ${result.errors} errors, ${result.notSent} not sent: ${result.pass ? 'pass' : 'FAIL'}${
        result.examples.length ? ` (${result.examples.join(' | ')})` : ''
      }`,
    );
    if (result.pass) best = result;
    else failedAt = Math.min(failedAt ?? Infinity, rate);
    const low = best?.rate ?? 0;
    if (failedAt === null) rate *= 2;
    else {
      // Steps of under a tenth of the rate tell the machine's noise, not the shop.
      if (failedAt - low <= Math.max(2, low * 0.1)) break;
      rate = Math.round((low + failedAt) / 2);
    }
    // Lets the answers of the last step drain (and the database settle) before the next.
    await sleep(1_000);
  }
  return { steps, best };
}

// ---------------------------------------------------------------------------------------------

function stepRows(label: string, steps: readonly Step[]): string[][] {
  return steps.map((s) => [
    label,
    fmtNum(s.rate),
    fmtNum(s.answered / s.seconds, 1),
    fmtLatency(s.p50),
    fmtLatency(s.p95),
    fmtLatency(s.p99),
    fmtNum(s.errors),
    fmtNum(s.notSent),
    fmtNum(s.late),
    fmtNum(s.serverCpu, 1),
    fmtNum(s.databaseCpu, 1),
    fmtNum(s.clientCpu, 1),
    s.pass ? 'pass' : 'FAIL',
  ]);
}

/** The cluster's copies each print "shop ready at" once listening: wait for all of them. */
async function clusterReady(server: ServerProcess, copies: number): Promise<void> {
  const until = performance.now() + START_TIMEOUT_MS;
  while ((server.output().match(/shop ready at/g) ?? []).length < copies) {
    if (server.exitCode() !== undefined) throw new Error(`the cluster exited (code ${server.exitCode()}):\n${server.output().slice(-3000)}`);
    if (performance.now() > until)
      throw new Error(`the cluster's ${copies} processes were not all ready within ${fmtMs(START_TIMEOUT_MS)}:\n${server.output().slice(-3000)}`);
    await sleep(100);
  }
}

async function main(cleanup: { scratch: ScratchDatabase | null }): Promise<void> {
  const started = Date.now();
  const cpus = os.cpus();
  const loadBefore = os.loadavg()[0] ?? NaN;
  const shop = await startScratchShop(cleanup, {
    adminUrl: POSTGRES_URL,
    prefix: 'dokan_bench_scale_',
    env: { ...ROOMY_HOLD_LIMITS, TRUST_PROXY: 'loopback' },
    timeoutMs: START_TIMEOUT_MS,
  });
  const { server: single, scratch, env, readyMs } = shop;
  log(`one process on port ${single.port} (database ${scratch.name}) ready after ${fmtMs(readyMs)}, demo catalogue loaded`);
  // A first start draws the demo's pictures in a helper process at the lowest priority once
  // listening; a busy machine may take minutes, so the run waits a while, then says what is left.
  const pictures = mediaRoot(shop.dataDir);
  const drawnBy = performance.now() + PICTURES_WAIT_SECONDS * 1000;
  while ((await listPending(pictures)).length > 0 && performance.now() < drawnBy) await sleep(1_000);
  const undrawn = (await listPending(pictures)).length;
  log(undrawn ? `${undrawn} demo pictures still to draw by the helper (nice 19; its CPU is not counted)` : 'demo pictures drawn');
  const runId = Math.random().toString(36).slice(2, 8);
  const catalogue = await loadCatalogue(single.baseUrl);
  const visitors: Visitors = { customers: await registerCustomers(single.baseUrl, runId), phones: await provenPhonePool(scratch.url, 0x5ca1e) };
  log(`${catalogue.products.length} products, ${visitors.customers.length} customers, ${visitors.phones.length} proven mobile numbers`);

  const one = await highestRate({ label: '1 process', server: single, catalogue, visitors, runId, databaseUrl: scratch.url });
  await stopServer(single);

  const label = `${WORKERS} processes`;
  const cluster = await startServer({ script: 'bench/scale-cluster.ts', env: { ...env, SCALE_WORKERS: String(WORKERS) } });
  await clusterReady(cluster, WORKERS);
  log(`${label} behind the cluster's round robin on port ${cluster.port} ready`);
  const several = await highestRate({ label, server: cluster, catalogue, visitors, runId: `${runId}c`, databaseUrl: scratch.url });
  await stopServer(cluster);
  const loadAfter = os.loadavg()[0] ?? NaN;

  console.log('');
  console.log(`## Scale benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Node ${process.version} on ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}); the server processes, PostgreSQL and the load client share the machine ` +
      `(1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after). The soak's shop mix at fixed arrival rates, ${STEP_SECONDS} s a step, ` +
      `demo catalogue of ${catalogue.products.length} products on PostgreSQL; ${label} share one port through Node's cluster module (round robin over connections). ` +
      `A step passes with p99 ≤ ${P99_TARGET_MS} ms from the request's slot, no error and every request sent. CPU is ms per answered request, read from /proc ` +
      '(PostgreSQL: only the backends serving the run’s database).',
  );
  console.log('');
  console.log(
    markdownTable(
      ['Set-up', 'rate /s', 'answered /s', 'p50', 'p95', 'p99', 'errors', 'not sent', 'late', 'server CPU ms', 'PostgreSQL CPU ms', 'client CPU ms', 'step'],
      [...stepRows('1 process', one.steps), ...stepRows(label, several.steps)],
    ),
  );
  console.log('');
  const bestRow = (name: string, best: Step | null) =>
    best
      ? [name, fmtNum(best.rate), fmtLatency(best.p99), fmtNum(best.serverCpu, 1), fmtNum(best.databaseCpu, 1), fmtNum(best.clientCpu, 1)]
      : [name, `none (below ${fmtNum(START_RATE)}/s)`, 'n/a', 'n/a', 'n/a', 'n/a'];
  console.log(
    markdownTable(
      ['Set-up', 'highest rate with p99 ≤ 300 ms, 0 errors', 'p99 there', 'server CPU ms/request', 'PostgreSQL CPU ms/request', 'client CPU ms/request'],
      [bestRow('1 process', one.best), bestRow(label, several.best)],
    ),
  );
  console.log('');
  const ratio = one.best && several.best ? several.best.rate / one.best.rate : NaN;
  console.log(`Ratio ${label} / 1 process: ${Number.isFinite(ratio) ? `${fmtNum(ratio, 2)}×` : 'n/a'}.`);
  const at = several.best ?? one.best;
  if (at) {
    const perRequest = at.serverCpu + at.databaseCpu + at.clientCpu;
    const cores = cpus.length;
    console.log(
      `Where the time goes: at ${fmtNum(at.rate)}/s a request costs ${fmtNum(at.serverCpu, 1)} ms of server CPU (rendering pages, answering the API, checking sign-ins), ` +
        `${fmtNum(at.databaseCpu, 1)} ms of PostgreSQL CPU and ${fmtNum(at.clientCpu, 1)} ms of the load client's, ${fmtNum(perRequest, 1)} ms in all. ` +
        `${cores} cores give ${fmtNum(cores * 1000)} ms of CPU a second, so this machine tops out near ${fmtNum((cores * 1000) / perRequest)} requests/s whatever the number of processes: ` +
        `a second process only helps while one process's event loop, not the cores, is the limit. On machines of their own, processes add their cores, and the shared PostgreSQL (${fmtNum(at.databaseCpu, 1)} ms a request) becomes the limit.`,
    );
  }
  if (Math.max(loadBefore, loadAfter) > cpus.length)
    console.log(
      `The machine was busy with other work meanwhile (load average above its ${cpus.length} cores): the rates are what was left to the shop, and the CPU per request, not the rates, is the figure to compare.`,
    );
  log(`finished in ${fmtMs(Date.now() - started)}`);
  if (!one.best || !several.best) process.exitCode = 1;
}

if (!fs.existsSync(path.join(projectRoot, 'build/server/index.js'))) {
  throw new Error('no page build in build/: run `npm run build` first (the benchmark serves the production pages and does not build them)');
}
const { cleanup, tidyUp } = scratchDatabaseJanitor();
if (process.argv.includes('--catalogue')) await runBenchmark(30 * 60_000, () => compareCatalogueSizes(cleanup), tidyUp);
else await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
