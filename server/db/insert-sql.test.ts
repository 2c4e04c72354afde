import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertRow } from './insert-sql.ts';
import { orderEvents, orders } from './schema.ts';

const dialect = new PgDialect();
const render = (part: ReturnType<typeof insertRow>['columns']) => dialect.sqlToQuery(part);

describe('insertRow', () => {
  it("names the schema's columns and casts each value to its column's type", () => {
    const row = insertRow(orders, {
      contactName: 'Rahima',
      shippingAddress: { division: 'Dhaka', district: 'Dhaka', area: null, address: 'House 12' },
      note: null,
    });
    expect(render(row.columns).sql).toBe('"contact_name", "shipping_address", "note"');
    const values = render(row.values);
    expect(values.sql).toBe('$1::text, $2::jsonb, $3::text');
    // jsonb goes as JSON text, the way drizzle's own insert encodes it; a null stays SQL's null, not JSON's.
    expect(values.params).toEqual(['Rahima', JSON.stringify({ division: 'Dhaka', district: 'Dhaka', area: null, address: 'House 12' }), null]);
  });

  it("leaves out a field left undefined, so the column takes its default as in drizzle's insert", () => {
    const row = insertRow(orderEvents, { orderId: sql`new_order.id`, status: 'pending', note: undefined });
    expect(render(row.columns).sql).toBe('"order_id", "status"');
    expect(render(row.values).sql).toBe('(new_order.id)::integer, $1::text');
  });
});
