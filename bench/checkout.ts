// `npm run bench:checkout`: how fast POST /api/orders places orders with 50 buyers at once, and proof
// from the database afterwards that no unit was oversold, sold without being reserved, or lost.
// Runs the real server (server/main.ts) on a throw-away PostgreSQL database with a catalogue of
// 240 simple products: 216 with plenty of stock and 24 with 3–12 units, which sell out within the
// first second so the rest of the run keeps racing for units that are gone (answered 422). The
// buyers' mobile numbers get passes before the load and the hold limits are raised, so the figures
// are of placing orders; any other refusal fails the run.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (default: that URL)
//   BENCH_SECONDS=20   BENCH_CONNECTIONS=50   BENCH_MAX_REQUESTS=30000
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CatalogueProduct,
  type Integrity,
  POSTGRES_URL,
  type ProvenPhone,
  checksTable,
  errorCode,
  fmtLatency,
  integrityChecks,
  isSoldOut,
  keepAliveAgent,
  log,
  orderNumberOf,
  orderStatusLabel,
  percentile,
  postOrder,
  provenPhonePool,
  randomOrder,
  readIntegrity,
  seedCatalogue,
  shopperAddress,
  startShop,
  sumOf,
} from './checkout-lib.ts';
import {
  type ScratchDatabase,
  type ServerProcess,
  createScratchDatabase,
  envSeconds,
  fmtMs,
  fmtNum,
  killAllChildren,
  makeTempDir,
  markdownTable,
  removeTempDirs,
  runBenchmark,
  stopServer,
} from './lib.ts';
import { mulberry32 } from '../scripts/demo/random.ts';

const SECONDS = envSeconds('BENCH_SECONDS', 20);
const CONNECTIONS = Math.round(envSeconds('BENCH_CONNECTIONS', 50));
const MAX_REQUESTS = Math.round(envSeconds('BENCH_MAX_REQUESTS', 30_000));
const WARM_UP_ORDERS = 200;
const TARGET_P99_MS = 150;
const LIMIT_MS = 150_000;

interface Tally {
  latencies: number[];
  created: number[];
  soldOut: number[];
  /** By status; a 422 for anything but stock is "422 not stock", which no order of the benchmark should get. */
  statuses: Map<string, number>;
  /** Requests that got no HTTP answer at all. */
  errors: Map<string, number>;
  orderNumbers: string[];
  /** A few answers other than placed or sold out, to say what went wrong. */
  examples: string[];
  seconds: number;
}

function newTally(): Tally {
  return { latencies: [], created: [], soldOut: [], statuses: new Map(), errors: new Map(), orderNumbers: [], examples: [], seconds: 0 };
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** `connections` buyers, each placing one order after another until the time or the request budget is spent. */
async function drive(
  port: number,
  productIds: readonly number[],
  phones: readonly ProvenPhone[],
  connections: number,
  seconds: number,
  maxRequests: number,
  seed: number,
): Promise<Tally> {
  const tally = newTally();
  const agent = keepAliveAgent(connections);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let sent = 0;
  const buyer = async (index: number) => {
    const rng = mulberry32(seed * 1000 + index);
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const key = `bench-${seed}-${index}-${sent}-${Math.floor(rng() * 1e9)}`;
      try {
        const answer = await postOrder(agent, port, randomOrder(rng, productIds, phones), shopperAddress(rng), key);
        tally.latencies.push(answer.ms);
        bump(tally.statuses, orderStatusLabel(answer));
        if (answer.status === 201) {
          tally.created.push(answer.ms);
          const number = orderNumberOf(answer);
          if (number) tally.orderNumbers.push(number);
        } else if (isSoldOut(answer)) {
          tally.soldOut.push(answer.ms);
        } else if (tally.examples.length < 3) {
          tally.examples.push(`${answer.status} ${answer.body.slice(0, 300)}`);
        }
      } catch (error) {
        bump(tally.errors, errorCode(error));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => buyer(i)));
  tally.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return tally;
}

function latencyRow(label: string, values: number[], seconds: number): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  return [
    label,
    fmtNum(values.length),
    fmtNum(values.length / seconds, 1),
    fmtLatency(percentile(sorted, 50)),
    fmtLatency(percentile(sorted, 95)),
    fmtLatency(percentile(sorted, 99)),
    fmtLatency(sorted.at(-1) ?? NaN),
  ];
}

