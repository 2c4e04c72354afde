import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE_EACH_TIME } from '#domain/http-cache.ts';

/**
 * Catalogue, settings and other shared answers: browsers and a CDN keep them but ask again before
 * each use (docs/adr/0012), so a back-office change is never hidden behind a kept copy; the ETag
 * (added by @fastify/etag) turns every unchanged revalidation into a cheap 304.
 */
export function cacheShared(reply: FastifyReply) {
  reply.header('cache-control', REVALIDATE_EACH_TIME);
}

export function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** An onSend hook for plugins whose every answer is personal (sessions, orders, carts, payments). */
export async function noStoreOnSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  noStore(reply);
  return payload;
}
