// A shop process as far as the job queue goes, for the proof that jobs survive a killed process
// (server/jobs/killed-process.test.ts): the same services and the same `jobs.work()` that
// server/main.ts starts, on the PostgreSQL of DATABASE_URL, without the web server around them.
// The test's patience (JOB_TIMING, JSON) is passed in, so a dead worker's job is retried in seconds.
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import type { JobTiming } from '../queue.ts';
import { createServices } from '../../services.ts';

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
const handle = await openPostgres(config.DATABASE_URL, { maxConnections: 3 });
const timing = JSON.parse(process.env.JOB_TIMING ?? '{}') as Partial<JobTiming>;
const services = createServices(handle, config, { log: (message) => process.stderr.write(`${message}\n`), jobTiming: timing });
await services.jobs.work();
process.stdout.write('working\n');

process.once('SIGTERM', () => {
  void services.jobs
    .stop(2_000)
    .then(() => handle.close())
    .then(() => process.exit(0));
});
