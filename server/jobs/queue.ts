import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobResult, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { jobRuns, queuedJobs } from '#server/observability/metrics.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** pg-boss keeps its tables in a schema of its own, apart from the shop's migrations. */
export const JOB_SCHEMA = 'jobs';

/** Every job the shop runs, and what it carries: ids only, so a job reads the truth when it runs. */
export interface JobPayloads {
  /** An online order nobody paid for gives its stock back (docs/adr/0010). */
  'release-unpaid-order': { orderId: number };
  /** One text or email of message_outbox. */
  'send-message': { messageId: number };
  /** An approved online refund sent back through the gateway that took the payment, or asked about again. */
  'send-refund': { refundId: number };
  /** The dashboard's kept figures of a Bangladesh month (its first instant, ISO), counted again. */
  'refresh-dashboard-figures': { month: string };
  /** Each courier asked about its parcels still on their way (a lost webhook must not strand an order). */
  'poll-consignments': Record<string, never>;
}
export type JobName = keyof JobPayloads;
const JOB_NAMES: readonly JobName[] = ['release-unpaid-order', 'send-message', 'send-refund', 'refresh-dashboard-figures', 'poll-consignments'];

/**
 * Queues that differ from the rest. A refresh of the dashboard is asked for by every visitor who
 * finds the figures stale: `exclusive` holds one job per key waiting or running, so many visitors
 * and processes start one recount; it is not retried, as the next stale visit asks again, and a
 * job waiting for a retry would hold that visit's request off.
 */
const QUEUE_OVERRIDES: Partial<Record<JobName, { policy: 'exclusive'; retryLimit: number }>> = {
  'refresh-dashboard-figures': { policy: 'exclusive', retryLimit: 0 },
  // A run that fails is followed by the next one on the schedule; two at once would ask twice.
  'poll-consignments': { policy: 'exclusive', retryLimit: 0 },
};

/**
 * How patient the queue is. A job whose worker died (a process killed mid-send) is given up on
 * after `expireSeconds`, noticed within `superviseSeconds`, and tried again; failed tries wait
 * `retryDelaySeconds`, doubling up to an hour. The proof test shrinks these to seconds.
 */
export interface JobTiming {
  retryLimit: number;
  retryDelaySeconds: number;
  expireSeconds: number;
  superviseSeconds: number;
  pollSeconds: number;
}

/** The supervision pass's interval comes from the JOB_SUPERVISE_SECONDS setting (server/config.ts). */
const DEFAULT_JOB_TIMING: Omit<JobTiming, 'superviseSeconds'> = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  // Longer than a gateway's own timeout (10 s for SMS), so a slow answer is not taken for a death.
  expireSeconds: 120,
  pollSeconds: 2,
};

/** Jobs a worker takes at once; more are fetched straight away while batches come back full. */
const BATCH = 10;

/** What a handler knows of its run: on the last try a failure is final, so the job can leave a state staff can act on. */
export interface JobRun {
  lastTry: boolean;
}

type Handler<N extends JobName> = (data: JobPayloads[N], run: JobRun) => Promise<void>;

/**
 * The shop's job queue: pg-boss on PostgreSQL, where every process works the same tables and a
 * job is claimed by one of them (SKIP LOCKED); on the embedded database, the same pg-boss through
 * its one connection, in the one process that may open it. Jobs are written with `enqueue` in the
 * caller's transaction, so they exist exactly when the change that asked for them committed.
 */
