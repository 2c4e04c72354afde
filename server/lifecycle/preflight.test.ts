import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirProblem, databaseUrlProblem, listenAddressProblem } from './preflight.ts';
import { startServerProcess } from './server-process.ts';

let busy: net.Server;
let busyPort = 0;
beforeAll(async () => {
  // Hangs up on whoever connects: a port that is taken, and a "database" that never answers.
  busy = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  busyPort = (busy.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

const aFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-preflight-')), 'not-a-folder');
fs.writeFileSync(aFile, '');

describe('settings checked before the slow start-up work', () => {
  it('names PORT when the port is taken', async () => {
    expect(await listenAddressProblem(busyPort, '127.0.0.1')).toMatch(
      new RegExp(`^PORT ${busyPort} is already in use on 127\\.0\\.0\\.1: .*set PORT to a free port`),
    );
  });

  it('names HOST when it is not an address of this machine', async () => {
    expect(await listenAddressProblem(0, '203.0.113.7')).toMatch(/^HOST 203\.0\.113\.7 is not an address of this machine: set HOST/);
    expect(await listenAddressProblem(0, 'no-such-host.invalid')).toMatch(/^HOST no-such-host\.invalid is not an address of this machine/);
  });

  it('finds nothing wrong with a free port on this machine', async () => {
    expect(await listenAddressProblem(0, '127.0.0.1')).toBeNull();
  });

  it('names DATA_DIR when the folder cannot be written', () => {
    expect(dataDirProblem(path.join(aFile, 'data'))).toMatch(/^DATA_DIR .*not-a-folder\/data cannot be written \(ENOTDIR\): .*set DATA_DIR/);
    expect(dataDirProblem(path.dirname(aFile))).toBeNull();
  });

  it('names DATABASE_URL, without its password, when PostgreSQL cannot be reached', async () => {
    const problem = await databaseUrlProblem(`postgres://shop:secret@127.0.0.1:${busyPort}/shop`, 2_000);
    expect(problem).toMatch(new RegExp(`^DATABASE_URL postgres://shop:\\*\\*\\*@127\\.0\\.0\\.1:${busyPort}/shop cannot be reached \\(`));
    expect(problem).not.toContain('secret');
  });

  it('stops a first start on a taken port before it opens the database or loads the demo shop', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-preflight-'));
    const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(busyPort), SEED_DEMO: 'true' });
    await expect(server.ready).rejects.toThrow(/exited with 1/);
    expect(server.output()).toContain(`PORT ${busyPort} is already in use`);
    expect(server.output()).not.toContain('database:');
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
