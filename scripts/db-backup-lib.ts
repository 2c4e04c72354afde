// Backing up and restoring the shop's database, for `npm run db:backup` and `npm run db:restore`.
//
// PostgreSQL: pg_dump in its custom format (compressed, with a table of contents pg_restore can check
// before the database is touched); restoring streams pg_restore's SQL into psql inside one
// transaction, so a restore either lands completely or not at all.
// Embedded PGlite: a gzipped tarball of its data folder (PGlite's own dumpDataDir); restoring loads
// it into a new folder next to the live one and swaps the two only once the new one opens.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Config, ConfigError, loadConfig } from '#server/config.ts';
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock.ts';
import { JOB_SCHEMA } from '#server/jobs/queue.ts';
import { formatCount } from '#domain/money.ts';

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** A refusal or failure the operator can act on; the commands print its message as one line. */
export class BackupError extends Error {}

export interface TableRows {
  /** Tables of the public schema bare, others (the migrations journal) with their schema. */
  table: string;
  rows: number;
}

export interface SqlRunner {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

export interface BackupResult {
  file: string;
  bytes: number;
  tables: TableRows[];
}

export interface RestoreResult {
  tables: TableRows[];
}

/** Must match the folder openPglite in server/db/client.ts opens; the round-trip test reopens restores through it. */
const PGLITE_FOLDER = 'pgdata';
const PGLITE_MAGIC = [0x1f, 0x8b]; // gzip
const PG_CUSTOM_MAGIC = 'PGDMP';

/** A command's one-line refusal: the reason on stderr and exit status 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The shop's own settings and the database they point at (DATABASE_URL / DATA_DIR); bad settings end the command. */
export function configuredTarget(): { config: Config; target: Target } {
  try {
    const config = loadConfig();
    return { config, target: targetOf(config) };
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
}

function targetOf(config: Config): Target {
  return config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.dataDir };
}

export function describeTarget(target: Target): string {
  return target.kind === 'postgres' ? `PostgreSQL database ${databaseName(target.url)}` : `embedded database in ${target.dataDir}`;
}

function databaseName(url: string): string {
  const parsed = new URL(url);
  return `${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'} on ${parsed.hostname || 'localhost'}`;
}

// ---------------------------------------------------------------------------------------------
// Row counts and fingerprints

interface TableRef {
  qualified: string;
  label: string;
  key_order: string | null;
}

async function listTables(db: SqlRunner): Promise<TableRef[]> {
  const { rows } = await db.query<TableRef>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS qualified,
           CASE WHEN n.nspname = 'public' THEN c.relname ELSE n.nspname || '.' || c.relname END AS label,
           (SELECT string_agg(format('r.%I', a.attname), ', ' ORDER BY k.ord)
              FROM pg_index i
              CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
             WHERE i.indrelid = c.oid AND i.indisprimary) AS key_order
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
     ORDER BY n.nspname = 'public' DESC, 2`);
  return rows;
}

/** Exact row counts of every table, in one statement so they come from one snapshot. */
async function tableRows(db: SqlRunner): Promise<TableRows[]> {
  const tables = await listTables(db);
  if (tables.length === 0) return [];
  const { rows } = await db.query<TableRows>(
    tables.map((t) => `SELECT ${quoteLiteral(t.label)} AS "table", count(*)::int AS rows FROM ${t.qualified}`).join('\nUNION ALL\n'),
  );
  const byLabel = new Map(rows.map((row) => [row.table, row.rows]));
  return tables.map((t) => ({ table: t.label, rows: byLabel.get(t.label) ?? 0 }));
}

export interface TableFingerprint {
  rows: number;
  /** md5 of the rows' text forms in primary-key order: equal contents give equal hashes. */
  hash: string;
}

/** Every table's row count and content hash, and every sequence's position: what a restore must bring back. */
export async function fingerprint(db: SqlRunner): Promise<Record<string, TableFingerprint | string>> {
  const result: Record<string, TableFingerprint | string> = {};
  for (const t of await listTables(db)) {
    const order = t.key_order ?? 'r::text';
    const [row] = (
      await db.query<TableFingerprint>(
        `SELECT count(*)::int AS rows, coalesce(md5(string_agg(r::text, E'\\n' ORDER BY ${order})), '') AS hash FROM ${t.qualified} r`,
      )
    ).rows;
    if (row) result[t.label] = row;
  }
  const { rows: sequences } = await db.query<{ name: string; position: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value::text, 'unused') AS position
       FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  for (const sequence of sequences) result[`sequence ${sequence.name}`] = sequence.position;
  return result;
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function dataRows(tables: TableRows[]): number {
  // The migrations journal alone does not make a shop: a migrated but empty database counts as empty.
  return tables.filter((t) => !t.table.startsWith('drizzle.')).reduce((sum, t) => sum + t.rows, 0);
}

function refuseOverwrite(target: Target, tables: TableRows[], yes: boolean): void {
  const rows = dataRows(tables);
  if (rows > 0 && !yes) {
    throw new BackupError(
      `The ${describeTarget(target)} is not empty (${formatCount(rows)} rows in ${tables.filter((t) => t.rows > 0).length} tables): ` +
        'a restore replaces all of it. Run again with --yes to overwrite it.',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Files

function defaultBackupFile(target: Target, dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const name = target.kind === 'postgres' ? `dokan-postgres-${stamp}.dump` : `dokan-pglite-${stamp}.tar.gz`;
  return path.join(dataDir, 'backups', name);
}

/** Backups hold customers' names, phones and addresses: only the shop's own user may read them. */
function prepareFolder(file: string, dataDir: string): void {
  const folder = path.dirname(file);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Our own backups folder is tightened even if it was made by hand; an --out folder is the operator's choice.
  if (folder === path.join(dataDir, 'backups')) fs.chmodSync(folder, 0o700);
}

/** Writes through a .partial file renamed at the end, so an interrupted backup never looks like a whole one. */
async function writeBackupFile(file: string, write: (fd: number) => Promise<void>): Promise<number> {
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists; choose another --out file.`);
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    // A .partial left by an earlier crash keeps its old mode when reopened.
    fs.fchmodSync(fd, 0o600);
    await write(fd);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(partial, file);
  return fs.statSync(file).size;
}

