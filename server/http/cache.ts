import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Catalogue answers may be cached briefly by browsers and a CDN; the ETag (added by @fastify/etag)
 * turns every revalidation into a cheap 304.
 */
export function cacheCatalogue(reply: FastifyReply, seconds = 60) {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

export function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** An onSend hook for plugins whose every answer is personal (sessions, orders, carts, payments). */
export async function noStoreOnSend(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  noStore(reply);
  return payload;
}
