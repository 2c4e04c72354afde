// `npm run db:backup -- [--out <file>]`: a copy of the shop's database, by default in DATA_DIR/backups.
// PostgreSQL (DATABASE_URL) is dumped with pg_dump while the shop keeps running; the embedded
// database serves one process at a time, so the shop must be stopped first.
import { parseArgs } from 'node:util';
import { BackupError, backup, configuredTarget, describeTarget, fail, firstLine, formatBytes, formatTables } from './db-backup-lib.ts';

const USAGE = `Usage: npm run db:backup -- [--out <file>]

  --out <file>   where to write the backup (default: DATA_DIR/backups/dokan-<kind>-<time>.<ext>)

Uses the same DATABASE_URL / DATA_DIR as the shop. With DATABASE_URL the pg_dump of the PostgreSQL
client tools is used (the server's major version or newer); the embedded database is copied whole,
and the shop must be stopped first. Backups hold customers' data: they are written readable by
their owner only (0600), and belong in storage just as private.`;

function parseCommandLine() {
  try {
    return parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail(`${firstLine(error)}\n\n${USAGE}`);
  }
}
const { values } = parseCommandLine();
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const { config, target } = configuredTarget();
try {
  const started = performance.now();
  const result = await backup(target, { out: values.out, dataDir: config.dataDir });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${[`Backed up the ${describeTarget(target)} to ${result.file} (${formatBytes(result.bytes)}, ${seconds} s)`, ...formatTables(result.tables)].join('\n')}\n`,
  );
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Backup failed: ${firstLine(error)}`);
}
