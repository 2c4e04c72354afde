import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { messageOutbox, orderEvents, orders } from '#server/db/schema.ts';
import { enqueueMessages } from '#server/modules/notifications/message-queue.ts';
import { createServices } from '#server/services.ts';
import { databaseKinds, openTestDatabase, type TestDatabase, testConfig } from '#server/test/databases.ts';
import { insertOrder } from '#server/test/orders.ts';
import { JOB_SCHEMA, type JobTiming } from './queue.ts';

// The proof: two shop processes work one PostgreSQL job queue; one is killed (SIGKILL, no
// goodbye) while jobs are due and some are under way in it; it is started again; every job is
// then done exactly once. Messages go to a stand-in SMS gateway that answers slowly, so the kill
// lands mid-send, and that drops a repeat of a message it already took (by Idempotency-Key).

const ORDERS = 12;
/**
 * A dead worker's job is given up on after 5 s (room for a slow send on a busy machine: a live
 * worker's batch that outlasts it is retried too), noticed within 1 s, and retried after 1 s.
 */
const TIMING: Partial<JobTiming> = { expireSeconds: 5, superviseSeconds: 1, retryDelaySeconds: 1, pollSeconds: 0.5 };
const GATEWAY_ANSWERS_AFTER_MS = 300;

interface Gateway {
  url: string;
  /** Every request, in arrival order: which process sent it and the message's key. */
  requests: { worker: string; key: string }[];
  /** Requests not yet answered, by the process that sent them. */
  inFlight: Map<string, number>;
  close(): Promise<void>;
}

async function slowGateway(): Promise<Gateway> {
  const requests: Gateway['requests'] = [];
  const inFlight = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const worker = new URL(request.url ?? '/', 'http://gateway').searchParams.get('worker') ?? '?';
    requests.push({ worker, key: String(request.headers['idempotency-key']) });
    inFlight.set(worker, (inFlight.get(worker) ?? 0) + 1);
    request.resume();
    setTimeout(() => {
      inFlight.set(worker, (inFlight.get(worker) ?? 1) - 1);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }, GATEWAY_ANSWERS_AFTER_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    requests,
    inFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function startWorker(name: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.resolve('server/jobs/test-support/job-worker.ts')], {
    env: { ...process.env, ...env, SMS_GATEWAY_URL: `${env.SMS_GATEWAY_URL}?worker=${name}`, JOB_TIMING: JSON.stringify(TIMING) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('working') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker ${name} exited (${code}) before working:\n${errors}`)));
  });
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const onPostgres = databaseKinds.includes('postgres');

describe.skipIf(!onPostgres)('the job queue on PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let database: TestDatabase | undefined;
  let gateway: Gateway | undefined;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await gateway?.close();
    await database?.drop();
  });

  it('does every job exactly once when one of two processes is killed mid-work and started again', async () => {
    database = await openTestDatabase('postgres');
    gateway = await slowGateway();
    const url = database.handle.jobConnection.kind === 'postgres' ? database.handle.jobConnection.url : '';
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: database.dataDir, SMS_GATEWAY_URL: gateway.url };

    // This process only writes jobs, as a shop process answering a request does; it works none.
    const config = testConfig(database.dataDir, { SMS_GATEWAY_URL: gateway.url });
    const producer = createServices(database.handle, config, { log: () => {}, jobTiming: TIMING });
    await producer.jobs.ready();
    const db = database.handle.db;

    children.push(await startWorker('a', env), await startWorker('b', env));

    // Each online order comes with its text, due now, and its release, due in 2 s; all written
    // in the order's transaction.
    const orderIds: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const order = await insertOrder(db, null, { paymentMethod: 'online' });
      orderIds.push(order.id);
      await db.transaction(async (tx) => {
        await enqueueMessages(tx, producer.jobs, [{ channel: 'sms', to: `0171000${String(index).padStart(4, '0')}`, text: `Order ${order.orderNumber}` }]);
        await producer.jobs.enqueue(tx, 'release-unpaid-order', { orderId: order.id }, { afterSeconds: 2 });
      });
    }

    // Process a is killed while the gateway is holding a text it sent: that job is under way.
    await waitFor('process a to be mid-send', () => (gateway!.inFlight.get('a') ?? 0) > 0);
    const cutShort = gateway.inFlight.get('a') ?? 0;
    children[0]!.kill('SIGKILL');
    await new Promise((resolve) => children[0]!.once('exit', resolve));
    children.push(await startWorker('a-again', env));

    const unfinished = () =>
      queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job where state <> 'completed'`);
    await waitFor('every job completed', async () => (await unfinished())[0]?.count === 0, 40_000).catch(async (error: Error) => {
      const jobs = await queryRows(
        db,
        sql`select name, state, retry_count, start_after, started_on, output from ${sql.identifier(JOB_SCHEMA)}.job where state <> 'completed'`,
      );
      throw new Error(`${error.message}: ${JSON.stringify(jobs)}`);
    });

    // Each order's text, and the cancellation text its release wrote (a job writing a job).
    const messageIds = (await db.select({ id: messageOutbox.id }).from(messageOutbox)).map((row) => row.id);
    expect(messageIds).toHaveLength(2 * ORDERS);
    // Every text was taken by the gateway once: any repeat carried the key of one it already had,
    // and repeats are only the sends cut short by the kill (at least once, never lost).
    const keys = gateway.requests.map((request) => request.key);
    expect(new Set(keys)).toEqual(new Set(messageIds.map((id) => `message-${id}`)));
    expect(keys.length - 2 * ORDERS).toBeLessThanOrEqual(cutShort);
    const sent = await db.select({ sentAt: messageOutbox.sentAt }).from(messageOutbox);
    expect(sent.every((row) => row.sentAt !== null)).toBe(true);

    // Every unpaid order was released once: one cancellation each in its timeline.
    const cancelled = await db
      .select({ orderId: orderEvents.orderId, count: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.status, 'cancelled')))
      .groupBy(orderEvents.orderId);
    expect(cancelled).toHaveLength(ORDERS);
    expect(cancelled.every((row) => row.count === 1)).toBe(true);
    const statuses = await db.select({ status: orders.status }).from(orders).where(inArray(orders.id, orderIds));
    expect(statuses.every((row) => row.status === 'cancelled')).toBe(true);

    // The kill did catch work under way: a job of process a was taken up again.
    const retried = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job where retry_count > 0`);
    expect(retried[0]?.count).toBeGreaterThan(0);

    for (const child of children.slice(1)) child.kill('SIGTERM');
    await Promise.all(children.slice(1).map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    await producer.jobs.stop();
  }, 60_000);
});
