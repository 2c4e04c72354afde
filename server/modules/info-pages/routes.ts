import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INFO_PAGE_MESSAGES, infoPagePatchSchema } from '#domain/info-pages.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { adminInfoPageAnswers, adminInfoPageListAnswers, adminInfoPageUpdatedAnswers, infoPageParams } from './answers.ts';

/** The back office's policy and information pages: their title, description and body. */
export const adminInfoPageRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const { infoPages } = services;
  const tags = ['back office: pages'];
  const { onRequest, security } = guard;

  // Staff must see what is in the database now, and nothing in between may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/pages',
    {
      onRequest,
      schema: { tags, operationId: 'adminListInfoPages', summary: 'The policy and information pages', security, response: adminInfoPageListAnswers },
    },
    async () => ({ success: true as const, message: 'OK', data: await infoPages.list() }),
  );

  app.get(
    '/pages/:slug',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminGetInfoPage',
        summary: 'One page with its body and version',
        security,
        params: infoPageParams,
        response: adminInfoPageAnswers,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await infoPages.get(request.params.slug) }),
  );

  app.patch(
    '/pages/:slug',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateInfoPage',
        summary: 'Change a page: the fields sent, as of the version sent; the storefront shows it at once',
        security,
        params: infoPageParams,
        body: infoPagePatchSchema,
        response: adminInfoPageUpdatedAnswers,
      },
    },
    async (request) => ({
      success: true as const,
      message: INFO_PAGE_MESSAGES.saved,
      data: await infoPages.update(request.params.slug, request.body, guard.actor(request)),
    }),
  );
};
