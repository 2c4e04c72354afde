import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics. One registry per process, at module level: the caches and
 * the job queue count into it from wherever they are made, without every service being handed a
 * metrics object. Served only on the metrics port (server/observability/metrics-server.ts), never
 * on the shop's own.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Histogram({
  name: 'dokan_http_request_duration_seconds',
  help: 'Requests by route template (not the raw URL, so the series stay few), method and status, with their latency.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const cacheLookups = new Counter({
  name: 'dokan_cache_lookups_total',
  help: 'Lookups of the in-process caches (docs/adr/0006) by cache and result: hit (a kept answer served) or miss (read again).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'dokan_job_runs_total',
  help: 'Jobs run by this process, by queue and outcome (completed or failed; a failed job is retried until its retry limit).',
  labelNames: ['queue', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Something that sets a gauge's values when scraped (a database pool, a job queue), while it is open. */
type Source = () => Promise<void> | void;

/** A gauge read from its sources at each scrape; a closed source's series go with it. */
function gaugeOfSources<L extends string>(config: { name: string; help: string; labelNames: readonly L[] }) {
  const sources = new Set<Source>();
  const gauge = new Gauge({
    ...config,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      await Promise.all([...sources].map(async (source) => source()));
    },
  });
  /** Reports through the gauge until the returned function is called. */
  const watch = (source: Source) => {
    sources.add(source);
    return () => {
      sources.delete(source);
    };
  };
  return { gauge, watch };
}

export const poolConnections = gaugeOfSources({
  name: 'dokan_db_pool_connections',
  help: 'Connections of the shop database pool by state: open, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
});

export const queuedJobs = gaugeOfSources({
  name: 'dokan_jobs',
  help: 'Jobs in the queue by queue and state: ready (due now), deferred (due later or waiting for a retry), active, failed (kept a while).',
  labelNames: ['queue', 'state'] as const,
});

let defaultsCollected = false;

/** The Node.js process's own figures (event-loop delay, heap, CPU, handles); once per process, by the metrics server. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}
