import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A server started directly (`node server/main.ts`, a process manager, a container) rather than by
// `npm start` or `npm run dev` must get production's safeguards.
const projectRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-start-defaults-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startDirectly(env: Record<string, string>) {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  return spawnSync(process.execPath, ['server/main.ts'], {
    cwd: projectRoot,
    env: { ...inherited, DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    // Old behaviour: the server would start and keep running; the test then fails on the status.
    // Generous: the server loads all of itself before it reads its settings, which took over 25 s
    // while other test files filled both cores.
    timeout: 60_000,
  });
}

describe('a server started without NODE_ENV', { timeout: 90_000 }, () => {
  it('runs as production, so it refuses the test payment gateway and says why', () => {
    const started = startDirectly({ PAYMENT_TEST_GATEWAY: 'true' });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/PAYMENT_TEST_GATEWAY: .*refused when NODE_ENV is production/);
  });

  it('refuses TRUST_PROXY=true at start-up', () => {
    const started = startDirectly({ TRUST_PROXY: 'true' });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/TRUST_PROXY: true would let every client choose its own address/);
  });
});
