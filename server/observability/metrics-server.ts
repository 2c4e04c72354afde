import { createServer, type Server } from 'node:http';
import { collectProcessMetrics, metricsRegistry } from './metrics.ts';

/**
 * Serves `GET /metrics` in Prometheus's text format on a port of its own, apart from the shop's:
 * the figures name routes, queues and load, which are for the people running the shop, and a
 * separate port can be left off the load balancer and firewalled to the scraper.
 */
export async function startMetricsServer(options: { port: number; host: string }): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
