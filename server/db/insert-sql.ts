import { getTableColumns, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A row to insert, keyed as the schema keys it; a value may also be an SQL expression. */
export type InsertRow<TTable extends PgTable> = { [K in keyof TTable['$inferInsert']]?: TTable['$inferInsert'][K] | SQL };

/**
 * A row's column list and its values, for inserts drizzle cannot build, such as inserts chained in
 * a WITH that write only when an earlier query agreed. The schema names the columns and their
 * types, the row says which it sets (an undefined value takes the column's default, as in drizzle's
 * `values`): a key renamed in the schema fails the type-check, and a column renamed or retyped
 * changes the statement with it. Each value is encoded the way drizzle encodes its column (jsonb as
 * JSON text) and cast to the column's type, so a row of a VALUES list carries its types.
 */
export function insertRow<TTable extends PgTable>(table: TTable, row: InsertRow<TTable>): { columns: SQL; values: SQL } {
  const columns = getTableColumns(table);
  const set = Object.entries(row).filter(([, value]) => value !== undefined);
  const columnOf = (key: string) => {
    const column = columns[key];
    // The types rule this out; the check is for a caller that got round them.
    if (!column) throw new Error(`No column ${key} in the table`);
    return column;
  };
  return {
    columns: sql.join(
      set.map(([key]) => sql.identifier(columnOf(key).name)),
      sql`, `,
    ),
    values: sql.join(
      set.map(([key, value]) => {
        const column = columnOf(key);
        // Without its length or precision: a cast to varchar(n) would cut a long value silently, where
        // the insert itself refuses it, as it does drizzle's.
        const type = sql.raw(column.getSQLType().replaceAll(/\([^)]*\)/g, ''));
        if (value instanceof SQL) return sql`(${value})::${type}`;
        return sql`${value === null ? null : sql.param(value, column)}::${type}`;
      }),
      sql`, `,
    ),
  };
}
