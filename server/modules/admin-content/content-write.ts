import type { Database } from '#server/db/client.ts';
import { changeWriter } from '#server/modules/catalog/change-write.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';

/**
 * Runs a change to what every page shows (the menu, the footer) in one transaction that also tells
 * every process to drop its kept copy when, and only if, it commits; this process drops its own
 * at once after the commit.
 */
export function contentWriter(db: Database, changes: CatalogueChanges) {
  return changeWriter(db, changes, 'content');
}

/** Sets display orders (from `renumbered` or `compacted`) on one table's rows. */
export async function setDisplayOrders(
  orders: readonly { id: number; displayOrder: number }[],
  update: (id: number, displayOrder: number) => Promise<unknown>,
) {
  for (const { id, displayOrder } of orders) await update(id, displayOrder);
}
