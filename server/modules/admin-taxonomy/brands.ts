import { count, eq, sql } from 'drizzle-orm';
import { PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import { BRAND_MESSAGES as M, type BrandCreate, type BrandPatch } from '#domain/brand-edit.ts';
import { slugFromName } from '#domain/product-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { refusalOf } from '#server/modules/admin-products/images.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import { changeWriter } from '#server/modules/catalog/change-write.ts';
import type { DerivedImage } from '#server/modules/media/derive.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { deriveBrandLogo, logoUrlOf, removeBrandLogo } from './brand-logo.ts';
import { byDisplayOrder, compacted, renumbered } from './siblings.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

const b = t.brands;
type Row = typeof b.$inferSelect;

/** A brand as the back office shows it; `product_count` counts its products whatever their status. */
function present(row: Row, productCount: number) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.logoUrl,
    position: row.displayOrder,
    active: row.active,
    is_featured: row.isFeatured,
    product_count: productCount,
    url: `/shop/brand/${row.slug}`,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type AdminBrand = ReturnType<typeof present>;

/** `media`: where logos are stored and removed from. */
export function createAdminBrandService(db: Database, changes: CatalogueChanges, media: MediaStore) {
  /** Every brand in the shop's order, locked when `lock`: brand writes renumber the order, so they take turns. */
  async function allRows(q: Database, lock = false): Promise<Row[]> {
    const query = q.select().from(b);
    return (lock ? await query.for('update') : await query).sort(byDisplayOrder);
  }

  async function productCount(q: Database, id: number): Promise<number> {
    const [row] = await q.select({ n: count() }).from(t.products).where(eq(t.products.brandId, id));
    return row?.n ?? 0;
  }

  async function presentOne(q: Database, id: number): Promise<AdminBrand | null> {
    const [row] = await q.select().from(b).where(eq(b.id, id));
    return row ? present(row, await productCount(q, id)) : null;
  }

  async function list(): Promise<AdminBrand[]> {
    const [rows, counts] = await Promise.all([allRows(db), db.select({ id: t.products.brandId, n: count() }).from(t.products).groupBy(t.products.brandId)]);
    const byBrand = new Map(counts.map((row) => [row.id, row.n]));
    return rows.map((row) => present(row, byBrand.get(row.id) ?? 0));
  }

  const write = changeWriter(db, changes, 'catalogue', { index: 'brands_slug_key', field: 'slug', message: M.slugTaken });

  function slugOf(rows: Row[], slug: string, name: string, id: number | null): string {
    const made = slugFromName(slug, name);
    if (made === '') throw validationError({ slug: [M.slugFromNothing] }, M.slugFromNothing);
    if (rows.some((row) => row.slug === made && row.id !== id)) throw validationError({ slug: [M.slugTaken] }, M.slugTaken);
    return made;
  }

  async function setOrders(tx: Database, orders: { id: number; displayOrder: number }[]) {
    for (const { id, displayOrder } of orders) await tx.update(b).set({ displayOrder }).where(eq(b.id, id));
  }

  async function create(edit: BrandCreate, actor: StaffActor) {
    return write(async (tx) => {
      const rows = await allRows(tx, true);
      const slug = slugOf(rows, edit.slug, edit.name, null);
      const [row] = await tx.insert(b).values({ name: edit.name, slug, active: edit.active, isFeatured: edit.is_featured, displayOrder: 0 }).returning();
      await setOrders(tx, renumbered([...rows, { ...row!, displayOrder: -1 }], row!.id, edit.position));
      const after = (await presentOne(tx, row!.id))!;
      await writeAudit(tx, actor, 'brand', row!.id, 'create', null, after);
      return after;
    });
  }

  async function lockedCurrent(tx: Database, id: number, updatedAt?: string) {
    const rows = await allRows(tx, true);
    const current = rows.find((row) => row.id === id);
    if (!current) throw notFound(M.notFound);
    if (updatedAt !== undefined && new Date(updatedAt).getTime() !== current.updatedAt.getTime()) throw new HttpError(409, M.stale);
    return { rows, current, before: (await presentOne(tx, id))! };
  }

  async function update(id: number, patch: BrandPatch, actor: StaffActor) {
    return write(async (tx) => {
      const { rows, current, before } = await lockedCurrent(tx, id, patch.updated_at);
      const name = patch.name ?? current.name;
      const slug = patch.slug === undefined && patch.name === undefined ? current.slug : slugOf(rows, patch.slug ?? current.slug, name, id);
      await tx
        .update(b)
        .set({
          name,
          slug,
          ...(patch.active === undefined ? {} : { active: patch.active }),
          ...(patch.is_featured === undefined ? {} : { isFeatured: patch.is_featured }),
          updatedAt: sql`now()`,
        })
        .where(eq(b.id, id));
      if (patch.position !== undefined) await setOrders(tx, renumbered(rows, id, patch.position));
      const after = (await presentOne(tx, id))!;
      await writeAudit(tx, actor, 'brand', id, patch.position !== undefined && Object.keys(patch).length === 1 ? 'reorder' : 'update', before, after);
      return after;
    });
  }

  /** Deletes a brand no product names (a brand with products must lose them first, or be hidden), and its uploaded logo. */
  async function remove(id: number, actor: StaffActor) {
    const logoUrl = await write(async (tx) => {
      const { rows, current, before } = await lockedCurrent(tx, id);
      if (before.product_count > 0) throw new HttpError(409, M.hasProducts(before.product_count));
      await tx.delete(b).where(eq(b.id, id));
      await setOrders(tx, compacted(rows.filter((row) => row.id !== id)));
      await writeAudit(tx, actor, 'brand', id, 'delete', before, null);
      return current.logoUrl;
    });
    await removeBrandLogo(media, id, logoUrl, null);
  }

  /** Sets the brand's logo from an upload: checked by its content, re-encoded; the previous upload's files go. */
  async function setLogo(id: number, upload: Buffer, actor: StaffActor) {
    const refusal = await refusalOf(upload);
    if (refusal) throw validationError({ logo: [refusal] }, refusal);
    // Re-encoding takes a while: a brand that is not there is said so before it.
    if (!(await presentOne(db, id))) throw notFound(M.notFound);
    let image: DerivedImage;
    try {
      image = await deriveBrandLogo(media, id, upload);
    } catch {
      // The header passed but the pixels did not decode: truncated, corrupt, or a bomb.
      throw validationError({ logo: [PRODUCT_IMAGE_MESSAGES.unsupported] }, PRODUCT_IMAGE_MESSAGES.unsupported);
    }
    const url = logoUrlOf(image);
    const stored = write(async (tx) => {
      const { current, before } = await lockedCurrent(tx, id);
      await tx.update(b).set({ logoUrl: url, updatedAt: sql`now()` }).where(eq(b.id, id));
      const after = (await presentOne(tx, id))!;
      await writeAudit(tx, actor, 'brand', id, 'set_logo', before, after);
      return { previous: current.logoUrl, after };
    });
    const { previous, after } = await stored.catch(async (error: unknown) => {
      // Deleted meanwhile: the files just written belong to no row.
      if (error instanceof HttpError && error.statusCode === 404) await removeBrandLogo(media, id, url, null);
      throw error;
    });
    await removeBrandLogo(media, id, previous, url);
    return after;
  }

  async function removeLogo(id: number, actor: StaffActor) {
    const { previous, after } = await write(async (tx) => {
      const { current, before } = await lockedCurrent(tx, id);
      if (current.logoUrl === null) throw new HttpError(409, M.noLogo);
      await tx.update(b).set({ logoUrl: null, updatedAt: sql`now()` }).where(eq(b.id, id));
      const after = (await presentOne(tx, id))!;
      await writeAudit(tx, actor, 'brand', id, 'remove_logo', before, after);
      return { previous: current.logoUrl, after };
    });
    await removeBrandLogo(media, id, previous, null);
    return after;
  }

  return { list, get: (id: number) => presentOne(db, id), create, update, remove, setLogo, removeLogo };
}
