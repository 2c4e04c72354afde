// `npm run bench:soak`: the shop under a steady, shop-like mix of visitors for ten minutes, to show it
// neither fails nor grows its memory over time. Runs the real server (server/main.ts, pages from the
// production build in build/) on a throw-away PostgreSQL database with the demo catalogue, and sends
// requests at a fixed arrival rate from 127.0.0.1: browsing, search, product pages, cart quotes,
// cash-on-delivery orders from mobile numbers given passes at the start, and sign-ins of customers
// registered at the start. The server's memory is read from /proc every 10 s. Fails (exit 1) on any
// error answer, socket error or timeout, on requests the client could not send, and on a memory
// growth trend.
//
//   BENCH_SECONDS=600  BENCH_RATE=40 (requests per second)  BENCH_WARMUP_SECONDS=30
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (default: that URL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isBuildStale } from '../scripts/build-freshness.ts';
import { mulberry32 } from '../scripts/demo/random.ts';
import { POSTGRES_URL, errorCode, fmtLatency, isSoldOut, keepAliveAgent, log, percentile, provenPhonePool } from './checkout-lib.ts';
import {
  ROOMY_HOLD_LIMITS,
  type ServerProcess,
  envSeconds,
  fmtMb,
  fmtMs,
  fmtNum,
  fmtPercent,
  markdownTable,
  projectRoot,
  readMemory,
  runBenchmark,
  scratchDatabaseJanitor,
  stopServer,
  type ScratchDatabase,
  startScratchShop,
} from './lib.ts';
import { type Catalogue, KINDS, type Kind, VISITOR_ADDRESSES, type Visitors, loadCatalogue, pickKind, registerCustomers, requestFor } from './shop-mix.ts';
import { leastSquaresSlope, runSchedule, send } from './soak-lib.ts';

const SECONDS = envSeconds('BENCH_SECONDS', 600);
const RATE = envSeconds('BENCH_RATE', 40);
const WARMUP_SECONDS = envSeconds('BENCH_WARMUP_SECONDS', 30);
const SAMPLE_EVERY_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
// At 40/s, 256 requests waiting means answers take over 6 s: the run has failed by then anyway.
const MAX_IN_FLIGHT = 256;
const LATE_AFTER_MS = 250;
// The first demo start renders product images and loads the catalogue; that is not the soak.
const START_TIMEOUT_MS = 300_000;
const LIMIT_MS = (SECONDS + WARMUP_SECONDS) * 1000 + START_TIMEOUT_MS + 180_000;

interface KindTally {
  latencies: number[];
  bytes: number;
  statuses: Map<number, number>;
  /** 422 answers to orders for products sold out meanwhile: expected, not errors. */
  soldOut: number;
  /** Error answers and requests without an answer, by status or error code. */
  errors: Map<string, number>;
}

interface Tally {
  kinds: Map<Kind, KindTally>;
  /** A few error answers' bodies, to say what went wrong. */
  examples: string[];
}

function newTally(): Tally {
  return { kinds: new Map(KINDS.map((kind) => [kind, { latencies: [], bytes: 0, statuses: new Map(), soldOut: 0, errors: new Map() }])), examples: [] };
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
const sumValues = (map: Map<unknown, number>) => [...map.values()].reduce((a, b) => a + b, 0);

interface Drive {
  tally: Tally;
  schedule: Awaited<ReturnType<typeof runSchedule>>;
}

async function drive(server: ServerProcess, catalogue: Catalogue, visitors: Visitors, seconds: number, seed: number, runId: string): Promise<Drive> {
  const tally = newTally();
  const agent = keepAliveAgent(MAX_IN_FLIGHT);
  const rng = mulberry32(seed);
  const schedule = await runSchedule({
    rate: RATE,
    seconds,
    maxInFlight: MAX_IN_FLIGHT,
    lateAfterMs: LATE_AFTER_MS,
    fire: async (index, dueAt) => {
      const kind = pickKind(rng);
      const entry = tally.kinds.get(kind)!;
      const request = requestFor(kind, rng, catalogue, visitors, `soak-${runId}-${seed}-${index}`);
      try {
        const answer = await send(agent, server.port, request, kind === 'POST /api/orders', REQUEST_TIMEOUT_MS);
        // From the slot, not from the send: a client running late must not make the server look fast.
        entry.latencies.push(performance.now() - dueAt);
        entry.bytes += answer.bytes;
        bump(entry.statuses, answer.status);
        const soldOut = kind === 'POST /api/orders' && isSoldOut(answer);
        if (soldOut) entry.soldOut += 1;
        else if (answer.status >= 400 || answer.status < 200) {
          bump(entry.errors, String(answer.status));
          if (tally.examples.length < 5) tally.examples.push(`${request.method} ${request.path} → ${answer.status} ${answer.body.slice(0, 200)}`);
        }
      } catch (error) {
        bump(entry.errors, errorCode(error));
        if (tally.examples.length < 5) tally.examples.push(`${request.method} ${request.path} → ${errorCode(error)}`);
      }
    },
  });
  agent.destroy();
  return { tally, schedule };
}

interface Sample {
  /** Seconds since the measured run started. */
  t: number;
  rssMb: number;
  /** V8's heap in use, from the server's own memory log line (MEMORY_LOG_SECONDS). */
  heapMb: number;
}

/** The heap figure of the server's newest memory log line. */
function latestHeapMb(server: ServerProcess): number {
  const lines = server.output().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /memory: .*heap_used_mb=([\d.]+)/.exec(lines[i]!);
    if (match) return Number(match[1]);
  }
  return NaN;
}

