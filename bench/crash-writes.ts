// `npm run bench:crash-writes`: the crash proof of bench/checkout-crash.ts, extended to sign-ups and
// profile updates and to the embedded database. On PostgreSQL and on PGlite in turn, a mixed write
// load runs against the real server; twice the server is SIGKILLed mid-load and restarted on the same
// data, once it gets SIGTERM mid-load. After each round the database itself is read (PGlite only once
// the server has stopped: one process per folder) and every acknowledged write must be there, whole.
//
// What counts as allowed after a kill, per kind:
// - sign-up: an acknowledged one must exist with its name, password and session; one cut off by the
//   kill may or may not exist, but whole; one refused (no connection) must not exist.
// - profile update: each customer is updated by one client at a time with numbered values, name and
//   address carrying the same number. The row must hold the latest acknowledged number, or a later
//   number whose request was cut off (it may have committed before the answer was lost); an older
//   number is a lost write, name and address from different numbers a torn one.
// - order: as in checkout-crash, retried with the same Idempotency-Key until answered, so the orders
//   in the database are exactly the acknowledged ones, whole, with stock conserved.
// On SIGTERM every request already sent must get a whole answer (no reset), and what it acknowledged
// must be in the database after the exit.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   (default: that URL)
//   BENCH_ENGINES=postgres,pglite
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CatalogueProduct,
  type Check,
  POSTGRES_URL,
  type ProvenPhone,
  checksTable,
  errorCode,
  grantPhonePasses,
  integrityChecks,
  log,
  orderHeaders,
  orderNumberOf,
  orderStatusLabel,
  randomOrder,
  randomPhones,
} from './checkout-lib.ts';
import {
  type CustomerState,
  type Engine,
  type Reply,
  jsonField,
  now,
  prepareCatalogue,
  readCustomers,
  readIntegrityFrom,
  readSessionHashes,
  send,
  withDatabase,
} from './crash-writes-lib.ts';
import {
  ROOMY_HOLD_LIMITS,
  type ScratchDatabase,
  type ServerProcess,
  createScratchDatabase,
  drainWorkers,
  fmtMs,
  fmtNum,
  makeTempDir,
  markdownTable,
  runBenchmark,
  scratchDatabaseJanitor,
  startServer,
  stopServer,
  waitForServer,
} from './lib.ts';
import { mulberry32 } from '../scripts/demo/random.ts';
import { verifyPassword } from '../server/modules/auth/passwords.ts';
import { sha256 } from '../server/modules/auth/tokens.ts';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite')
  .split(',')
  .map((e) => e.trim())
  .filter((e): e is Engine => e === 'postgres' || e === 'pglite');
const KILL_ROUNDS = 2;
const WORKERS = { signup: 3, profile: 3, order: 6 } as const;
const POOL_SIZE = 18;
/** Mobile numbers the order clients draw from, each given a pass before the first start. */
const ORDER_PHONES = 200;
const AFTER_RESTART_MS = 1500;
const LIMIT_MS = 175_000;

type Kind = 'signup' | 'profile' | 'order';
const KINDS: readonly Kind[] = ['signup', 'profile', 'order'];
const KIND_LABEL: Record<Kind, string> = { signup: 'sign-ups', profile: 'profile updates', order: 'orders' };
const EXPECTED: Record<Kind, readonly number[]> = { signup: [201], profile: [200], order: [201, 200, 422] };

const isReset = (code: string) => code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/i.test(code);

interface Attempt {
  kind: Kind;
  started: number;
  /** The request was sent before the signal and had no answer yet when the signal went out. */
  inFlightAtSignal: boolean;
  outcome: string;
  /** For a broken connection: sent on a kept-alive socket, and how long before the signal. */
  detail: string;
}

interface SignUp {
  round: number;
  email: string | null;
  phone: string | null;
  fullName: string;
  password: string;
  token: string | null;
  state: 'pending' | 'acked' | 'cutOff' | 'refused' | 'rejected';
}

interface PoolCustomer {
  id: number;
  token: string;
  nextSeq: number;
  /** Highest acknowledged value; 0 is the name given at sign-up with no address. */
  acked: number;
  ackedThisRound: number;
  cutOff: Set<number>;
  refused: Set<number>;
}

