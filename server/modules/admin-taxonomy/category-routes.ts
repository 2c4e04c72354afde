import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATEGORY_MESSAGES as M, categoryCreateSchema, categoryPatchSchema, categoryPositionSchema } from '#domain/category-edit.ts';
import { notFound } from '#server/http/errors.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { categoryAnswers, categoryCreatedAnswers, categoryDeletedAnswers, categoryTreeAnswers, categoryUpdatedAnswers } from './answers.ts';
import { taxonomyParams } from './schemas.ts';

/** The back office's category tree: staff add, rename, move, reorder, hide, feature and delete categories. */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const categories = services.adminCategories;
  const tags = ['back office: categories'];
  const { onRequest, security } = guard;

  // Staff must see what is in the database now, and nothing in between may keep a copy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/categories',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListCategories',
        summary: 'The whole category tree in order, hidden categories included, with product counts',
        security,
        response: categoryTreeAnswers,
      },
    },
    async () => ({ success: true as const, message: 'OK', data: await categories.tree() }),
  );

  app.get(
    '/categories/:id',
    {
      onRequest,
      schema: { tags, operationId: 'adminGetCategory', summary: 'A category', security, params: taxonomyParams, response: categoryAnswers },
    },
    async (request) => {
      const category = await categories.get(request.params.id);
      if (!category) throw notFound(M.notFound);
      return { success: true as const, message: 'OK', data: category };
    },
  );

  app.post(
    '/categories',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateCategory',
        summary: 'Add a category, at the top level or under a parent; the slug is made from the name when left empty',
        security,
        body: categoryCreateSchema,
        response: categoryCreatedAnswers,
      },
    },
    async (request, reply) => {
      const category = await categories.create(request.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Category added.', data: category });
    },
  );

  app.patch(
    '/categories/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateCategory',
        summary: 'Change a category: the fields sent (a new parent_id moves it; position reorders it among its siblings)',
        description: 'A move under the category itself or one of its own subcategories is refused (422 on parent_id).',
        security,
        params: taxonomyParams,
        body: categoryPatchSchema,
        response: categoryUpdatedAnswers,
      },
    },
    async (request) => {
      const category = await categories.update(request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Category saved.', data: category };
    },
  );

  app.put(
    '/categories/:id/position',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminPlaceCategory',
        summary: 'Put a category at a place under a parent (null: the top level); its siblings are renumbered',
        security,
        params: taxonomyParams,
        body: categoryPositionSchema,
        response: categoryUpdatedAnswers,
      },
    },
    async (request) => {
      const category = await categories.update(request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Category moved.', data: category };
    },
  );

  app.delete(
    '/categories/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteCategory',
        summary: 'Delete a category with no products and no subcategories (hide it otherwise)',
        security,
        params: taxonomyParams,
        response: categoryDeletedAnswers,
      },
    },
    async (request) => {
      await categories.remove(request.params.id, guard.actor(request));
      return { success: true as const, message: 'Category deleted.', data: null };
    },
  );
};
