import { CsvError, parse } from 'csv-parse/sync';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIMITS as L, PRODUCT_CSV_MESSAGES as M, type ProductCsvColumn, type ProductCsvError } from '#domain/product-csv.ts';
import { withoutSpreadsheetGuard } from '#server/http/csv.ts';

/** One product row of the file: its row number as a spreadsheet shows it, and the cells of the columns the file has. */
export interface ProductCsvRow {
  row: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

/** `rows` are the rows that could be read; `errors` what is wrong with the file or with a row's shape. */
export interface ReadCsv {
  columns: ProductCsvColumn[];
  rows: ProductCsvRow[];
  errors: ProductCsvError[];
}

const unreadable = (errors: ProductCsvError[]): ReadCsv => ({ columns: [], rows: [], errors });

const known = new Set<string>(PRODUCT_CSV_COLUMNS);

/**
 * The file's header and rows, or what stops it being read at all (not CSV, an unknown column, too
 * many rows). Cells are trimmed; checking their values is the plan's job.
 */
export function readProductCsv(text: string): ReadCsv {
  let records: string[][];
  try {
    // Blank lines stay in as records, so row numbers match the file's; they are skipped below.
    records = parse(text, { bom: true, relax_column_count: true, trim: true, skip_empty_lines: false, max_record_size: 100_000 });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = 'lines' in error && typeof error.lines === 'number' ? error.lines : 1;
    return unreadable([{ row: line, column: '', message: M.unreadable(error.message.replace(/^Invalid [^:]*: /, '')) }]);
  }
  const header = records[0];
  if (!header || header.every((cell) => cell === '')) return unreadable([{ row: 1, column: '', message: M.empty }]);
  const errors: ProductCsvError[] = [];
  const columns: ProductCsvColumn[] = [];
  const seen = new Set<string>();
  header.forEach((raw) => {
    const name = raw.toLowerCase();
    if (!known.has(name)) errors.push({ row: 1, column: raw, message: M.unknownColumn(raw) });
    else if (seen.has(name)) errors.push({ row: 1, column: raw, message: M.repeatedColumn });
    seen.add(name);
    columns.push(name as ProductCsvColumn);
  });
  if (!seen.has('sku')) errors.push({ row: 1, column: 'sku', message: M.skuColumnRequired });
  if (errors.length > 0) return unreadable(errors);

  const rows: ProductCsvRow[] = [];
  records.slice(1).forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell === '')) return;
    if (record.length !== columns.length) {
      errors.push({ row, column: '', message: `This row has ${record.length} cells; the header names ${columns.length} columns.` });
      return;
    }
    const cells: ProductCsvRow['cells'] = {};
    columns.forEach((column, at) => {
      cells[column] = withoutSpreadsheetGuard((record[at] ?? '').trim());
    });
    rows.push({ row, cells });
  });
  if (rows.length === 0 && errors.length === 0) return unreadable([{ row: 2, column: '', message: M.noRows }]);
  if (rows.length > L.rows) return unreadable([{ row: L.rows + 2, column: '', message: M.tooManyRows }]);
  return { columns, rows, errors };
}
