import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_SETTINGS_MESSAGES, shopSettingsPatchSchema } from '#domain/shop-settings.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { adminSettingsAnswers, adminSettingsUpdatedAnswers } from './answers.ts';

/** The back office's settings: contact details, identifiers, delivery charges and ways to pay. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const { settings } = services;
  const tags = ['back office: settings'];
  const { onRequest, security } = guard;

  // Staff must see what is in the database now, and nothing in between may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/settings',
    {
      onRequest,
      schema: { tags, operationId: 'adminGetSettings', summary: 'The shop’s settings with their version', security, response: adminSettingsAnswers },
    },
    async () => ({ success: true as const, message: 'OK', data: await settings.get() }),
  );

  app.patch(
    '/settings',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateSettings',
        summary: 'Change the settings: the fields sent, as of the version sent; the storefront shows the change at once',
        security,
        body: shopSettingsPatchSchema,
        response: adminSettingsUpdatedAnswers,
      },
    },
    async (request) => ({ success: true as const, message: SHOP_SETTINGS_MESSAGES.saved, data: await settings.update(request.body, guard.actor(request)) }),
  );
};
