// `npm run bench:checkout-crash`: kills the server with SIGKILL in the middle of a checkout load,
// three times, and proves from the database after each restart that no order was lost or left half
// written and that no unit of stock was lost or taken twice.
//
// The buyers behave as the checkout page should: each order carries its own Idempotency-Key, and a
// request that gets no answer (the server died under it, or is not back yet) is sent again with the
// same key until an answer comes. So after a round every order in the database must be one a buyer
// was told about, and every order a buyer was told about must be in the database.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (default: that URL)
//   BENCH_CONNECTIONS=30   BENCH_ROUNDS=3
import type http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CatalogueProduct,
  type Check,
  type Integrity,
  POSTGRES_URL,
  type ProvenPhone,
  checksTable,
  errorCode,
  integrityChecks,
  isSoldOut,
  keepAliveAgent,
  log,
  orderNumberOf,
  orderStatusLabel,
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
  drainWorkers,
  envSeconds,
  fmtMs,
  fmtNum,
  makeTempDir,
  markdownTable,
  runBenchmark,
  stopServer,
  scratchDatabaseJanitor,
} from './lib.ts';
import { mulberry32 } from '../scripts/demo/random.ts';

const CONNECTIONS = Math.round(envSeconds('BENCH_CONNECTIONS', 30));
const ROUNDS = Math.round(envSeconds('BENCH_ROUNDS', 3));
/** Load after the restart before the buyers stop: shows the restarted server takes orders again. */
const AFTER_RESTART_MS = 1500;
const LIMIT_MS = 150_000;

interface Load {
  placed: number;
  /** 200 "already placed": the order was written before the kill, its answer was lost, the retry found it. */
  replayed: number;
  soldOut: number;
  /** By status; a 422 for anything but stock is "422 not stock", which no order here should get. */
  statuses: Map<string, number>;
  /** Attempts whose connection broke: in flight when the server died, or sent on a connection it had left. */
  cutOff: number;
  /** Attempts refused while no server listened. */
  refused: number;
  otherErrors: Map<string, number>;
  /** Orders given up on when the load stopped (the server never came back for them). */
  abandoned: number;
  acknowledged: Set<string>;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** Starts the buyers; stop() lets each finish the order it is on (retrying it if need be) and returns the tally. */
function startLoad(port: number, productIds: readonly number[], phones: readonly ProvenPhone[], seed: number, acknowledged: Set<string>) {
  const load: Load = { placed: 0, replayed: 0, soldOut: 0, statuses: new Map(), cutOff: 0, refused: 0, otherErrors: new Map(), abandoned: 0, acknowledged };
  const agent: http.Agent = keepAliveAgent(CONNECTIONS);
  let stopping = false;
  let giveUp = false;
  const buyer = async (index: number) => {
    const rng = mulberry32(seed * 1000 + index);
    for (let n = 0; !stopping; n++) {
      const order = randomOrder(rng, productIds, phones);
      const clientAddress = shopperAddress(rng);
      const key = `crash-${seed}-${index}-${n}-${Math.floor(rng() * 1e9)}`;
      for (;;) {
        try {
          const answer = await postOrder(agent, port, order, clientAddress, key, 10_000);
          bump(load.statuses, orderStatusLabel(answer));
          const number = orderNumberOf(answer);
          if (answer.status === 201) load.placed += 1;
          else if (answer.status === 200) load.replayed += 1;
          else if (isSoldOut(answer)) load.soldOut += 1;
          if ((answer.status === 201 || answer.status === 200) && number) acknowledged.add(number);
          break;
        } catch (error) {
          const code = errorCode(error);
          if (code === 'ECONNREFUSED') load.refused += 1;
          else if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/i.test(code)) load.cutOff += 1;
          else bump(load.otherErrors, code);
          if (giveUp) {
            load.abandoned += 1;
            break;
          }
          await sleep(50);
        }
      }
    }
  };
  const buyers = Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => buyer(i)));
  return {
    load,
    async stop(): Promise<Load> {
      stopping = true;
      await drainWorkers(buyers, () => {
        giveUp = true;
      });
      agent.destroy();
      return load;
    },
  };
}