function latencyRow(label: string, latencies: number[], seconds: number, extra: string[]): string[] {
  const sorted = [...latencies].sort((a, b) => a - b);
  return [
    label,
    fmtNum(latencies.length),
    fmtNum(latencies.length / seconds, 1),
    fmtLatency(percentile(sorted, 50)),
    fmtLatency(percentile(sorted, 95)),
    fmtLatency(percentile(sorted, 99)),
    fmtLatency(sorted.at(-1) ?? NaN),
    ...extra,
  ];
}

async function main(cleanup: { scratch: ScratchDatabase | null }): Promise<void> {
  const started = Date.now();
  if (!fs.existsSync(path.join(projectRoot, 'build/server/index.js'))) {
    throw new Error('no page build in build/: run `npm run build` first (the soak serves the production pages and does not build them)');
  }
  if (isBuildStale()) log('warning: the page build is older than the sources; the pages served are the built ones');
  const cpus = os.cpus();
  log(
    `Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  const { server, scratch, readyMs } = await startScratchShop(cleanup, {
    adminUrl: POSTGRES_URL,
    prefix: 'dokan_bench_soak_',
    env: { ...ROOMY_HOLD_LIMITS, TRUST_PROXY: 'loopback', MEMORY_LOG_SECONDS: String(SAMPLE_EVERY_MS / 1000) },
    timeoutMs: START_TIMEOUT_MS,
  });
  log(`server on port ${server.port} (database ${scratch.name}) ready after ${fmtMs(readyMs)}, demo catalogue loaded`);

  const catalogue = await loadCatalogue(server.baseUrl);
  const runId = Math.random().toString(36).slice(2, 8);
  const customers = await registerCustomers(server.baseUrl, runId);
  const visitors: Visitors = { customers, phones: await provenPhonePool(scratch.url, 0x50a4) };
  log(
    `${catalogue.products.length} products (${catalogue.buyable.length} buyable simple ones), ${catalogue.categories.length} categories, ${catalogue.terms.length} search terms, ${customers.length} customers registered, ${visitors.phones.length} proven mobile numbers for orders`,
  );

  log(`warm-up: ${WARMUP_SECONDS} s at ${RATE}/s (not counted)`);
  const warm = await drive(server, catalogue, visitors, WARMUP_SECONDS, 1, runId);
  const warmErrors = [...warm.tally.kinds.values()].reduce((sum, k) => sum + sumValues(k.errors), 0);
  log(`warm-up: ${warm.schedule.sent} requests, ${warmErrors} errors${warm.tally.examples.length ? `: ${warm.tally.examples.join(' | ')}` : ''}`);

  const samples: Sample[] = [];
  const runStarted = performance.now();
  const sample = () => {
    const memory = readMemory(server.pid);
    if (memory) samples.push({ t: (performance.now() - runStarted) / 1000, rssMb: memory.rssMb, heapMb: latestHeapMb(server) });
  };
  sample();
  const sampler = setInterval(() => {
    sample();
    const last = samples.at(-1);
    if (last && Math.round(last.t) % 60 < SAMPLE_EVERY_MS / 1000) log(`${Math.round(last.t)} s: RSS ${fmtMb(last.rssMb)}, heap ${fmtMb(last.heapMb)}`);
  }, SAMPLE_EVERY_MS);
  log(`load: ${RATE} requests/s for ${SECONDS} s`);
  const loadBefore = os.loadavg()[0] ?? NaN;
  let run: Drive;
  try {
    run = await drive(server, catalogue, visitors, SECONDS, 2, runId);
  } finally {
    clearInterval(sampler);
  }
  sample();
  const loadAfter = os.loadavg()[0] ?? NaN;
  const peak = readMemory(server.pid)?.peakMb ?? NaN;
  const serverDied = server.exitCode() !== undefined;
  const stopped = await stopServer(server);
  log(`server stopped in ${fmtMs(stopped.ms)}${stopped.code === 0 ? '' : ` (exit ${stopped.code}, signal ${stopped.signal})`}`);

  // Memory trend. A leak is live memory that keeps growing. The heap figure is a sawtooth between
  // collections, so each minute's lowest sample (closest to what is live) makes the heap trend.
  // RSS rises while V8 sizes its heap for the load and then holds: its trend is the second half.
  const skip = Math.min(60, SECONDS / 4);
  const startRss = samples[0]?.rssMb ?? NaN;
  const endRss = samples.at(-1)?.rssMb ?? NaN;
  const lateSamples = samples.filter((s) => s.t >= SECONDS / 2);
  const slopePerMin = leastSquaresSlope(lateSamples.map((s) => ({ x: s.t / 60, y: s.rssMb })));
  const lateMinutes = ((lateSamples.at(-1)?.t ?? 0) - (lateSamples[0]?.t ?? 0)) / 60;
  const growthMb = slopePerMin * lateMinutes;
  const allowedMb = Math.max(20, startRss * 0.05);
  const heapFloors = new Map<number, number>();
  for (const s of samples) {
    if (s.t < skip || !Number.isFinite(s.heapMb)) continue;
    const minute = Math.floor(s.t / 60);
    heapFloors.set(minute, Math.min(heapFloors.get(minute) ?? Infinity, s.heapMb));
  }
  const floors = [...heapFloors].map(([minute, mb]) => ({ x: minute, y: mb }));
  const heapSlopePerMin = leastSquaresSlope(floors);
  const heapMinutes = Math.max(0, (floors.at(-1)?.x ?? 0) - (floors[0]?.x ?? 0));
  const heapGrowthMb = heapSlopePerMin * heapMinutes;
  const startHeap = samples.find((s) => Number.isFinite(s.heapMb))?.heapMb ?? NaN;
  const endHeap = samples.at(-1)?.heapMb ?? NaN;
  const allowedHeapMb = Math.max(10, (floors[0]?.y ?? NaN) * 0.1);
  const noGrowth = Number.isFinite(growthMb) && growthMb < allowedMb;
  const noHeapGrowth = Number.isFinite(heapGrowthMb) && heapGrowthMb < allowedHeapMb;

  const { tally, schedule } = run;
  const seconds = schedule.seconds;
  const all = KINDS.flatMap((kind) => tally.kinds.get(kind)!.latencies);
  const errorsOf = (k: { errors: Map<string, number> }) => sumValues(k.errors);
  const totalErrors = [...tally.kinds.values()].reduce((sum, k) => sum + errorsOf(k), 0);
  const describeErrors = (map: Map<string, number>) => (map.size ? [...map].map(([code, n]) => `${code}×${n}`).join(', ') : '0');
  const rows = KINDS.map((kind) => {
    const k = tally.kinds.get(kind)!;
    return latencyRow(kind, k.latencies, seconds, [
      fmtNum(k.bytes / Math.max(1, k.latencies.length) / 1024, 1),
      kind === 'POST /api/orders' ? fmtNum(k.soldOut) : '',
      describeErrors(k.errors),
    ]);
  });
  rows.push(
    latencyRow('**all**', all, seconds, [
      fmtNum([...tally.kinds.values()].reduce((s, k) => s + k.bytes, 0) / Math.max(1, all.length) / 1024, 1),
      fmtNum(tally.kinds.get('POST /api/orders')!.soldOut),
      fmtNum(totalErrors),
    ]),
  );

  const lateShare = schedule.sent ? schedule.late / schedule.sent : 0;
  const checks = [
    { name: 'error answers, socket errors, timeouts', found: fmtNum(totalErrors), ok: totalErrors === 0 },
    { name: `requests not sent (${MAX_IN_FLIGHT} still unanswered at their slot)`, found: fmtNum(schedule.notSent), ok: schedule.notSent === 0 },
    {
      name: `requests sent over ${LATE_AFTER_MS} ms after their slot (client behind; at most 1%)`,
      found: `${fmtNum(schedule.late)} (${fmtPercent(schedule.late, schedule.sent)}), worst ${fmtMs(schedule.worstLagMs)}`,
      ok: lateShare <= 0.01,
    },
    {
      name: `live heap growth trend (slope of each minute's lowest heap × ${fmtNum(heapMinutes)} min < ${fmtMb(allowedHeapMb)})`,
      found: Number.isFinite(heapGrowthMb) ? `${fmtNum(heapGrowthMb, 1)} MB` : 'too few samples',
      ok: noHeapGrowth,
    },
    {
      name: `RSS growth trend in the second half (slope × ${fmtNum(lateMinutes, 1)} min < ${fmtMb(allowedMb)})`,
      found: Number.isFinite(growthMb) ? `${fmtNum(growthMb, 1)} MB` : 'too few samples',
      ok: noGrowth,
    },
    { name: 'server still running at the end of the load', found: serverDied ? 'no' : 'yes', ok: !serverDied },
  ];
  const pass = checks.every((c) => c.ok);

  console.log('');
  console.log(`## Soak benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Node ${process.version} on ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}); the server, PostgreSQL and the client share the machine ` +
      `(1-minute load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after). ` +
      `${RATE} requests/s at fixed arrival times (open model) for ${fmtNum(seconds, 1)} s after a ${WARMUP_SECONDS} s warm-up, over keep-alive connections to 127.0.0.1, ` +
      `from ${VISITOR_ADDRESSES} X-Forwarded-For addresses; demo catalogue of ${catalogue.products.length} products on PostgreSQL. ` +
      `Latency runs from the request's slot in the schedule to the last byte of the answer.`,
  );
  console.log('');
  console.log(markdownTable(['Kind', 'requests', 'per second', 'p50', 'p95', 'p99', 'max', 'KiB/answer', '422 sold out', 'errors'], rows));
  console.log('');
  console.log(
    markdownTable(
      ['Schedule', 'Value'],
      [
        ['slots', fmtNum(schedule.slots)],
        ['sent', fmtNum(schedule.sent)],
        ['not sent (client at its in-flight limit)', fmtNum(schedule.notSent)],
        [`sent over ${LATE_AFTER_MS} ms late`, `${fmtNum(schedule.late)}, worst lag ${fmtMs(schedule.worstLagMs)}`],
        ['achieved rate', `${fmtNum(all.length / seconds, 1)} answers/s`],
      ],
    ),
  );
  console.log('');
  console.log(
    markdownTable(
      ['Server memory', 'RSS (/proc)', 'V8 heap used (server log)'],
      [
        ['at the start (after warm-up)', fmtMb(startRss), fmtMb(startHeap)],
        ['at the end', fmtMb(endRss), fmtMb(endHeap)],
        ['peak', `${fmtMb(peak)} (VmHWM)`, fmtMb(Math.max(...samples.map((s) => s.heapMb).filter(Number.isFinite)))],
        [
          'trend',
          `${fmtNum(slopePerMin, 2)} MB/min over the second half (${lateSamples.length} samples, every ${SAMPLE_EVERY_MS / 1000} s)`,
          `${fmtNum(heapSlopePerMin, 2)} MB/min of each minute's lowest (${floors.length} minutes after the first ${fmtNum(skip)} s)`,
        ],
        ['lowest heap of each minute', '', floors.map((f) => `${f.x}: ${Math.round(f.y)}`).join(', ')],
        ['verdict', noGrowth ? 'no growth trend' : 'GROWTH TREND', noHeapGrowth ? 'no growth trend' : 'GROWTH TREND'],
      ],
    ),
  );
  // Below the table: a row this long would widen every column of it.
  console.log(`\nSamples (s: RSS MB / heap MB): ${samples.map((s) => `${Math.round(s.t)}: ${Math.round(s.rssMb)}/${Math.round(s.heapMb)}`).join(', ')}`);
  console.log('');
  console.log(
    markdownTable(
      ['Check', 'Found', 'Result'],
      checks.map((c) => [c.name, c.found, c.ok ? 'PASS' : 'FAIL']),
    ),
  );
  if (tally.examples.length) console.log(`\nFirst errors:\n${tally.examples.map((e) => `- ${e}`).join('\n')}`);
  if (serverDied) console.log(`\nLast server output:\n${server.output().slice(-3000)}`);
  console.log('');
  console.log(`Soak: ${pass ? 'PASS' : 'FAIL'}.`);
  log(`finished in ${fmtMs(Date.now() - started)}`);
  if (!pass) process.exitCode = 1;
}

const { cleanup, tidyUp } = scratchDatabaseJanitor();
await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
