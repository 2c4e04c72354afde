import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicNotificationCreateSchema, publicNotificationPatchSchema } from '#domain/public-notification-edit.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { notificationCreatedAnswers, notificationDeletedAnswers, notificationListAnswers, notificationUpdatedAnswers } from './notification-answers.ts';
import { contentParams } from './schemas.ts';

/** The notifications every shopper sees: staff add, change and delete them; a customer's own are not reachable here. */
export const adminNotificationRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const notifications = services.adminNotifications;
  const tags = ['back office: notifications'];
  const { onRequest, security } = guard;
  app.addHook('onSend', noStoreOnSend);

  app.get(
    '/notifications',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListPublicNotifications',
        summary: 'Every public notification, newest first',
        security,
        response: notificationListAnswers,
      },
    },
    async () => ({ success: true as const, message: 'OK', data: await notifications.list() }),
  );

  app.post(
    '/notifications',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreatePublicNotification',
        summary: 'Add a notification every shopper sees at once',
        security,
        body: publicNotificationCreateSchema,
        response: notificationCreatedAnswers,
      },
    },
    async (request, reply) => {
      const created = await notifications.create(request.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Notification published.', data: created });
    },
  );

  app.patch(
    '/notifications/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdatePublicNotification',
        summary: 'Change a public notification: the fields sent',
        security,
        params: contentParams,
        body: publicNotificationPatchSchema,
        response: notificationUpdatedAnswers,
      },
    },
    async (request) => {
      const saved = await notifications.update(request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Notification saved.', data: saved };
    },
  );

  app.delete(
    '/notifications/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeletePublicNotification',
        summary: 'Delete a public notification; shoppers stop seeing it at once',
        security,
        params: contentParams,
        response: notificationDeletedAnswers,
      },
    },
    async (request) => {
      await notifications.remove(request.params.id, guard.actor(request));
      return { success: true as const, message: 'Notification deleted.', data: null };
    },
  );
};
