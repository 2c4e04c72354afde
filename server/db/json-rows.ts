import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row from its `row_to_json` form (snake_case keys, timestamps as text), read the way
 * drizzle reads the columns, for statements drizzle cannot build, such as inserts chained in a WITH.
 */
export function rowFromJson<TTable extends PgTable>(table: TTable, json: Record<string, unknown>): TTable['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as TTable['$inferSelect'];
}
