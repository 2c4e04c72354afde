import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet may open it safely: text someone typed (an email, a product name) that
 * starts like a formula could make the spreadsheet call out to the internet when staff open the
 * file, so it gets a leading apostrophe, which spreadsheets hide.
 */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A cell of a file the shop exported, as it was before `spreadsheetSafe`: an import takes the apostrophe off. */
export function withoutSpreadsheetGuard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Rows as CSV text, header first, every cell made spreadsheet-safe. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows].map((row) => row.map(spreadsheetSafe)));
}
