import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_LIMITS, PRODUCT_CSV_MESSAGES } from '#domain/product-csv.ts';
import { readProductCsv } from './read.ts';

// How a product file is read before any row is checked: the header, row numbers as a spreadsheet
// shows them, and the apostrophe the export puts before formula-like text.

describe('reading a product CSV', () => {
  it('numbers rows as a spreadsheet does, past blank lines and cells that span lines', () => {
    const read = readProductCsv('\uFEFFSKU,Name,short_description\nA-1,"Two\nlines",x\n\nA-2," Padded ",\n');
    expect(read.errors).toEqual([]);
    expect(read.columns).toEqual(['sku', 'name', 'short_description']);
    expect(read.rows).toEqual([
      { row: 2, cells: { sku: 'A-1', name: 'Two\nlines', short_description: 'x' } },
      { row: 4, cells: { sku: 'A-2', name: 'Padded', short_description: '' } },
    ]);
  });

  it('takes off the apostrophe the export puts before a formula, and only that one', () => {
    const read = readProductCsv("sku,name,short_description\nA-1,'=HYPERLINK(1),'it''s\n");
    expect(read.rows[0]?.cells).toEqual({ sku: 'A-1', name: '=HYPERLINK(1)', short_description: "'it''s" });
  });

  it('says what is wrong with a file it cannot read', () => {
    expect(readProductCsv('').errors).toEqual([{ row: 1, column: '', message: PRODUCT_CSV_MESSAGES.empty }]);
    expect(readProductCsv('sku,name\n').errors).toEqual([{ row: 2, column: '', message: PRODUCT_CSV_MESSAGES.noRows }]);
    expect(readProductCsv('sku,sku\nA,B\n').errors).toEqual([{ row: 1, column: 'sku', message: PRODUCT_CSV_MESSAGES.repeatedColumn }]);
    const unclosed = readProductCsv('sku,name\nA-1,"never closed\n');
    expect(unclosed.errors).toHaveLength(1);
    expect(unclosed.errors[0]?.message).toMatch(/^This is not a CSV file the shop can read: /);
    const rows = Array.from({ length: PRODUCT_CSV_LIMITS.rows + 1 }, (_, i) => `S-${i}`);
    expect(readProductCsv(`sku\n${rows.join('\n')}\n`).errors).toEqual([
      { row: PRODUCT_CSV_LIMITS.rows + 2, column: '', message: PRODUCT_CSV_MESSAGES.tooManyRows },
    ]);
  });
});