function productTable(state: Integrity, catalogue: readonly CatalogueProduct[]): string {
  const scarce = new Set(catalogue.filter((p) => p.scarce).map((p) => p.id));
  const row = (label: string, quantity: number, reserved: number, sold: number, count: number, ok: boolean) => [
    label,
    fmtNum(quantity),
    fmtNum(reserved),
    fmtNum(sold),
    fmtNum(quantity - reserved),
    ok ? `PASS${count > 1 ? ` (${count} products)` : ''}` : 'FAIL',
  ];
  const good = (p: { quantity: number; reserved: number; sold: number }) => p.sold === p.reserved && p.reserved <= p.quantity;
  const rows: string[][] = [];
  for (const p of state.products)
    if (scarce.has(p.id) || !good(p) || process.env.BENCH_ALL_PRODUCTS)
      rows.push(row(`${p.sku} (#${p.id})${scarce.has(p.id) ? ' scarce' : ''}`, p.quantity, p.reserved, p.sold, 1, good(p)));
  const rest = state.products.filter((p) => !scarce.has(p.id) && good(p));
  if (rest.length && !process.env.BENCH_ALL_PRODUCTS) {
    rows.push(row(`the other ${rest.length} products (summed)`, sumOf(rest, 'quantity'), sumOf(rest, 'reserved'), sumOf(rest, 'sold'), rest.length, true));
  }
  const allGood = state.products.every(good);
  rows.push(
    row(
      `**total, ${state.products.length} products**`,
      sumOf(state.products, 'quantity'),
      sumOf(state.products, 'reserved'),
      sumOf(state.products, 'sold'),
      state.products.length,
      allGood,
    ),
  );
  return markdownTable(['Product', 'stock_quantity', 'stock_reserved', 'units in order_items', 'left', 'sold == reserved ≤ stock'], rows);
}