interface Tally {
  acked: Record<Kind, number>;
  statuses: Map<string, number>;
  otherErrors: Map<string, number>;
  /** Requests sent after the signal whose connection broke: never accepted, so not a lost answer. */
  resetAfterSignal: Record<Kind, number>;
  signalled: Attempt[];
  ordersAcked: Set<string>;
  ordersReplayed: number;
  abandoned: number;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
const zero = (): Record<Kind, number> => ({ signup: 0, profile: 0, order: 0 });
const list = (entries: Iterable<[string, number]>) => [...entries].map(([k, n]) => `${k}×${n}`).join(', ') || '0';

// ---------------------------------------------------------------------------------------------
// One engine's shop and its clients

class Shop {
  engine: Engine;
  target: string;
  dataDir: string;
  server: ServerProcess | null = null;
  port = 0;
  catalogue: CatalogueProduct[] = [];
  orderPhones: ProvenPhone[] = [];
  signUps: SignUp[] = [];
  pool: PoolCustomer[] = [];
  ordersAcked = new Set<string>();
  tag = Math.random().toString(36).slice(2, 7);
  addressCounter = 0;
  phoneBase = Math.floor(Math.random() * 50_000_000);

  constructor(engine: Engine, target: string, dataDir: string) {
    this.engine = engine;
    this.target = target;
    this.dataDir = dataDir;
  }

  async start(): Promise<void> {
    const server = await startServer({
      script: 'server/main.ts',
      env: {
        ...ROOMY_HOLD_LIMITS,
        DATABASE_URL: this.engine === 'postgres' ? this.target : '',
        DATA_DIR: this.dataDir,
        SEED_DEMO: 'false',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      },
      ...(this.port ? { port: this.port } : {}),
    });
    this.server = server;
    this.port = server.port;
    await waitForServer(server, '/api/health-check', { timeoutMs: 60_000 });
  }

  /** A different client address per request keeps every sign-up, sign-in and order under the per-address limits. */
  forwardedFor(): Record<string, string> {
    const n = ++this.addressCounter;
    return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  }

  newSignUp(round: number): SignUp {
    const n = this.signUps.length + 1;
    // Email only, phone only, or both: sign-in and the checks must work by either identifier.
    const withEmail = n % 3 !== 1;
    const withPhone = n % 3 !== 0;
    const signUp: SignUp = {
      round,
      email: withEmail ? `cw.${this.tag}.${n}@example.com` : null,
      phone: withPhone ? `018${String(this.phoneBase + n).padStart(8, '0')}` : null,
      fullName: `Crash customer ${this.tag} ${n}`,
      password: `Crash-${this.tag}-pass-${n}`,
      token: null,
      state: 'pending',
    };
    this.signUps.push(signUp);
    return signUp;
  }

  register(agent: http.Agent, signUp: SignUp): Promise<Reply> {
    return send(
      agent,
      this.port,
      'POST',
      '/api/auth/register',
      {
        full_name: signUp.fullName,
        ...(signUp.email ? { email: signUp.email } : {}),
        ...(signUp.phone ? { phone: signUp.phone } : {}),
        password: signUp.password,
        password_confirmation: signUp.password,
      },
      this.forwardedFor(),
    );
  }

  login(agent: http.Agent, signUp: SignUp): Promise<Reply> {
    return send(
      agent,
      this.port,
      'POST',
      '/api/auth/login',
      { ...(signUp.email ? { email: signUp.email } : { phone: signUp.phone }), password: signUp.password },
      this.forwardedFor(),
    );
  }

