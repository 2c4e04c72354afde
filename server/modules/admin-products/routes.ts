import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productEditSchema, productPatchSchema } from '#domain/product-edit.ts';
import { notFound } from '#server/http/errors.ts';
import type { AppServices } from '#server/services.ts';
import {
  adminProductAnswers,
  adminProductCreatedAnswers,
  adminProductDeletedAnswers,
  adminProductDuplicatedAnswers,
  adminProductListAnswers,
  adminProductUpdatedAnswers,
} from './answers.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import { adminProductListQuery, adminProductParams } from './schemas.ts';
import { ADMIN_PRODUCT_MESSAGES } from './service.ts';

/** The back office's catalogue: staff list, read, create, change, copy and delete products. */
export const adminProductRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const products = services.adminProducts;
  const tags = ['back office: products'];
  const { onRequest, security } = guard;

  // Staff must see what is in the database now, and nothing in between may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/products',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListProducts',
        summary: 'Products by name or SKU, category, brand, status, stock and price, a page at a time',
        security,
        querystring: adminProductListQuery,
        response: adminProductListAnswers,
      },
    },
    async (request) => ({ success: true as const, ...(await products.list(request.query)) }),
  );

  app.get(
    '/products/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminGetProduct',
        summary: 'A product with every field staff edit',
        security,
        params: adminProductParams,
        response: adminProductAnswers,
      },
    },
    async (request) => {
      const product = await products.get(request.params.id);
      if (!product) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
      return { success: true as const, message: 'OK', data: product };
    },
  );

  app.post(
    '/products',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateProduct',
        summary: 'Create a product (hidden unless the status says otherwise)',
        security,
        body: productEditSchema,
        response: adminProductCreatedAnswers,
      },
    },
    async (request, reply) => {
      const product = await products.create(request.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Product created.', data: product });
    },
  );

  app.patch(
    '/products/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateProduct',
        summary: 'Change a product: the fields sent, as of the version sent (hide, show and archive are a status change)',
        security,
        params: adminProductParams,
        body: productPatchSchema,
        response: adminProductUpdatedAnswers,
      },
    },
    async (request) => {
      const product = await products.update(request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Product saved.', data: product };
    },
  );

  app.post(
    '/products/:id/duplicate',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDuplicateProduct',
        summary: 'Copy a product, hidden and with no stock, to start a similar one',
        security,
        params: adminProductParams,
        response: adminProductDuplicatedAnswers,
      },
    },
    async (request, reply) => {
      const product = await products.duplicate(request.params.id, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Product copied.', data: product });
    },
  );

  app.delete(
    '/products/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteProduct',
        summary: 'Delete a product that was never ordered (one that was must be archived)',
        security,
        params: adminProductParams,
        response: adminProductDeletedAnswers,
      },
    },
    async (request) => {
      await products.remove(request.params.id, guard.actor(request));
      return { success: true as const, message: 'Product deleted.', data: null };
    },
  );
};