interface Snapshot {
  orders: number;
  items: number;
  reserved: number;
  stock: number;
}

const snapshot = (state: Integrity): Snapshot => ({
  orders: state.orders,
  items: state.items,
  reserved: sumOf(state.products, 'reserved'),
  stock: sumOf(state.products, 'quantity'),
});

interface Round {
  round: number;
  killedAfterMs: number;
  placedBeforeKill: number;
  downMs: number;
  before: Snapshot;
  after: Snapshot;
  load: Load;
  checks: Check[];
}

function roundChecks(state: Integrity, catalogue: readonly CatalogueProduct[], acknowledged: Set<string>, load: Load, placedBeforeKill: number): Check[] {
  const lost = [...acknowledged].filter((number) => !state.orderNumbers.has(number));
  const untold = [...state.orderNumbers].filter((number) => !acknowledged.has(number));
  const fiveHundreds = [...load.statuses].filter(([status]) => Number.parseInt(status, 10) >= 500).reduce((sum, [, n]) => sum + n, 0);
  const others = [...load.statuses].filter(([status]) => status !== '200' && status !== '201' && status !== '422');
  return [
    ...integrityChecks(state, catalogue),
    {
      name: 'orders a buyer was told about, missing from the database',
      found: `${lost.length}${lost.length ? `: ${lost.slice(0, 5).join(', ')}` : ''}`,
      ok: lost.length === 0,
    },
    {
      name: 'orders in the database no buyer was told about (after retries)',
      found: `${untold.length}${untold.length ? `: ${untold.slice(0, 5).join(', ')}` : ''}`,
      ok: untold.length === 0,
    },
    { name: '5xx answers', found: fmtNum(fiveHundreds), ok: fiveHundreds === 0 },
    {
      name: 'answers other than 201, 200 (replay) and 422 out of stock',
      found: others.length ? others.map(([s, n]) => `${s}×${n}`).join(', ') : '0',
      ok: others.length === 0,
    },
    { name: 'orders given up on', found: fmtNum(load.abandoned), ok: load.abandoned === 0 },
    {
      name: 'unexpected client errors',
      found: load.otherErrors.size ? [...load.otherErrors].map(([c, n]) => `${c}×${n}`).join(', ') : '0',
      ok: load.otherErrors.size === 0,
    },
    // Without orders going through at the moment of the kill the round would prove nothing.
    { name: 'orders placed before the kill', found: fmtNum(placedBeforeKill), ok: placedBeforeKill > 0 },
  ];
}

const arrow = (before: number, after: number) => `${fmtNum(before)} → ${fmtNum(after)}`;