type BackupFormat = 'postgres' | 'pglite';

function backupFormat(file: string): BackupFormat {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    fs.closeSync(fd);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${firstLine(error)}`);
  }
  if (head.toString('latin1') === PG_CUSTOM_MAGIC) return 'postgres';
  if (head[0] === PGLITE_MAGIC[0] && head[1] === PGLITE_MAGIC[1]) return 'pglite';
  throw new BackupError(`${file} is not a Dokan backup (neither a pg_dump custom-format file nor an embedded-database tarball).`);
}

export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? message
  );
}

// ---------------------------------------------------------------------------------------------
// Entry points

export async function backup(target: Target, options: { out?: string; dataDir: string; now?: Date }): Promise<BackupResult> {
  const file = path.resolve(options.out ?? defaultBackupFile(target, options.dataDir, options.now));
  return target.kind === 'postgres' ? backupPostgres(target.url, file, options.dataDir) : backupPglite(target.dataDir, file);
}

export async function restore(target: Target, file: string, options: { yes: boolean }): Promise<RestoreResult> {
  const resolved = path.resolve(file);
  const format = backupFormat(resolved);
  if (format !== target.kind) {
    throw new BackupError(
      format === 'postgres'
        ? `${file} is a PostgreSQL backup: restore it with DATABASE_URL set to the database to fill.`
        : `${file} is a backup of the embedded database: restore it with DATABASE_URL unset and DATA_DIR set.`,
    );
  }
  return target.kind === 'postgres' ? restorePostgres(target, resolved, options.yes) : restorePglite(target, resolved, options.yes);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** The URL for libpq tools without its password, which goes in the environment instead of the process list. */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { dbname: parsed.toString(), env };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to DATABASE_URL (${databaseName(url)}): ${firstLine(error)}`);
  }
  return client;
}

function runnerOf(client: pg.Client): SqlRunner {
  return { query: async <T>(text: string) => ({ rows: (await client.query(text)).rows as T[] }) };
}

interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