export function createJobQueue(
  handle: DatabaseHandle,
  options: { log: (message: string) => void; timing: Partial<JobTiming> & Pick<JobTiming, 'superviseSeconds'> },
) {
  const timing = { ...DEFAULT_JOB_TIMING, ...options.timing };
  const connection = handle.jobConnection;
  const boss = new PgBoss({
    ...(connection.kind === 'pglite'
      ? { db: fromPglite(connection.client), backend: 'pglite' as const }
      : { connectionString: connection.url, max: 3, application_name: 'dokan-jobs' }),
    schema: JOB_SCHEMA,
    // Supervising fails or retries jobs past their expiry (a dead worker's); a queue is checked at
    // most once a monitor interval, so both follow `superviseSeconds`.
    superviseIntervalSeconds: timing.superviseSeconds,
    monitorIntervalSeconds: timing.superviseSeconds,
    // A job written by one process wakes the others' workers at once, rather than at their next poll.
    useListenNotify: true,
    // The registry is a row per process rewritten every 30 s, and nothing in the shop reads it.
    registerInstance: false,
  });
  boss.on('error', (error: Error) => options.log(`job queue: ${error.message}`));

  const handlers = new Map<JobName, Handler<JobName>>();
  /** Jobs this process wrote, until they are done: for `settled` (tests, the command line, shutdown). */
  const written = new Map<string, JobName>();
  /** Jobs run on a cron schedule, set once the queue is ready (pg-boss keeps one schedule per name). */
  const schedules = new Map<JobName, string>();
  let starting: Promise<void> | null = null;
  let working = false;
  let stopped = false;
  let stopReporting = () => {};

  /** The queues' counts as of pg-boss's last monitor pass (every `superviseSeconds`): a scrape costs one small read. */
  async function reportCounts(): Promise<void> {
    for (const queue of await boss.getQueues([...JOB_NAMES])) {
      queuedJobs.gauge.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
      queuedJobs.gauge.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
      queuedJobs.gauge.set({ queue: queue.name, state: 'active' }, queue.activeCount);
      queuedJobs.gauge.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
    }
  }

  /** Installs or upgrades pg-boss's schema and the shop's queues; several processes may do it at once. */
  function ready(): Promise<void> {
    starting ??= (async () => {
      await boss.start({ attempts: 3 });
      for (const name of JOB_NAMES) {
        await boss.createQueue(name, {
          retryLimit: timing.retryLimit,
          retryDelay: timing.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: 3600,
          expireInSeconds: timing.expireSeconds,
          notify: true,
          ...QUEUE_OVERRIDES[name],
        });
      }
      stopReporting = queuedJobs.watch(reportCounts);
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {});
    })();
    return starting;
  }

  return {
    ready,

    /** Whether the queue is started and its tables answer: for the readiness check. */
    async reachable(): Promise<boolean> {
      if (stopped || !starting) return false;
      try {
        await starting;
        await boss.getQueue(JOB_NAMES[0]!);
        return true;
      } catch {
        return false;
      }
    },

    /** The work a job of this name does. It must be safe to run twice: a retry may follow a try that did it. */
    handle<N extends JobName>(name: N, handler: Handler<N>): void {
      handlers.set(name, handler as Handler<JobName>);
    },

    /** Runs a job on a cron schedule (UTC), from whichever process is free; before `ready`. */
    every(name: JobName, cron: string): void {
      schedules.set(name, cron);
    },

    /** Starts working the queues in this process (the shop, the command line); a no-op once started. */
    async work(): Promise<void> {
      await ready();
      if (working) return;
      working = true;
      for (const [name, handler] of handlers) {
        // A batch at a time, each job settled on its own: one failing send does not retry its neighbours.
        // The jobs of a batch run side by side: pg-boss gives the whole batch `expireSeconds`, so
        // one after another ten slow sends could outlast it and every job of the batch, sent or
        // not, would be tried again.
        await boss.work(
          name,
          { pollingIntervalSeconds: timing.pollSeconds, batchSize: BATCH, burstWhenBatchFull: true, perJobResults: true, includeMetadata: true },
          (jobs: JobWithMetadata<JobPayloads[typeof name]>[]) =>
            Promise.all(
              jobs.map(async (job): Promise<JobResult> => {
                try {
                  await handler(job.data, { lastTry: job.retryCount >= job.retryLimit });
                  jobRuns.inc({ queue: name, outcome: 'completed' });
                  return { id: job.id, status: 'completed' };
                } catch (error) {
                  jobRuns.inc({ queue: name, outcome: 'failed' });
                  return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
                }
              }),
            ),
        );
      }
    },

    /**
     * Writes a job in the caller's transaction: it commits, or vanishes, with the change it belongs
     * to. On the embedded database pg-boss's own statements wait for that transaction, so `ready`
     * must have been awaited before it began (the order service does).
     */
    async enqueue<N extends JobName>(tx: Transaction, name: N, data: JobPayloads[N], when: { afterSeconds?: number } = {}): Promise<void> {
      const id = await boss.send(name, data, {
        // drizzle's transactions are typed apart from pg-boss's adapter; they answer the same execute().
        db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
        ...(when.afterSeconds ? { startAfter: when.afterSeconds } : {}),
      });
      if (id && !when.afterSeconds) written.set(id, name);
    },

    /**
     * Asks for a job in the caller's transaction, unless one with the same key is already waiting
     * or running (for queues whose policy holds one per key): answers whether this call queued it.
     * As with `enqueue`, `ready` must have been awaited before the transaction began.
     */
    async enqueueOnce<N extends JobName>(tx: Transaction, name: N, data: JobPayloads[N], singletonKey: string): Promise<boolean> {
      const id = await boss.send(name, data, {
        singletonKey,
        db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
      });
      if (id) written.set(id, name);
      return id !== null;
    },

    /** Whether this process wrote a job that is due and not yet seen done. */
    written: (): boolean => written.size > 0,

    /**
     * Resolves once the due jobs this process wrote have run, or are waiting for a retry (a
     * gateway that is down does not hold the caller), or after `timeoutMs`. A job that never
     * committed is not found, and counts as settled.
     */
    async settled(timeoutMs = 15_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (written.size > 0 && Date.now() < until && !stopped && starting) {
        for (const [id, name] of written) {
          const job = await boss.getJobById(name, id);
          if (!job || job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled' || job.state === 'retry') written.delete(id);
        }
        if (written.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      written.clear();
    },

    /**
     * Stops taking jobs and waits up to `graceMs` for the ones under way; one cut short is
     * taken up again by a process, after `expireSeconds`. Before the database closes.
     */
    async stop(graceMs = 10_000): Promise<void> {
      if (!starting || stopped) return;
      stopped = true;
      stopReporting();
      await starting.catch(() => {});
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
