// Shared pieces of the checkout benchmarks (bench/checkout.ts, bench/checkout-crash.ts): a scratch
// PostgreSQL shop with a known catalogue, a buyer that places random cash-on-delivery orders over
// keep-alive HTTP, and the integrity checks read straight from the database afterwards.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { normalizeBdPhone } from '../domain/account.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { phonePasses } from '../server/db/schema.ts';
import { newToken, sha256 } from '../server/modules/auth/tokens.ts';
import { readIntegrityFrom, withDatabase } from './crash-writes-lib.ts';
import { mulberry32, randomInt } from '../scripts/demo/random.ts';
import { LOOPBACK, ROOMY_HOLD_LIMITS, type ServerProcess, fmtNum, markdownTable, startServer, waitForServer } from './lib.ts';

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

export const log = (message: string) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------
// The server

/**
 * Runs server/main.ts rather than `npm start`: the checkout only calls the JSON API, and a restart
 * after a kill must not stop to rebuild the pages. The demo shop is not loaded (its image rendering
 * would dominate the run); seedCatalogue() writes a catalogue with known stock instead. The server
 * trusts X-Forwarded-For so that each order comes from its own shopper's address (see postOrder).
 */
export async function startShop(databaseUrl: string, dataDir: string, port?: number): Promise<ServerProcess> {
  const server = await startServer({
    script: 'server/main.ts',
    env: { ...ROOMY_HOLD_LIMITS, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' },
    ...(port === undefined ? {} : { port }),
  });
  await waitForServer(server, '/api/health-check', { timeoutMs: 60_000 });
  return server;
}

// ---------------------------------------------------------------------------------------------
// The catalogue

export interface CatalogueProduct {
  id: number;
  stock: number;
  scarce: boolean;
}

export interface CataloguePlan {
  /** Products with plenty of stock: most orders succeed. */
  ample: number;
  ampleStock: number;
  /** Products with a handful of units: many buyers race for the last ones and get 422. */
  scarce: number;
  scarceStock: [min: number, max: number];
}

const DEFAULT_PLAN: CataloguePlan = { ample: 216, ampleStock: 1000, scarce: 24, scarceStock: [3, 12] };

/** Inserts simple, priced, visible products (SKU CHK-…) with the plan's stock and nothing reserved. */
export async function seedCatalogue(databaseUrl: string, plan: CataloguePlan = DEFAULT_PLAN): Promise<CatalogueProduct[]> {
  const rng = mulberry32(0xc4ec0);
  const rows: { sku: string; name: string; price: number; stock: number; scarce: boolean }[] = [];
  const total = plan.ample + plan.scarce;
  // Scarce products spread through the id range, as orders lock their lines in id order.
  const every = plan.scarce > 0 ? Math.max(1, Math.floor(total / plan.scarce)) : Infinity;
  let scarceLeft = plan.scarce;
  for (let n = 1; n <= total; n++) {
    const scarce = scarceLeft > 0 && (n % every === 0 || total - n < scarceLeft);
    if (scarce) scarceLeft -= 1;
    const price = randomInt(rng, 4, 900) * 50;
    rows.push({
      sku: `CHK-${String(n).padStart(4, '0')}`,
      name: `Checkout bench product ${n}`,
      price,
      stock: scarce ? randomInt(rng, plan.scarceStock[0], plan.scarceStock[1]) : plan.ampleStock,
      scarce,
    });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: inserted } = await client.query<{ id: number; stock_quantity: number; sku: string }>(
      `INSERT INTO products (name, slug, sku, type, retail_price, stock_quantity, stock_reserved, status)
       SELECT name, lower(sku), sku, 'simple', price, stock, 0, 1
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS t(sku, name, price, stock)
       RETURNING id, stock_quantity, sku`,
      [rows.map((r) => r.sku), rows.map((r) => r.name), rows.map((r) => r.price), rows.map((r) => r.stock)],
    );
    const scarceSkus = new Set(rows.filter((r) => r.scarce).map((r) => r.sku));
    return inserted.map((row) => ({ id: row.id, stock: row.stock_quantity, scarce: scarceSkus.has(row.sku) })).sort((a, b) => a.id - b.id);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Orders

// Numbered, so that orders spread over many delivery addresses as a shop's do: the hold limits lock
// and count per address, and six addresses would make every buyer queue on the same few.
const DELIVERIES = [
  (n: number) => ({ division: 'Dhaka', district: 'Dhaka', area: 'Banani', address: `House ${n}, Road 5, Block C` }),
  (n: number) => ({ division: 'Dhaka', district: 'Dhaka', area: 'Savar', address: `Holding ${n}, Bazar Road` }),
  (n: number) => ({ division: 'Dhaka', district: 'Gazipur', address: `Flat ${n}B, Tongi Station Road` }),
  (n: number) => ({ division: 'Chattogram', district: 'Chattogram', address: `${n} CDA Avenue, Nasirabad` }),
  (n: number) => ({ division: 'Rajshahi', district: 'Bogura', address: `Satmatha, Shop ${n}, Jhawtola` }),
  (n: number) => ({ division: 'Sylhet', district: 'Sylhet', address: `Zindabazar, House ${n}` }),
] as const;

const NAMES = ['Rahima Khatun', 'Karim Uddin', 'Nusrat Jahan', 'Tanvir Ahmed', 'Farhana Akter', 'Sabbir Hossain'];

interface OrderBody {
  items: { product_id: number; quantity: number }[];
  name: string;
  phone: string;
  email?: string;
  division: string;
  district: string;
  area?: string;
  address: string;
  payment_method: 'cod';
}

/** A mobile number and a pass for it, as a phone verification answers (the Phone-Token header). */
export interface ProvenPhone {
  phone: string;
  token: string;
}

export interface Order {
  body: OrderBody;
  /** The pass for body.phone. */
  phoneToken: string;
}

/** `count` different random Bangladeshi mobile numbers. */
export function randomPhones(rng: () => number, count: number): string[] {
  const phones = new Set<string>();
  while (phones.size < count) phones.add(`01${randomInt(rng, 3, 9)}${String(randomInt(rng, 0, 99_999_999)).padStart(8, '0')}`);
  return [...phones];
}

/** Enough numbers that each holds only a few of a run's orders, as real shoppers do. */
const PHONE_POOL_SIZE = 2000;

/**
 * Writes a pass for each number straight into phone_passes, as a right SMS code would. The shop
 * holds stock only for proven numbers; proving them through the API would put SMS codes and their
 * limits into figures that are about placing orders. Call while the server is stopped on PGlite
 * (one process per folder); any time on PostgreSQL.
 */
export async function grantPhonePasses(handle: DatabaseHandle, phones: readonly string[]): Promise<ProvenPhone[]> {
  const proven = phones.map((given) => {
    const phone = normalizeBdPhone(given);
    if (phone !== given) throw new Error(`${given} is not a mobile number as the shop stores it`);
    return { phone, token: newToken() };
  });
  const expiresAt = new Date(Date.now() + 365 * 86_400_000);
  // Rows per statement well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < proven.length; start += 1000) {
    const rows = proven.slice(start, start + 1000).map((p) => ({ phone: p.phone, tokenHash: sha256(p.token), expiresAt }));
    await handle.db.insert(phonePasses).values(rows);
  }
  return proven;
}

/** Proven numbers for the buyers of a run on PostgreSQL. */
export function provenPhonePool(databaseUrl: string, seed: number, count = PHONE_POOL_SIZE): Promise<ProvenPhone[]> {
  return withDatabase('postgres', databaseUrl, (handle) => grantPhonePasses(handle, randomPhones(mulberry32(seed), count)));
}

/** 1–3 different products, 1–2 of each, cash on delivery, a number from the proven pool. */
export function randomOrder(rng: () => number, productIds: readonly number[], phones: readonly ProvenPhone[]): Order {
  const lines = randomInt(rng, 1, 3);
  const chosen = new Set<number>();
  while (chosen.size < lines) chosen.add(productIds[Math.floor(rng() * productIds.length)]!);
  const delivery = DELIVERIES[Math.floor(rng() * DELIVERIES.length)]!(randomInt(rng, 1, 999));
  const name = NAMES[Math.floor(rng() * NAMES.length)]!;
  const proven = phones[Math.floor(rng() * phones.length)]!;
  return {
    body: {
      items: [...chosen].map((id) => ({ product_id: id, quantity: randomInt(rng, 1, 2) })),
      name,
      phone: proven.phone,
      ...(rng() < 0.5 ? { email: `${name.split(' ')[0]!.toLowerCase()}${randomInt(rng, 1, 9999)}@example.com` } : {}),
      ...delivery,
      payment_method: 'cod',
    },
    phoneToken: proven.token,
  };
}

/** The headers an order goes with: its number's pass and, when given, its Idempotency-Key. */
export function orderHeaders(order: Order, idempotencyKey?: string): Record<string, string> {
  return { 'phone-token': order.phoneToken, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) };
}

