import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres, queryRows } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { type DatabaseKind, databaseKinds } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { createJobQueue } from '#server/jobs/queue.ts';
import { fingerprint, type SqlRunner } from './db-backup-lib.ts';

const backupScript = fileURLToPath(new URL('./db-backup.ts', import.meta.url));
const restoreScript = fileURLToPath(new URL('./db-restore.ts', import.meta.url));

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** Runs a command the way an operator would, so exit codes and messages are what is tested. */
function run(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  const started = performance.now();
  const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}

/** A database the commands can be pointed at through DATA_DIR and DATABASE_URL. */
interface Scratch {
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

function adminUrl(templateUrl: string): string {
  const url = new URL(templateUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function admin(templateUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(templateUrl) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The seeded demo shop, or with empty set a database with nothing in it. */
async function scratch(kind: DatabaseKind, options: { empty?: boolean } = {}): Promise<Scratch> {
  const dataDir = fs.mkdtempSync(path.join(inject('testRoot'), 'backup-'));
  if (kind === 'pglite') {
    if (!options.empty) fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      open: () => openPglite(dataDir),
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const templateUrl = inject('postgresTemplateUrl')!;
  const name = `dokan_backup_${randomBytes(6).toString('hex')}`;
  const template = new URL(templateUrl).pathname.slice(1);
  await admin(templateUrl, options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    open: () => openPostgres(url.toString(), { maxConnections: 2 }),
    async drop() {
      await admin(templateUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function using<T>(database: Scratch, fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await database.open();
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

function runner(handle: DatabaseHandle): SqlRunner {
  return { query: async <T>(text: string) => ({ rows: await queryRows<T>(handle.db, sql.raw(text)) }) };
}

const contents = (database: Scratch) => using(database, (handle) => fingerprint(runner(handle)));

/** The counts a command printed, by table. */
function printedCounts(stdout: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const match of stdout.matchAll(/^ {2}(\S+) +([\d,]+)$/gm)) counts[match[1]!] = Number(match[2]!.replaceAll(',', ''));
  return counts;
}

describe.each(databaseKinds)('db:backup and db:restore on %s', (kind) => {
  let shop: Scratch;
  let atBackup: Awaited<ReturnType<typeof fingerprint>>;
  let changed: Awaited<ReturnType<typeof fingerprint>>;
  let backupFile: string;
  const cleanup: Scratch[] = [];

  beforeAll(async () => {
    shop = await scratch(kind);
    cleanup.push(shop);
    atBackup = await using(shop, async (handle) => {
      // A customer and an order on top of the demo catalogue: the rows a backup exists for.
      const [customer] = await handle.db
        .insert(t.customers)
        .values({
          fullName: 'Nusrat Jahan',
          email: 'nusrat@example.com',
          phone: '01811223344',
          address: { division: 'Dhaka', district: 'Dhaka', area: 'Mirpur', address: 'Road 3' },
        })
        .returning();
      await insertOrder(handle.db, customer!.id, { items: [{ name: 'Walton Primo NF5 (4/64 GB)', unitPrice: 12_999, quantity: 2 }] });
      // A shop that has run keeps its job queue's tables in a schema of their own; a restore over it
      // must replace them too, not stop at "schema already exists".
      // Only its tables are wanted: it stops before any supervision pass.
      const jobs = createJobQueue(handle, { log: () => {}, timing: { superviseSeconds: 60 } });
      await jobs.ready();
      await jobs.stop();
      return fingerprint(runner(handle));
    });
  }, 60_000);

  afterAll(async () => {
    for (const database of cleanup) await database.drop();
  });

  it('writes the backup under DATA_DIR/backups, readable by its owner only, and prints the row counts', async () => {
    const ran = await run(backupScript, [], shop.env);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const match = /to (\S+) \((\S+ \S+),/.exec(ran.stdout);
    expect(match).not.toBeNull();
    backupFile = match![1]!;
    expect(path.dirname(backupFile)).toBe(path.join(shop.dataDir, 'backups'));
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(backupFile)).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);

    const tables = Object.entries(atBackup).filter((entry): entry is [string, { rows: number; hash: string }] => typeof entry[1] !== 'string');
    expect(printedCounts(ran.stdout)).toEqual({
      ...Object.fromEntries(tables.map(([table, value]) => [table, value.rows])),
      total: tables.reduce((sum, [, value]) => sum + value.rows, 0),
    });
    expect(printedCounts(ran.stdout).orders).toBe(1);
    console.info(`${kind}: backup of ${tables.length} tables, ${printedCounts(ran.stdout).total} rows: ${match![2]} in ${ran.seconds.toFixed(1)} s`);
  }, 60_000);

  it('refuses to overwrite a database that holds data without --yes', async () => {
    changed = await using(shop, async (handle) => {
      await handle.db.update(t.products).set({ stockQuantity: 0 }).where(sql`${t.products.id} <= 20`);
      await handle.db.delete(t.orders);
      await handle.db.delete(t.customers).where(eq(t.customers.email, 'nusrat@example.com'));
      await handle.db.insert(t.customers).values({ fullName: 'Karim Mia', phone: '01911223344' });
      // A table from a migration newer than the backup: the restored shop must not keep it.
      await handle.db.execute(sql`CREATE TABLE later_migration (customer_id integer PRIMARY KEY REFERENCES customers (id))`);
      await handle.db.execute(sql`INSERT INTO later_migration SELECT id FROM customers`);
      return fingerprint(runner(handle));
    });
    expect(changed).not.toEqual(atBackup);

    const ran = await run(restoreScript, [backupFile], shop.env);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/is not empty .*--yes/);
    expect(ran.stderr.trim().split('\n')).toHaveLength(1);
    expect(await contents(shop)).toEqual(changed);
  }, 60_000);

  it('leaves the database as it was when the backup file is damaged', async () => {
    const damaged = path.join(shop.dataDir, `damaged${path.extname(backupFile)}`);
    const whole = fs.readFileSync(backupFile);
    fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const ran = await run(restoreScript, [damaged, '--yes'], shop.env);
    fs.rmSync(damaged);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/nothing changed/);
    expect(await contents(shop)).toEqual(changed);
    if (kind === 'pglite') expect(fs.readdirSync(shop.dataDir).sort()).toEqual(['backups', 'pgdata']);
  }, 60_000);

  it('with --yes brings back exactly what the database held at backup time', async () => {
    const ran = await run(restoreScript, [backupFile, '--yes'], shop.env);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(printedCounts(ran.stdout).orders).toBe(1);
    expect(await contents(shop)).toEqual(atBackup);
    if (kind === 'pglite') expect(fs.readdirSync(shop.dataDir).sort()).toEqual(['backups', 'pgdata']);
    console.info(`${kind}: restore over the changed shop in ${ran.seconds.toFixed(1)} s`);
  }, 60_000);

  it('fills an empty database without --yes', async () => {
    const empty = await scratch(kind, { empty: true });
    cleanup.push(empty);
    const ran = await run(restoreScript, [backupFile], empty.env);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(await contents(empty)).toEqual(atBackup);
  }, 60_000);

  it('refuses files that are not a backup for this database', async () => {
    const other = path.join(shop.dataDir, 'other');
    fs.writeFileSync(other, kind === 'pglite' ? 'PGDMP and more' : Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
    const wrongKind = await run(restoreScript, [other, '--yes'], shop.env);
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toMatch(kind === 'pglite' ? /PostgreSQL backup/ : /embedded database/);
    fs.writeFileSync(other, 'name,phone\n');
    const notBackup = await run(restoreScript, [other, '--yes'], shop.env);
    fs.rmSync(other);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(/is not a Dokan backup/);
  }, 60_000);

  it.runIf(kind === 'pglite')(
    'refuses while a running shop holds the embedded database',
    async () => {
      const lock = path.join(shop.dataDir, 'dokan.lock');
      // The test runner's parent process stands in for a running shop.
      fs.writeFileSync(lock, JSON.stringify({ pid: process.ppid, startedAt: null }));
      try {
        const backingUp = await run(backupScript, ['--out', path.join(shop.dataDir, 'while-running.tar.gz')], shop.env);
        expect(backingUp.code).toBe(1);
        expect(backingUp.stderr).toMatch(/in use by another Dokan process .*Stop the shop first/);
        expect(fs.existsSync(path.join(shop.dataDir, 'while-running.tar.gz'))).toBe(false);
        const restoring = await run(restoreScript, [backupFile, '--yes'], shop.env);
        expect(restoring.code).toBe(1);
        expect(restoring.stderr).toMatch(/Stop the shop first/);
      } finally {
        fs.rmSync(lock);
      }
      expect(await contents(shop)).toEqual(atBackup);
    },
    60_000,
  );
});
