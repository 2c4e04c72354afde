import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { finalSlug, STATUS_CODES } from '#server/modules/admin-products/service.ts';
import { indexAndCountInSearchTerms, withdrawFromSearchTerms } from '#server/modules/search/indexing.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { FieldChange, PlannedRow, ProductCsvValues } from './plan.ts';

const p = t.products;

/** Rows a single INSERT carries: well under PostgreSQL's limit of 65,535 parameters. */
const BATCH = 500;

const columnsOf = (values: ProductCsvValues) => ({
  name: values.name,
  type: values.type,
  status: STATUS_CODES[values.status],
  retailPrice: values.retail_price,
  salePrice: values.sale_price,
  stockQuantity: values.stock,
  categoryId: values.category_id,
  brandId: values.brand_id,
  shortDescription: values.short_description,
});

const fieldsOf = (changes: FieldChange[], side: 'before' | 'after') => Object.fromEntries(changes.map((change) => [change.column, change[side]]));

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += BATCH) out.push(items.slice(at, at + BATCH));
  return out;
}

/**
 * Writes a checked plan inside the caller's transaction: new products (hidden unless the file gave
 * a status), changes to existing ones with their version moved on, their search words, and an
 * audit row for each. Rows that change nothing are not touched.
 */
export async function applyPlan(tx: Database, planned: PlannedRow[], actor: StaffActor, importId: number) {
  const creates = planned.filter((row) => row.action === 'create');
  const updates = planned.filter((row) => row.action === 'update');
  const audits: (typeof t.auditLog.$inferInsert)[] = [];
  const audit = (productId: number, action: string, row: PlannedRow, before: object | null) =>
    audits.push({
      staffId: String(actor.staffId),
      staffName: actor.name,
      entity: 'product',
      entityId: String(productId),
      action,
      before,
      after: { ...fieldsOf(row.changes, 'after'), import_id: importId, import_row: row.row },
    });

  const createdIds: number[] = [];
  for (const batch of batches(creates)) {
    const inserted = await tx
      .insert(p)
      .values(batch.map((row) => ({ ...columnsOf(row.values), sku: row.values.sku, slug: '' })))
      .returning({ id: p.id });
    for (const [index, { id }] of inserted.entries()) {
      const row = batch[index]!;
      const slug = finalSlug(row.values.given_slug, row.values.name, id);
      await tx.update(p).set({ slug }).where(eq(p.id, id));
      createdIds.push(id);
      audit(
        id,
        'import_create',
        { ...row, changes: [...row.changes.filter((change) => change.column !== 'slug'), { column: 'slug', before: null, after: slug }] },
        null,
      );
    }
  }

  const updatedIds = updates.map((row) => row.productId!);
  if (updatedIds.length > 0) await withdrawFromSearchTerms(tx, updatedIds);
  for (const row of updates) {
    await tx
      .update(p)
      .set({ ...columnsOf(row.values), slug: row.values.slug!, version: sql`${p.version} + 1`, updatedAt: sql`now()` })
      .where(eq(p.id, row.productId!));
    audit(row.productId!, 'import_update', row, fieldsOf(row.changes, 'before'));
  }
  const touched = [...createdIds, ...updatedIds];
  for (const batch of batches(touched)) await indexAndCountInSearchTerms(tx, batch);
  for (const batch of batches(audits)) await tx.insert(t.auditLog).values(batch);
  return { created: creates.length, updated: updates.length, unchanged: planned.length - creates.length - updates.length };
}
