import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M, PROFILE_IMAGE_MAX_BYTES } from '#domain/account.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { requireCustomer } from '#server/modules/auth/plugin.ts';
import type { AppServices } from '#server/services.ts';
import { orderIdParams, orderListQuery, pageQuery, profileBody } from './schemas.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import { access, UPLOAD_EXTENSION } from '#server/http/openapi/document.ts';
import {
  orderAnswers,
  orderListAnswers,
  profileAnswers,
  profileImageAnswers,
  purchaseHistoryAnswers,
  refundRequestListAnswers,
  summaryAnswers,
} from './answers.ts';

const PROFILE_IMAGE_FIELD = 'profile_image';

/** The dashboard API: everything here is the signed-in customer's own data. */
export const accountRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { account } = services;
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onSend', noStoreOnSend);
  const tags = ['dashboard'];

  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags,
        operationId: 'getDashboardSummary',
        summary: 'Order figures, unread notifications and recent activity',
        security: access.customer,
        response: summaryAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      return { success: true as const, message: 'OK', data: await account.summary(customer.id) };
    },
  );

  app.get(
    '/dashboard/orders',
    {
      schema: {
        tags,
        operationId: 'listMyOrders',
        summary: "The customer's orders, newest first",
        security: access.customer,
        querystring: orderListQuery,
        response: orderListAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      return { success: true as const, message: 'OK', ...(await account.orders(customer.id, request.query)) };
    },
  );

  app.get(
    '/dashboard/orders/:id',
    {
      schema: {
        tags,
        operationId: 'getMyOrder',
        summary: 'One order with its items, timeline and refund requests',
        security: access.customer,
        params: orderIdParams,
        response: orderAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      const order = await account.order(customer.id, request.params.id);
      if (!order) throw notFound(M.orderNotFound);
      return { success: true as const, message: 'OK', data: order };
    },
  );

  app.get(
    '/dashboard/purchase-history',
    {
      schema: {
        tags,
        operationId: 'listPurchaseHistory',
        summary: 'Items of delivered or paid orders, newest first',
        security: access.customer,
        querystring: pageQuery,
        response: purchaseHistoryAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      return { success: true as const, message: 'OK', ...(await account.purchaseHistory(customer.id, request.query)) };
    },
  );

  app.get(
    '/dashboard/refund-requests',
    {
      schema: {
        tags,
        operationId: 'listMyRefundRequests',
        summary: "The customer's refund requests, newest first",
        security: access.customer,
        querystring: pageQuery,
        response: refundRequestListAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      return { success: true as const, message: 'OK', ...(await account.refundRequests(customer.id, request.query)) };
    },
  );

  app.put(
    '/dashboard/profile',
    {
      schema: {
        tags,
        operationId: 'updateProfile',
        summary: 'Update name, contact details, birthday, gender and address; a field left out keeps its value, null or blank clears it',
        security: access.customer,
        body: profileBody,
        response: profileAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      const updated = await account.updateProfile(customer.id, request.body);
      return { success: true as const, message: M.profileUpdated, data: { customer: updated } };
    },
  );

  app.post(
    '/dashboard/profile/upload-image',
    {
      schema: {
        tags,
        operationId: 'uploadProfileImage',
        summary: 'Replace the profile image (multipart field profile_image: JPEG, PNG or WebP up to 5 MB)',
        security: access.customer,
        consumes: ['multipart/form-data'],
        // No `body`: Fastify would validate the multipart body against it. The document describes the form from this.
        [UPLOAD_EXTENSION]: { field: PROFILE_IMAGE_FIELD, accepts: 'image/jpeg, image/png, image/webp' },
        response: profileImageAnswers,
      },
    },
    async (request) => {
      const { customer } = await requireCustomer(services, request);
      const updated = await account.uploadProfileImage(customer.id, await readProfileImage(request));
      // Nothing ever clears a profile image, so after an upload there always is one.
      if (updated.profile_image === null) throw new Error('the uploaded profile image was not saved');
      return { success: true as const, message: M.imageUploaded, data: { customer: updated, profile_image: updated.profile_image } };
    },
  );
};

const refuse = (message: string) => validationError({ [PROFILE_IMAGE_FIELD]: [message] }, message);

/** The uploaded file's bytes, held in memory: at most 5 MB, and sharp needs them whole anyway. */
async function readProfileImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(M.imageRequired);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== PROFILE_IMAGE_FIELD) throw refuse(M.imageRequired);
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw refuse(M.imageRequired);
    return bytes;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, M.imageTooLarge, { [PROFILE_IMAGE_FIELD]: [M.imageTooLarge] });
    if (isMultipartError(error, 'FST_FILES_LIMIT') || isMultipartError(error, 'FST_PARTS_LIMIT') || isMultipartError(error, 'FST_FIELDS_LIMIT')) {
      throw refuse(M.imageRequired);
    }
    // Anything else here is the parser failing on the body the client sent ("Multipart: Boundary not
    // found", "Unexpected end of multipart data"): plain Errors, which would otherwise answer 500.
    request.log.info({ err: error }, 'unreadable profile image upload');
    throw refuse(M.imageRequired);
  }
}

function isMultipartError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
