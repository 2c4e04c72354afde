import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { TtlCache } from './ttl-cache.ts';

interface CachedBody {
  body: string;
  etag: string;
}

/**
 * Keeps whole JSON answers, already serialised and hashed, for reads that many shoppers repeat
 * (searches, suggestions). A hit costs a map lookup instead of queries, serialisation and hashing.
 */
export function createResponseCache(ttlMs: number, maxEntries = 1_000) {
  const cache = new TtlCache<string, CachedBody>(ttlMs, maxEntries);
  return async function sendCachedJson(reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
    let entry = cache.get(key);
    if (!entry) {
      const body = JSON.stringify(await produce());
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
      cache.set(key, entry);
    }
    return reply.header('etag', entry.etag).type('application/json; charset=utf-8').send(entry.body);
  };
}
