import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_EDIT_MESSAGES, productPatchSchema } from '#domain/product-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { ADMIN_PRODUCT_MESSAGES } from '#server/modules/admin-products/service.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';

/** Most products one bulk edit changes: a page of the list at its longest. */
export const BULK_EDIT_LIMIT = 100;

const priceAndStock = productPatchSchema.pick({ retail_price: true, sale_price: true, stock: true, version: true });

export const bulkPriceStockBody = z.object({
  items: z
    .array(
      priceAndStock.extend({
        id: z.number({ error: 'Unknown product.' }).int('Unknown product.').min(1, 'Unknown product.').max(2_147_483_647, 'Unknown product.'),
      }),
    )
    .min(1, 'Choose at least one product.')
    .max(BULK_EDIT_LIMIT, `Change at most ${BULK_EDIT_LIMIT} products at once.`),
});
export type BulkPriceStockEdit = z.output<typeof bulkPriceStockBody>;

export const BULK_EDIT_MESSAGES = {
  stale: (names: string[]) =>
    `${names.length === 1 ? `${names[0]} was` : `${names.join(', ')} were`} changed by someone else since you opened the list. Reload it to see their changes; nothing was saved.`,
  twice: 'This product is listed twice.',
  refused: 'Correct the marked fields: nothing was saved.',
  gone: ADMIN_PRODUCT_MESSAGES.notFound,
} as const;

const p = t.products;

/**
 * Changes the retail price, sale price and stock of several products at once, all or nothing: any
 * mistake is a 422 naming the item and field (`items.3.sale_price`), and any product changed since
 * the list was opened a 409 naming it. `tellOthers` sends the change notice inside the transaction
 * (ADR 6), so other processes hear of the edit if, and only if, it commits.
 */
export async function bulkEditPriceAndStock(db: Database, edit: BulkPriceStockEdit, actor: StaffActor, tellOthers: (q: Database) => Promise<void>) {
  const ids = edit.items.map((item) => item.id);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: p.id,
        name: p.name,
        version: p.version,
        retailPrice: p.retailPrice,
        salePrice: p.salePrice,
        stockQuantity: p.stockQuantity,
        stockReserved: p.stockReserved,
        type: p.type,
      })
      .from(p)
      .where(inArray(p.id, ids))
      .orderBy(asc(p.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const seen = new Set<number>();
    const stale: string[] = [];
    for (const [index, item] of edit.items.entries()) {
      const row = byId.get(item.id);
      if (!row) {
        add(`items.${index}.id`, BULK_EDIT_MESSAGES.gone);
        continue;
      }
      if (seen.has(item.id)) {
        add(`items.${index}.id`, BULK_EDIT_MESSAGES.twice);
        continue;
      }
      seen.add(item.id);
      if (row.version !== item.version) {
        stale.push(row.name);
        continue;
      }
      const retail = item.retail_price ?? row.retailPrice;
      const sale = item.sale_price === undefined ? row.salePrice : item.sale_price;
      if (sale !== null && sale > retail) add(`items.${index}.sale_price`, PRODUCT_EDIT_MESSAGES.saleAboveRetail);
      if (item.stock !== undefined && item.stock !== row.stockQuantity && row.type === 'hybrid')
        add(`items.${index}.stock`, PRODUCT_EDIT_MESSAGES.hybridStockFromVariants);
      else if (item.stock !== undefined && item.stock < row.stockReserved) add(`items.${index}.stock`, ADMIN_PRODUCT_MESSAGES.belowReserved(row.stockReserved));
    }
    if (Object.keys(errors).length > 0) throw validationError(errors, BULK_EDIT_MESSAGES.refused);
    if (stale.length > 0) throw new HttpError(409, BULK_EDIT_MESSAGES.stale(stale));

    const changed: { id: number; version: number }[] = [];
    for (const item of edit.items) {
      const row = byId.get(item.id)!;
      const before = { retail_price: row.retailPrice, sale_price: row.salePrice, stock: row.stockQuantity };
      const after = {
        retail_price: item.retail_price ?? row.retailPrice,
        sale_price: item.sale_price === undefined ? row.salePrice : item.sale_price,
        stock: item.stock ?? row.stockQuantity,
      };
      if (before.retail_price === after.retail_price && before.sale_price === after.sale_price && before.stock === after.stock) {
        changed.push({ id: row.id, version: row.version });
        continue;
      }
      const [updated] = await tx
        .update(p)
        .set({
          retailPrice: after.retail_price,
          salePrice: after.sale_price,
          stockQuantity: after.stock,
          version: sql`${p.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(p.id, row.id))
        .returning({ version: p.version });
      await tx.insert(t.auditLog).values({
        staffId: String(actor.staffId),
        staffName: actor.name,
        entity: 'product',
        entityId: String(row.id),
        action: 'bulk_update',
        before,
        after,
      });
      changed.push({ id: row.id, version: updated!.version });
    }
    await tellOthers(tx as unknown as Database);
    return changed;
  });
}
