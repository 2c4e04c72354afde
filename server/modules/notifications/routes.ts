import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheShared, noStore } from '#server/http/cache.ts';
import { requireCustomer } from '#server/modules/auth/plugin.ts';
import type { AppServices } from '#server/services.ts';
import { access } from '#server/http/openapi/document.ts';
import {
  markAllReadAnswers,
  markReadAnswers,
  notificationIdParams,
  notificationPageQuery,
  ownNotificationsAnswers,
  publicNotificationsAnswers,
  unreadCountAnswers,
} from './schemas.ts';

const MESSAGES = {
  list: 'Notifications retrieved successfully.',
  count: 'Unread notification count retrieved successfully.',
  markedRead: 'Notification marked as read.',
  markedAllRead: 'All notifications marked as read.',
} as const;

export const notificationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { notifications } = services;
  const tags = ['notifications'];

  app.get(
    '/customer-notifications',
    {
      schema: {
        tags,
        operationId: 'listOwnNotifications',
        summary: "The signed-in customer's own notifications, newest first",
        security: access.customer,
        querystring: notificationPageQuery,
        response: ownNotificationsAnswers,
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(services, request);
      noStore(reply);
      return { success: true as const, message: MESSAGES.list, ...(await notifications.forCustomer(customer.id, request.query)) };
    },
  );

  app.get(
    '/customer-notifications/count',
    {
      schema: {
        tags,
        operationId: 'countUnreadNotifications',
        summary: 'How many own and public notifications the signed-in customer has not read',
        security: access.customer,
        response: unreadCountAnswers,
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(services, request);
      noStore(reply);
      return { success: true as const, message: MESSAGES.count, data: { count: await notifications.unreadCount(customer.id) } };
    },
  );

  app.patch(
    '/customer-notifications/:id/read',
    {
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Mark one own or public notification read (repeating it is harmless)',
        security: access.customer,
        params: notificationIdParams,
        response: markReadAnswers,
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(services, request);
      noStore(reply);
      await notifications.markRead(customer.id, request.params.id);
      return { success: true as const, message: MESSAGES.markedRead, data: null };
    },
  );

  app.post(
    '/customer-notifications/mark-all-read',
    {
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every own and public notification read',
        security: access.customer,
        response: markAllReadAnswers,
      },
    },
    async (request, reply) => {
      const { customer } = await requireCustomer(services, request);
      noStore(reply);
      await notifications.markAllRead(customer.id);
      return { success: true as const, message: MESSAGES.markedAllRead, data: null };
    },
  );

  app.get(
    '/public-notifications',
    {
      schema: {
        tags,
        operationId: 'listPublicNotifications',
        summary: "Notifications for every visitor; read flags are the signed-in customer's",
        security: access.optional,
        querystring: notificationPageQuery,
        response: publicNotificationsAnswers,
      },
    },
    async (request, reply) => {
      // A request carrying a session gets its own read flags, so only anonymous answers may be shared.
      const signedIn = await services.auth.customerForToken(request.sessionToken);
      if (request.sessionToken) noStore(reply);
      else cacheShared(reply);
      reply.header('vary', 'authorization, cookie');
      return { success: true as const, message: MESSAGES.list, ...(await notifications.publicList(signedIn?.customer.id ?? null, request.query)) };
    },
  );
};
