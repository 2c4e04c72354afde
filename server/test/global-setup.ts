import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, runMigrations } from '../db/client.ts';
import { seedDemoCatalogue } from '../../scripts/demo/seed.ts';
import { localMedia } from '../modules/media/store.ts';

// One name per run, so two test runs against the same server do not drop each other's template.
const TEMPLATE_DB = `dokan_test_template_${process.pid}_${Date.now().toString(36)}`;

declare module 'vitest' {
  export interface ProvidedContext {
    testRoot: string;
    pgliteTemplateDir: string;
    mediaDir: string;
    postgresTemplateUrl: string | null;
  }
}

/** Seeds the demo shop once; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const testRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-test-'));
  const mediaDir = path.join(testRoot, 'media');
  const pgliteTemplateDir = path.join(testRoot, 'pglite-template');

  const pglite = await openPglite(pgliteTemplateDir);
  await runMigrations(pglite);
  await seedDemoCatalogue(pglite.db, localMedia(mediaDir));
  await pglite.close();

  let postgresTemplateUrl: string | null = null;
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    postgresTemplateUrl = withDatabase(baseUrl, TEMPLATE_DB);
    const postgres = await openPostgres(postgresTemplateUrl, { maxConnections: 2 });
    await runMigrations(postgres);
    await seedDemoCatalogue(postgres.db, localMedia(mediaDir));
    await postgres.close();
  }

  project.provide('testRoot', testRoot);
  project.provide('pgliteTemplateDir', pgliteTemplateDir);
  project.provide('mediaDir', mediaDir);
  project.provide('postgresTemplateUrl', postgresTemplateUrl);

  return async () => {
    if (baseUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(testRoot, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