/**
 * A random client address: each order comes from another shopper, as in a shop, rather than all
 * from 127.0.0.1, on whose per-client lock and limit every buyer would queue.
 */
export function shopperAddress(rng: () => number): string {
  return `10.${randomInt(rng, 0, 255)}.${randomInt(rng, 0, 255)}.${randomInt(rng, 1, 254)}`;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** A refusal for want of stock, told apart from other 422s (a missing phone proof, a hold limit). */
export function isSoldOut(answer: { status: number; body: string }): boolean {
  return answer.status === 422 && /stock/i.test(answer.body);
}

/**
 * The status an order's answer is counted under. A 422 for anything but stock gets a label of its
 * own, so that a refusal no benchmark order should get is not counted as sold out.
 */
export function orderStatusLabel(answer: { status: number; body: string }): string {
  return answer.status === 422 && !isSoldOut(answer) ? '422 not stock' : String(answer.status);
}

/** Connections are kept open between a buyer's orders, as a browser would. */
export function keepAliveAgent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
}

/**
 * POST /api/orders with node:http rather than fetch: less client CPU on a machine the server shares,
 * and a dead server surfaces as the socket error itself (ECONNREFUSED, ECONNRESET).
 */
export function postOrder(agent: http.Agent, port: number, order: Order, clientAddress: string, idempotencyKey?: string, timeoutMs = 30_000): Promise<Answer> {
  const payload = JSON.stringify(order.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: LOOPBACK,
        port,
        method: 'POST',
        path: '/api/orders',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': clientAddress,
          ...orderHeaders(order, idempotencyKey),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
    request.end(payload);
  });
}

