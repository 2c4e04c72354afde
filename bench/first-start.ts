// `npm run bench:first-start`: how long a first `npm start` takes from a fresh clone until the
// shop answers, and where the time goes. Each run clones the committed project into a temporary
// folder (uncommitted changes are not measured), links this checkout's node_modules into it and
// runs `node scripts/start.ts` with an empty data folder, so the time includes the page build,
// creating the database and loading the demo shop. It then asks for the home page and one product
// picture (drawn on request while the background drawer is still busy).
//
// On a shared machine the wall-clock times follow the load, so it also reports the CPU time the
// start-up used until the shop answered (the server process and the build it waited for), which
// does not: on an idle two-core machine the start takes about that, or less where phases overlap.
//
//   BENCH_RUNS=2                  first starts to time (each from its own fresh clone)
//   BENCH_REF=<commit>            clone this commit instead of HEAD (to time an older start-up)
//   BENCH_WAIT_DRAWING=1          also wait until the background drawer has drawn every picture
//   BENCH_TIMEOUT_SECONDS         hard limit for the whole script (default 1800)
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { cloneAt } from './baseline-checkout.ts';
import { fmtMs, makeTempDir, markdownTable, runBenchmark, startServer, stopServer, waitForServer } from './lib.ts';

const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 2)));
const WAIT_DRAWING = process.env.BENCH_WAIT_DRAWING === '1';
const LIMIT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 1800) * 1000;
// The old start-up drew every picture first: minutes on a busy machine.
const START_TIMEOUT_MS = 900_000;

const log = (message: string) => console.log(`[bench] ${message}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Lines the server prints, each marking the end of a phase, in the order they come. */
const MARKS = [
  { key: 'build', pattern: /pages built in/ },
  { key: 'created', pattern: /database: (embedded PGlite|PostgreSQL)/ },
  { key: 'migrated', pattern: /loading the demo shop/ },
  { key: 'planned', pattern: /demo images: .* (planned|drawn)/ },
  { key: 'rows', pattern: /demo catalogue: .* written/ },
  { key: 'ready', pattern: /shop ready at/ },
  { key: 'drawn', pattern: /drawing images: done/ },
] as const;
type Mark = (typeof MARKS)[number]['key'];

interface Run {
  marks: Partial<Record<Mark, number>>;
  healthMs: number;
  homeMs: number;
  imageMs: number | null;
  cpuMs: number | null;
  load: string;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time of a process and of the children it waited for (the page build), from /proc (Linux). */
function cpuMs(pid: number): number | null {
  try {
    // Fields after the command name, which sits in parentheses: utime is the 12th, then stime, cutime, cstime.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return (ticks / CLOCK_TICKS_PER_SECOND) * 1000;
  } catch {
    return null;
  }
}

function freshClone(): string {
  return cloneAt('dokan-first-start-', process.env.BENCH_REF);
}

async function firstStart(index: number): Promise<Run> {
  const clone = freshClone();
  const dataDir = makeTempDir('dokan-first-start-data-');
  const load = `load ${loadAverage()}`;
  log(`run ${index}: fresh clone, empty DATA_DIR, ${load}`);
  const server = await startServer({ cwd: clone, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
  const marks: Run['marks'] = {};
  let drawn: () => void = () => {};
  const drawingDone = new Promise<void>((resolve) => (drawn = resolve));
  const readLines = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.includes('[dokan]')) continue;
      const at = performance.now() - server.spawnedAt;
      if (process.env.BENCH_VERBOSE === '1') log(`  ${fmtMs(at).padStart(8)}  ${line}`);
      for (const mark of MARKS) if (marks[mark.key] === undefined && mark.pattern.test(line)) marks[mark.key] = at;
      if (/drawing images: done/.test(line)) drawn();
    }
  };
  server.child.stdout?.on('data', readLines);
  try {
    const healthMs = await waitForServer(server, '/api/health-check', { timeoutMs: START_TIMEOUT_MS });
    const cpu = cpuMs(server.pid);
    let home = '';
    const homeMs = await waitForServer(server, '/', {
      timeoutMs: START_TIMEOUT_MS,
      headers: { accept: 'text/html' },
      accept: (status, body) => {
        home = body;
        return status === 200 && body.includes('৳');
      },
    });
    const picture = /\/media\/products\/[^"]+-card\.webp/.exec(home)?.[0];
    let imageMs: number | null = null;
    if (picture) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${picture}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${picture} answered ${response.status}`);
      imageMs = performance.now() - started;
    }
    log(`run ${index}: health-check after ${fmtMs(healthMs)} (CPU ${fmtMs(cpu)}), home page after ${fmtMs(homeMs)}, a product picture in ${fmtMs(imageMs)}`);
    if (WAIT_DRAWING) {
      await drawingDone;
      log(`run ${index}: every picture drawn after ${fmtMs(marks.drawn)}`);
    }
    return { marks, healthMs, homeMs, imageMs, cpuMs: cpu, load };
  } finally {
    await stopServer(server);
  }
}

function table(runs: Run[]): string {
  const between = (run: Run, from: Mark | null, to: Mark) => {
    const end = run.marks[to];
    const start = from === null ? 0 : run.marks[from];
    return end === undefined || start === undefined ? 'n/a' : fmtMs(end - start);
  };
  const rows: [string, (run: Run) => string][] = [
    ['Page build (alongside the next three)', (run) => between(run, null, 'build')],
    ['Start → database created and open', (run) => between(run, null, 'created')],
    ['Migrations', (run) => between(run, 'created', 'migrated')],
    ['Demo pictures planned (old code: drawn)', (run) => between(run, 'migrated', 'planned')],
    ['Demo rows written (+ search index)', (run) => between(run, 'planned', 'rows')],
    ['→ listening ("shop ready")', (run) => between(run, null, 'ready')],
    ['→ /api/health-check 200', (run) => fmtMs(run.healthMs)],
    ['CPU time used until then (server + build)', (run) => fmtMs(run.cpuMs)],
    ['→ home page with prices', (run) => fmtMs(run.homeMs)],
    ['One product picture, first request', (run) => fmtMs(run.imageMs)],
    ...(WAIT_DRAWING ? ([['→ every picture drawn (background)', (run: Run) => between(run, null, 'drawn')]] as [string, (run: Run) => string][]) : []),
    ['Load average at start (1/5/15 min)', (run) => run.load.replace('load ', '')],
  ];
  return markdownTable(
    ['First start, fresh clone', ...runs.map((_, i) => `Run ${i + 1}`)],
    rows.map(([label, cell]) => [label, ...runs.map(cell)]),
  );
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  log(`Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}), ${RUNS} run(s)`);
  const runs: Run[] = [];
  for (let index = 1; index <= RUNS; index++) runs.push(await firstStart(index));
  console.log('');
  console.log(`## First start (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log('Times from spawning `node scripts/start.ts` in a fresh clone with an empty data folder. The page build runs alongside the database steps.');
  console.log('');
  console.log(table(runs));
}

await runBenchmark(LIMIT_MS, main, async () => {});
