import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '#server/services.ts';
import { newsletterErrorHandler } from './errors.ts';
import { NEWSLETTER_MESSAGES as M } from './messages.ts';
import { subscribeAnswers, subscribeBody, unsubscribeAnswers, unsubscribeBody } from './schemas.ts';
import { access } from '#server/http/openapi/document.ts';
import { noStoreOnSend } from '#server/http/cache.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { newsletter } = services;
  const tags = ['newsletter'];
  app.setErrorHandler(newsletterErrorHandler);
  // Answers carry unsubscribe tokens and say who subscribed.
  app.addHook('onSend', noStoreOnSend);

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags,
        operationId: 'subscribeNewsletter',
        summary: 'Subscribe an email (again, after it unsubscribed); answers with its unsubscribe token',
        security: access.public,
        body: subscribeBody,
        response: subscribeAnswers,
      },
    },
    async (request, reply) => {
      const data = await newsletter.subscribe(request.body, request.ip);
      return reply.code(201).send({ success: true, message: M.subscribed, data });
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        operationId: 'unsubscribeNewsletter',
        summary: 'Unsubscribe with the token from the subscription; without one, mail the subscriber a link (202)',
        security: access.public,
        body: unsubscribeBody,
        response: unsubscribeAnswers,
      },
    },
    async (request, reply) => {
      const { email, unsubscribe_token: token } = request.body;
      if (!token) {
        await newsletter.sendUnsubscribeLink(email, request.ip);
        return reply.code(202).send({ success: true, message: M.unsubscribeLinkSent, data: null });
      }
      await newsletter.unsubscribe({ email, unsubscribe_token: token }, request.ip);
      return { success: true, message: M.unsubscribed, data: null };
    },
  );
};
