import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseReachable } from '#server/db/client.ts';
import { noStore } from '#server/http/cache.ts';
import { answers } from '#server/http/openapi/answers.ts';
import { access } from '#server/http/openapi/document.ts';
import type { AppServices } from '#server/services.ts';

const healthFields = {
  database_kind: z.enum(['postgres', 'pglite']),
  uptime_seconds: z.number().int(),
  timestamp: z.iso.datetime(),
};

const healthy = z
  .object({ success: z.literal(true), status: z.literal('ok'), database: z.literal('up'), ...healthFields })
  .describe('The server runs and reaches its database');

const degraded = z
  .object({ success: z.literal(false), status: z.literal('degraded'), database: z.literal('down'), ...healthFields })
  .describe('The server runs but cannot reach its database');

export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/health-check',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkHealth',
        summary: 'Liveness and database reachability',
        security: access.public,
        response: answers({ 200: healthy, 503: degraded }),
      },
    },
    async (_request, reply) => {
      const databaseUp = await isDatabaseReachable(services.database.db);
      noStore(reply);
      const facts = { database_kind: services.database.kind, uptime_seconds: Math.round(process.uptime()), timestamp: new Date().toISOString() };
      if (databaseUp) return { success: true as const, status: 'ok' as const, database: 'up' as const, ...facts };
      reply.code(503);
      return { success: false as const, status: 'degraded' as const, database: 'down' as const, ...facts };
    },
  );
};
