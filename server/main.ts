// First: the libraries below read NODE_ENV as they load (production unless set).
import './node-env.ts';
import type { ChildProcess } from 'node:child_process';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { buildApp } from './app.ts';
import { mediaRoot } from './modules/media/derive.ts';
import { drawPendingInBackground } from './modules/media/pending.ts';
import { pagesBuilt } from './pages-build.ts';
import { createServices } from './services.ts';
import { prepareDatabase } from './startup.ts';
// The one place the running server meets the demo shop: start-up takes it through an interface.
import { demoShop } from '../scripts/demo/demo-shop.ts';
import { stopGracefullyOnSignals } from './lifecycle/graceful-stop.ts';
import { startMetricsServer } from './observability/metrics-server.ts';
import { dataDirProblem, databaseUrlProblem, listenAddressProblem } from './lifecycle/preflight.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const log = (message: string) => process.stdout.write(`[dokan] ${message}\n`);
// Settings that would fail only after the slow work (migrations, a first start's demo shop) are checked first.
const settingProblem =
  (await listenAddressProblem(config.PORT, config.HOST)) ??
  (config.METRICS_PORT > 0 ? await listenAddressProblem(config.METRICS_PORT, config.METRICS_HOST, { port: 'METRICS_PORT', host: 'METRICS_HOST' }) : null) ??
  dataDirProblem(config.dataDir) ??
  (config.DATABASE_URL ? await databaseUrlProblem(config.DATABASE_URL) : null);
if (settingProblem) fail(settingProblem);

let database: Awaited<ReturnType<typeof prepareDatabase>>;
try {
  database = await prepareDatabase(config, log, demoShop);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  const cause = error instanceof Error && error.cause instanceof Error ? `\n  cause: ${error.cause.message}` : '';
  fail(`Could not prepare the database: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${cause}`);
}

const services = createServices(database, config, { log });
if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
  log('PUBLIC_URL is unset: the shop answers only requests for localhost, 127.0.0.1 and [::1] (others get 421); set PUBLIC_URL to the address shoppers use');
}
if (services.mailer.kind === 'outbox') log(`mail: no SMTP_URL, emails go to the local outbox in ${config.dataDir}/outbox`);
if (services.sms.kind === 'outbox') log(`SMS: no SMS_GATEWAY_URL, texts go to the local outbox in ${config.dataDir}/outbox`);
if (services.payments.gateway !== 'sslcommerz')
  log(
    services.payments.gateway === 'test'
      ? 'payments: no SSLCommerz credentials, online payments go to the local test gateway at /payment/test (PAYMENT_TEST_GATEWAY)'
      : 'payments: no SSLCommerz credentials, online payment is off',
  );
// `npm start` may still be building the pages the renderer reads (scripts/start.ts).
await pagesBuilt();
const app = await buildApp({ config, services });
// Every process works the job queue: texts and emails after an order's change, and the release of
// online orders left unpaid. Jobs due while no process ran (or left by one that died) run now.
await services.jobs.work();

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const memoryLog =
  config.MEMORY_LOG_SECONDS > 0
    ? setInterval(() => {
        const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
        log(
          `memory: rss_mb=${megabytes(rss)} heap_used_mb=${megabytes(heapUsed)} heap_total_mb=${megabytes(heapTotal)} external_mb=${megabytes(external)} array_buffers_mb=${megabytes(arrayBuffers)}`,
        );
      }, config.MEMORY_LOG_SECONDS * 1000).unref()
    : undefined;

const metricsServer = config.METRICS_PORT > 0 ? await startMetricsServer({ port: config.METRICS_PORT, host: config.METRICS_HOST }) : null;
if (metricsServer) log(`metrics at http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`);

let drawer: ChildProcess | null = null;
app.addHook('onClose', async () => {
  metricsServer?.close();
  drawer?.kill('SIGTERM');
  clearInterval(memoryLog);
  // Notifications of changes just made are written, texts and emails just queued get a moment to go
  // out, and jobs under way finish, before the database closes; a job left runs in another process,
  // or at the next start.
  await services.orders.messagesSent(2_000);
  // Half the grace: requests may have used the rest, and the stop as a whole is bounded by it.
  await services.jobs.stop(config.SHUTDOWN_GRACE_SECONDS * 500);
  await database.close();
});

stopGracefullyOnSignals(app, { log, graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000 });

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const listeningPort = typeof address === 'object' && address ? address.port : config.PORT;
log(`shop ready at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${listeningPort} (started in ${process.uptime().toFixed(1)} s)`);

// After a first start, the demo pictures not asked for yet are drawn while the shop serves.
drawer = await drawPendingInBackground(mediaRoot(config.dataDir), log);
