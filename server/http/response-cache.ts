import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { cacheLookups } from '#server/observability/metrics.ts';

interface CachedBody {
  body: string;
  etag: string;
}

interface Entry {
  value: CachedBody | undefined;
  /** The read under way for this key: concurrent misses wait for it instead of repeating it. */
  pending: Promise<CachedBody> | undefined;
  freshUntil: number;
}

/** A stale answer may still be served this many times its time to live while a fresh one is read. */
const STALE_FACTOR = 5;

/**
 * Keeps whole JSON answers, already serialised and hashed, for reads that many shoppers repeat
 * (searches, suggestions). A hit costs a map lookup. Concurrent misses for one key share one read,
 * and an expired answer is served once more while it is refreshed in the background, so an
 * expensive query never piles up behind itself.
 */
export function createResponseCache(ttlMs: number, options: { name: string; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, Entry>();
  const hits = cacheLookups.labels({ cache: options.name, result: 'hit' });
  const misses = cacheLookups.labels({ cache: options.name, result: 'miss' });

  function read(key: string, entry: Entry, produce: () => Promise<unknown>): Promise<CachedBody> {
    entry.pending ??= produce()
      .then((data) => {
        const body = JSON.stringify(data);
        const value = { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
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

  async function lookup(key: string, produce: () => Promise<unknown>): Promise<CachedBody> {
    if (ttlMs <= 0) {
      const body = JSON.stringify(await produce());
      return { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
    }
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

  async function sendCachedJson(reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
    const { body, etag } = await lookup(key, produce);
    return reply.header('etag', etag).type('application/json; charset=utf-8').send(body);
  }
  return Object.assign(sendCachedJson, {
    /** Forgets every answer (a write in this process changed what they say); reads under way finish for their callers. */
    clear() {
      entries.clear();
    },
  });
}
