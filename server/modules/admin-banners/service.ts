import { eq, sql } from 'drizzle-orm';
import {
  BANNER_MESSAGES as M,
  type BannerCreate,
  type BannerImageVariant,
  type BannerKind,
  type BannerPatch,
  type CategoryBannerCreate,
  type CategoryBannerPatch,
} from '#domain/banners.ts';
import { PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { refusalOf } from '#server/modules/admin-products/images.ts';
import { changeWriter } from '#server/modules/catalog/change-write.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import type { DerivedImage } from '#server/modules/media/derive.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { bannerImageUrlOf, deriveBannerImage, removeBannerImages } from './banner-image.ts';
import type { MediaStore } from '#server/modules/media/store.ts';

type HomeRow = typeof t.positionalBanners.$inferSelect;
type CategoryRow = typeof t.categoryProductBanners.$inferSelect;
type Row = HomeRow | CategoryRow;
type Edit = BannerCreate | BannerPatch | CategoryBannerCreate | CategoryBannerPatch;

const tableOf = { banner: t.positionalBanners, category_banner: t.categoryProductBanners } as const;

/** A banner as the back office shows it. */
function present(row: Row, categoryName: string | null) {
  return {
    id: row.id,
    ...('position' in row ? { position: row.position, link_url: row.linkUrl } : { category_id: row.categoryId, category_name: categoryName }),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image_url: row.imageUrl,
    mobile_image_url: row.mobileImageUrl,
    image_width: row.imageWidth,
    image_height: row.imageHeight,
    display_order: row.displayOrder,
    active: row.active,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type AdminBanner = ReturnType<typeof present>;

/** The rows a banner is ordered among: the same home position, or every category section. */
const groupOf = (row: Row) => ('position' in row ? row.position : '');

/** The columns an edit sets; fields not sent are left alone. */
function columnsOf(edit: Edit) {
  const set = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));
  return {
    ...set('title', edit.title),
    ...set('subtitle', edit.subtitle),
    ...set('description', edit.description),
    ...set('active', edit.active),
    ...set('startsAt', edit.starts_at === undefined ? undefined : edit.starts_at === null ? null : new Date(edit.starts_at)),
    ...set('endsAt', edit.ends_at === undefined ? undefined : edit.ends_at === null ? null : new Date(edit.ends_at)),
    ...('position' in edit ? set('position', edit.position) : {}),
    ...('link_url' in edit ? set('linkUrl', edit.link_url) : {}),
    ...('category_id' in edit ? set('categoryId', edit.category_id) : {}),
  };
}

/** `media`: where pictures are stored and removed from. */
export function createAdminBannerService(db: Database, changes: CatalogueChanges, media: MediaStore) {
  async function rowsOf(q: Database, kind: BannerKind, lock = false): Promise<Row[]> {
    const query = q.select().from(tableOf[kind]);
    const rows: Row[] = lock ? await query.for('update') : await query;
    return rows.sort((a, b) => groupOf(a).localeCompare(groupOf(b)) || a.displayOrder - b.displayOrder || a.id - b.id);
  }

  async function categoryNames(q: Database): Promise<Map<number, string>> {
    const rows = await q.select({ id: t.categories.id, name: t.categories.name }).from(t.categories);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function list(kind: BannerKind): Promise<AdminBanner[]> {
    const [rows, names] = await Promise.all([rowsOf(db, kind), categoryNames(db)]);
    return rows.map((row) => present(row, 'categoryId' in row ? (names.get(row.categoryId) ?? null) : null));
  }

  async function presentOne(q: Database, kind: BannerKind, id: number): Promise<AdminBanner | null> {
    const table = tableOf[kind];
    const [row] = await q.select().from(table).where(eq(table.id, id));
    if (!row) return null;
    return present(row, 'categoryId' in row ? ((await categoryNames(q)).get(row.categoryId) ?? null) : null);
  }

  /** Runs a write and its audit row in one transaction; the storefront's kept banners drop once it commits. */
  const write = changeWriter(db, changes, 'content');

  async function checkCategory(q: Database, edit: Edit) {
    if (!('category_id' in edit) || edit.category_id === undefined) return;
    const [found] = await q.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.id, edit.category_id));
    if (!found) throw validationError({ category_id: [M.unknownCategory] }, M.unknownCategory);
  }

  /** Numbers the banners of one group 0, 1, 2… with `movedId` at `at` (past the end: last). */
  async function place(tx: Database, kind: BannerKind, movedId: number, at: number | undefined) {
    const table = tableOf[kind];
    const rows = await rowsOf(tx, kind);
    const moved = rows.find((row) => row.id === movedId);
    if (!moved) return;
    const ids = rows.filter((row) => groupOf(row) === groupOf(moved) && row.id !== movedId).map((row) => row.id);
    ids.splice(Math.min(at ?? ids.length, ids.length), 0, movedId);
    const current = new Map(rows.map((row) => [row.id, row.displayOrder]));
    for (const [displayOrder, id] of ids.entries()) {
      if (current.get(id) !== displayOrder) await tx.update(table).set({ displayOrder }).where(eq(table.id, id));
    }
  }

  async function create(kind: BannerKind, edit: BannerCreate | CategoryBannerCreate, actor: StaffActor): Promise<AdminBanner> {
    return write(async (tx) => {
      await rowsOf(tx, kind, true);
      await checkCategory(tx, edit);
      const columns = { ...columnsOf(edit), displayOrder: 0 };
      const [row] =
        kind === 'banner' && 'position' in edit
          ? await tx
              .insert(t.positionalBanners)
              .values({ ...columns, title: edit.title, position: edit.position })
              .returning()
          : 'category_id' in edit
            ? await tx
                .insert(t.categoryProductBanners)
                .values({ ...columns, title: edit.title, categoryId: edit.category_id })
                .returning()
            : [];
      if (!row) throw new Error(`a ${kind} was sent the fields of the other kind of banner`);
      await place(tx, kind, row.id, edit.display_order);
      const after = (await presentOne(tx, kind, row.id))!;
      await writeAudit(tx, actor, kind, row.id, 'create', null, after);
      return after;
    });
  }

  async function lockedCurrent(tx: Database, kind: BannerKind, id: number, updatedAt?: string) {
    const rows = await rowsOf(tx, kind, true);
    const current = rows.find((row) => row.id === id);
    if (!current) throw notFound(M.notFound);
    if (updatedAt !== undefined && new Date(updatedAt).getTime() !== current.updatedAt.getTime()) throw new HttpError(409, M.stale);
    return { current, before: (await presentOne(tx, kind, id))! };
  }

  async function update(kind: BannerKind, id: number, patch: BannerPatch | CategoryBannerPatch, actor: StaffActor): Promise<AdminBanner> {
    return write(async (tx) => {
      const table = tableOf[kind];
      const { current, before } = await lockedCurrent(tx, kind, id, patch.updated_at);
      await checkCategory(tx, patch);
      // The schema checks a schedule sent whole; half of one is checked against the other half kept.
      const startsAt = patch.starts_at === undefined ? current.startsAt : patch.starts_at === null ? null : new Date(patch.starts_at);
      const endsAt = patch.ends_at === undefined ? current.endsAt : patch.ends_at === null ? null : new Date(patch.ends_at);
      if (startsAt && endsAt && endsAt <= startsAt) throw validationError({ ends_at: [M.endsBeforeStart] }, M.endsBeforeStart);
      await tx
        .update(table)
        .set({ ...columnsOf(patch), updatedAt: sql`now()` })
        .where(eq(table.id, id));
      const moved = 'position' in patch && patch.position !== undefined && patch.position !== groupOf(current);
      if (patch.display_order !== undefined || moved) await place(tx, kind, id, patch.display_order);
      const after = (await presentOne(tx, kind, id))!;
      const onlyOrder = patch.display_order !== undefined && Object.keys(patch).every((key) => key === 'display_order' || key === 'updated_at');
      await writeAudit(tx, actor, kind, id, onlyOrder ? 'reorder' : 'update', before, after);
      return after;
    });
  }

  async function remove(kind: BannerKind, id: number, actor: StaffActor): Promise<void> {
    const table = tableOf[kind];
    const gone = await write(async (tx) => {
      const { current, before } = await lockedCurrent(tx, kind, id);
      await tx.delete(table).where(eq(table.id, id));
      await writeAudit(tx, actor, kind, id, 'delete', before, null);
      return current;
    });
    await removeBannerImages(media, kind, id, [gone.imageUrl, gone.mobileImageUrl]);
  }

  /** Sets the desktop or the mobile picture from an upload: checked by its content, re-encoded; the previous upload's files go. */
  async function setImage(kind: BannerKind, id: number, variant: BannerImageVariant, upload: Buffer, actor: StaffActor): Promise<AdminBanner> {
    const refusal = await refusalOf(upload);
    if (refusal) throw validationError({ image: [refusal] }, refusal);
    // Re-encoding takes a while: a banner that is not there is said so before it.
    if (!(await presentOne(db, kind, id))) throw notFound(M.notFound);
    let image: DerivedImage;
    try {
      image = await deriveBannerImage(media, kind, id, variant, upload);
    } catch {
      // The header passed but the pixels did not decode: truncated, corrupt, or a bomb.
      throw validationError({ image: [PRODUCT_IMAGE_MESSAGES.unsupported] }, PRODUCT_IMAGE_MESSAGES.unsupported);
    }
    const url = bannerImageUrlOf(image);
    const table = tableOf[kind];
    // The home page reserves the desktop picture's size before it loads, so the page does not jump.
    const columns = variant === 'desktop' ? { imageUrl: url, imageWidth: image.width, imageHeight: image.height } : { mobileImageUrl: url };
    const stored = write(async (tx) => {
      const { current, before } = await lockedCurrent(tx, kind, id);
      await tx
        .update(table)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(table.id, id));
      const after = (await presentOne(tx, kind, id))!;
      await writeAudit(tx, actor, kind, id, variant === 'desktop' ? 'set_image' : 'set_mobile_image', before, after);
      return { previous: variant === 'desktop' ? current.imageUrl : current.mobileImageUrl, after };
    });
    const { previous, after } = await stored.catch(async (error: unknown) => {
      // Deleted meanwhile: the files just written belong to no row.
      if (error instanceof HttpError && error.statusCode === 404) await removeBannerImages(media, kind, id, [url]);
      throw error;
    });
    await removeBannerImages(media, kind, id, [previous], [url]);
    return after;
  }

  return { list, get: (kind: BannerKind, id: number) => presentOne(db, kind, id), create, update, remove, setImage };
}
