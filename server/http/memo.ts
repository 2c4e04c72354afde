/**
 * Keeps the last answer of a shared, non-personal read for a short time, so a burst of shoppers
 * opening the home page costs one set of queries. Each process keeps its own copy; `ttlMs` bounds
 * how stale it can be. A failed read is not kept.
 */
export function memoize<T>(ttlMs: number, read: () => PromiseLike<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let expiresAt = 0;
  return () => {
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
}
