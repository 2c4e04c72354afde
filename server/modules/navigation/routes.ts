import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheShared } from '#server/http/cache.ts';
import { access } from '#server/http/openapi/document.ts';
import type { AppServices } from '#server/services.ts';
import { allNavigationAnswers, footerAnswers, headerAnswers, settingsAnswers } from './answers.ts';

export const navigationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { navigation } = services;
  const tags = ['navigation'];
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) cacheShared(reply);
    return payload;
  });
  const ok = <T>(data: T) => ({ success: true as const, data, message: 'OK' });
  app.get(
    '/navigation/header',
    { schema: { tags, operationId: 'getNavigationHeader', summary: 'Header menu and category mega menu', security: access.public, response: headerAnswers } },
    async () => ok(await navigation.header()),
  );
  app.get(
    '/navigation/footer',
    { schema: { tags, operationId: 'getNavigationFooter', summary: 'Footer sections and links', security: access.public, response: footerAnswers } },
    async () => ok(await navigation.footer()),
  );
  app.get(
    '/navigation/all',
    {
      schema: {
        tags,
        operationId: 'getNavigation',
        summary: 'Header, footer and shop settings in one request',
        security: access.public,
        response: allNavigationAnswers,
      },
    },
    async () => ok(await navigation.all()),
  );
  app.get(
    '/settings',
    { schema: { tags, operationId: 'getShopSettings', summary: 'Shop contact details and social links', security: access.public, response: settingsAnswers } },
    async () => ok(await navigation.settings()),
  );
};