function finished(child: ChildProcess, tool: string): Promise<Finished> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' ? new BackupError(`${tool} was not found: install the PostgreSQL client tools (the server's major version or newer).`) : error,
      );
    });
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** pg_dump and friends write several lines; the operator gets the error ones on one line. */
function toolError(tool: string, result: Finished): string {
  const lines = result.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /error|fatal|detail|hint/i.test(line));
  const reason = (errors.length > 0 ? errors : lines).slice(0, 3).join(' / ');
  return `${tool} failed${result.signal ? ` (${result.signal})` : ` (exit ${result.code})`}${reason ? `: ${reason}` : ''}`;
}

async function backupPostgres(url: string, file: string, dataDir: string): Promise<BackupResult> {
  const client = await connect(url);
  try {
    // pg_dump joins this transaction's snapshot, so the printed counts are exactly what the file holds
    // even while the shop keeps taking orders.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [snapshot] = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows;
    if (!snapshot) throw new Error('pg_export_snapshot() answered nothing');
    const tables = await tableRows(runnerOf(client));
    prepareFolder(file, dataDir);
    const connection = libpqConnection(url);
    const bytes = await writeBackupFile(file, async (fd) => {
      const dump = spawn('pg_dump', ['--format=custom', '--no-password', `--snapshot=${snapshot.id}`, `--dbname=${connection.dbname}`], {
        stdio: ['ignore', fd, 'pipe'],
        env: connection.env,
      });
      const result = await finished(dump, 'pg_dump');
      if (result.code !== 0) throw new BackupError(toolError('pg_dump', result));
    });
    await client.query('COMMIT');
    return { file, bytes, tables };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Empties the schemas the shop uses before the backup's objects are created again. pg_restore --clean
 * would only drop what the backup itself holds: tables added by a later migration would stay, with
 * foreign keys that block dropping the old ones, and their rows would not match the restored shop.
 * The job queue's schema goes whole: its waiting jobs belong to the shop being replaced, and the
 * backup's CREATE SCHEMA would fail on it.
 */
const EMPTY_SHOP_SCHEMAS = `
SET lock_timeout = '20s';
BEGIN;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE;
DO $dokan_restore$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
                          WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END AS kind,
           format('%I.%I', n.nspname, c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', item.kind, item.name);
  END LOOP;
  FOR item IN
    SELECT format('%I.%I', n.nspname, t.typname) AS name
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = 'public'
       AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP TYPE IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure::text AS name
      FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.name);
  END LOOP;
