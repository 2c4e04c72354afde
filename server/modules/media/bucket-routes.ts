import type { FastifyPluginAsync } from 'fastify';
import type { MediaStore } from './store.ts';

/**
 * `/media/*` when the pictures live in a bucket: each file is read from the bucket and passed on
 * under the shop's own address, with the same year-long caching as files from the folder (their
 * names carry a content hash), so a CDN in front of the shop keeps them and the bucket need not be
 * public.
 */
export const bucketMediaRoutes: FastifyPluginAsync<{ store: MediaStore }> = async (app, { store }) => {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const relativePath = (request.params as { '*': string })['*'];
    const file = await store.open(relativePath);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.contentType ?? 'application/octet-stream');
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.send(file.body);
  });
};
