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

const readiness = {
  database: z.enum(['up', 'down']),
  jobs: z.enum(['up', 'down']).describe('The job queue (texts and emails after orders, releases of unpaid orders, refunds)'),
};

const ready = z.object({ success: z.literal(true), status: z.literal('ready'), ...readiness }).describe('The process can take shoppers: send it traffic');

const notReady = z
  .object({ success: z.literal(false), status: z.literal('not_ready'), ...readiness })
  .describe('The process cannot take shoppers yet, or any more (starting, stopping, or its database or job queue does not answer): send traffic elsewhere');

/** A probe waits this long at most: a database that hangs is as unready as one that refuses. */
const READY_PROBE_MS = 2_000;

function answersWithin(probe: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_PROBE_MS);
  });
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}

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

  // For a load balancer: unlike the health check, a process whose job queue does not answer is not
  // sent shoppers, since an order placed there would wait for its texts and its unpaid release.
  // While the process stops, Fastify answers 503 here before the handler (return503OnClosing).
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkReady',
        summary: 'Whether this process should be sent traffic',
        security: access.public,
        response: answers({ 200: ready, 503: notReady }),
      },
    },
    async (_request, reply) => {
      const [databaseUp, jobsUp] = await Promise.all([answersWithin(isDatabaseReachable(services.database.db)), answersWithin(services.jobs.reachable())]);
      noStore(reply);
      const parts = { database: databaseUp ? ('up' as const) : ('down' as const), jobs: jobsUp ? ('up' as const) : ('down' as const) };
      if (databaseUp && jobsUp) return { success: true as const, status: 'ready' as const, ...parts };
      reply.code(503);
      return { success: false as const, status: 'not_ready' as const, ...parts };
    },
  );
};
