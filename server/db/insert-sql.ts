import { getTableColumns, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnKey<TTable extends PgTable> = keyof TTable['$inferInsert'] & string;

/**
 * For inserts drizzle cannot build, such as inserts chained in a WITH: the schema names the columns
 * and their types, so a column renamed or retyped in the schema changes the statement with it, and
 * a key the schema does not have fails the type-check.
 */
export function insertColumns<TTable extends PgTable>(table: TTable, keys: readonly ColumnKey<TTable>[]): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => sql.identifier(columnOf(columns, key).name)),
    sql`, `,
  );
}

/**
 * The values of `row` in the order of `keys`, each encoded the way drizzle encodes the column (jsonb
 * as JSON text; an SQL value as it is) and cast to the column's type, so a row of a VALUES list or a SELECT carries its types.
 */
export function insertValues<TTable extends PgTable, TKey extends ColumnKey<TTable>>(
  table: TTable,
  keys: readonly TKey[],
  row: { [K in TKey]: TTable['$inferInsert'][K] | SQL },
): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => {
      const column = columnOf(columns, key);
      const value = (row as Record<string, unknown>)[key];
      const type = sql.raw(column.getSQLType());
      if (value instanceof SQL) return sql`(${value})::${type}`;
      return sql`${value === null || value === undefined ? null : sql.param(value, column)}::${type}`;
    }),
    sql`, `,
  );
}

function columnOf(columns: ReturnType<typeof getTableColumns<PgTable>>, key: string) {
  const column = columns[key];
  // The types rule this out; the check is for a caller that got round them.
  if (!column) throw new Error(`No column ${key}`);
  return column;
}
