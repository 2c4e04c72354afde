// `npm start` under a service manager: the manager signals the top process only (npm), not its
// group. The server must stop with it and free its data folder, or a restart is refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health-check`).then(
    () => true,
    () => false,
  );
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test wants from this pattern; it wants none.
test('a SIGTERM to the npm start process stops the server and frees the data folder', async ({}, testInfo) => {
  // One run is enough: the browser project makes no difference to a process signal.
  test.skip(testInfo.project.name !== 'desktop', 'process test, run once');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-signal-'));
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 90_000 }).toContain('shop ready');
    expect(await answers(port)).toBe(true);

    const signalledAt = Date.now();
    npm.kill('SIGTERM');
    await expect.poll(() => answers(port), { timeout: 15_000 }).toBe(false);
    await expect.poll(() => fs.existsSync(path.join(dataDir, 'dokan.lock')), { timeout: 15_000 }).toBe(false);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(output).toContain('SIGTERM: finishing requests in flight');
  } finally {
    npm.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
