import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStoreOnSend } from '#server/http/cache.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { subscriberExportAnswers, subscriberListAnswers } from './newsletter-answers.ts';
import { subscriberExportQuery, subscriberQuery } from './schemas.ts';

/** The newsletter's subscribers, read-only: visitors subscribe and unsubscribe themselves. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const tags = ['back office: newsletter'];
  const { onRequest, security } = guard;
  // Subscribers' emails are personal: nothing in between may keep a copy.
  app.addHook('onSend', noStoreOnSend);

  app.get(
    '/newsletter-subscribers',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListNewsletterSubscribers',
        summary: 'Newsletter subscribers, newest first, unsubscribed ones included, searched by email',
        security,
        querystring: subscriberQuery,
        response: subscriberListAnswers,
      },
    },
    async (request) => {
      const { data, ...meta } = await services.adminNewsletter.list(request.query);
      return { success: true as const, message: 'OK', data, meta };
    },
  );

  app.get(
    '/newsletter-subscribers/export.csv',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminExportNewsletterSubscribers',
        summary: 'Every subscriber matching the search as a CSV file',
        security,
        querystring: subscriberExportQuery,
        produces: ['text/csv'],
        response: subscriberExportAnswers,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
      return services.adminNewsletter.csv(request.query.search);
    },
  );
};
