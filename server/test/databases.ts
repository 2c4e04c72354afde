import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import type { HoldLimits } from '../modules/orders/hold-limits.ts';
import { DEFAULT_PHONE_CHECK_LIMITS, type PhoneCheckLimits } from '../modules/phone-checks/service.ts';
import { createServices, type ServiceOptions } from '../services.ts';
import { installContractCheck } from './contract.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every integration suite runs on the embedded database, and on PostgreSQL when CI provides one. */
export const databaseKinds: DatabaseKind[] = inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  drop(): Promise<void>;
}

/** A private copy of the seeded demo shop. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const name = `dokan_test_${randomBytes(6).toString('hex')}`;
  const dataDir = path.join(inject('testRoot'), name);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.symlinkSync(inject('mediaDir'), path.join(dataDir, 'media'));

  if (kind === 'pglite') {
    fs.cpSync(path.join(inject('pgliteTemplateDir'), 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    const handle = await openPglite(dataDir);
    return {
      handle,
      dataDir,
      async drop() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const templateUrl = inject('postgresTemplateUrl')!;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
  await admin.end();
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { maxConnections: 4 });
  return {
    handle,
    dataDir,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: templateUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suites pay online through the local test gateway; one about it being off says so in `overrides`. */
export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAYMENT_TEST_GATEWAY: 'true', ...overrides });
}

/**
 * Suites that place many orders from one number and one address get room to; the abuse tests pass
 * DEFAULT_HOLD_LIMITS and DEFAULT_PHONE_CHECK_LIMITS to test the shop's real limits.
 */
const ROOMY_HOLD_LIMITS: HoldLimits = {
  ordersPerPhone: 10_000,
  unitsPerPhone: 1_000_000,
  ordersPerAddress: 10_000,
  ordersPerClient: 10_000,
  unitsPerClient: 1_000_000,
};
const ROOMY_PHONE_CHECK_LIMITS: PhoneCheckLimits = {
  ...DEFAULT_PHONE_CHECK_LIMITS,
  resendSeconds: 0,
  codesPerPhonePerHour: 10_000,
  codesPerClientPerHour: 10_000,
};

export interface TestAppOptions extends ServiceOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
}

async function appOver(database: TestDatabase, options: TestAppOptions) {
  const config = testConfig(database.dataDir, options.env);
  const services = createServices(database.handle, config, {
    log: () => {},
    holdLimits: ROOMY_HOLD_LIMITS,
    phoneCheckLimits: ROOMY_PHONE_CHECK_LIMITS,
    ...options,
  });
  const app = await buildApp({ config, services, pages: false, logger: false });
  const contract = installContractCheck(app);
  await app.ready();
  // As server/main.ts does: this process works the job queue (messages after a change, timed releases).
  await services.jobs.work();
  return { app, services, contract };
}

/** Closes a test app, failing the suite if any answer it gave disagreed with the API document. */
async function closeChecked(instance: Awaited<ReturnType<typeof appOver>>) {
  await instance.app.close();
  await instance.services.jobs.stop();
  const checker = instance.contract.checker();
  if (checker.violations.length > 0) throw new Error(`Answers that disagree with /api/docs/json:\n${checker.report()}`);
}

/** The API without the page renderer (tests have no client build). */
export async function openTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const database = await openTestDatabase(kind);
  const instance = await appOver(database, options);
  const { app, services } = instance;
  return {
    app,
    services,
    dataDir: database.dataDir,
    db: database.handle.db,
    async close() {
      try {
        await closeChecked(instance);
      } finally {
        await database.drop();
      }
    },
  };
}

/** Several instances of the API over one database, as several processes (or a restart) would run it. */
export async function openTestApps(kind: DatabaseKind, count: number, options: TestAppOptions = {}) {
  const database = await openTestDatabase(kind);
  const instances: Awaited<ReturnType<typeof appOver>>[] = [];
  for (let index = 0; index < count; index += 1) instances.push(await appOver(database, options));
  return {
    apps: instances.map((instance) => instance.app),
    services: instances.map((instance) => instance.services),
    dataDir: database.dataDir,
    db: database.handle.db,
    async close() {
      try {
        for (const instance of instances) await closeChecked(instance);
      } finally {
        await database.drop();
      }
    },
  };
}
