import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '#server/lifecycle/server-process.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import { metricsRegistry } from './metrics.ts';

/** A port nobody listens on now, for the metrics server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe.each(databaseKinds)('readiness on %s', (kind) => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp(kind);
  });
  afterAll(() => shop.close());

  it('is ready while the database and the job queue answer, and not once the queue has stopped', async () => {
    const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: 'ready', database: 'up', jobs: 'up' });
    expect(ready.headers['cache-control']).toContain('no-store');

    await shop.services.jobs.stop();
    const stopped = await shop.app.inject({ method: 'GET', url: '/api/ready' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({ success: false, status: 'not_ready', database: 'up', jobs: 'down' });
    // The health check is about the process and its database alone: a load balancer's liveness probe must not restart it for this.
    expect((await shop.app.inject({ method: 'GET', url: '/api/health-check' })).statusCode).toBe(200);
  });

  it('reports the database pool when there is one (PostgreSQL; the embedded database has a single connection)', async () => {
    const text = await metricsRegistry.metrics();
    if (kind === 'postgres') expect(text).toMatch(/dokan_db_pool_connections\{state="open"\} [1-9]/);
    else expect(text).not.toMatch(/dokan_db_pool_connections\{/);
  });

  it('gives every answer a request id of its own, and keeps a forwarded one only behind a trusted proxy', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/health-check', headers: { 'x-request-id': 'lb-123' } });
    const second = await shop.app.inject({ method: 'GET', url: '/api/health-check' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('a request id from the load balancer', () => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp('pglite', { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => shop.close());

  it('is kept when it looks like one, and replaced when it could spoil a log line', async () => {
    const kept = await shop.app.inject({ method: 'GET', url: '/api/health-check', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    const odd = await shop.app.inject({ method: 'GET', url: '/api/health-check', headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics of a running shop', () => {
  let server: ServerProcess;
  let metricsPort: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dokan-metrics-'));
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServerProcess({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) }).ready;
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const shop = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);
  const metrics = async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it('counts requests by route template, cache lookups, jobs and the event loop, on its own port only', async () => {
    expect((await shop('/api/ready')).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await shop('/api/settings')).status).toBe(200);
    expect((await shop('/api/products/999999991')).status).toBe(404);
    expect((await shop('/api/products/999999992')).status).toBe(404);

    const text = await metrics();
    expect(text).toMatch(/dokan_http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status="200"\} 1/);
    // Two products, one series: the route's template, not the shopper's URL.
    expect(text).toMatch(/dokan_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status="404"\} 2/);
    expect(text).not.toContain('999999991');
    const hits = Number(/dokan_cache_lookups_total\{cache="settings",result="hit"\} (\d+)/.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/dokan_jobs\{queue="send-message",state="ready"\} \d+/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    // Not on the shop's port, where shoppers are (its /metrics is a page path like any other).
    const onShopPort = await shop('/metrics');
    expect(onShopPort.status).not.toBe(200);
    expect(await onShopPort.text()).not.toContain('dokan_http_request_duration_seconds');
    expect((await shop('/api/metrics')).status).toBe(404);
  });
});
