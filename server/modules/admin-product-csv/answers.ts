import { z } from 'zod';
import { PRODUCT_CSV_COLUMNS } from '#domain/product-csv.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';

/** What the back office's product files and bulk edits answer, for the API document. */

const int = () => z.number().int();

const everyError = [401, 403] as const;

export const productCsvExportAnswers = {
  ...answers({}, [...everyError, 422]),
  200: {
    description: `Every product the filters select, oldest first, one a row under a header row: ${PRODUCT_CSV_COLUMNS.join(', ')}. Text that starts with = + - or @ is written with a leading apostrophe so a spreadsheet does not run it; numbers are written plain.`,
    content: { 'text/csv': { schema: z.string() } },
  },
};

const cell = z.union([z.string(), z.number()]).nullable();

const csvError = z.object({
  row: int().describe('As a spreadsheet numbers it: the header is row 1'),
  column: z.string().describe('The column to correct; empty for the row (or file) as a whole'),
  message: z.string(),
});

const importPreview = z.object({
  id: int().describe('Apply it with adminApplyProductImport'),
  file_name: z.string().nullable(),
  applied_at: z.iso.datetime().nullable().describe('When it was applied; null while it waits'),
  summary: z.object({
    create: int(),
    update: int(),
    unchanged: int(),
    rows_with_errors: int().describe('Apply is refused while this is not 0'),
  }),
  rows: z
    .array(
      z.object({
        row: int(),
        sku: z.string(),
        action: z.enum(['create', 'update']),
        product_id: int().nullable().describe('The product updated; null for one to be created'),
        changes: z
          .array(z.object({ column: z.enum(PRODUCT_CSV_COLUMNS), before: cell, after: cell }))
          .describe('Each field that would change, before and after'),
      }),
    )
    .describe('The rows that would create or change a product; rows that change nothing are only counted'),
  errors: z.array(csvError),
});
z.globalRegistry.add(importPreview, { id: 'ProductImportPreview', description: 'What a product CSV would change, checked against the catalogue as it is now' });

export const productImportCreatedAnswers = answers({ 201: envelope(importPreview, 'The file is kept for a day; nothing in the catalogue changed') }, [
  ...everyError,
  413,
  422,
]);
export const productImportAnswers = answers({ 200: envelope(importPreview, 'The preview, checked again now') }, [...everyError, 404, 422]);
export const productImportAppliedAnswers = answers(
  {
    200: envelope(z.object({ created: int(), updated: int(), unchanged: int() }), 'Every row was written, in one transaction'),
  },
  [...everyError, 404, 409, 422],
);
export const bulkPriceStockAnswers = answers(
  {
    200: envelope(z.array(z.object({ id: int(), version: int().describe('The product’s version now') })), 'Every product was changed, or none'),
  },
  [...everyError, 409, 422],
);
