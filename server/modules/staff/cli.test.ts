import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type DatabaseHandle, openPglite } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import { COMMAND_LINE_STAFF_ID } from '#server/modules/staff/actor.ts';
import { createServices } from '#server/services.ts';
import { openTestDatabase, testConfig } from '#server/test/databases.ts';
import { STAFF_PASSWORD } from '#server/test/staff.ts';

// The first owner exists before any back office does: the shop's command line creates them and
// prints a link that works once.

const shopScript = path.resolve(import.meta.dirname, '../../../scripts/shop.ts');

function shop(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [shopScript, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'https://shop.dokan.test', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run shop -- staff add', () => {
  let dataDir: string;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    dataDir = database.dataDir;
    // The embedded database serves one process: the command line gets it to itself.
    await database.handle.close();
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the first owner and prints a one-time sign-in link that the API takes once', async () => {
    const added = await shop(['staff', 'add', '--role', 'owner', '--email', 'Boss@Dokan.test', '--name', 'Rahim'], dataDir);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const link = /https:\/\/shop\.dokan\.test\/admin\/setup\/([\w-]+)/.exec(added.stdout);
    expect(link, added.stdout).not.toBeNull();
    expect(added.stdout).toContain('Rahim <boss@dokan.test> added as owner.');

    const twice = await shop(['staff', 'add', '--role', 'owner', '--email', 'boss@dokan.test', '--name', 'Again'], dataDir);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('A staff member with this email already exists.');
    const badRole = await shop(['staff', 'add', '--role', 'admin', '--email', 'x@dokan.test', '--name', 'X'], dataDir);
    expect(badRole.code).toBe(1);

    handle = await openPglite(dataDir);
    // The change is in the activity log under the command that made it, as no staff member made it.
    const logged = await handle.db.select().from(auditLog).where(eq(auditLog.entity, 'staff'));
    expect(logged.map((row) => [row.action, row.staffId, row.staffName])).toEqual([
      ['invite', COMMAND_LINE_STAFF_ID, 'Command line: npm run shop -- staff add'],
    ]);
    const config = testConfig(dataDir);
    const app = await buildApp({ config, services: createServices(handle, config, { log: () => {} }), pages: false, logger: false });
    try {
      const use = () =>
        app.inject({ method: 'POST', url: `/api/admin/setup/${link![1]}`, payload: { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD } });
      expect((await use()).statusCode).toBe(200);
      expect((await use()).statusCode).toBe(410);
    } finally {
      await app.close();
    }
  }, 90_000);
});