async function main(cleanup: { scratch: ScratchDatabase | null; server: ServerProcess | null }): Promise<void> {
  const started = Date.now();
  const cpus = os.cpus();
  log(
    `Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  cleanup.scratch = await createScratchDatabase(POSTGRES_URL, 'dokan_bench_checkout_');
  const scratch = cleanup.scratch;
  log(`database ${scratch.name}`);
  const server = await startShop(scratch.url, makeTempDir('dokan-bench-checkout-'));
  cleanup.server = server;
  const catalogue = await seedCatalogue(scratch.url);
  const ids = catalogue.map((p) => p.id);
  const phones = await provenPhonePool(scratch.url, 0xc4ec0);
  log(
    `server on port ${server.port}; ${catalogue.length} products, ${catalogue.filter((p) => p.scarce).length} of them scarce, ${fmtNum(catalogue.reduce((s, p) => s + p.stock, 0))} units in stock; ${fmtNum(phones.length)} proven mobile numbers`,
  );

  // Warm the JIT and the connection pool on plentiful products, so the scarce ones are still there
  // for the measured run; these orders count in the integrity checks too.
  const warm = await drive(
    server.port,
    catalogue.filter((p) => !p.scarce).map((p) => p.id),
    phones,
    10,
    30,
    WARM_UP_ORDERS,
    1,
  );
  log(`warm-up: ${warm.created.length} orders placed in ${warm.seconds.toFixed(1)} s`);

  log(`load: ${CONNECTIONS} buyers for ${SECONDS} s (at most ${fmtNum(MAX_REQUESTS)} requests), 1–3 lines of 1–2 units each, cash on delivery`);
  // Anything else busy on the machine shows up in the figures; the load averages let a reader tell.
  const loadBefore = os.loadavg()[0] ?? NaN;
  const run = await drive(server.port, ids, phones, CONNECTIONS, SECONDS, MAX_REQUESTS, 2);
  const loadAfter = os.loadavg()[0] ?? NaN;
  const serverDied = server.exitCode() !== undefined;
  const stopped = await stopServer(server);
  cleanup.server = null;
  log(`server stopped in ${fmtMs(stopped.ms)}${stopped.code === 0 ? '' : ` (exit ${stopped.code}, signal ${stopped.signal})`}`);

  const state = await readIntegrity(scratch.url);
  const acknowledged = [...warm.orderNumbers, ...run.orderNumbers];
  const lost = acknowledged.filter((number) => !state.orderNumbers.has(number));
  const unacknowledged = state.orders - new Set(acknowledged).size;
  const fiveHundreds = [...run.statuses, ...warm.statuses].filter(([status]) => Number.parseInt(status, 10) >= 500).reduce((sum, [, n]) => sum + n, 0);
  const othersOf = (tally: Tally) => [...tally.statuses].filter(([status]) => status !== '201' && status !== '422');
  const others = othersOf(run);
  const warmOthers = othersOf(warm);
  const errors = [...run.errors, ...warm.errors];
  const checks = [
    ...integrityChecks(state, catalogue),
    { name: 'orders answered 201 but missing from the database', found: fmtNum(lost.length), ok: lost.length === 0 },
    { name: 'orders in the database nobody was told about', found: fmtNum(unacknowledged), ok: unacknowledged === 0 },
    { name: '5xx answers', found: fmtNum(fiveHundreds), ok: fiveHundreds === 0 },
    // A 400, or a 422 for the phone proof or a hold limit, would mean the benchmark sends orders the
    // shop rejects, so its figures would mean nothing.
    {
      name: 'answers other than 201 and 422 out of stock (warm-up included)',
      found: others.length + warmOthers.length ? [...others, ...warmOthers].map(([status, n]) => `${status}×${n}`).join(', ') : '0',
      ok: others.length + warmOthers.length === 0,
    },
    { name: 'requests without an HTTP answer', found: errors.length ? errors.map(([code, n]) => `${code}×${n}`).join(', ') : '0', ok: errors.length === 0 },
    { name: 'server still running at the end of the load', found: serverDied ? 'no' : 'yes', ok: !serverDied },
  ];
  const pass = checks.every((c) => c.ok);

  const sortedAll = [...run.latencies].sort((a, b) => a - b);
  const p99 = percentile(sortedAll, 99);
  const met = p99 <= TARGET_P99_MS;
  const mean = run.latencies.reduce((sum, ms) => sum + ms, 0) / run.latencies.length;

  console.log('');
  console.log(`## Checkout benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Node ${process.version} on ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}); the server, PostgreSQL and the buyers share the machine ` +
      `(1-minute load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after). ` +
      `${CONNECTIONS} buyers on keep-alive connections to 127.0.0.1, each placing its next order as soon as the last is answered, for ${run.seconds.toFixed(1)} s; ` +
      `${catalogue.length} products; each order has a new Idempotency-Key, a mobile number from a pool of ${fmtNum(phones.length)} proven ones (passes written before the load), ` +
      `its own delivery and client address (X-Forwarded-For). Latency is from sending the request to the last byte of the answer.`,
  );
  console.log('');
  console.log(
    markdownTable(
      ['POST /api/orders', 'answers', 'per second', 'p50', 'p95', 'p99', 'max'],
      [
        latencyRow('all answers', run.latencies, run.seconds),
        latencyRow('201 order placed', run.created, run.seconds),
        latencyRow('422 sold out', run.soldOut, run.seconds),
      ],
    ),
  );
  console.log('');
  console.log(
    markdownTable(
      ['Figure', 'Value'],
      [
        ['orders placed per second', fmtNum(run.created.length / run.seconds, 1)],
        ['201 placed', fmtNum(run.created.length)],
        ['422 sold out', fmtNum(run.soldOut.length)],
        ['other statuses', others.length ? others.map(([status, n]) => `${status}×${n}`).join(', ') : '0'],
        ['no answer (socket errors)', fmtNum(run.errors.size ? [...run.errors.values()].reduce((a, b) => a + b, 0) : 0)],
        // Little's law: with every buyer always waiting, mean latency is buyers ÷ answers per second,
        // so the latency target is as much a throughput target.
        [
          'mean latency (≈ buyers ÷ answers per second)',
          `${fmtLatency(mean)} (${CONNECTIONS} ÷ ${fmtNum(run.latencies.length / run.seconds)} = ${fmtLatency((CONNECTIONS / run.latencies.length) * run.seconds * 1000)})`,
        ],
        [`target p99 ≤ ${TARGET_P99_MS} ms`, `${met ? 'met' : 'NOT met'} (p99 ${fmtLatency(p99)})`],
      ],
    ),
  );
  console.log('');
  console.log(
    `### Stock after the run, read from the database (${fmtNum(state.orders)} orders, ${fmtNum(state.items)} items, warm-up's ${warm.created.length} included)`,
  );
  console.log('');
  console.log(productTable(state, catalogue));
  console.log('');
  console.log(checksTable(checks));
  console.log('');
  console.log(`Integrity: ${pass ? 'PASS' : 'FAIL'}. Target p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'met' : 'not met'} (${fmtLatency(p99)}).`);
  const examples = [...warm.examples, ...run.examples];
  if (examples.length) console.log(`\nFirst other answers:\n${examples.map((e) => `- ${e}`).join('\n')}`);
  if (fiveHundreds > 0 || serverDied) console.log(`\nLast server output:\n${server.output().slice(-3000)}`);
  console.log('');
  log(`finished in ${fmtMs(Date.now() - started)}`);
  if (!pass) process.exitCode = 1;
}

const cleanup: { scratch: ScratchDatabase | null; server: ServerProcess | null } = { scratch: null, server: null };

async function tidyUp(): Promise<void> {
  killAllChildren();
  if (cleanup.server) await Promise.race([cleanup.server.exited, sleep(5000)]);
  cleanup.server = null;
  if (cleanup.scratch) {
    const scratch = cleanup.scratch;
    cleanup.scratch = null;
    await Promise.race([scratch.drop().then(() => log(`dropped database ${scratch.name}`)), sleep(10_000)]).catch((error: unknown) => {
      process.stderr.write(`[bench] could not drop ${scratch.name}: ${String(error)}\n`);
    });
  }
  removeTempDirs();
}

await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
