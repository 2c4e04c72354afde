import { getTableColumns, SQL, StringChunk, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A row to insert, keyed as the schema keys it; a value may also be an SQL expression. */
export type InsertRow<TTable extends PgTable> = { [K in keyof TTable['$inferInsert']]?: TTable['$inferInsert'][K] | SQL };

interface ColumnText {
  /** The column's name, quoted. */
  name: string;
  /** `::type`, without a length or precision: a cast to varchar(n) would cut a long value silently, where the insert itself refuses it. */
  cast: string;
}

// Each table's columns as statement text, worked out once: this runs on every order the quick path writes.
const textOfTables = new WeakMap<PgTable, Map<string, ColumnText>>();

function columnTexts(table: PgTable): Map<string, ColumnText> {
  let texts = textOfTables.get(table);
  if (!texts) {
    texts = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        { name: `"${column.name.replaceAll('"', '""')}"`, cast: `::${column.getSQLType().replaceAll(/\([^)]*\)/g, '')}` },
      ]),
    );
    textOfTables.set(table, texts);
  }
  return texts;
}

/**
 * A row's column list and its values, for inserts drizzle cannot build, such as inserts chained in
 * a WITH that write only when an earlier query agreed. The schema names the columns and their
 * types, the row says which it sets (an undefined value takes the column's default, as in drizzle's
 * `values`): a key renamed in the schema fails the type-check, and a column renamed or retyped
 * changes the statement with it. Each value is encoded the way drizzle encodes its column (jsonb as
 * JSON text; null stays SQL's null) and cast to the column's type, so a row of a VALUES list carries
 * its types. Both parts are flat lists of chunks, which drizzle renders several times faster than
 * nested fragments.
 */
export function insertRow<TTable extends PgTable>(table: TTable, row: InsertRow<TTable>): { columns: SQL; values: SQL } {
  const texts = columnTexts(table);
  const columns = getTableColumns(table);
  const names: string[] = [];
  const values: unknown[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    const text = texts.get(key);
    // The types rule this out; the check is for a caller that got round them.
    if (!text) throw new Error(`No column ${key} in the table`);
    names.push(text.name);
    const separator = values.length > 0 ? ', ' : '';
    if (value instanceof SQL) values.push(new StringChunk(`${separator}(`), value, new StringChunk(`)${text.cast}`));
    else values.push(new StringChunk(separator), value === null ? null : columns[key]!.mapToDriverValue(value), new StringChunk(text.cast));
  }
  return { columns: sql.raw(names.join(', ')), values: new SQL(values as SQL['queryChunks']) };
}
