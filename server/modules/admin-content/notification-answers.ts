import { z } from 'zod';
import { PUBLIC_NOTIFICATION_TYPES } from '#domain/public-notification-edit.ts';
import { answers, envelope, messageOnly } from '#server/http/openapi/answers.ts';

const adminPublicNotification = z.object({
  id: z.number().int(),
  type: z.enum([...PUBLIC_NOTIFICATION_TYPES, 'order', 'payment']).describe('Chooses the icon the shop shows'),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable().describe('A page of the shop the notification opens, or null'),
  created_at: z.iso.datetime(),
});
z.globalRegistry.add(adminPublicNotification, { id: 'AdminPublicNotification', description: 'A notification every shopper sees, as the back office edits it' });

const everyError = [401, 403] as const;

export const notificationListAnswers = answers({ 200: envelope(z.array(adminPublicNotification), 'Every public notification, newest first') }, [...everyError]);
export const notificationCreatedAnswers = answers({ 201: envelope(adminPublicNotification, 'The notification as created') }, [...everyError, 422]);
export const notificationUpdatedAnswers = answers({ 200: envelope(adminPublicNotification, 'The notification as changed') }, [...everyError, 404, 422]);
export const notificationDeletedAnswers = answers({ 200: messageOnly('The notification is gone') }, [...everyError, 404, 422]);
