import { type Column, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row from its `row_to_json` form (snake_case keys, timestamps as text), read the way
 * drizzle reads the columns, for statements drizzle cannot build, such as inserts chained in a WITH.
 */
export function rowFromJson<TTable extends PgTable>(table: TTable, json: Record<string, unknown>): TTable['$inferSelect'] {
  return columnsFromJson(getTableColumns(table), json) as TTable['$inferSelect'];
}

/** Some columns of a row from JSON keyed by their database names, each read as drizzle reads it (see rowFromJson). */
export function columnsFromJson(columns: Record<string, Column>, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** Both drivers hand json columns back parsed, but PGlite has given text for some; accept either. */
export const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
