import { cacheLookups } from '#server/observability/metrics.ts';

/**
 * Keeps the last answer of a shared, non-personal read for a short time, so a burst of shoppers
 * opening the home page costs one set of queries. Each process keeps its own copy; `ttlMs` bounds
 * how stale it can be. A failed read is not kept.
 */
export interface Memoized<T> {
  (): Promise<T>;
  /** Forgets the kept answer, so the next call reads again (a write in this process changed it). */
  clear(): void;
}

/** `name` labels the cache's hits and misses in the metrics (server/observability/metrics.ts). */
export function memoize<T>(ttlMs: number, read: () => PromiseLike<T>, name: string): Memoized<T> {
  let value: Promise<T> | undefined;
  let expiresAt = 0;
  const hits = cacheLookups.labels({ cache: name, result: 'hit' });
  const misses = cacheLookups.labels({ cache: name, result: 'miss' });
  const memoized = () => {
    const now = Date.now();
    if (value && now < expiresAt) hits.inc();
    else {
      misses.inc();
      expiresAt = now + ttlMs;
      // Wrapped in a real promise: Drizzle's query builders run their query again on every await.
      const pending = (async () => read())();
      value = pending;
      pending.catch(() => {
        if (value === pending) value = undefined;
      });
    }
    return value;
  };
  return Object.assign(memoized, {
    clear() {
      value = undefined;
    },
  });
}
