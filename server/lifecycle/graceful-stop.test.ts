import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

const folders: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-stop-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server writes back, until it closes the connection. */
function answerOf(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => {});
  });
}

const GRACE_SECONDS = 3;

describe('stopping the server like a service', () => {
  it('ends within the grace period despite stalled, half-sent and slow connections, finishes what it can and frees the folder', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) };
    const server = await startServerProcess(env).ready;

    // Opened, nothing sent.
    const stalled = await connect(server.port);
    const stalledClosed = answerOf(stalled);
    // A request whose head never ends.
    const halfSent = await connect(server.port);
    const halfSentClosed = answerOf(halfSent);
    halfSent.write('GET /api/health-check HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // A request whose body arrives slowly but completes after the signal: it is answered.
    const body = JSON.stringify({ email: 'slow@example.com' });
    const slow = await connect(server.port);
    const slowAnswer = answerOf(slow);
    slow.write(
      `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    // A request whose body never completes: cut off when the grace period ends.
    const neverDone = await connect(server.port);
    const neverDoneClosed = answerOf(neverDone);
    neverDone.write(`POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":`);
    // An idle keep-alive connection after a complete answer.
    const idle = await connect(server.port);
    const idleClosed = answerOf(idle);
    idle.write('GET /api/health-check HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill('SIGTERM');
    setTimeout(() => slow.write(body.slice(5)), 1_000);

    const { code, afterMs } = await server.exited;
    expect(code).toBe(0);
    // The read window, the grace period for the request that never completes, and closing the database.
    expect(afterMs).toBeLessThan(GRACE_SECONDS * 1000 + 2_500);
    expect(await slowAnswer).toMatch(/^HTTP\/1\.1 201/);
    expect(await slowAnswer).toMatch(/connection: close/i);
    await Promise.all([stalledClosed, halfSentClosed, neverDoneClosed, idleClosed]);
    expect(fs.existsSync(path.join(dataDir, 'dokan.lock'))).toBe(false);

    // The folder is free for the next start at once.
    const restarted = await startServerProcess(env).ready;
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
  }, 120_000);

  it('closes quiet connections at once: with only a stalled client, stopping takes well under the grace period', async () => {
    const server = await startServerProcess({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_SECONDS: '30' }).ready;
    const stalled = await connect(server.port);
    const closed = answerOf(stalled);
    server.child.kill('SIGTERM');
    const { code, afterMs } = await server.exited;
    await closed;
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(5_000);
  }, 120_000);

  it('stops at once on a second signal', async () => {
    const server = await startServerProcess({ DATA_DIR: tempDir(), SHUTDOWN_GRACE_SECONDS: '60' }).ready;
    const neverDone = await connect(server.port);
    neverDone.on('error', () => {});
    neverDone.write('POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{');
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.child.kill('SIGINT');
    const { afterMs } = await server.exited;
    expect(afterMs).toBeLessThan(3_000);
    expect(server.output()).toContain('SIGINT again: stopping now');
  }, 120_000);
});
