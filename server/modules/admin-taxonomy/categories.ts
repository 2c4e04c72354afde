import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { CATEGORY_MESSAGES as M, type CategoryCreate, type CategoryPatch } from '#domain/category-edit.ts';
import { slugFromName } from '#domain/product-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import { changeWriter } from '#server/modules/catalog/change-write.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { byDisplayOrder, compacted, renumbered } from './siblings.ts';

const c = t.categories;
type Row = typeof c.$inferSelect;

/** A category as the back office shows it; `product_count` is its own products, whatever their status. */
function present(row: Row, productCount: number, childCount: number) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    parent_id: row.parentId,
    position: row.displayOrder,
    active: row.active,
    is_featured: row.isFeatured,
    product_count: productCount,
    child_count: childCount,
    url: `/shop/category/${row.slug}`,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type AdminCategory = ReturnType<typeof present>;
export type AdminCategoryNode = AdminCategory & { total_product_count: number; children: AdminCategoryNode[] };

/** The back office's categories: the whole tree, and every change to it. */
export function createAdminCategoryService(db: Database, changes: CatalogueChanges) {
  async function productCounts(q: Database): Promise<Map<number, number>> {
    const rows = await q
      .select({ id: t.products.categoryId, n: count() })
      .from(t.products)
      .where(isNotNull(t.products.categoryId))
      .groupBy(t.products.categoryId);
    return new Map(rows.map((row) => [row.id!, row.n]));
  }

  /**
   * Every category, locked when `lock`: category writes take every row, so two moves or reorders
   * never interleave (the table is a few hundred rows at most).
   */
  async function allRows(q: Database, lock = false): Promise<Row[]> {
    const query = q.select().from(c);
    return (lock ? await query.for('update') : await query).sort(byDisplayOrder);
  }

  async function presentOne(q: Database, id: number): Promise<AdminCategory | null> {
    const [row] = await q.select().from(c).where(eq(c.id, id));
    if (!row) return null;
    const [[products], [children]] = await Promise.all([
      q.select({ n: count() }).from(t.products).where(eq(t.products.categoryId, id)),
      q.select({ n: count() }).from(c).where(eq(c.parentId, id)),
    ]);
    return present(row, products?.n ?? 0, children?.n ?? 0);
  }

  /** Top-level categories in order, each with its subcategories in order, hidden ones included. */
  async function tree(): Promise<AdminCategoryNode[]> {
    const [rows, counts] = await Promise.all([allRows(db), productCounts(db)]);
    const nodes = new Map<number, AdminCategoryNode>();
    for (const row of rows) {
      const childCount = rows.filter((other) => other.parentId === row.id).length;
      const own = counts.get(row.id) ?? 0;
      nodes.set(row.id, { ...present(row, own, childCount), total_product_count: own, children: [] });
    }
    const roots: AdminCategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const total = (node: AdminCategoryNode): number => {
      node.total_product_count = node.product_count + node.children.reduce((sum, child) => sum + total(child), 0);
      return node.total_product_count;
    };
    for (const root of roots) total(root);
    return roots;
  }

  /** The slug index catching a race gives the same message the check gives. */
  const write = changeWriter(db, changes, 'catalogue', { index: 'categories_slug_key', field: 'slug', message: M.slugTaken });

  function slugOf(slug: string, name: string): string {
    const made = slugFromName(slug, name);
    if (made === '') throw validationError({ slug: [M.slugFromNothing] }, M.slugFromNothing);
    return made;
  }

  function checkSlugFree(rows: Row[], slug: string, id: number | null) {
    if (rows.some((row) => row.slug === slug && row.id !== id)) throw validationError({ slug: [M.slugTaken] }, M.slugTaken);
  }

  /** Refuses a parent that is not there, or one that would make the tree a loop. */
  function checkParent(rows: Row[], parentId: number | null, id: number | null) {
    if (parentId === null) return;
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (!byId.has(parentId)) throw validationError({ parent_id: [M.parent] }, M.parent);
    if (id === null) return;
    if (parentId === id) throw validationError({ parent_id: [M.parentIsSelf] }, M.parentIsSelf);
    for (let above = byId.get(parentId); above; above = above.parentId === null ? undefined : byId.get(above.parentId)) {
      if (above.id === id) throw validationError({ parent_id: [M.parentIsDescendant] }, M.parentIsDescendant);
    }
  }

  async function setOrders(tx: Database, orders: { id: number; displayOrder: number }[]) {
    // Only the order changes: a sibling's updated_at (its edit form's version) stays as it was.
    for (const { id, displayOrder } of orders) await tx.update(c).set({ displayOrder }).where(eq(c.id, id));
  }

  async function create(edit: CategoryCreate, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await allRows(tx, true);
      checkParent(rows, edit.parent_id, null);
      const slug = slugOf(edit.slug, edit.name);
      checkSlugFree(rows, slug, null);
      const [row] = await tx
        .insert(c)
        .values({ name: edit.name, slug, icon: edit.icon, parentId: edit.parent_id, active: edit.active, isFeatured: edit.is_featured, displayOrder: 0 })
        .returning();
      const siblings = rows.filter((other) => other.parentId === edit.parent_id);
      await setOrders(tx, renumbered([...siblings, { ...row!, displayOrder: -1 }], row!.id, edit.position));
      const after = (await presentOne(tx, row!.id))!;
      await writeAudit(tx, actor, 'category', row!.id, 'create', null, after);
      return after;
    });
  }

  async function update(id: number, patch: CategoryPatch, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await allRows(tx, true);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(M.notFound);
      if (patch.updated_at !== undefined && new Date(patch.updated_at).getTime() !== current.updatedAt.getTime()) throw new HttpError(409, M.stale);
      const before = (await presentOne(tx, id))!;
      const name = patch.name ?? current.name;
      const slug = patch.slug === undefined && patch.name === undefined ? current.slug : slugOf(patch.slug ?? current.slug, name);
      checkSlugFree(rows, slug, id);
      const parentId = patch.parent_id === undefined ? current.parentId : patch.parent_id;
      checkParent(rows, parentId, id);
      await tx
        .update(c)
        .set({
          name,
          slug,
          parentId,
          ...(patch.icon === undefined ? {} : { icon: patch.icon }),
          ...(patch.active === undefined ? {} : { active: patch.active }),
          ...(patch.is_featured === undefined ? {} : { isFeatured: patch.is_featured }),
          updatedAt: sql`now()`,
        })
        .where(eq(c.id, id));
      const moved = parentId !== current.parentId;
      if (moved || patch.position !== undefined) {
        const siblings = rows.filter((row) => row.parentId === parentId && row.id !== id);
        await setOrders(tx, renumbered([...siblings, moved ? { ...current, displayOrder: -1 } : current], id, patch.position));
        if (moved) await setOrders(tx, compacted(rows.filter((row) => row.parentId === current.parentId && row.id !== id)));
      }
      const after = (await presentOne(tx, id))!;
      const placeOnly = Object.keys(patch).every((key) => key === 'position' || key === 'parent_id' || key === 'updated_at');
      const action = moved ? 'move' : placeOnly && patch.position !== undefined ? 'reorder' : 'update';
      await writeAudit(tx, actor, 'category', id, action, before, after);
      return after;
    });
  }

  /** Deletes an empty category: one with products or subcategories must be emptied first, or hidden. */
  async function remove(id: number, actor: StaffActor) {
    await write(async (tx) => {
      const rows = await allRows(tx, true);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(M.notFound);
      const before = (await presentOne(tx, id))!;
      if (before.child_count > 0) throw new HttpError(409, M.hasChildren(before.child_count));
      if (before.product_count > 0) throw new HttpError(409, M.hasProducts(before.product_count));
      await tx.delete(c).where(eq(c.id, id));
      await setOrders(tx, compacted(rows.filter((row) => row.parentId === current.parentId && row.id !== id)));
      await writeAudit(tx, actor, 'category', id, 'delete', before, null);
    });
  }

  return { tree, get: (id: number) => presentOne(db, id), create, update, remove };
}
