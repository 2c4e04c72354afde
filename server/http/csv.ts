import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return before one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet may open it safely: text a visitor typed (an email, a name) that starts
 * like a formula gets a leading apostrophe, so the spreadsheet shows it instead of running it.
 */
function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Rows as CSV text, header first, every cell made spreadsheet-safe. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows].map((row) => row.map(spreadsheetSafe)));
}
