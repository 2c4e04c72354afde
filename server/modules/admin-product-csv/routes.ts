import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_CSV_LIMITS as L, PRODUCT_CSV_MESSAGES as M } from '#domain/product-csv.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { UPLOAD_EXTENSION } from '#server/http/openapi/document.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import { bulkPriceStockAnswers, productCsvExportAnswers, productImportAnswers, productImportAppliedAnswers, productImportCreatedAnswers } from './answers.ts';
import { BULK_EDIT_LIMIT, bulkPriceStockBody } from './bulk-edit.ts';
import { productExportQuery, productImportParams } from './schemas.ts';

const FILE_FIELD = 'file';

/** The back office's product files (CSV export, and import by preview then apply) and bulk price and stock edits. */
export const productCsvRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const files = services.productCsv;
  const tags = ['back office: products'];
  const { onRequest, security } = guard;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/products/export.csv',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminExportProducts',
        summary: 'Every product the list’s filters select, as a CSV file to edit and import again',
        security,
        querystring: productExportQuery,
        response: productCsvExportAnswers,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // Streamed: 100,000 products are never held at once. The schema types the body as the text the stream carries.
      const csv: unknown = files.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(csv as string);
    },
  );

  app.patch(
    '/products',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminBulkEditProducts',
        summary: `Change the retail price, sale price and stock of up to ${BULK_EDIT_LIMIT} products at once, all or nothing`,
        description:
          'Each item names a product and the version the list showed. A mistake answers 422 with messages under `items.<index>.<field>`; ' +
          'a product changed meanwhile answers 409 naming it. Either way nothing is saved.',
        security,
        body: bulkPriceStockBody,
        response: bulkPriceStockAnswers,
      },
    },
    async (request) => {
      const data = await files.bulkEdit(request.body, guard.actor(request));
      return { success: true as const, message: `${data.length === 1 ? 'Product' : `${data.length} products`} saved.`, data };
    },
  );

  app.get(
    '/product-imports/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminGetProductImport',
        summary: 'The preview of an uploaded product CSV, checked again against the catalogue now',
        security,
        params: productImportParams,
        response: productImportAnswers,
      },
    },
    async (request) => ({ success: true as const, message: 'OK', data: await files.preview(request.params.id) }),
  );

  app.post(
    '/product-imports/:id/apply',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminApplyProductImport',
        summary: 'Write an uploaded product CSV: every row or none',
        description:
          'The file is checked again first, as the catalogue may have changed since its preview. Any mistake answers 422 with the messages ' +
          'under `<row>.<column>` (`<row>` for a row as a whole; the header is row 1) and changes nothing. Products are matched by SKU, ignoring case; ' +
          'a SKU not found creates a product, hidden unless the file gives its status.',
        security,
        params: productImportParams,
        response: productImportAppliedAnswers,
      },
    },
    async (request) => {
      const data = await files.apply(request.params.id, guard.actor(request));
      return { success: true as const, message: `Imported: ${data.created} created, ${data.updated} updated, ${data.unchanged} unchanged.`, data };
    },
  );

  // The upload alone reads multipart and CSV bodies, so it has a scope of its own.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(fastifyMultipart, { limits: { fileSize: L.bytes, files: 1, fields: 0, parts: 1 } });
    uploads.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: L.bytes }, (_request, body, done) => done(null, body));
    uploads.post(
      '/product-imports',
      {
        onRequest,
        schema: {
          tags,
          operationId: 'adminUploadProductImport',
          summary: `Upload a product CSV (up to ${L.bytes / 1024 / 1024} MB, ${L.rows.toLocaleString('en-US')} rows) and see what it would change; nothing is written`,
          description:
            'Send the file as the multipart field `file`, or as the whole body with Content-Type text/csv. The first row names the columns (sku is required; ' +
            'a column left out leaves that field as it is). Mistakes are listed per row and column; apply the file with adminApplyProductImport.',
          security,
          consumes: ['multipart/form-data', 'text/csv'],
          [UPLOAD_EXTENSION]: { field: FILE_FIELD, accepts: 'text/csv', wholeBody: true },
          response: productImportCreatedAnswers,
        },
      },
      async (request, reply) => {
        const { csv, fileName } = await readUpload(request);
        const data = await files.upload(csv, fileName, guard.actor(request));
        const message = data.errors.length > 0 ? M.hasErrors(data.summary.rows_with_errors) : 'Checked: nothing is changed until you apply it.';
        return reply.code(201).send({ success: true as const, message, data });
      },
    );
  });
};

const refuse = (message: string) => validationError({ [FILE_FIELD]: [message] }, message);

/**
 * The file is kept as text until it is applied, and PostgreSQL text cannot hold a NUL: a file with
 * one (a picture or a spreadsheet's own format picked by mistake) is not a CSV, and is refused as such.
 */
function asCsvText(csv: string): string {
  if (csv.includes('\u0000')) throw refuse(M.unreadable('it holds binary data, not text. Save the spreadsheet as CSV and upload that file.'));
  return csv;
}

/** The CSV text of the upload, from a multipart form or a text/csv body. */
async function readUpload(request: FastifyRequest): Promise<{ csv: string; fileName: string | null }> {
  if (!request.isMultipart()) {
    if (typeof request.body === 'string' && request.body.trim() !== '') return { csv: asCsvText(request.body), fileName: null };
    throw refuse(M.fileRequired);
  }
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) throw refuse(M.fileRequired);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw refuse(M.fileRequired);
    return { csv: asCsvText(bytes.toString('utf8')), fileName: part.filename.replaceAll('\u0000', '') || null };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, M.tooLarge, { [FILE_FIELD]: [M.tooLarge] });
    request.log.info({ err: error }, 'unreadable product CSV upload');
    throw refuse(M.fileRequired);
  }
}
