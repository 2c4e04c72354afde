import type { FastifyInstance } from 'fastify';
import { httpRequests } from './metrics.ts';

/**
 * Times every answer under its route template (`/api/products/:slug`, the pages' catch-all), so a
 * shopper's URL never becomes a series of its own. A request no route matched (a 404 before
 * routing, a refused host) is counted as `unmatched`.
 */
export function recordRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
