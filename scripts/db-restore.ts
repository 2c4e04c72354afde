// `npm run db:restore -- <file> [--yes]`: puts a backup made by db:backup back into the configured
// database, replacing everything in it. A failed restore leaves the database as it was.
import { parseArgs } from 'node:util';
import { BackupError, configuredTarget, describeTarget, fail, firstLine, formatTables, restore } from './db-backup-lib.ts';

const USAGE = `Usage: npm run db:restore -- <file> [--yes]

  <file>   a backup written by npm run db:backup
  --yes    replace a database that already holds data (without it, only an empty one is filled)

Uses the same DATABASE_URL / DATA_DIR as the shop; stop the shop first. A PostgreSQL backup restores
into PostgreSQL (psql and pg_restore of the server's major version or newer), an embedded one into
DATA_DIR. Everything in the database is replaced by the backup; the shop brings the schema up to
date when it next starts.`;

function parseCommandLine() {
  try {
    return parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail(`${firstLine(error)}\n\n${USAGE}`);
  }
}
const { values, positionals } = parseCommandLine();
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const [file, ...extra] = positionals;
if (!file || extra.length > 0) fail(USAGE);

const { target } = configuredTarget();
try {
  const started = performance.now();
  const result = await restore(target, file, { yes: values.yes === true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${[`Restored ${file} into the ${describeTarget(target)} (${seconds} s)`, ...formatTables(result.tables)].join('\n')}\n`);
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Restore failed: ${firstLine(error)}`);
}
