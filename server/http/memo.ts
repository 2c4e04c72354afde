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

export function memoize<T>(ttlMs: number, read: () => PromiseLike<T>): Memoized<T> {
  let value: Promise<T> | undefined;
  let expiresAt = 0;
  const memoized = () => {
    const now = Date.now();
    if (!value || now >= expiresAt) {
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
