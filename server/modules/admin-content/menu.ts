import { eq } from 'drizzle-orm';
import { NAVIGATION_MESSAGES as M, type MenuItemCreate, type MenuItemPatch } from '#domain/navigation-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { notFound, validationError } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { byDisplayOrder, compacted, renumbered } from '#server/modules/admin-taxonomy/siblings.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { contentWriter, setDisplayOrders } from './content-write.ts';

const m = t.navigationItems;
type Row = typeof m.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    parent_id: row.parentId,
    category_id: row.categoryId,
    icon: row.icon,
    open_in_new_tab: row.openInNewTab,
    is_megamenu: row.isMegamenu,
    active: row.active,
    position: row.displayOrder,
  };
}

type AdminMenuItem = ReturnType<typeof present>;
export type AdminMenuNode = AdminMenuItem & { children: AdminMenuItem[] };

/** The header menu as the back office edits it: top-level items in order, each with the items under it. */
export function createAdminMenuService(db: Database, changes: CatalogueChanges) {
  const write = contentWriter(db, changes);

  /** Every item, locked when `lock`, so two reorders never interleave (the menu is a few dozen rows). */
  async function allRows(q: Database, lock = false): Promise<Row[]> {
    const query = q.select().from(m);
    return (lock ? await query.for('update') : await query).sort(byDisplayOrder);
  }

  async function tree(): Promise<AdminMenuNode[]> {
    const rows = await allRows(db);
    return rows
      .filter((row) => row.parentId === null)
      .map((row) => ({ ...present(row), children: rows.filter((child) => child.parentId === row.id).map(present) }));
  }

  const setOrders = (tx: Database, orders: { id: number; displayOrder: number }[]) =>
    setDisplayOrders(orders, (id, displayOrder) => tx.update(m).set({ displayOrder }).where(eq(m.id, id)));

  /** The menu goes one level deep: a parent is a top-level item, and an item with children stays at the top. */
  function checkParent(rows: Row[], parentId: number | null, id: number | null) {
    if (parentId === null) return;
    const parent = rows.find((row) => row.id === parentId);
    if (!parent) throw validationError({ parent_id: [M.parentMissing] });
    if (parentId === id) throw validationError({ parent_id: [M.parentIsSelf] });
    if (parent.parentId !== null) throw validationError({ parent_id: [M.parentNotTopLevel] });
    if (id !== null && rows.some((row) => row.parentId === id)) throw validationError({ parent_id: [M.hasChildren] });
  }

  async function checkCategory(q: Database, categoryId: number | null | undefined) {
    if (categoryId === null || categoryId === undefined) return;
    const [found] = await q.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.id, categoryId));
    if (!found) throw validationError({ category_id: [M.categoryMissing] });
  }

  async function create(edit: MenuItemCreate, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await allRows(tx, true);
      checkParent(rows, edit.parent_id, null);
      await checkCategory(tx, edit.category_id);
      const [row] = await tx
        .insert(m)
        .values({
          name: edit.name,
          url: edit.url,
          parentId: edit.parent_id,
          categoryId: edit.category_id,
          icon: edit.icon,
          openInNewTab: edit.open_in_new_tab,
          isMegamenu: edit.is_megamenu,
          active: edit.active,
        })
        .returning();
      const siblings = rows.filter((other) => other.parentId === edit.parent_id);
      await setOrders(tx, renumbered([...siblings, { ...row!, displayOrder: -1 }], row!.id, edit.position));
      const after = present((await allRows(tx)).find((other) => other.id === row!.id)!);
      await writeAudit(tx, actor, 'navigation_item', row!.id, 'create', null, after);
      return after;
    });
  }

  async function update(id: number, patch: MenuItemPatch, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await allRows(tx, true);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(M.itemNotFound);
      const parentId = patch.parent_id === undefined ? current.parentId : patch.parent_id;
      checkParent(rows, parentId, id);
      await checkCategory(tx, patch.category_id);
      await tx
        .update(m)
        .set({
          parentId,
          ...(patch.name === undefined ? {} : { name: patch.name }),
          ...(patch.url === undefined ? {} : { url: patch.url }),
          ...(patch.category_id === undefined ? {} : { categoryId: patch.category_id }),
          ...(patch.icon === undefined ? {} : { icon: patch.icon }),
          ...(patch.open_in_new_tab === undefined ? {} : { openInNewTab: patch.open_in_new_tab }),
          ...(patch.is_megamenu === undefined ? {} : { isMegamenu: patch.is_megamenu }),
          ...(patch.active === undefined ? {} : { active: patch.active }),
        })
        .where(eq(m.id, id));
      const moved = parentId !== current.parentId;
      if (moved || patch.position !== undefined) {
        const siblings = rows.filter((row) => row.parentId === parentId && row.id !== id);
        await setOrders(tx, renumbered([...siblings, moved ? { ...current, displayOrder: -1 } : current], id, patch.position));
        if (moved) await setOrders(tx, compacted(rows.filter((row) => row.parentId === current.parentId && row.id !== id)));
      }
      const after = present((await allRows(tx)).find((row) => row.id === id)!);
      const placeOnly = Object.keys(patch).every((key) => key === 'position' || key === 'parent_id');
      const action = moved ? 'move' : placeOnly && patch.position !== undefined ? 'reorder' : 'update';
      await writeAudit(tx, actor, 'navigation_item', id, action, present(current), after);
      return after;
    });
  }

  /** Deletes an item and the items under it (the table cascades), closing the gap among its siblings. */
  async function remove(id: number, actor: StaffActor) {
    await write(async (tx) => {
      const rows = await allRows(tx, true);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(M.itemNotFound);
      await tx.delete(m).where(eq(m.id, id));
      await setOrders(tx, compacted(rows.filter((row) => row.parentId === current.parentId && row.id !== id)));
      await writeAudit(tx, actor, 'navigation_item', id, 'delete', present(current), null);
    });
  }

  return { tree, create, update, remove };
}
