// Pieces of bench/crash-writes.ts that work the same on PostgreSQL and on PGlite: the database is
// opened with the server's own opener (PGlite allows one process per folder, so only while the
// server is stopped), and requests go out over node:http so a dead server shows as the socket error.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openPglite, openPostgres, queryRows, runMigrations } from '../server/db/client.ts';
import { mulberry32, randomInt } from '../scripts/demo/random.ts';
import type { CatalogueProduct, Integrity, ProductStock } from './checkout-lib.ts';
import { LOOPBACK } from './lib.ts';

export type Engine = 'postgres' | 'pglite';

function openDatabase(engine: Engine, target: string): Promise<DatabaseHandle> {
  return engine === 'postgres' ? openPostgres(target, { maxConnections: 2 }) : openPglite(target);
}

export async function withDatabase<T>(engine: Engine, target: string, fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase(engine, target);
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface Reply {
  status: number;
  body: string;
}

/** One JSON request; rejects with the socket error (ECONNREFUSED, ECONNRESET, …) when no answer comes. */
export function send(
  agent: http.Agent,
  port: number,
  method: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<Reply> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: LOOPBACK,
        port,
        method,
        path: pathname,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })));
    // Whether the request went out on a kept-alive connection tells a close race from a dead server.
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(payload);
  });
}

export function jsonField(reply: Reply, ...keys: string[]): unknown {
  try {
    let value: unknown = JSON.parse(reply.body);
    for (const key of keys) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  } catch {
    return undefined;
  }
}

export const now = () => performance.now();

// ---------------------------------------------------------------------------------------------
// Catalogue, written before the server starts (PGlite cannot be opened while it runs)

/** Migrates, then inserts priced visible products with known stock: most plentiful, a few scarce. */
export async function prepareCatalogue(handle: DatabaseHandle, ample = 80, scarce = 10): Promise<CatalogueProduct[]> {
  await runMigrations(handle);
  const rng = mulberry32(0xc3a5);
  const rows = Array.from({ length: ample + scarce }, (_, i) => {
    const isScarce = i % Math.ceil((ample + scarce) / scarce) === 0;
    const price = randomInt(rng, 4, 900) * 50;
    const sku = `CRW-${String(i + 1).padStart(4, '0')}`;
    return sql`(${`Crash bench product ${i + 1}`}, ${sku.toLowerCase()}, ${sku}, 'simple', ${price}, ${isScarce ? randomInt(rng, 3, 12) : 1000}, 0, 1)`;
  });
  await handle.db.execute(
    sql`INSERT INTO products (name, slug, sku, type, retail_price, stock_quantity, stock_reserved, status) VALUES ${sql.join(rows, sql`, `)}`,
  );
  const inserted = await queryRows<{ id: number; stock_quantity: number }>(handle.db, sql`SELECT id, stock_quantity FROM products ORDER BY id`);
  return inserted.map((row) => ({ id: Number(row.id), stock: Number(row.stock_quantity), scarce: Number(row.stock_quantity) < 1000 }));
}

// ---------------------------------------------------------------------------------------------
// Reading back

async function countOf(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(handle.db, query);
  return Number(row?.n ?? 0);
}

/** The stock and order figures the integrity checks compare, through either driver. */
export async function readIntegrityFrom(handle: DatabaseHandle): Promise<Integrity> {
  const products = (
    await queryRows<ProductStock>(
      handle.db,
      sql`WITH sold AS (
            SELECT i.product_id, sum(i.quantity)::int AS sold
            FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE o.status <> 'cancelled'
            GROUP BY i.product_id)
          SELECT p.id, p.sku, p.stock_quantity AS quantity, p.stock_reserved AS reserved, coalesce(s.sold, 0) AS sold
          FROM products p LEFT JOIN sold s ON s.product_id = p.id
          ORDER BY p.id`,
    )
  ).map((p) => ({ id: Number(p.id), sku: p.sku, quantity: Number(p.quantity), reserved: Number(p.reserved), sold: Number(p.sold) }));
  const numbers = await queryRows<{ order_number: string }>(handle.db, sql`SELECT order_number FROM orders`);
  return {
    orders: numbers.length,
    items: await countOf(handle, sql`SELECT count(*)::int AS n FROM order_items`),
    products,
    orderNumbers: new Set(numbers.map((row) => row.order_number)),
    ordersWithoutItems: await countOf(
      handle,
      sql`SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
    ),
    ordersNotAddingUp: await countOf(
      handle,
      sql`SELECT count(*)::int AS n FROM orders o
          JOIN (SELECT order_id, sum(line_total) AS lines, bool_and(line_total = unit_price * quantity) AS lines_ok FROM order_items GROUP BY order_id) i ON i.order_id = o.id
          WHERE i.lines <> o.subtotal OR NOT i.lines_ok OR o.total <> o.subtotal + o.delivery_charge - o.discount`,
    ),
    ordersWithoutFirstEvent: await countOf(
      handle,
      sql`SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'pending')`,
    ),
    itemsAtWrongPrice: await countOf(
      handle,
      sql`SELECT count(*)::int AS n FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.unit_price <> p.price`,
    ),
  };
}

export interface CustomerState {
  id: number;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  address: { address?: unknown } | null;
  created_at: unknown;
}

export async function readCustomers(handle: DatabaseHandle): Promise<CustomerState[]> {
  const rows = await queryRows<CustomerState & { address: unknown }>(
    handle.db,
    sql`SELECT id, full_name, email, phone, password_hash, address, created_at FROM customers ORDER BY id`,
  );
  // node-postgres parses jsonb; keep the two drivers' answers the same shape either way.
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    address: typeof row.address === 'string' ? (JSON.parse(row.address) as CustomerState['address']) : (row.address as CustomerState['address']),
  }));
}

/** Token hashes of live sessions: an acknowledged sign-up answered with a token that must still work. */
export async function readSessionHashes(handle: DatabaseHandle): Promise<Set<string>> {
  const rows = await queryRows<{ token_hash: string }>(handle.db, sql`SELECT token_hash FROM sessions WHERE revoked_at IS NULL`);
  return new Set(rows.map((row) => row.token_hash));
}
