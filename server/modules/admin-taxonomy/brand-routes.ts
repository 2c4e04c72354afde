import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_LOGO_FIELD, BRAND_MESSAGES as M, brandCreateSchema, brandPatchSchema } from '#domain/brand-edit.ts';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_TYPES } from '#domain/product-images.ts';
import { notFound } from '#server/http/errors.ts';
import { readSingleUpload } from '#server/http/single-upload.ts';
import { UPLOAD_EXTENSION } from '#server/http/openapi/document.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import {
  brandAnswers,
  brandCreatedAnswers,
  brandDeletedAnswers,
  brandListAnswers,
  brandLogoAnswers,
  brandLogoRemovedAnswers,
  brandUpdatedAnswers,
} from './answers.ts';
import { taxonomyParams } from './schemas.ts';

/** The back office's brands: staff add, rename, order, hide, feature and delete brands, and upload their logos. */
export const adminBrandRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const brands = services.adminBrands;
  const tags = ['back office: brands'];
  const { onRequest, security } = guard;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/brands',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminListBrands',
        summary: 'Every brand in the shop’s order, hidden ones included, with product counts',
        security,
        response: brandListAnswers,
      },
    },
    async () => ({ success: true as const, message: 'OK', data: await brands.list() }),
  );

  app.get(
    '/brands/:id',
    { onRequest, schema: { tags, operationId: 'adminGetBrand', summary: 'A brand', security, params: taxonomyParams, response: brandAnswers } },
    async (request) => {
      const brand = await brands.get(request.params.id);
      if (!brand) throw notFound(M.notFound);
      return { success: true as const, message: 'OK', data: brand };
    },
  );

  app.post(
    '/brands',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateBrand',
        summary: 'Add a brand; the slug is made from the name when left empty',
        security,
        body: brandCreateSchema,
        response: brandCreatedAnswers,
      },
    },
    async (request, reply) => {
      const brand = await brands.create(request.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Brand added.', data: brand });
    },
  );

  app.patch(
    '/brands/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateBrand',
        summary: 'Change a brand: the fields sent (position moves it in the shop’s brand order)',
        security,
        params: taxonomyParams,
        body: brandPatchSchema,
        response: brandUpdatedAnswers,
      },
    },
    async (request) => {
      const brand = await brands.update(request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Brand saved.', data: brand };
    },
  );

  app.delete(
    '/brands/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteBrand',
        summary: 'Delete a brand no product names (hide it otherwise)',
        security,
        params: taxonomyParams,
        response: brandDeletedAnswers,
      },
    },
    async (request) => {
      await brands.remove(request.params.id, guard.actor(request));
      return { success: true as const, message: 'Brand deleted.', data: null };
    },
  );

  // Only the logo upload reads multipart bodies; every other route here takes JSON only.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, { limits: { fileSize: PRODUCT_IMAGE_LIMITS.bytes, files: 1, fields: 1, parts: 2 } });
    uploads.post(
      '/brands/:id/logo',
      {
        onRequest,
        schema: {
          tags,
          operationId: 'adminUploadBrandLogo',
          summary: `Set a brand’s logo: a JPEG, PNG or WebP (by content) of up to ${PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024} MB`,
          description: 'The picture is re-encoded (WebP, turned upright, no metadata kept); the previous uploaded logo is removed.',
          security,
          params: taxonomyParams,
          consumes: ['multipart/form-data'],
          [UPLOAD_EXTENSION]: { field: BRAND_LOGO_FIELD, accepts: PRODUCT_IMAGE_TYPES.join(', ') },
          response: brandLogoAnswers,
        },
      },
      async (request) => {
        const brand = await brands.setLogo(
          request.params.id,
          await readSingleUpload(request, BRAND_LOGO_FIELD, { required: M.logoRequired, onlyOne: M.oneLogo }),
          guard.actor(request),
        );
        return { success: true as const, message: M.logoUploaded, data: brand };
      },
    );
  });

  app.delete(
    '/brands/:id/logo',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteBrandLogo',
        summary: 'Remove a brand’s logo (the shop shows its name instead)',
        security,
        params: taxonomyParams,
        response: brandLogoRemovedAnswers,
      },
    },
    async (request) => {
      const brand = await brands.removeLogo(request.params.id, guard.actor(request));
      return { success: true as const, message: M.logoRemoved, data: brand };
    },
  );
};
