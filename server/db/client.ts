import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type NoticeClient, postgresNoticeClient } from './listen.ts';
import { poolConnections } from '#server/observability/metrics.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs fn while holding a cluster-wide lock, so several processes starting together migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A connection outside the pool, for LISTEN (server/db/listen.ts). Only PostgreSQL has one: the
   * embedded database serves a single process, which needs no notices from others.
   */
  noticeClient?: () => NoticeClient;
  /**
   * What the job queue (server/jobs/) connects with: PostgreSQL by address, on a pool of its own;
   * the embedded database through its one in-process connection.
   */
  jobConnection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const STARTUP_LOCK_KEY = 0x646f6b61; // "doka"

export async function openPostgres(url: string, options: { maxConnections?: number } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // A facet sample is the first rows a scan meets. With synchronised scans (the default), a scan of a
  // table larger than a quarter of the shared buffers starts where the last one stopped, so the
  // same search showed other counts, and another ETag, on every reload. Set per connection rather
  // than as a startup option, which connection poolers such as PgBouncer refuse.
  pool.on('connect', (client) => {
    client.query('SET synchronize_seqscans = off').catch(() => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const stopReporting = poolConnections.watch(() => {
    poolConnections.gauge.set({ state: 'open' }, pool.totalCount);
    poolConnections.gauge.set({ state: 'idle' }, pool.idleCount);
    poolConnections.gauge.set({ state: 'waiting' }, pool.waitingCount);
  });
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => {
      stopReporting();
      return pool.end();
    },
    noticeClient: postgresNoticeClient(url),
    jobConnection: { kind: 'postgres', url },
  };
}

/** Opens the embedded database; without a folder it lives in memory (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      extensions: { pg_trgm },
    });
    // As on PostgreSQL (openPostgres): the same facet sample on every request.
    await client.exec('SET synchronize_seqscans = off');
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      withStartupLock: (fn) => fn(),
      jobConnection: { kind: 'pglite', client },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
