import { eq, lt, sql } from 'drizzle-orm';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MESSAGES as M, type ProductCsvColumn, type ProductCsvError } from '#domain/product-csv.ts';
import type { Database } from '#server/db/client.ts';
import { violatesUniqueIndex } from '#server/db/errors.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import { ADMIN_PRODUCT_MESSAGES, type AdminProductFilters } from '#server/modules/admin-products/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { applyPlan } from './apply.ts';
import { type BulkPriceStockEdit, bulkEditPriceAndStock } from './bulk-edit.ts';
import { productCsvStream } from './export.ts';
import { type ImportPlan, planImport } from './plan.ts';
import { readProductCsv } from './read.ts';

/** How long an uploaded file waits to be applied. */
const KEPT_FOR = '1 day';

/** The preview of a file: what each row would do, and every mistake by row and column. */
function presentPreview(id: number, fileName: string | null, appliedAt: Date | null, plan: ImportPlan) {
  const count = (action: string) => plan.rows.filter((row) => row.action === action).length;
  return {
    id,
    file_name: fileName,
    applied_at: appliedAt?.toISOString() ?? null,
    summary: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      rows_with_errors: new Set(plan.errors.map((error) => error.row)).size,
    },
    rows: plan.rows.flatMap((row) =>
      row.action === 'unchanged' ? [] : [{ row: row.row, sku: row.sku, action: row.action, product_id: row.productId, changes: row.changes }],
    ),
    errors: plan.errors,
  };
}

/** The 422 of a file that cannot be applied: each mistake under `<row>.<column>` (or `<row>` for the row as a whole). */
function refusal(errors: ProductCsvError[]) {
  const byPlace: Record<string, string[]> = {};
  for (const error of errors) {
    const key = error.column ? `${error.row}.${error.column}` : String(error.row);
    byPlace[key] = [...(byPlace[key] ?? []), error.message];
  }
  return validationError(byPlace, M.hasErrors(new Set(errors.map((error) => error.row)).size));
}

async function planOf(q: Database, csv: string, lock = false): Promise<ImportPlan> {
  const read = readProductCsv(csv);
  const plan = await planImport(q, read.rows, read.columns, lock);
  const place = (column: string) => PRODUCT_CSV_COLUMNS.indexOf(column as ProductCsvColumn);
  // In the order a reader goes through the file: by row, then left to right.
  const errors = [...read.errors, ...plan.errors].sort((a, b) => a.row - b.row || place(a.column) - place(b.column));
  return { rows: plan.rows, errors };
}

/** The back office's product files: export, a previewed import applied all or nothing, and bulk price and stock edits. */
export function createProductCsvService(db: Database, changes: CatalogueChanges) {
  const imports = t.productImports;

  async function upload(csv: string, fileName: string | null, actor: StaffActor) {
    await db.delete(imports).where(lt(imports.createdAt, sql`now() - ${KEPT_FOR}::interval`));
    const [row] = await db.insert(imports).values({ staffId: actor.staffId, fileName, csv }).returning();
    return presentPreview(row!.id, fileName, null, await planOf(db, csv));
  }

  async function preview(id: number) {
    const [row] = await db.select().from(imports).where(eq(imports.id, id));
    if (!row) throw notFound(M.importGone);
    return presentPreview(row.id, row.fileName, row.appliedAt, await planOf(db, row.csv));
  }

  /** Checks the file again against the catalogue as it is now (it may have changed since the preview) and writes it, or nothing. */
  async function apply(id: number, actor: StaffActor) {
    try {
      const result = await db.transaction(async (tx) => {
        const q = tx as unknown as Database;
        const [row] = await q.select().from(imports).where(eq(imports.id, id)).for('update');
        if (!row) throw notFound(M.importGone);
        if (row.appliedAt) throw new HttpError(409, M.alreadyApplied);
        const plan = await planOf(q, row.csv, true);
        if (plan.errors.length > 0) throw refusal(plan.errors);
        const counts = await applyPlan(q, plan.rows, actor, id);
        await q.update(imports).set({ appliedAt: sql`now()` }).where(eq(imports.id, id));
        // In the transaction (ADR 6): other processes hear of the import if, and only if, it commits.
        await changes.tellOthersOnCommit(q, 'catalogue');
        return counts;
      });
      changes.forgetHere('catalogue');
      return result;
    } catch (error) {
      // Another import or edit took a SKU between the check and the write.
      if (violatesUniqueIndex(error, 'products_sku_key'))
        throw validationError({ request: [ADMIN_PRODUCT_MESSAGES.skuTaken] }, ADMIN_PRODUCT_MESSAGES.skuTaken);
      throw error;
    }
  }

  async function bulkEdit(edit: BulkPriceStockEdit, actor: StaffActor) {
    const result = await bulkEditPriceAndStock(db, edit, actor, (q) => changes.tellOthersOnCommit(q, 'catalogue'));
    changes.forgetHere('catalogue');
    return result;
  }

  return {
    exportCsv: (filters: AdminProductFilters) => productCsvStream(db, filters),
    upload,
    preview,
    apply,
    bulkEdit,
  };
}
