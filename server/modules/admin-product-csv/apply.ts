import { inArray, type SQL, sql } from 'drizzle-orm';
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
  regularPrice: values.regular_price,
  stockQuantity: values.stock,
  categoryId: values.category_id,
  brandId: values.brand_id,
  shortDescription: values.short_description,
  keyFeatures: values.key_features,
  warranty: values.warranty,
});

/** One row of a set-based UPDATE's VALUES list, typed: a VALUES column of nulls has no type of its own. */
function updateValues(row: PlannedRow): SQL {
  const c = columnsOf(row.values);
  return sql`(${row.productId!}::int, ${c.name}::text, ${row.values.slug!}::text, ${c.type}::text, ${c.status}::smallint, ${c.retailPrice}::int,
    ${c.salePrice}::int, ${c.regularPrice}::int, ${c.stockQuantity}::int, ${c.categoryId}::int, ${c.brandId}::int, ${c.shortDescription}::text,
    ${JSON.stringify(c.keyFeatures)}::jsonb, ${c.warranty}::text)`;
}

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
    const slugs = inserted.map(({ id }, index) => {
      const row = batch[index]!;
      const slug = finalSlug(row.values.given_slug, row.values.name, id);
      createdIds.push(id);
      const changes = [...row.changes.filter((change) => change.column !== 'slug'), { column: 'slug' as const, before: null, after: slug }];
      audit(id, 'import_create', { ...row, changes }, null);
      return sql`(${id}::int, ${slug}::text)`;
    });
    await tx.execute(sql`UPDATE products SET slug = v.slug FROM (VALUES ${sql.join(slugs, sql`, `)}) AS v(id, slug) WHERE products.id = v.id`);
  }

  const updatedIds = updates.map((row) => row.productId!);
  if (updatedIds.length > 0) await withdrawFromSearchTerms(tx, updatedIds);
  for (const batch of batches(updates)) {
    await tx.execute(sql`UPDATE products SET
        name = v.name, slug = v.slug, type = v.type, status = v.status, retail_price = v.retail_price, sale_price = v.sale_price,
        regular_price = v.regular_price, stock_quantity = v.stock_quantity, category_id = v.category_id, brand_id = v.brand_id, short_description = v.short_description,
        key_features = v.key_features, warranty = v.warranty,
        version = products.version + 1, updated_at = now()
      FROM (VALUES ${sql.join(batch.map(updateValues), sql`, `)})
        AS v(id, name, slug, type, status, retail_price, sale_price, regular_price, stock_quantity, category_id, brand_id, short_description, key_features, warranty)
      WHERE products.id = v.id`);
    for (const row of batch) audit(row.productId!, 'import_update', row, fieldsOf(row.changes, 'before'));
  }
  // Extra categories: written again for new products and for changed rows whose list changed.
  const extrasOf = [
    ...creates.map((row, index) => ({ productId: createdIds[index]!, ids: row.values.extra_category_ids })),
    ...updates
      .filter((row) => row.changes.some((change) => change.column === 'extra_categories'))
      .map((row) => ({ productId: row.productId!, ids: row.values.extra_category_ids })),
  ];
  for (const batch of batches(extrasOf)) {
    const x = t.productExtraCategories;
    await tx.delete(x).where(
      inArray(
        x.productId,
        batch.map((row) => row.productId),
      ),
    );
    const rows = batch.flatMap((row) => row.ids.map((categoryId) => ({ productId: row.productId, categoryId })));
    if (rows.length > 0) await tx.insert(x).values(rows);
  }
  const touched = [...createdIds, ...updatedIds];
  for (const batch of batches(touched)) await indexAndCountInSearchTerms(tx, batch);
  for (const batch of batches(audits)) await tx.insert(t.auditLog).values(batch);
  return { created: creates.length, updated: updates.length, unchanged: planned.length - creates.length - updates.length };
}
