import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANNER_IMAGE_FIELD,
  BANNER_IMAGE_VARIANTS,
  BANNER_MESSAGES as M,
  type BannerKind,
  bannerCreateSchema,
  bannerPatchSchema,
  categoryBannerCreateSchema,
  categoryBannerPatchSchema,
} from '#domain/banners.ts';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_TYPES } from '#domain/product-images.ts';
import { notFound } from '#server/http/errors.ts';
import { UPLOAD_EXTENSION } from '#server/http/openapi/document.ts';
import { readSingleUpload } from '#server/http/single-upload.ts';
import { taxonomyParams } from '#server/modules/admin-taxonomy/schemas.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { categoryBannerAnswers, homeBannerAnswers } from './answers.ts';

const imageQuery = z.object({
  variant: z.enum(BANNER_IMAGE_VARIANTS, { error: `must be ${BANNER_IMAGE_VARIANTS.join(' or ')}` }).default('desktop'),
});

/** The two resources differ only in their path, names and fields; each is its own table. */
const RESOURCES = {
  banner: { path: '/banners', name: 'Banner', noun: 'home banner', create: bannerCreateSchema, patch: bannerPatchSchema, answers: homeBannerAnswers },
  category_banner: {
    path: '/category-banners',
    name: 'CategoryBanner',
    noun: 'category section banner',
    create: categoryBannerCreateSchema,
    patch: categoryBannerPatchSchema,
    answers: categoryBannerAnswers,
  },
} as const;

/**
 * The back office's home banners (hero slides and side tiles, `/banners`) and category section
 * banners (`/category-banners`): staff add, change, schedule, order and delete them, and upload
 * their desktop and mobile pictures.
 */
export const adminBannerRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  for (const kind of ['banner', 'category_banner'] as const) await registerResource(app, kind, services, guard);
};

async function registerResource(parent: Parameters<FastifyPluginAsyncZod>[0], kind: BannerKind, services: AppServices, guard: StaffGuard) {
  const banners = services.adminBanners;
  const { path, name, noun, create, patch, answers } = RESOURCES[kind];
  const tags = ['back office: banners'];
  const { onRequest, security } = guard;
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    path,
    { onRequest, schema: { tags, operationId: `adminList${name}s`, summary: `Every ${noun}, in order`, security, response: answers.list } },
    async () => ({ success: true as const, message: 'OK', data: await banners.list(kind) }),
  );

  app.get(
    `${path}/:id`,
    { onRequest, schema: { tags, operationId: `adminGet${name}`, summary: `A ${noun}`, security, params: taxonomyParams, response: answers.one } },
    async (request) => {
      const banner = await banners.get(kind, request.params.id);
      if (!banner) throw notFound(M.notFound);
      return { success: true as const, message: 'OK', data: banner };
    },
  );

  app.post(
    path,
    {
      onRequest,
      schema: {
        tags,
        operationId: `adminCreate${name}`,
        summary: `Add a ${noun}; it shows once it has a picture, is active and its schedule has begun`,
        security,
        body: create,
        response: answers.created,
      },
    },
    async (request, reply) => {
      const banner = await banners.create(kind, request.body, guard.actor(request));
      return reply.code(201).send({ success: true as const, message: 'Banner added.', data: banner });
    },
  );

  app.patch(
    `${path}/:id`,
    {
      onRequest,
      schema: {
        tags,
        operationId: `adminUpdate${name}`,
        summary: `Change a ${noun}: the fields sent (display_order moves it among the banners it shows with)`,
        security,
        params: taxonomyParams,
        body: patch,
        response: answers.updated,
      },
    },
    async (request) => {
      const banner = await banners.update(kind, request.params.id, request.body, guard.actor(request));
      return { success: true as const, message: 'Banner saved.', data: banner };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      onRequest,
      schema: {
        tags,
        operationId: `adminDelete${name}`,
        summary: `Delete a ${noun} and its uploaded pictures`,
        security,
        params: taxonomyParams,
        response: answers.deleted,
      },
    },
    async (request) => {
      await banners.remove(kind, request.params.id, guard.actor(request));
      return { success: true as const, message: 'Banner deleted.', data: null };
    },
  );

  // Only the picture upload reads multipart bodies; every other route here takes JSON only.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, { limits: { fileSize: PRODUCT_IMAGE_LIMITS.bytes, files: 1, fields: 1, parts: 2 } });
    uploads.post(
      `${path}/:id/image`,
      {
        onRequest,
        schema: {
          tags,
          operationId: `adminUpload${name}Image`,
          summary: `Set a ${noun}’s desktop picture, or with variant=mobile the one phones get: a JPEG, PNG or WebP (by content) of up to ${PRODUCT_IMAGE_LIMITS.bytes / 1024 / 1024} MB`,
          description:
            'The picture is re-encoded (WebP, turned upright, no metadata kept); the desktop one’s size is kept for the home page’s layout; the previous upload is removed.',
          security,
          params: taxonomyParams,
          querystring: imageQuery,
          consumes: ['multipart/form-data'],
          [UPLOAD_EXTENSION]: { field: BANNER_IMAGE_FIELD, accepts: PRODUCT_IMAGE_TYPES.join(', ') },
          response: answers.image,
        },
      },
      async (request) => {
        const upload = await readSingleUpload(request, BANNER_IMAGE_FIELD, { required: M.imageRequired, onlyOne: M.oneImage });
        const banner = await banners.setImage(kind, request.params.id, request.query.variant, upload, guard.actor(request));
        return { success: true as const, message: M.imageUploaded, data: banner };
      },
    );
  });
}