END
$dokan_restore$;
`;

async function restorePostgres(target: Target & { kind: 'postgres' }, file: string, yes: boolean): Promise<RestoreResult> {
  // Reads the whole table of contents: a damaged or foreign file fails here, before the database is touched.
  const list = await finished(spawn('pg_restore', ['--list', file], { stdio: ['ignore', 'ignore', 'pipe'] }), 'pg_restore');
  if (list.code !== 0) throw new BackupError(`${file} cannot be read as a backup: ${toolError('pg_restore', list)}`);

  const client = await connect(target.url);
  try {
    refuseOverwrite(target, await tableRows(runnerOf(client)), yes);
    await streamIntoOneTransaction(target.url, file);
    // pg_restore carries no planner statistics; without them the first searches would plan blind.
    await client.query('ANALYZE');
    return { tables: await tableRows(runnerOf(client)) };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * pg_restore turns the backup into SQL and psql runs it after the emptying preamble, all in one
 * transaction. COMMIT is only sent once pg_restore has finished cleanly; on any failure psql is
 * killed, its connection drops, and PostgreSQL rolls everything back.
 */
async function streamIntoOneTransaction(url: string, file: string): Promise<void> {
  const connection = libpqConnection(url);
  const restoreSql = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--no-password', '--set=ON_ERROR_STOP=1', `--dbname=${connection.dbname}`], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env: connection.env,
  });
  const restoreDone = finished(restoreSql, 'pg_restore');
  const psqlDone = finished(psql, 'psql');
  let psqlExited = false;
  void psqlDone.then(
    () => {
      psqlExited = true;
      // psql stopped at an error: nothing reads pg_restore's output any more.
      if (restoreSql.exitCode === null) restoreSql.kill('SIGKILL');
    },
    () => {
      if (restoreSql.exitCode === null) restoreSql.kill('SIGKILL');
    },
  );
  void restoreDone.catch(() => {
    if (psql.exitCode === null) psql.kill('SIGKILL');
  });
  // psql closing its input early (an error) shows in its own exit status and message.
  psql.stdin.on('error', () => {});
  psql.stdin.write(EMPTY_SHOP_SCHEMAS);
  restoreSql.stdout.pipe(psql.stdin, { end: false });

  const restored = await restoreDone;
  if (restored.code !== 0 || psqlExited) {
    if (psql.exitCode === null) psql.kill('SIGKILL');
    const ran = await psqlDone;
    if (ran.code !== 0 && ran.signal === null) throw psqlFailed(ran);
    if (restored.code === 0) throw new BackupError('The restore was rolled back, nothing changed: psql stopped before the end of the backup.');
    throw new BackupError(`The restore was rolled back, nothing changed: ${toolError('pg_restore', restored)}`);
  }
  psql.stdin.end('\nCOMMIT;\n');
  const ran = await psqlDone;
  if (ran.code !== 0) throw psqlFailed(ran);
}

function psqlFailed(ran: Finished): BackupError {
  const hint = /lock timeout/i.test(ran.stderr) ? ' (the shop is using the tables: stop it first)' : '';
  return new BackupError(`The restore was rolled back, nothing changed: ${toolError('psql', ran)}${hint}`);
}

// ---------------------------------------------------------------------------------------------
// Embedded PGlite

function lockForMaintenance(dataDir: string, action: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const owner = /^.*?\(pid \d+\)/.exec(error.message)?.[0] ?? error.message;
      throw new BackupError(`Cannot ${action}: ${owner}. Stop the shop first: the embedded database serves one process at a time.`);
    }
    throw error;
  }
}

function hasDatabase(folder: string): boolean {
  return fs.existsSync(path.join(folder, 'PG_VERSION'));
}

async function openEmbedded(folder: string, loadDataDir?: Blob): Promise<PGlite> {
  try {
    return await PGlite.create({ dataDir: folder, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    throw new BackupError(`Cannot open the embedded database in ${folder}: ${firstLine(error)}`);
  }
}

async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  const folder = path.join(dataDir, PGLITE_FOLDER);
  // Checked before locking, which would create DATA_DIR: a mistyped DATA_DIR should not leave a folder behind.
  if (!hasDatabase(folder)) throw new BackupError(`There is no embedded database in ${dataDir} (is DATA_DIR right, or is the shop on DATABASE_URL?).`);
  const release = lockForMaintenance(dataDir, 'back up the embedded database');
  try {
    const db = await openEmbedded(folder);
    try {
      const tables = await tableRows(db);
      // Everything written so far goes into the data files, so the restored copy needs no WAL replay.
      await db.exec('CHECKPOINT');
      const tarball = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
      prepareFolder(file, dataDir);
      const bytes = await writeBackupFile(file, async (fd) => {
        fs.writeFileSync(fd, tarball);
      });
      return { file, bytes, tables };
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

async function restorePglite(target: Target & { kind: 'pglite' }, file: string, yes: boolean): Promise<RestoreResult> {
  const { dataDir } = target;
  const live = path.join(dataDir, PGLITE_FOLDER);
  const staging = path.join(dataDir, `${PGLITE_FOLDER}.restoring`);
  const release = lockForMaintenance(dataDir, 'restore the embedded database');
  try {
    if (hasDatabase(live)) {
      const current = await openEmbedded(live);
      try {
        refuseOverwrite(target, await tableRows(current), yes);
      } finally {
        await current.close();
      }
    }

    // Left by a restore that crashed; we hold the lock, so nobody else is using it.
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { mode: 0o700 });
    try {
      const tarball = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
      const loaded = await openEmbedded(staging, tarball);
      try {
        await tableRows(loaded);
        await loaded.exec('CHECKPOINT');
      } finally {
        await loaded.close();
      }
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`The backup could not be loaded, nothing changed: ${firstLine(error)}`);
    }

    // The old folder stays, renamed, until the restored one has opened in its place.
    const previous = fs.existsSync(live) ? `${live}.before-restore-${Date.now().toString(36)}` : null;
    if (previous) fs.renameSync(live, previous);
    let tables: TableRows[];
    try {
      fs.renameSync(staging, live);
      const restored = await openEmbedded(live);
      try {
        tables = await tableRows(restored);
      } finally {
        await restored.close();
      }
    } catch (error) {
      fs.rmSync(live, { recursive: true, force: true });
      fs.rmSync(staging, { recursive: true, force: true });
      if (previous) fs.renameSync(previous, live);
      throw new BackupError(`The restored database did not open, the previous one is back in place: ${firstLine(error)}`);
    }
    if (previous) fs.rmSync(previous, { recursive: true, force: true });
    return { tables };
  } finally {
    release();
  }
}

// ---------------------------------------------------------------------------------------------
// Output

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export function formatTables(tables: TableRows[]): string[] {
  const width = Math.max(5, ...tables.map((t) => t.table.length));
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  return [
    ...tables.map((t) => `  ${t.table.padEnd(width)}  ${formatCount(t.rows).padStart(10)}`),
    `  ${'total'.padEnd(width)}  ${formatCount(total).padStart(10)}`,
  ];
}