  /** Customers the profile writers update, signed up before any load. */
  async fillPool(): Promise<void> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const signUps = Array.from({ length: POOL_SIZE }, () => this.newSignUp(0));
    await Promise.all(
      [0, 1, 2, 3].map(async (w) => {
        for (let i = w; i < signUps.length; i += 4) {
          const signUp = signUps[i]!;
          const reply = await this.register(agent, signUp);
          const token = jsonField(reply, 'data', 'token');
          const id = jsonField(reply, 'data', 'customer', 'id');
          if (reply.status !== 201 || typeof token !== 'string' || typeof id !== 'number')
            throw new Error(`pool sign-up answered ${reply.status}: ${reply.body.slice(0, 300)}`);
          signUp.token = token;
          signUp.state = 'acked';
          this.pool.push({ id, token, nextSeq: 1, acked: 0, ackedThisRound: 0, cutOff: new Set(), refused: new Set() });
        }
      }),
    );
    agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// The load

function startLoad(shop: Shop, round: number, retryOrders: boolean) {
  const tally: Tally = {
    acked: zero(),
    statuses: new Map(),
    otherErrors: new Map(),
    resetAfterSignal: zero(),
    signalled: [],
    ordersAcked: new Set(),
    ordersReplayed: 0,
    abandoned: 0,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS.signup + WORKERS.profile + WORKERS.order });
  const active = new Set<Attempt>();
  let signalledAt = Infinity;
  let stopping = false;
  let giveUp = false;
  for (const customer of shop.pool) customer.ackedThisRound = 0;

  async function attempt(kind: Kind, request: () => Promise<Reply>): Promise<Reply | string> {
    const record: Attempt = { kind, started: now(), inFlightAtSignal: false, outcome: '', detail: '' };
    active.add(record);
    try {
      const reply = await request();
      record.outcome = String(reply.status);
      bump(tally.statuses, `${kind} ${kind === 'order' ? orderStatusLabel(reply) : reply.status}`);
      return reply;
    } catch (error) {
      const code = errorCode(error);
      record.outcome = isReset(code) ? 'reset' : code;
      const reused = error && typeof error === 'object' && 'reusedSocket' in error && error.reusedSocket === true;
      record.detail = `${reused ? 'kept-alive' : 'new'} connection, sent ${fmtMs(Math.max(0, signalledAt - record.started))} before the signal`;
      if (isReset(code) && record.started > signalledAt) tally.resetAfterSignal[kind] += 1;
      else if (code !== 'ECONNREFUSED' && !isReset(code)) bump(tally.otherErrors, `${kind} ${code}`);
      return code;
    } finally {
      active.delete(record);
    }
  }

  const signUpWorker = async () => {
    while (!stopping) {
      const signUp = shop.newSignUp(round);
      const reply = await attempt('signup', () => shop.register(agent, signUp));
      if (typeof reply === 'string') {
        signUp.state = reply === 'ECONNREFUSED' ? 'refused' : 'cutOff';
        await sleep(50);
      } else if (reply.status === 201) {
        const token = jsonField(reply, 'data', 'token');
        signUp.token = typeof token === 'string' ? token : null;
        signUp.state = 'acked';
        tally.acked.signup += 1;
      } else signUp.state = 'rejected';
    }
  };

  const profileWorker = async (w: number) => {
    const owned = shop.pool.filter((_, i) => i % WORKERS.profile === w);
    for (let k = 0; !stopping; k++) {
      const customer = owned[k % owned.length]!;
      const seq = customer.nextSeq++;
      const body = {
        full_name: `Profile ${customer.id} v${seq}`,
        address: { address: `House ${seq}, Road ${customer.id}`, division: 'Dhaka', district: 'Dhaka' },
      };
      const reply = await attempt('profile', () =>
        send(agent, shop.port, 'PUT', '/api/dashboard/profile', body, { authorization: `Bearer ${customer.token}` }),
      );
      if (typeof reply === 'string') {
        (reply === 'ECONNREFUSED' ? customer.refused : customer.cutOff).add(seq);
        await sleep(50);
      } else if (reply.status === 200) {
        customer.acked = seq;
        customer.ackedThisRound += 1;
        tally.acked.profile += 1;
      }
    }
  };

  const orderWorker = async (w: number) => {
    const rng = mulberry32(round * 1000 + w + (shop.engine === 'pglite' ? 500 : 0));
    const ids = shop.catalogue.map((p) => p.id);
    for (let n = 0; !stopping; n++) {
      const order = randomOrder(rng, ids, shop.orderPhones);
      const headers = { ...orderHeaders(order, `crash-writes-${shop.tag}-${round}-${w}-${n}`), ...shop.forwardedFor() };
      for (;;) {
        const reply = await attempt('order', () => send(agent, shop.port, 'POST', '/api/orders', order.body, headers, 10_000));
        if (typeof reply !== 'string') {
          const number = orderNumberOf({ ...reply, ms: 0 });
          if ((reply.status === 201 || reply.status === 200) && number) {
            tally.acked.order += 1;
            tally.ordersAcked.add(number);
            shop.ordersAcked.add(number);
            if (reply.status === 200) tally.ordersReplayed += 1;
          }
          break;
        }
        if (!retryOrders || giveUp) {
          tally.abandoned += retryOrders ? 1 : 0;
          break;
        }
        await sleep(50);
      }
      if (!retryOrders && signalledAt < Infinity) await sleep(50);
    }
  };

