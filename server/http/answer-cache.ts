import { cacheLookups } from '#server/observability/metrics.ts';

interface Entry<T> {
  value: T | undefined;
  /** The read under way for this key: concurrent misses wait for it instead of repeating it. */
  pending: Promise<T> | undefined;
  freshUntil: number;
}

/** A stale answer may still be served this many times its time to live while a fresh one is read. */
const STALE_FACTOR = 5;

export interface AnswerCache<T> {
  /** The kept answer for `key`, or `produce`'s (kept for next time); with a time to live of 0, always `produce`'s. */
  get(key: string, produce: () => Promise<T>): Promise<T>;
  /** Forgets every answer (a write in this process changed what they say); reads under way finish for their callers. */
  clear(): void;
}

/**
 * Keeps answers to reads that many shoppers repeat (searches, suggestions) for `ttlMs`. A hit costs
 * a map lookup. Concurrent misses for one key share one read, and an expired answer is served once
 * more while it is refreshed in the background, so an expensive query never piles up behind itself.
 * Each process keeps its own copy; the catalogue's change notices clear it (server/services.ts).
 */
export function createAnswerCache<T>(ttlMs: number, options: { name: string; maxEntries?: number }): AnswerCache<T> {
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, Entry<T>>();
  const hits = cacheLookups.labels({ cache: options.name, result: 'hit' });
  const misses = cacheLookups.labels({ cache: options.name, result: 'miss' });

  function read(key: string, entry: Entry<T>, produce: () => Promise<T>): Promise<T> {
    entry.pending ??= produce()
      .then((value) => {
        entry.value = value;
        entry.freshUntil = Date.now() + ttlMs;
        return value;
      })
      .finally(() => {
        entry.pending = undefined;
        if (!entry.value) entries.delete(key);
      });
    return entry.pending;
  }

  async function get(key: string, produce: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return produce();
    const now = Date.now();
    let entry = entries.get(key);
    // A stale answer served while it is read again counts as a hit: the shopper waited for no query.
    if (entry?.value && now < entry.freshUntil + ttlMs * STALE_FACTOR) hits.inc();
    else misses.inc();
    if (entry?.value && now < entry.freshUntil) return entry.value;
    if (entry?.value && now < entry.freshUntil + ttlMs * STALE_FACTOR) {
      // Refresh in the background; a failed refresh keeps the stale answer until it expires.
      read(key, entry, produce).catch(() => {});
      return entry.value;
    }
    if (!entry) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entry = { value: undefined, pending: undefined, freshUntil: 0 };
      entries.set(key, entry);
    }
    return read(key, entry, produce);
  }

  return {
    get,
    clear() {
      entries.clear();
    },
  };
}