export function orderNumberOf(answer: Answer): string | null {
  try {
    const parsed = JSON.parse(answer.body) as { data?: { order_number?: unknown } };
    return typeof parsed.data?.order_number === 'string' ? parsed.data.order_number : null;
  } catch {
    return null;
  }
}

export function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------------
// Figures

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const fmtLatency = (ms: number) => (Number.isFinite(ms) ? `${fmtNum(ms, ms < 10 ? 1 : 0)} ms` : 'n/a');

// ---------------------------------------------------------------------------------------------
// Integrity, read from the database

export interface ProductStock {
  id: number;
  sku: string;
  quantity: number;
  reserved: number;
  /** Units in order items of orders that are not cancelled. */
  sold: number;
}

export interface Integrity {
  orders: number;
  items: number;
  products: ProductStock[];
  /** Order numbers in the database (to match against what the buyers were told). */
  orderNumbers: Set<string>;
  ordersWithoutItems: number;
  /** Items whose line total is not price × quantity, or orders whose subtotal or total does not add up. */
  ordersNotAddingUp: number;
  ordersWithoutFirstEvent: number;
  /** Items charged at another price than the product's (the catalogue's prices never change here). */
  itemsAtWrongPrice: number;
}

/** The stock and order figures the integrity checks compare, read from PostgreSQL. */
export function readIntegrity(databaseUrl: string): Promise<Integrity> {
  return withDatabase('postgres', databaseUrl, readIntegrityFrom);
}

export const sumOf = (products: readonly ProductStock[], field: 'quantity' | 'reserved' | 'sold') => products.reduce((sum, p) => sum + p[field], 0);

export interface Check {
  name: string;
  found: string;
  ok: boolean;
}

/**
 * The checks both benchmarks share: orders whole and adding up, every unit sold reserved exactly
 * once, nothing oversold, stock counts untouched by checkout.
 */
export function integrityChecks(state: Integrity, catalogue: readonly CatalogueProduct[]): Check[] {
  const initial = new Map(catalogue.map((p) => [p.id, p.stock]));
  const soldNotReserved = state.products.filter((p) => p.sold !== p.reserved);
  const oversold = state.products.filter((p) => p.reserved > p.quantity);
  const stockChanged = state.products.filter((p) => initial.get(p.id) !== p.quantity);
  const list = (products: ProductStock[]) =>
    products.length === 0
      ? 'none'
      : products
          .slice(0, 5)
          .map((p) => `${p.sku} (sold ${p.sold}, reserved ${p.reserved}, stock ${p.quantity})`)
          .join('; ');
  return [
    { name: 'orders without items', found: fmtNum(state.ordersWithoutItems), ok: state.ordersWithoutItems === 0 },
    {
      name: "orders whose items' total ≠ subtotal (or total ≠ subtotal + delivery)",
      found: fmtNum(state.ordersNotAddingUp),
      ok: state.ordersNotAddingUp === 0,
    },
    { name: 'orders without their first event (pending)', found: fmtNum(state.ordersWithoutFirstEvent), ok: state.ordersWithoutFirstEvent === 0 },
    { name: "items charged at another price than the product's", found: fmtNum(state.itemsAtWrongPrice), ok: state.itemsAtWrongPrice === 0 },
    {
      name: `products where units ordered ≠ stock_reserved (of ${state.products.length})`,
      found: `${soldNotReserved.length}: ${list(soldNotReserved)}`,
      ok: soldNotReserved.length === 0,
    },
    {
      name: `products oversold, stock_reserved > stock_quantity (of ${state.products.length})`,
      found: `${oversold.length}: ${list(oversold)}`,
      ok: oversold.length === 0,
    },
    {
      name: 'products whose stock_quantity changed',
      found: `${stockChanged.length}${stockChanged.length ? `: ${list(stockChanged)}` : ''}`,
      ok: stockChanged.length === 0 && state.products.length === catalogue.length,
    },
  ];
}

export function checksTable(checks: readonly Check[]): string {
  return markdownTable(
    ['Check', 'Found', 'Result'],
    checks.map((c) => [c.name, c.found, c.ok ? 'PASS' : 'FAIL']),
  );
}