  const workers = Promise.all([
    ...Array.from({ length: WORKERS.signup }, () => signUpWorker()),
    ...Array.from({ length: WORKERS.profile }, (_, w) => profileWorker(w)),
    ...Array.from({ length: WORKERS.order }, (_, w) => orderWorker(w)),
  ]);
  return {
    tally,
    /** Waits at least minMs and until every kind has an acknowledged write (a busy machine can be slow to start). */
    async warmUp(minMs: number, maxMs = 15_000) {
      const started = now();
      await sleep(minMs);
      while (KINDS.some((k) => tally.acked[k] === 0) && now() - started < maxMs) await sleep(100);
    },
    /** Marks what is in flight right now; call just before sending the signal. */
    markSignal() {
      signalledAt = now();
      for (const record of active) {
        record.inFlightAtSignal = true;
        tally.signalled.push(record);
      }
    },
    async stop(): Promise<Tally> {
      stopping = true;
      await drainWorkers(workers, () => {
        giveUp = true;
      });
      agent.destroy();
      return tally;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Checks, read from the database

interface Round {
  engine: Engine;
  round: number;
  signal: 'SIGKILL' | 'SIGTERM';
  signalAfterMs: number;
  downMs: number | null;
  exit: string;
  rows: string[][];
  checks: Check[];
}

const seqOf = (text: unknown, pattern: RegExp): number | null => {
  const match = typeof text === 'string' ? pattern.exec(text) : null;
  return match ? Number(match[1]) : null;
};

async function verify(
  shop: Shop,
  round: number,
  signal: Round['signal'],
  tally: Tally,
  logins: { tried: number; failed: string[] },
): Promise<{ rows: string[][]; checks: Check[] }> {
  const { state, customers, sessions } = await withDatabase(shop.engine, shop.target, async (handle) => ({
    state: await readIntegrityFrom(handle),
    customers: await readCustomers(handle),
    sessions: await readSessionHashes(handle),
  }));

  // Sign-ups
  const byEmail = new Map(customers.filter((c) => c.email).map((c) => [c.email!, c]));
  const byPhone = new Map(customers.filter((c) => c.phone).map((c) => [c.phone!, c]));
  const rowOf = (s: SignUp) => (s.email ? byEmail.get(s.email) : byPhone.get(s.phone!));
  const whole = (s: SignUp, row: CustomerState) =>
    row.full_name === s.fullName &&
    row.email === s.email &&
    row.phone === s.phone &&
    typeof row.password_hash === 'string' &&
    row.password_hash.startsWith('$argon2id$') &&
    row.created_at != null;
  const ours = shop.signUps.filter((s) => s.round === round);
  const acked = ours.filter((s) => s.state === 'acked');
  const ackedMissing = shop.signUps.filter((s) => s.state === 'acked' && !rowOf(s));
  // Pool customers' names are rewritten by the profile load, so their sign-up is judged without the name.
  const ackedPartial = shop.signUps.filter((s) => {
    const row = s.state === 'acked' ? rowOf(s) : undefined;
    return row !== undefined && !whole(s, s.round === 0 ? { ...row, full_name: s.fullName } : row);
  });
  const ackedWithoutSession = shop.signUps.filter((s) => s.state === 'acked' && s.token && !sessions.has(sha256(s.token)));
  const cutOff = ours.filter((s) => s.state === 'cutOff');
  const cutOffWritten = cutOff.filter((s) => rowOf(s));
  const cutOffPartial = cutOffWritten.filter((s) => !whole(s, rowOf(s)!));
  const refusedWritten = shop.signUps.filter((s) => s.state === 'refused' && rowOf(s));
  const known = new Set(shop.signUps.map((s) => rowOf(s)?.id).filter((id) => id !== undefined));
  const strangers = customers.filter((c) => !known.has(c.id));
  const incomplete = customers.filter((c) => !c.full_name?.trim() || (!c.email && !c.phone) || !c.password_hash || c.created_at == null);
  // argon2 costs ~19 MiB and tens of ms each: a sample of this round's acknowledged sign-ups.
  const sample = acked.filter((s) => rowOf(s)).slice(0, 12);
  const badPasswords: string[] = [];
  for (const s of sample) if (!(await verifyPassword(rowOf(s)!.password_hash ?? '', s.password))) badPasswords.push(s.email ?? s.phone ?? '?');

  // Profile updates
  const rowsById = new Map(customers.map((c) => [c.id, c]));
  let atAcked = 0;
  let atLater = 0;
  const lost: string[] = [];
  const torn: string[] = [];
  for (const customer of shop.pool) {
    const row = rowsById.get(customer.id);
    if (!row) {
      lost.push(`customer ${customer.id} gone`);
      continue;
    }
    const nameSeq = seqOf(row.full_name, /^Profile \d+ v(\d+)$/) ?? (row.full_name?.startsWith('Crash customer ') ? 0 : -1);
    const addressSeq = row.address === null ? 0 : (seqOf(row.address.address, /^House (\d+), Road \d+$/) ?? -1);
    if (nameSeq !== addressSeq) torn.push(`customer ${customer.id}: name v${nameSeq}, address v${addressSeq}`);
    else if (nameSeq === customer.acked) atAcked += 1;
    else if (nameSeq > customer.acked && customer.cutOff.has(nameSeq)) atLater += 1;
    else
      lost.push(
        `customer ${customer.id}: v${nameSeq} in the database, v${customer.acked} acknowledged${customer.refused.has(nameSeq) ? ' (refused request applied)' : ''}`,
      );
  }
  const profileAckedThisRound = shop.pool.reduce((sum, c) => sum + c.ackedThisRound, 0);

  // Orders
  const ordersLost = [...shop.ordersAcked].filter((n) => !state.orderNumbers.has(n));
  const ordersUntold = [...state.orderNumbers].filter((n) => !shop.ordersAcked.has(n));
  const ordersLostThisRound = [...tally.ordersAcked].filter((n) => !state.orderNumbers.has(n));
  const halfOrders = state.ordersWithoutItems + state.ordersNotAddingUp + state.ordersWithoutFirstEvent;

  // Answers and connections
  const allowed = (kind: Kind, status: number) => EXPECTED[kind].includes(status) || (signal === 'SIGTERM' && status === 503);
  // "order 422 not stock" reads as no number, so it is never allowed.
  const unexpected = [...tally.statuses].filter(([key]) => {
    const kind = key.slice(0, key.indexOf(' ')) as Kind;
    return !allowed(kind, Number(key.slice(kind.length + 1)));
  });
  const signalled = tally.signalled;
  const inFlightBroken = signalled.filter((a) => a.outcome === 'reset' || a.outcome === 'ECONNREFUSED');
  const outcomes = (kind: Kind) => {
    const counts = new Map<string, number>();
    for (const a of signalled.filter((x) => x.kind === kind)) bump(counts, a.outcome);
    return list(counts);
  };

  const inFlightNote: Record<Kind, string> =
    signal === 'SIGKILL'
      ? {
          signup: `${outcomes('signup')}; ${cutOffWritten.length} of ${cutOff.length} cut off were written`,
          profile: `${outcomes('profile')}; ${atLater} customers hold a cut-off later value`,
          order: `${outcomes('order')}; retried, ${tally.ordersReplayed} answered 200 (already placed)`,
        }
      : { signup: outcomes('signup'), profile: outcomes('profile'), order: outcomes('order') };
  const inFlightCount = (kind: Kind) => fmtNum(signalled.filter((a) => a.kind === kind).length);
  const rows: string[][] = [
    [
      KIND_LABEL.signup,
      fmtNum(acked.length),
      fmtNum(acked.filter((s) => rowOf(s)).length),
      fmtNum(acked.filter((s) => !rowOf(s)).length),
      fmtNum(ackedPartial.filter((s) => s.round === round).length + cutOffPartial.length),
      inFlightCount('signup'),
      inFlightNote.signup,
    ],
    [
      KIND_LABEL.profile,
      fmtNum(profileAckedThisRound),
      `${fmtNum(atAcked + atLater)} of ${shop.pool.length} customers`,
      fmtNum(lost.length),
      fmtNum(torn.length),
      inFlightCount('profile'),
      inFlightNote.profile,
    ],
    [
      KIND_LABEL.order,
      fmtNum(tally.ordersAcked.size),
      fmtNum(tally.ordersAcked.size - ordersLostThisRound.length),
      fmtNum(ordersLostThisRound.length),
      fmtNum(halfOrders),
      inFlightCount('order'),
      inFlightNote.order,
    ],
  ];

  const show = (items: readonly string[]) => `${items.length}${items.length ? `: ${items.slice(0, 4).join('; ')}` : ''}`;
  const who = (items: readonly SignUp[]) => items.map((s) => s.email ?? s.phone ?? '?');
  const checks: Check[] = [
    { name: 'acknowledged sign-ups missing (all rounds)', found: show(who(ackedMissing)), ok: ackedMissing.length === 0 },
    { name: 'acknowledged sign-ups not whole (name, email, phone, argon2id hash)', found: show(who(ackedPartial)), ok: ackedPartial.length === 0 },
    { name: 'acknowledged sign-ups whose session token is gone', found: show(who(ackedWithoutSession)), ok: ackedWithoutSession.length === 0 },
    { name: 'cut-off sign-ups written but not whole', found: show(who(cutOffPartial)), ok: cutOffPartial.length === 0 },
    { name: 'refused sign-ups (never connected) that exist', found: show(who(refusedWritten)), ok: refusedWritten.length === 0 },
    {
      name: 'customer rows without name, email-or-phone, password hash or created_at',
      found: show(incomplete.map((c) => `id ${c.id}`)),
      ok: incomplete.length === 0,
    },
    { name: 'customer rows no client sent', found: show(strangers.map((c) => `id ${c.id}`)), ok: strangers.length === 0 },
    {
      name: `passwords verified with argon2 (sample of ${sample.length})`,
      found: badPasswords.length ? show(badPasswords) : 'all match',
      ok: badPasswords.length === 0,
    },
    ...(logins.tried > 0
      ? [
          {
            name: `sign-ins through the API after the restart (${logins.tried} of this round's)`,
            found: logins.failed.length ? show(logins.failed) : 'all 200',
            ok: logins.failed.length === 0,
          },
        ]
      : []),
    { name: 'profiles older than the latest acknowledged update (lost write)', found: show(lost), ok: lost.length === 0 },
    { name: 'profiles with name and address from different updates (torn)', found: show(torn), ok: torn.length === 0 },
    ...integrityChecks(state, shop.catalogue),
    { name: 'acknowledged orders missing (all rounds)', found: show(ordersLost), ok: ordersLost.length === 0 },
    { name: 'orders in the database no client was told about', found: show(ordersUntold), ok: ordersUntold.length === 0 },
    {
      name: `answers other than ${signal === 'SIGTERM' ? '503 or ' : ''}sign-up 201, profile 200, order 201/200/422`,
      found: list(unexpected),
      ok: unexpected.length === 0,
    },
    { name: 'unexpected client errors (timeouts, …)', found: list(tally.otherErrors), ok: tally.otherErrors.size === 0 },
    { name: 'orders given up on', found: fmtNum(tally.abandoned), ok: tally.abandoned === 0 },
    {
      name: `requests in flight at ${signal} that got no answer`,
      found:
        signal === 'SIGKILL'
          ? `${inFlightBroken.length} (expected: the process died under them)`
          : show(inFlightBroken.map((a) => `${a.kind} ${a.outcome} (${a.detail})`)),
      ok: signal === 'SIGKILL' || inFlightBroken.length === 0,
    },
    ...(signal === 'SIGTERM'
      ? [
          {
            name: 'requests sent after SIGTERM whose connection was closed (never accepted)',
            found: list(Object.entries(tally.resetAfterSignal).filter(([, n]) => n > 0)),
            ok: true,
          },
        ]
      : []),
  ];
  return { rows, checks };
}

// ---------------------------------------------------------------------------------------------
// Rounds

async function signInSample(shop: Shop, round: number): Promise<{ tried: number; failed: string[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const sample = shop.signUps.filter((s) => s.round === round && s.state === 'acked').slice(0, 4);
  const failed: string[] = [];
  for (const s of sample) {
    const reply = await shop.login(agent, s).catch((error: unknown) => ({ status: 0, body: errorCode(error) }));
    if (reply.status !== 200) failed.push(`${s.email ?? s.phone} → ${reply.status}`);
  }
  agent.destroy();
  return { tried: sample.length, failed };
}

function loadFigures(tally: Tally): string {
  return KINDS.map((k) => `${tally.acked[k]} ${KIND_LABEL[k]}`).join(', ');
}

async function killRound(shop: Shop, round: number): Promise<Round> {
  const load = startLoad(shop, round, true);
  const started = now();
  await load.warmUp(2000 + Math.floor(Math.random() * 1000));
  const ackedBefore = { ...load.tally.acked };
  load.markSignal();
  shop.server!.child.kill('SIGKILL');
  const killedAt = now();
  const exit = await shop.server!.exited;
  log(
    `${shop.engine} round ${round}: SIGKILL after ${fmtMs(killedAt - started)} (${loadFigures(load.tally)} acknowledged); ${load.tally.signalled.length} requests in flight`,
  );
  await shop.start();
  const downMs = now() - killedAt;
  await sleep(AFTER_RESTART_MS);
  const tally = await load.stop();
  const logins = await signInSample(shop, round);
  const stopped = await stopServer(shop.server!);
  if (stopped.killed) throw new Error(`${shop.engine}: the server did not stop on SIGTERM with no load`);
  const { rows, checks } = await verify(shop, round, 'SIGKILL', tally, logins);
  // Without writes going through before the kill the round would prove nothing.
  const idle = KINDS.filter((k) => ackedBefore[k] === 0);
  checks.push({
    name: 'each kind of write acknowledged before the kill',
    found: idle.length ? `none for ${idle.join(', ')}` : KINDS.map((k) => `${ackedBefore[k]} ${k}`).join(', '),
    ok: idle.length === 0,
  });
  await shop.start();
  return { engine: shop.engine, round, signal: 'SIGKILL', signalAfterMs: killedAt - started, downMs, exit: `signal ${exit.signal}`, rows, checks };
}

async function termRound(shop: Shop, round: number): Promise<Round> {
  const load = startLoad(shop, round, false);
  const started = now();
  await load.warmUp(1500 + Math.floor(Math.random() * 1000));
  const ackedBefore = { ...load.tally.acked };
  load.markSignal();
  shop.server!.child.kill('SIGTERM');
  const signalledAt = now();
  const exit = await Promise.race([shop.server!.exited, sleep(30_000).then(() => null)]);
  if (!exit) shop.server!.child.kill('SIGKILL');
  const exitText = exit ? `code ${exit.code} after ${fmtMs(now() - signalledAt)}` : 'hung: SIGKILLed after 30 s';
  log(
    `${shop.engine} round ${round}: SIGTERM after ${fmtMs(signalledAt - started)} (${loadFigures(load.tally)} acknowledged); ${load.tally.signalled.length} requests in flight; exit ${exitText}`,
  );
  const tally = await load.stop();
  const { rows, checks } = await verify(shop, round, 'SIGTERM', tally, { tried: 0, failed: [] });
  const idle = KINDS.filter((k) => ackedBefore[k] === 0);
  checks.push(
    {
      name: 'each kind of write acknowledged before SIGTERM',
      found: idle.length ? `none for ${idle.join(', ')}` : KINDS.map((k) => `${ackedBefore[k]} ${k}`).join(', '),
      ok: idle.length === 0,
    },
    { name: 'requests in flight at SIGTERM', found: fmtNum(tally.signalled.length), ok: tally.signalled.length > 0 },
    { name: 'server exit after SIGTERM', found: exitText, ok: exit?.code === 0 },
  );
  return { engine: shop.engine, round, signal: 'SIGTERM', signalAfterMs: signalledAt - started, downMs: null, exit: exitText, rows, checks };
}

async function runEngine(engine: Engine, cleanup: { scratch: ScratchDatabase | null }): Promise<Round[]> {
  const dataDir = makeTempDir(`dokan-bench-crash-writes-${engine}-`);
  let target = dataDir;
  if (engine === 'postgres') {
    cleanup.scratch = await createScratchDatabase(POSTGRES_URL, 'dokan_bench_crashw_');
    target = cleanup.scratch.url;
  }
  const shop = new Shop(engine, target, dataDir);
  // Written before the first start: PGlite's folder cannot be opened by a second process.
  await withDatabase(engine, target, async (handle) => {
    shop.catalogue = await prepareCatalogue(handle);
    shop.orderPhones = await grantPhonePasses(handle, randomPhones(mulberry32(shop.phoneBase), ORDER_PHONES));
  });
  await shop.start();
  await shop.fillPool();
  log(`${engine}: server on port ${shop.port}; ${shop.catalogue.length} products; ${shop.pool.length} customers for profile updates`);
  const rounds: Round[] = [];
  for (let round = 1; round <= KILL_ROUNDS; round++) rounds.push(await killRound(shop, round));
  rounds.push(await termRound(shop, KILL_ROUNDS + 1));
  for (const r of rounds) {
    const failed = r.checks.filter((c) => !c.ok);
    log(`${engine} round ${r.round} (${r.signal}): ${failed.length ? `FAIL: ${failed.map((c) => c.name).join('; ')}` : 'PASS'}`);
  }
  if (cleanup.scratch) {
    await cleanup.scratch.drop();
    cleanup.scratch = null;
  }
  return rounds;
}

async function main(cleanup: { scratch: ScratchDatabase | null }): Promise<void> {
  const started = Date.now();
  const cpus = os.cpus();
  log(
    `Node ${process.version}, ${cpus.length} CPU, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; engines: ${ENGINES.join(', ')}`,
  );
  const rounds: Round[] = [];
  for (const engine of ENGINES) rounds.push(...(await runEngine(engine, cleanup)));
  const pass = rounds.length === ENGINES.length * (KILL_ROUNDS + 1) && rounds.every((r) => r.checks.every((c) => c.ok));

  console.log('');
  console.log(`## Crash and shutdown benchmark for writes (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`);
  console.log('');
  console.log(
    `Node ${process.version} on ${cpus.length} CPU. Per database: ${POOL_SIZE} customers signed up first; then ${WORKERS.signup} clients sign up new customers, ` +
      `${WORKERS.profile} update those customers' profiles (numbered name and address, one client per customer) and ${WORKERS.order} place cash-on-delivery orders with an Idempotency-Key and one of ${ORDER_PHONES} proven mobile numbers, ` +
      `retried with the same key until answered. Rounds 1–${KILL_ROUNDS}: SIGKILL 2–3 s into the load, restart on the same data and port, ${fmtMs(AFTER_RESTART_MS)} more load, ` +
      `stop the server, check the database. Round ${KILL_ROUNDS + 1}: SIGTERM 1.5–2.5 s into the load, check after the exit. Sign-ups and profile updates are not retried.`,
  );
  for (const r of rounds) {
    console.log('');
    console.log(
      `### ${r.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, round ${r.round}: ${r.signal} after ${fmtMs(r.signalAfterMs)}${r.downMs === null ? '' : `, answering again after ${fmtMs(r.downMs)}`} (exit: ${r.exit}) — ${r.checks.every((c) => c.ok) ? 'PASS' : 'FAIL'}`,
    );
    console.log('');
    console.log(
      markdownTable(['Write', 'acknowledged (round)', 'found after restart', 'missing', 'partial', `in flight at ${r.signal}`, 'in-flight outcomes'], r.rows),
    );
    const failed = r.checks.filter((c) => !c.ok);
    if (failed.length) {
      console.log('');
      console.log(checksTable(failed));
    }
  }
  const last = rounds.at(-1);
  if (last) {
    console.log('');
    console.log(`### All checks of the last round (${last.engine}, ${last.signal})`);
    console.log('');
    console.log(checksTable(last.checks));
  }
  console.log('');
  console.log(pass ? 'PASS' : 'FAIL');
  console.log('');
  log(`finished in ${fmtMs(Date.now() - started)}`);
  if (!pass) process.exitCode = 1;
}

const { cleanup, tidyUp } = scratchDatabaseJanitor();

await runBenchmark(LIMIT_MS, () => main(cleanup), tidyUp);
