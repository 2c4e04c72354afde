import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseReachable } from '#server/db/client.ts';
import { noStore } from '#server/http/cache.ts';
import type { AppServices } from '#server/services.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get('/health-check', { schema: { tags: ['health'], summary: 'Liveness and database reachability' } }, async (_request, reply) => {
    const databaseUp = await isDatabaseReachable(services.database.db);
    noStore(reply);
    reply.code(databaseUp ? 200 : 503);
    return {
      success: databaseUp,
      status: databaseUp ? 'ok' : 'degraded',
      database: databaseUp ? 'up' : 'down',
      database_kind: services.database.kind,
      uptime_seconds: Math.round(process.uptime()),
      timestamp: new Date().toISOString(),
    };
  });
};
