import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheCatalogue } from '#server/http/cache.ts';
import type { AppServices } from '#server/services.ts';

export const navigationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { navigation } = services;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) cacheCatalogue(reply, 300);
    return payload;
  });
  const ok = <T>(data: T) => ({ success: true as const, data, message: 'OK' });
  app.get('/navigation/header', { schema: { tags: ['navigation'] } }, async () => ok(await navigation.header()));
  app.get('/navigation/footer', { schema: { tags: ['navigation'] } }, async () => ok(await navigation.footer()));
  app.get('/navigation/all', { schema: { tags: ['navigation'] } }, async () => ok(await navigation.all()));
  app.get('/settings', { schema: { tags: ['navigation'], summary: 'Shop contact details and social links' } }, async () =>
    ok(await navigation.settings()),
  );
};
