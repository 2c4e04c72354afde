/**
 * The product CSV the back office exports and imports: one product a row, matched by SKU. Shared
 * by the import page (which explains the file) and the server (which reads and writes it).
 */

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'slug',
  'type',
  'status',
  'retail_price',
  'sale_price',
  'regular_price',
  'stock',
  'category',
  'brand',
  'short_description',
  'key_features',
  'warranty',
  'extra_categories',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Empty in these means none (no sale price, no category…); empty elsewhere leaves the field as it is. */

/**
 * Key features share one cell, one a line: a key feature is one line, so no character it may hold
 * is taken from it, and spreadsheets keep line breaks inside a cell. Blank lines are dropped.
 */
export const keyFeaturesCell = (features: readonly string[]): string => features.join('\n');
export const keyFeaturesFromCell = (cell: string): string[] =>
  cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
export const PRODUCT_CSV_CLEARABLE: readonly ProductCsvColumn[] = [
  'sale_price',
  'regular_price',
  'category',
  'brand',
  'short_description',
  'key_features',
  'warranty',
  'extra_categories',
];

/** Between the slugs of a product's extra categories in one cell: `gaming|creator-laptops`. */
export const PRODUCT_CSV_LIST_SEPARATOR = '|';

export const PRODUCT_CSV_LIMITS = {
  bytes: 5 * 1024 * 1024,
  rows: 10_000,
} as const;

export const PRODUCT_CSV_MESSAGES = {
  fileRequired: 'Choose a CSV file to import.',
  tooLarge: `The file can be at most ${PRODUCT_CSV_LIMITS.bytes / 1024 / 1024} MB.`,
  tooManyRows: `The file can have at most ${PRODUCT_CSV_LIMITS.rows.toLocaleString('en-US')} products; split it into several files.`,
  unreadable: (reason: string) => `This is not a CSV file the shop can read: ${reason}`,
  empty: 'The file has no header row. Its first row must name the columns, such as sku,name,retail_price.',
  noRows: 'The file has a header row but no products below it.',
  unknownColumn: (name: string) => `“${name}” is not a column the shop knows. Use: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
  repeatedColumn: 'This column is named twice.',
  skuColumnRequired: 'The file needs a sku column: products are matched by SKU.',
  duplicateSku: (row: number) => `This SKU is already on row ${row} of the file.`,
  unknownCategory: (slug: string) => `No category has the slug “${slug}”.`,
  unknownBrand: (slug: string) => `No brand has the slug “${slug}”.`,
  skuOfVariant: 'A product variant already uses this SKU.',
  hasErrors: (count: number) => `${count === 1 ? 'One row has' : `${count} rows have`} mistakes: nothing was changed. Correct the file and upload it again.`,
  changedSincePreview: 'The catalogue changed since this file was checked, and the file no longer applies as it stands.',
  alreadyApplied: 'This file was already applied. Upload it again to import it once more.',
  importGone: 'No import with this id: it may have been cleared after a day. Upload the file again.',
} as const;

/** A mistake in the file, where a spreadsheet shows it: the header is row 1. */
export interface ProductCsvError {
  row: number;
  column: string;
  message: string;
}
