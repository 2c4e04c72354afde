import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_IMAGE_FIELDS as F, PRODUCT_IMAGE_LIMITS as L, PRODUCT_IMAGE_MESSAGES as I, PRODUCT_IMAGE_TYPES } from '#domain/product-images.ts';
import { productEditSchema, productPatchSchema } from '#domain/product-edit.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { UPLOAD_EXTENSION } from '#server/http/openapi/document.ts';
import type { AppServices } from '#server/services.ts';
import {
  adminProductAnswers,
  adminProductCreatedAnswers,
  adminProductDeletedAnswers,
  adminProductDuplicatedAnswers,
  adminProductListAnswers,
  adminProductUpdatedAnswers,
  adminImageDeletedAnswers,
  adminImagesUploadedAnswers,
} from './answers.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import { adminProductImageParams, adminProductListQuery, adminProductParams } from './schemas.ts';
import { ADMIN_PRODUCT_MESSAGES, type ImageUpload } from './service.ts';

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

  // Only the upload reads multipart bodies, so it has a scope of its own: every other route here takes JSON only.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: L.bytes, files: L.files, fields: L.files + 1, parts: 2 * L.files + 1 },
    });
    uploads.post(
      '/products/:id/images',
      {
        onRequest,
        schema: {
          tags,
          operationId: 'adminUploadProductImages',
          summary: `Add pictures to a product or one of its variants: JPEG, PNG or WebP (by content), up to ${L.files} files of ${L.bytes / 1024 / 1024} MB each`,
          description:
            'Each picture is re-encoded into the sizes the storefront serves (WebP, turned upright, no metadata kept) and added after the ones already there; ' +
            'the first becomes the primary picture when there is none. Order, primary picture and alt text are changed with adminUpdateProduct.',
          security,
          params: adminProductParams,
          consumes: ['multipart/form-data'],
          // No `body`: Fastify would validate the multipart body against it. The document describes the form from this.
          [UPLOAD_EXTENSION]: {
            field: F.file,
            accepts: PRODUCT_IMAGE_TYPES.join(', '),
            maxFiles: L.files,
            fields: {
              [F.variant]: { type: 'integer', description: 'A variant of this product the pictures show; leave it out for the product’s own pictures' },
              [F.alt]: {
                type: 'string',
                repeated: true,
                description: `Alt text, one per file in the order of the files (at most ${L.alt} characters; empty for none)`,
              },
            },
          },
          response: adminImagesUploadedAnswers,
        },
      },
      async (request, reply) => {
        const { variantId, uploads: files } = await readImageUpload(request);
        const added = await products.addImages(request.params.id, variantId, files, guard.actor(request));
        return reply.code(201).send({ success: true as const, message: I.uploaded(added.images.length), data: added });
      },
    );
  });

  app.delete(
    '/products/:id/images/:imageId',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteProductImage',
        summary: 'Delete a picture of a product or of one of its variants, and its files',
        security,
        params: adminProductImageParams,
        response: adminImageDeletedAnswers,
      },
    },
    async (request) => {
      const data = await products.removeImage(request.params.id, request.params.imageId, guard.actor(request));
      return { success: true as const, message: I.deleted, data };
    },
  );
};

const refuse = (field: string, message: string) => validationError({ [field]: [message] }, message);

const WHOLE_NUMBER = /^\d{1,10}$/;

/** The upload's files (held in memory: sharp needs each whole) and its fields, checked for shape. */
async function readImageUpload(request: FastifyRequest): Promise<{ variantId: number | null; uploads: ImageUpload[] }> {
  if (!request.isMultipart()) throw refuse(F.file, I.required);
  const files: Buffer[] = [];
  const alts: string[] = [];
  let variant = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form sent with no file chosen carries an empty part.
        if (part.fieldname === F.file && bytes.length > 0) files.push(bytes);
      } else if (part.fieldname === F.variant) variant = String(part.value).trim();
      else if (part.fieldname === F.alt) alts.push(String(part.value).trim());
    }
  } catch (error) {
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, I.tooLarge, { [F.file]: [I.tooLarge] });
    if (isMultipartError(error, 'FST_FILES_LIMIT') || isMultipartError(error, 'FST_PARTS_LIMIT') || isMultipartError(error, 'FST_FIELDS_LIMIT'))
      throw refuse(F.file, I.tooManyFiles);
    // Anything else is the parser failing on the body the client sent: plain Errors, which would otherwise answer 500.
    request.log.info({ err: error }, 'unreadable product image upload');
    throw refuse(F.file, I.required);
  }
  if (files.length === 0) throw refuse(F.file, I.required);
  const errors: Record<string, string[]> = {};
  alts.forEach((alt, index) => {
    if (alt.length > L.alt) errors[`${F.alt}.${index}`] = [I.altTooLong];
  });
  let variantId: number | null = null;
  if (variant !== '') {
    variantId = WHOLE_NUMBER.test(variant) ? Number(variant) : Number.NaN;
    if (!(variantId >= 1 && variantId <= 2_147_483_647)) errors[F.variant] = [I.variant];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationError(errors, first);
  return { variantId, uploads: files.map((bytes, index) => ({ bytes, alt: alts[index] || null })) };
}

function isMultipartError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
