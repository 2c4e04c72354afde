// `npm run bench:admin`'s desk part: the order desk, the customers desk and the dashboard on a
// database holding a million orders (bench/admin-desk-seed.ts), asked over real HTTP as a signed-in
// owner. Each case runs a fixed number of requests after a warm-up and prints p50, p95 and max
// against its target; the process exits 1 when a p95 misses.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { dhakaMonthStart, dhakaToday } from '#domain/dates.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openPostgres } from '#server/db/client.ts';
import { dashboardFigures } from '#server/db/schema.ts';
import { createServices } from '#server/services.ts';
import { enrolledStaff } from '#server/test/staff.ts';
import { fmtMs, makeTempDir, markdownTable } from './lib.ts';

const WARM_UP = 5;
const MEASURED = 40;
const DESK_TARGET_MS = 150;
const DASHBOARD_TARGET_MS = 300;

type Log = (message: string) => void;

interface Case {
  label: string;
  target: number;
  /** The next request's path; `previous` is the last answer's body (for following a page cursor). */
  next(index: number, previous: unknown): string;
  /** Run before each request, outside the timing. */
  before?: () => Promise<unknown>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const dayBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Real search terms from the seeded data: numbers and order numbers that exist, family names many share. */
async function sampleTerms(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query<{ phone: string; number: string }>(
      `SELECT contact_phone AS phone, order_number AS number FROM orders TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 40`,
    );
    const customers = await client.query<{ phone: string; email: string }>(
      `SELECT phone, email FROM customers TABLESAMPLE SYSTEM (5) REPEATABLE (7) WHERE phone IS NOT NULL AND email IS NOT NULL LIMIT 40`,
    );
    return {
      phones: orders.rows.map((r) => r.phone),
      numbers: orders.rows.map((r) => r.number),
      customerPhones: customers.rows.map((r) => r.phone),
      emails: customers.rows.map((r) => (r.email.split('@')[0] ?? r.email).slice(0, 9)),
    };
  } finally {
    await client.end();
  }
}

const NAMES = ['rahman', 'Akter', 'hossain', 'Karim Khan', 'chowdhury', 'Nusrat', 'islam', 'Tanvir Ahmed'];
const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;

function cases(terms: Awaited<ReturnType<typeof sampleTerms>>, ageKeptFigures: () => Promise<unknown>): Case[] {
  const today = dhakaToday();
  const month = `from=${dayBefore(today, 30)}&to=${today}`;
  const quarter = `from=${dayBefore(today, 90)}&to=${today}`;
  const year = `from=${dayBefore(today, 365)}&to=${today}`;
  const orders = '/api/admin/orders?limit=25&';
  // Page 1 of a broad search, then its next cursors: pages 2–5, then again from page 1.
  const paged =
    (first: string): Case['next'] =>
    (index, previous) => {
      const cursor = (previous as { data?: { next_cursor?: string | null } } | null)?.data?.next_cursor;
      return index % 5 === 0 || !cursor ? first : `${first}&cursor=${encodeURIComponent(cursor)}`;
    };
  return [
    { label: 'desk: delivered, 90 days, phone', target: DESK_TARGET_MS, next: (i) => `${orders}queue=delivered&${quarter}&q=${pick(terms.phones, i)}` },
    { label: 'desk: all, order number', target: DESK_TARGET_MS, next: (i) => `${orders}queue=all&q=${pick(terms.numbers, i)}` },
    { label: 'desk: new, 30 days, name', target: DESK_TARGET_MS, next: (i) => `${orders}queue=new&${month}&q=${encodeURIComponent(pick(NAMES, i))}` },
    {
      label: 'desk: delivered, 1 year, cod, name',
      target: DESK_TARGET_MS,
      next: (i) => `${orders}queue=delivered&${year}&payment_method=cod&q=${encodeURIComponent(pick(NAMES, i))}`,
    },
    { label: 'desk: cancelled, all time, name', target: DESK_TARGET_MS, next: (i) => `${orders}queue=cancelled&q=${encodeURIComponent(pick(NAMES, i))}` },
    { label: 'desk: pages 1–5, delivered, name', target: DESK_TARGET_MS, next: paged(`${orders}queue=delivered&q=rahman`) },
    { label: 'desk: pages 1–5, all, no filter', target: DESK_TARGET_MS, next: paged(`${orders}queue=all`) },
    { label: 'customers: name', target: DESK_TARGET_MS, next: (i) => `/api/admin/customers?q=${encodeURIComponent(pick(NAMES, i))}` },
    { label: 'customers: phone', target: DESK_TARGET_MS, next: (i) => `/api/admin/customers?q=${pick(terms.customerPhones, i)}` },
    { label: 'customers: part of an email', target: DESK_TARGET_MS, next: (i) => `/api/admin/customers?q=${pick(terms.emails, i)}` },
    { label: 'dashboard figures', target: DASHBOARD_TARGET_MS, next: () => '/api/admin/dashboard' },
    // The kept counts (by state, top lists) have just run out: the visit shows them and asks for a
    // recount, which this process's worker runs in the background, alongside the next visits.
    { label: 'dashboard figures, minute run out', target: DASHBOARD_TARGET_MS, next: () => '/api/admin/dashboard', before: ageKeptFigures },
  ];
}

export async function measureDesks(databaseUrl: string, log: Log): Promise<boolean> {
  const dataDir = makeTempDir('dokan-bench-desk-');
  const handle = await openPostgres(databaseUrl);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const services = createServices(handle, config, { log: () => {} });
  const app = await buildApp({ config, services, pages: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // As server/main.ts does: the dashboard's recounts are jobs.
  await services.jobs.work();
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { cookie } = await enrolledStaff(app, services, 'owner');
  try {
    const terms = await sampleTerms(databaseUrl);
    const ageKeptFigures = () => handle.db.update(dashboardFigures).set({ computedAt: sql`now() - interval '61 seconds'` });
    // The first count of the month, before any visit is timed: a visit never counts, it shows them.
    await services.adminDashboard.refresh({ month: dhakaMonthStart(new Date()).toISOString() });
    const rows: string[][] = [];
    let allMet = true;
    for (const c of cases(terms, ageKeptFigures)) {
      const timings: number[] = [];
      let previous: unknown = null;
      for (let index = 0; index < WARM_UP + MEASURED; index += 1) {
        const url = `${base}${c.next(index, previous)}`;
        await c.before?.();
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
        const body = await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${url} → ${response.status} ${body.slice(0, 300)}`);
        previous = JSON.parse(body);
        if (index >= WARM_UP) timings.push(elapsed);
      }
      timings.sort((a, b) => a - b);
      const p95 = percentile(timings, 95);
      const met = p95 <= c.target;
      allMet &&= met;
      rows.push([c.label, fmtMs(percentile(timings, 50)), fmtMs(p95), fmtMs(timings.at(-1)), `≤ ${c.target} ms`, met ? 'yes' : 'NO']);
      log(`  ${c.label}: p95 ${fmtMs(p95)}`);
    }
    console.log(`\n${MEASURED} requests per case after ${WARM_UP} to warm up, over HTTP, signed in as an owner\n`);
    console.log(markdownTable(['Case', 'p50', 'p95', 'max', 'target p95', 'met'], rows));
    return allMet;
  } finally {
    await app.close();
    await services.jobs.stop();
    await handle.close();
  }
}