async function main(cleanup: { scratch: ScratchDatabase | null }): Promise<void> {
  const started = Date.now();
  const cpus = os.cpus();
  log(
    `Node ${process.version}, ${cpus.length} CPU (${cpus[0]?.model.trim() ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  cleanup.scratch = await createScratchDatabase(POSTGRES_URL, 'dokan_bench_crash_');
  const scratch = cleanup.scratch;
  const dataDir = makeTempDir('dokan-bench-crash-');
  let server: ServerProcess = await startShop(scratch.url, dataDir);
  // Restarts listen on the same port, so buyers retry against the same address as a browser would.
  const port = server.port;
  const catalogue = await seedCatalogue(scratch.url);
  const ids = catalogue.map((p) => p.id);
  const phones = await provenPhonePool(scratch.url, 0xc4a5);
  log(
    `database ${scratch.name}, server on port ${port}; ${catalogue.length} products, ${fmtNum(catalogue.reduce((s, p) => s + p.stock, 0))} units in stock; ${CONNECTIONS} buyers, ${fmtNum(phones.length)} proven mobile numbers`,
  );

  const acknowledged = new Set<string>();
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const before = snapshot(await readIntegrity(scratch.url));
    const { load, stop } = startLoad(port, ids, phones, round, acknowledged);
    // A different moment each run, so repeated runs catch the server at different points of an order.
    const killAfter = 2000 + Math.floor(Math.random() * 1000);
    const loadStarted = performance.now();
    await sleep(killAfter);
    const placedBeforeKill = load.placed;
    server.child.kill('SIGKILL');
    const killedAt = performance.now();
    const exit = await server.exited;
    log(
      `round ${round}: SIGKILL after ${fmtMs(killedAt - loadStarted)} of load (${placedBeforeKill} orders placed so far); server gone (signal ${exit.signal})`,
    );
    server = await startShop(scratch.url, dataDir, port);
    const downMs = performance.now() - killedAt;
    log(`round ${round}: restarted on the same database, answering again ${fmtMs(downMs)} after the kill`);
    await sleep(AFTER_RESTART_MS);
    const tally = await stop();
    const state = await readIntegrity(scratch.url);
    const checks = roundChecks(state, catalogue, acknowledged, tally, placedBeforeKill);
    rounds.push({ round, killedAfterMs: killedAt - loadStarted, placedBeforeKill, downMs, before, after: snapshot(state), load: tally, checks });
    const failed = checks.filter((c) => !c.ok);
    log(
      `round ${round}: ${tally.placed} placed, ${tally.replayed} replayed, ${tally.soldOut} sold out, ${tally.cutOff} cut off, ${tally.refused} refused; ${failed.length ? `FAIL: ${failed.map((c) => c.name).join('; ')}` : 'PASS'}`,
    );
  }
  const stopped = await stopServer(server);
  log(`server stopped in ${fmtMs(stopped.ms)}`);
  const final = await readIntegrity(scratch.url);
  const finalChecks = integrityChecks(final, catalogue);
  const pass = rounds.length === ROUNDS && rounds.every((r) => r.checks.every((c) => c.ok)) && finalChecks.every((c) => c.ok);

  console.log('');
  console.log(`## Checkout crash benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Node ${process.version} on ${cpus.length} CPU; PostgreSQL; ${catalogue.length} products (${catalogue.filter((p) => p.scarce).length} with 3–12 units). ` +
      `${CONNECTIONS} buyers place cash-on-delivery orders (1–3 lines, 1–2 units) with an Idempotency-Key and a proven mobile number each, retrying an unanswered order with the same key every 50 ms. ` +
      `Each round SIGKILLs the server 2–3 s into the load, restarts it on the same database and port, lets the buyers go on for ${fmtMs(AFTER_RESTART_MS)}, then checks the database.`,
  );
  console.log('');
  console.log(
    markdownTable(
      [
        'Round',
        'killed after',
        'orders',
        'items',
        'reserved units',
        'stock units',
        '201 placed',
        '200 replayed',
        '422 sold out',
        'cut off by kill',
        'refused while down',
        'down for',
        'result',
      ],
      rounds.map((r) => [
        String(r.round),
        fmtMs(r.killedAfterMs),
        arrow(r.before.orders, r.after.orders),
        arrow(r.before.items, r.after.items),
        arrow(r.before.reserved, r.after.reserved),
        arrow(r.before.stock, r.after.stock),
        fmtNum(r.load.placed),
        fmtNum(r.load.replayed),
        fmtNum(r.load.soldOut),
        fmtNum(r.load.cutOff),
        fmtNum(r.load.refused),
        fmtMs(r.downMs),
        r.checks.every((c) => c.ok) ? 'PASS' : 'FAIL',
      ]),
    ),
  );
  console.log('');
  console.log(
    `### Checks after the last round (${fmtNum(final.orders)} orders, ${fmtNum(final.items)} items, ${fmtNum(sumOf(final.products, 'reserved'))} units reserved)`,
  );
  console.log('');
  console.log(checksTable(rounds.at(-1)?.checks ?? finalChecks));
  for (const r of rounds.slice(0, -1)) {
    const failed = r.checks.filter((c) => !c.ok);
    if (failed.length) console.log(`\nRound ${r.round} failed:\n${checksTable(failed)}`);
  }
  console.log('');
  console.log(pass ? 'PASS' : 'FAIL');
  console.log('');
  log(`finished in ${fmtMs(Date.now() - started)}`);
  if (!pass) process.exitCode = 1;
}

const { cleanup, tidyUp } = scratchDatabaseJanitor();

await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
