import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '#domain/product-images.ts';
import {
  extraCategoryIdsOf,
  PRODUCT_EDIT_LIMITS,
  type ProductEdit,
  type ProductPatch,
  type ProductStatus,
  productEditSchema,
  slugFromName,
} from '#domain/product-edit.ts';
import { productIdFromSlug, productSlug } from '#domain/slug.ts';
import { availableStock } from '#domain/stock.ts';
import type { Database } from '#server/db/client.ts';
import { violatesUniqueIndex } from '#server/db/errors.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, notFound, validationError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import { presentMedia } from '#server/modules/catalog/present.ts';
import { mediaUrl } from '#server/modules/media/derive.ts';
import type { DerivedImage } from '#server/modules/media/derive.ts';
import { mediaRow } from '#server/modules/media/media-row.ts';
import { indexAndCountInSearchTerms, withdrawFromSearchTerms } from '#server/modules/search/indexing.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import type { MediaStore } from '#server/modules/media/store.ts';
import { deriveProductImage, filesOf, refusalOf, UndecodableImage } from './images.ts';

export const ADMIN_PRODUCT_MESSAGES = {
  stale: 'This product was changed by someone else since you opened it. Reload to see their changes.',
  ordered: 'This product is on orders, so it cannot be deleted. Archive it instead (set its status to archived).',
  notFound: 'No product with this id.',
  skuTaken: 'Another product or variant already uses this SKU.',
  slugTaken: 'Another product already uses this slug.',
  unknownCategory: 'Choose a category from the list.',
  unknownBrand: 'Choose a brand from the list.',
  unknownVariant: 'This variant is not one of this product’s.',
  unknownImage: 'This image is not one of this product’s uploads.',
  belowReserved: (reserved: number) => `${reserved} are held by open orders, so the stock cannot go below ${reserved}.`,
} as const;

const M = ADMIN_PRODUCT_MESSAGES;

/** A search by a term counts its matches up to this many; past it the list says "more than". */
const COUNTED_MATCHES = 1_000;

/** Available stock at or below this (but above 0) is "low" in the back office's stock filter. */
export const LOW_STOCK_AT = 5;

export const STATUS_CODES: Record<ProductStatus, number> = { hidden: 0, active: 1, archived: 2 };
export const statusName = (code: number): ProductStatus => (code === 1 ? 'active' : code === 2 ? 'archived' : 'hidden');

export const ADMIN_PRODUCT_SORTS = ['updated_desc', 'updated_asc', 'name_asc', 'name_desc', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc'] as const;
type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export interface AdminProductFilters {
  q?: string | undefined;
  category?: number | undefined;
  brand?: number | undefined;
  status?: ProductStatus | undefined;
  stock?: 'in' | 'out' | 'low' | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
}

export interface AdminProductListQuery extends AdminProductFilters {
  sort: AdminProductSort;
  page: number;
  per_page: number;
}

const p = t.products;
const available = sql<number>`(${p.stockQuantity} - ${p.stockReserved})`;

/** Matches the expression of products_name_sku_trgm_idx, so a search by any part of a name or SKU reads that index. */
const nameAndSku = sql`(${p.name} || ' ' || ${p.sku})`;

const ORDER_BY: Record<AdminProductSort, SQL[]> = {
  updated_desc: [sql`${p.updatedAt} DESC`, sql`${p.id} DESC`],
  updated_asc: [asc(p.updatedAt), asc(p.id)],
  name_asc: [asc(p.name), asc(p.id)],
  name_desc: [desc(p.name), desc(p.id)],
  price_asc: [asc(p.price), asc(p.id)],
  price_desc: [desc(p.price), desc(p.id)],
  stock_asc: [asc(available), asc(p.id)],
  stock_desc: [desc(available), desc(p.id)],
};

/** Which products the back office's filters select: the list pages through them, the CSV export writes them all. */
export function productListWhere(query: AdminProductFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const term = query.q?.trim();
  if (term) conditions.push(sql`${nameAndSku} ILIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  // By its main category or an extra one, as the storefront lists it.
  if (query.category !== undefined) {
    const tree = sql`WITH RECURSIVE tree AS (SELECT id FROM categories WHERE id = ${query.category}
        UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
      SELECT id FROM tree`;
    conditions.push(sql`(${p.categoryId} IN (${tree}) OR ${p.id} IN (SELECT x.product_id FROM product_extra_categories x WHERE x.category_id IN (${tree})))`);
  }
  if (query.brand !== undefined) conditions.push(eq(p.brandId, query.brand));
  if (query.status) conditions.push(eq(p.status, STATUS_CODES[query.status]));
  if (query.stock === 'in') conditions.push(sql`${available} > 0`);
  if (query.stock === 'out') conditions.push(sql`${available} <= 0`);
  if (query.stock === 'low') conditions.push(sql`${available} BETWEEN 1 AND ${LOW_STOCK_AT}`);
  if (query.price_min !== undefined) conditions.push(sql`${p.price} >= ${query.price_min}`);
  if (query.price_max !== undefined) conditions.push(sql`${p.price} <= ${query.price_max}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The stored slug always ends in the product's id, which is how the storefront finds a product by it. */
export function finalSlug(given: string, name: string, id: number): string {
  const base = slugFromName(given, name);
  return productIdFromSlug(base) === id ? base : productSlug(base, id);
}

type MediaRow = typeof t.media.$inferSelect;

/** The storefront's image answer, plus what the back office edits: the order and the alt text. */
function presentImage(row: MediaRow) {
  return { ...presentMedia(row), position: row.position, alt: row.alt };
}

const stockOf = (quantity: number, reserved: number) => ({ quantity, reserved, available: availableStock(quantity, reserved) });

/** Transactions are databases too (drizzle's transaction extends its database). */
type Queryable = Database;

/** One picture of an upload, as the multipart form carried it. */
export interface ImageUpload {
  bytes: Buffer;
  alt: string | null;
}

const filesOfRow = (row: Pick<MediaRow, 'originalPath' | 'optimizedPath' | 'cardPath' | 'thumbnailPath'>) => [
  row.originalPath,
  row.optimizedPath,
  row.cardPath,
  row.thumbnailPath,
];

/** `media`: where uploads are stored and removed from. */
export function createAdminProductService(db: Database, changes: CatalogueChanges, media: MediaStore) {
  async function list(query: AdminProductListQuery) {
    const term = query.q?.trim();
    const where = productListWhere(query);

    // A search by a term first reads its matches' ids, at most COUNTED_MATCHES + 1 of them, through
    // the trigram index. A few matches are then paged from those ids; with many, the index in the
    // sort's order finds a page quickly and the total says "at least". Counting every match of a
    // common word, or walking the sort's index for a rare one, each cost hundreds of milliseconds
    // at 100,000 products.
    let total: number;
    let totalIsExact = true;
    let scope = where;
    if (term) {
      const matched = await db
        .select({ id: p.id })
        .from(p)
        .where(where)
        .limit(COUNTED_MATCHES + 1);
      totalIsExact = matched.length <= COUNTED_MATCHES;
      total = Math.min(matched.length, COUNTED_MATCHES);
      if (totalIsExact)
        scope = matched.length
          ? inArray(
              p.id,
              matched.map((row) => row.id),
            )
          : sql`false`;
    } else
      total =
        (
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(p)
            .where(where)
        )[0]?.n ?? 0;
    const rows = await db
      .select({
        product: {
          id: p.id,
          name: p.name,
          sku: p.sku,
          type: p.type,
          status: p.status,
          retailPrice: p.retailPrice,
          salePrice: p.salePrice,
          price: p.price,
          stockQuantity: p.stockQuantity,
          stockReserved: p.stockReserved,
          updatedAt: p.updatedAt,
          version: p.version,
        },
        category: { id: t.categories.id, name: t.categories.name },
        brand: { id: t.brands.id, name: t.brands.name },
      })
      .from(p)
      .leftJoin(t.categories, eq(t.categories.id, p.categoryId))
      .leftJoin(t.brands, eq(t.brands.id, p.brandId))
      .where(scope)
      .orderBy(...ORDER_BY[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const ids = rows.map((row) => row.product.id);
    const pictures = ids.length
      ? await db
          .selectDistinctOn([t.media.productId], { productId: t.media.productId, path: t.media.cardPath })
          .from(t.media)
          .where(and(inArray(t.media.productId, ids), isNull(t.media.variantId)))
          .orderBy(t.media.productId, desc(t.media.isPrimary), asc(t.media.position), asc(t.media.id))
      : [];
    const pictureOf = new Map(pictures.map((row) => [row.productId, row.path]));
    return {
      data: rows.map(({ product, category, brand }) => ({
        id: product.id,
        name: product.name,
        sku: product.sku,
        type: product.type,
        status: statusName(product.status),
        category: category ? { id: category.id, name: category.name } : null,
        brand: brand ? { id: brand.id, name: brand.name } : null,
        stock: stockOf(product.stockQuantity, product.stockReserved),
        retail_price: product.retailPrice,
        sale_price: product.salePrice,
        price: product.price,
        image_url: pictureOf.has(product.id) ? mediaUrl(pictureOf.get(product.id)!) : null,
        updated_at: product.updatedAt.toISOString(),
        version: product.version,
      })),
      meta: {
        total,
        total_is_exact: totalIsExact,
        current_page: query.page,
        per_page: query.per_page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      },
    };
  }

  /** The whole product as staff edit it; `lock` holds the row until the transaction ends. */
  async function load(q: Queryable, id: number, lock = false) {
    const base = q
      .select({
        product: getTableColumns(p),
        category: { id: t.categories.id, name: t.categories.name, slug: t.categories.slug },
        brand: { id: t.brands.id, name: t.brands.name, slug: t.brands.slug },
      })
      .from(p)
      .leftJoin(t.categories, eq(t.categories.id, p.categoryId))
      .leftJoin(t.brands, eq(t.brands.id, p.brandId))
      .where(eq(p.id, id));
    const [row] = lock ? await base.for('update', { of: p }) : await base;
    if (!row) return null;
    const [specs, variants, images, ordered, extraCategories] = await Promise.all([
      q
        .select()
        .from(t.productSpecifications)
        .where(eq(t.productSpecifications.productId, id))
        .orderBy(asc(t.productSpecifications.displayOrder), asc(t.productSpecifications.id)),
      q.select().from(t.productVariants).where(eq(t.productVariants.productId, id)).orderBy(asc(t.productVariants.variantOrder), asc(t.productVariants.id)),
      q.select().from(t.media).where(eq(t.media.productId, id)).orderBy(asc(t.media.position), asc(t.media.id)),
      q.select({ id: t.orderItems.id }).from(t.orderItems).where(eq(t.orderItems.productId, id)).limit(1),
      q
        .select({ id: t.categories.id, name: t.categories.name, slug: t.categories.slug })
        .from(t.productExtraCategories)
        .innerJoin(t.categories, eq(t.categories.id, t.productExtraCategories.categoryId))
        .where(eq(t.productExtraCategories.productId, id))
        .orderBy(asc(t.categories.name), asc(t.categories.id)),
    ]);
    const product = row.product;
    const groups: { group: string; items: { id: number; name: string; value: string }[] }[] = [];
    for (const spec of specs) {
      const last = groups.at(-1);
      const item = { id: spec.id, name: spec.name, value: spec.value };
      if (last?.group === spec.groupName) last.items.push(item);
      else groups.push({ group: spec.groupName, items: [item] });
    }
    return {
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      type: product.type,
      status: statusName(product.status),
      retail_price: product.retailPrice,
      sale_price: product.salePrice,
      regular_price: product.regularPrice,
      price: product.price,
      stock: stockOf(product.stockQuantity, product.stockReserved),
      category: row.category,
      extra_categories: extraCategories,
      brand: row.brand,
      short_description: product.shortDescription,
      description: product.description,
      color: product.color,
      size: product.size,
      memory: product.memory,
      key_features: product.keyFeatures,
      warranty: product.warranty,
      needs_advance: product.needsAdvance,
      specifications: groups,
      variants: variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        attributes: variant.attributes,
        retail_price: variant.retailPrice,
        sale_price: variant.salePrice,
        regular_price: variant.regularPrice,
        stock: stockOf(variant.stockQuantity, variant.stockReserved),
        active: variant.active,
        variant_order: variant.variantOrder,
        images: images.filter((image) => image.variantId === variant.id).map(presentImage),
      })),
      images: images.filter((image) => image.variantId === null).map(presentImage),
      average_rating: product.averageRating,
      review_count: product.reviewCount,
      sales_count: product.salesCount,
      ordered: ordered.length > 0,
      created_at: product.createdAt.toISOString(),
      updated_at: product.updatedAt.toISOString(),
      version: product.version,
    };
  }

  type Detail = NonNullable<Awaited<ReturnType<typeof load>>>;

  /** The product as the edit form holds it, so a change can be checked as a whole product. */
  function editShapeOf(detail: Detail): ProductEdit {
    return {
      name: detail.name,
      slug: detail.slug,
      sku: detail.sku,
      type: detail.type,
      status: detail.status,
      retail_price: detail.retail_price,
      sale_price: detail.sale_price,
      regular_price: detail.regular_price,
      stock: detail.stock.quantity,
      category_id: detail.category?.id ?? null,
      brand_id: detail.brand?.id ?? null,
      extra_category_ids: detail.extra_categories.map((category) => category.id),
      short_description: detail.short_description,
      description: detail.description,
      color: detail.color,
      size: detail.size,
      memory: detail.memory,
      key_features: detail.key_features,
      warranty: detail.warranty,
      needs_advance: detail.needs_advance,
      specifications: detail.specifications.map((group) => ({ group: group.group, items: group.items.map(({ name, value }) => ({ name, value })) })),
      variants: detail.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        attributes: variant.attributes,
        retail_price: variant.retail_price,
        sale_price: variant.sale_price,
        regular_price: variant.regular_price,
        stock: variant.stock.quantity,
        active: variant.active,
      })),
      images: [
        ...detail.images.map((image) => ({ id: image.id, alt: image.alt, is_primary: image.is_primary, variant_sku: null })),
        ...detail.variants.flatMap((variant) =>
          variant.images.map((image) => ({ id: image.id, alt: image.alt, is_primary: image.is_primary, variant_sku: variant.sku })),
        ),
      ],
    };
  }

  /**
   * The pictures as they stand, when a change sends variants but not pictures: a variant's pictures
   * follow it (by id) to its new SKU, and those of a variant the change removes go with it.
   */
  function imagesFollowingVariants(before: Detail, variants: ProductEdit['variants']): ProductEdit['images'] {
    const skuOfId = new Map(variants.flatMap((variant) => (variant.id === undefined ? [] : [[variant.id, variant.sku] as const])));
    const idOfSku = new Map(before.variants.map((variant) => [variant.sku, variant.id]));
    return editShapeOf(before).images.flatMap((image) => {
      if (image.variant_sku === null) return [image];
      const sku = skuOfId.get(idOfSku.get(image.variant_sku) ?? 0);
      return sku === undefined ? [] : [{ ...image, variant_sku: sku }];
    });
  }

  async function audit(q: Queryable, actor: StaffActor, productId: number, action: string, before: unknown, after: unknown) {
    await q.insert(t.auditLog).values({
      staffId: String(actor.staffId),
      staffName: actor.name,
      entity: 'product',
      entityId: String(productId),
      action,
      before: before ?? null,
      after: after ?? null,
    });
  }

  async function checkSlugFree(q: Queryable, slug: string, id: number) {
    if (
      (
        await q
          .select({ id: p.id })
          .from(p)
          .where(and(eq(p.slug, slug), ne(p.id, id)))
      ).length > 0
    )
      throw validationError({ slug: [M.slugTaken] });
  }

  /** Field errors for what only the database can tell: unknown category or brand, SKUs in use, reserved stock. */
  async function checkAgainstDatabase(q: Queryable, edit: ProductEdit, current: Detail | null) {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const selfId = current?.id ?? 0;
    if (edit.category_id !== null && (await q.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.id, edit.category_id))).length === 0)
      add('category_id', M.unknownCategory);
    if (edit.brand_id !== null && (await q.select({ id: t.brands.id }).from(t.brands).where(eq(t.brands.id, edit.brand_id))).length === 0)
      add('brand_id', M.unknownBrand);
    if (edit.extra_category_ids.length > 0) {
      const known = await q.select({ id: t.categories.id }).from(t.categories).where(inArray(t.categories.id, edit.extra_category_ids));
      const knownIds = new Set(known.map((row) => row.id));
      edit.extra_category_ids.forEach((categoryId, index) => {
        if (!knownIds.has(categoryId)) add(`extra_category_ids.${index}`, M.unknownCategory);
      });
    }

    // Exact matches, as the unique indexes compare, so the look-up reads those indexes.
    const skus = [edit.sku, ...edit.variants.map((variant) => variant.sku)];
    const takenByProducts = await q
      .select({ sku: p.sku })
      .from(p)
      .where(and(inArray(p.sku, skus), ne(p.id, selfId)));
    const takenByVariants = await q
      .select({ sku: t.productVariants.sku })
      .from(t.productVariants)
      .where(and(inArray(t.productVariants.sku, skus), ne(t.productVariants.productId, selfId)));
    const taken = new Set([...takenByProducts, ...takenByVariants].map((row) => row.sku));
    if (taken.has(edit.sku)) add('sku', M.skuTaken);
    edit.variants.forEach((variant, index) => {
      if (taken.has(variant.sku)) add(`variants.${index}.sku`, M.skuTaken);
    });

    const own = new Map((current?.variants ?? []).map((variant) => [variant.id, variant]));
    edit.variants.forEach((variant, index) => {
      if (variant.id === undefined) return;
      const existing = own.get(variant.id);
      if (!existing) add(`variants.${index}.id`, M.unknownVariant);
      else if (variant.stock < existing.stock.reserved) add(`variants.${index}.stock`, M.belowReserved(existing.stock.reserved));
    });
    // A hybrid product's own stock is its variants' total (`totalVariantStock`), checked variant by variant above.
    if (current && edit.type !== 'hybrid' && edit.stock < current.stock.reserved) add('stock', M.belowReserved(current.stock.reserved));

    if (edit.images.length > 0) {
      const ids = edit.images.map((image) => image.id);
      const usable = await q
        .select({ id: t.media.id })
        .from(t.media)
        .where(and(inArray(t.media.id, ids), current ? or(isNull(t.media.productId), eq(t.media.productId, current.id)) : isNull(t.media.productId)));
      const usableIds = new Set(usable.map((row) => row.id));
      edit.images.forEach((image, index) => {
        if (!usableIds.has(image.id)) add(`images.${index}.id`, M.unknownImage);
      });
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  function productColumns(edit: ProductEdit) {
    return {
      name: edit.name,
      sku: edit.sku,
      type: edit.type,
      status: STATUS_CODES[edit.status],
      retailPrice: edit.retail_price,
      salePrice: edit.sale_price,
      regularPrice: edit.regular_price,
      stockQuantity: edit.stock,
      categoryId: edit.category_id,
      brandId: edit.brand_id,
      shortDescription: edit.short_description,
      description: edit.description,
      color: edit.color,
      size: edit.size,
      memory: edit.memory,
      keyFeatures: edit.key_features,
      warranty: edit.warranty,
      needsAdvance: edit.needs_advance,
    };
  }

  async function writeExtraCategories(q: Queryable, productId: number, edit: ProductEdit) {
    await q.delete(t.productExtraCategories).where(eq(t.productExtraCategories.productId, productId));
    const ids = extraCategoryIdsOf(edit);
    if (ids.length > 0) await q.insert(t.productExtraCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
  }

  async function writeSpecifications(q: Queryable, productId: number, edit: ProductEdit) {
    await q.delete(t.productSpecifications).where(eq(t.productSpecifications.productId, productId));
    const rows = edit.specifications.flatMap((group) => group.items.map((item) => ({ productId, groupName: group.group, name: item.name, value: item.value })));
    if (rows.length > 0) await q.insert(t.productSpecifications).values(rows.map((row, displayOrder) => ({ ...row, displayOrder })));
  }

  /**
   * Placing an order holds stock on a hybrid product as well as on the variant (the storefront's
   * "in stock" reads the product), so the product's stock must be its variants' total, whatever the
   * form sent for it. Variants switched off for being on orders still count: their holds do.
   */
  async function totalVariantStock(q: Queryable, productId: number, edit: ProductEdit) {
    if (edit.type !== 'hybrid') return;
    await q
      .update(p)
      .set({
        stockQuantity: sql`(select coalesce(sum(${t.productVariants.stockQuantity}), 0)::int from ${t.productVariants} where ${t.productVariants.productId} = ${productId})`,
      })
      .where(eq(p.id, productId));
  }

  async function writeVariants(q: Queryable, productId: number, edit: ProductEdit, current: Detail | null) {
    const kept = edit.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
    const dropped = (current?.variants ?? []).filter((variant) => !kept.includes(variant.id)).map((variant) => variant.id);
    if (dropped.length > 0) {
      // A variant on an order stays on record, switched off; one never ordered goes.
      const ordered = await q.selectDistinct({ id: t.orderItems.variantId }).from(t.orderItems).where(inArray(t.orderItems.variantId, dropped));
      const orderedIds = ordered.flatMap((row) => (row.id === null ? [] : [row.id]));
      if (orderedIds.length > 0)
        await q.update(t.productVariants).set({ active: false, updatedAt: sql`now()` }).where(inArray(t.productVariants.id, orderedIds));
      const unordered =
        orderedIds.length > 0
          ? and(inArray(t.productVariants.id, dropped), notInArray(t.productVariants.id, orderedIds))
          : inArray(t.productVariants.id, dropped);
      await q.delete(t.productVariants).where(unordered);
    }
    // SKUs move between variants in one save; freeing them first keeps the unique index from seeing a swap half done.
    if (kept.length > 0)
      await q
        .update(t.productVariants)
        .set({ sku: sql`'~' || ${t.productVariants.id}::text` })
        .where(inArray(t.productVariants.id, kept));
    for (const [variantOrder, variant] of edit.variants.entries()) {
      const columns = {
        sku: variant.sku,
        attributes: variant.attributes,
        retailPrice: variant.retail_price,
        salePrice: variant.sale_price,
        regularPrice: variant.regular_price,
        stockQuantity: variant.stock,
        active: variant.active,
        variantOrder,
      };
      if (variant.id === undefined) await q.insert(t.productVariants).values({ productId, ...columns });
      else
        await q
          .update(t.productVariants)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(and(eq(t.productVariants.id, variant.id), eq(t.productVariants.productId, productId)));
    }
  }

  /** The list is every picture of the product (its own and its variants'): those left out are deleted. */
  async function writeImages(q: Queryable, productId: number, edit: ProductEdit) {
    const ids = edit.images.map((image) => image.id);
    await q.delete(t.media).where(and(eq(t.media.productId, productId), ...(ids.length > 0 ? [notInArray(t.media.id, ids)] : [])));
    // Variants are written first, so a variant new in this save has its id by now; the schema checked each SKU is one of them.
    const variants = await q
      .select({ id: t.productVariants.id, sku: t.productVariants.sku })
      .from(t.productVariants)
      .where(eq(t.productVariants.productId, productId));
    const variantOf = new Map(variants.map((variant) => [variant.sku.toLowerCase(), variant.id]));
    for (const [position, image] of edit.images.entries()) {
      const variantId = image.variant_sku === null ? null : (variantOf.get(image.variant_sku.toLowerCase()) ?? null);
      await q.update(t.media).set({ productId, variantId, position, alt: image.alt, isPrimary: image.is_primary }).where(eq(t.media.id, image.id));
    }
  }

  /** Runs a catalogue write; unique-index races become the same field messages the checks give. */
  async function write<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(async (tx) => {
        const done = await work(tx as unknown as Queryable);
        await changes.tellOthersOnCommit(tx as unknown as Queryable, 'catalogue');
        return done;
      });
      changes.forgetHere('catalogue');
      return result;
    } catch (error) {
      if (violatesUniqueIndex(error, 'products_sku_key')) throw validationError({ sku: [M.skuTaken] });
      if (violatesUniqueIndex(error, 'product_variants_sku_key')) throw validationError({ variants: [M.skuTaken] });
      throw error;
    }
  }

  async function create(edit: ProductEdit, actor: StaffActor) {
    return write(async (tx) => {
      await checkAgainstDatabase(tx, edit, null);
      const [row] = await tx
        .insert(p)
        .values({ ...productColumns(edit), slug: '' })
        .returning({ id: p.id });
      const id = row!.id;
      const slug = finalSlug(edit.slug, edit.name, id);
      await checkSlugFree(tx, slug, id);
      await tx.update(p).set({ slug }).where(eq(p.id, id));
      await writeExtraCategories(tx, id, edit);
      await writeSpecifications(tx, id, edit);
      await writeVariants(tx, id, edit, null);
      await totalVariantStock(tx, id, edit);
      await writeImages(tx, id, edit);
      await indexAndCountInSearchTerms(tx, [id]);
      const after = (await load(tx, id))!;
      await audit(tx, actor, id, 'create', null, after);
      return after;
    });
  }

  async function update(id: number, patch: ProductPatch, actor: StaffActor) {
    return write(async (tx) => {
      const before = await load(tx, id, true);
      if (!before) throw notFound(M.notFound);
      const { version, ...changed } = patch;
      if (version !== before.version) throw new HttpError(409, M.stale);
      const carried = changed.images === undefined && changed.variants !== undefined ? { images: imagesFollowingVariants(before, changed.variants) } : {};
      const merged = productEditSchema.safeParse({ ...editShapeOf(before), ...carried, ...changed });
      if (!merged.success) throw validationError(zodFieldErrors(merged.error.issues));
      const edit = merged.data;
      const slug = changed.slug === undefined && changed.name === undefined ? before.slug : finalSlug(changed.slug ?? before.slug, edit.name, id);
      await checkAgainstDatabase(tx, edit, before);
      await checkSlugFree(tx, slug, id);
      await withdrawFromSearchTerms(tx, [id]);
      await tx
        .update(p)
        .set({ ...productColumns(edit), slug, version: sql`${p.version} + 1`, updatedAt: sql`now()` })
        .where(eq(p.id, id));
      // A new main category may be one of the extra ones, which then goes from them.
      if (changed.extra_category_ids !== undefined || changed.category_id !== undefined) await writeExtraCategories(tx, id, edit);
      if (changed.specifications !== undefined) await writeSpecifications(tx, id, edit);
      if (changed.variants !== undefined) await writeVariants(tx, id, edit, before);
      await totalVariantStock(tx, id, edit);
      if (changed.images !== undefined) await writeImages(tx, id, edit);
      await indexAndCountInSearchTerms(tx, [id]);
      const after = (await load(tx, id))!;
      await audit(tx, actor, id, 'update', before, after);
      return after;
    });
  }

  /** `sku-COPY`, then `sku-COPY-2`…, cut to fit, the first no product or variant uses. */
  async function freeSku(q: Queryable, sku: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '-COPY' : `-COPY-${n}`;
      const candidate = `${sku.slice(0, PRODUCT_EDIT_LIMITS.sku - suffix.length)}${suffix}`;
      const [product] = await q.select({ id: p.id }).from(p).where(eq(p.sku, candidate));
      const [variant] = await q.select({ id: t.productVariants.id }).from(t.productVariants).where(eq(t.productVariants.sku, candidate));
      if (!product && !variant) return candidate;
    }
  }

  /** A hidden copy with no stock, for staff to turn into a similar product; sales and reviews are not copied. */
  async function duplicate(id: number, actor: StaffActor) {
    return write(async (tx) => {
      const source = await load(tx, id);
      if (!source) throw notFound(M.notFound);
      const edit = editShapeOf(source);
      const name = `${source.name} (copy)`.slice(0, PRODUCT_EDIT_LIMITS.name);
      const [row] = await tx
        .insert(p)
        .values({ ...productColumns(edit), name, sku: await freeSku(tx, source.sku), status: STATUS_CODES.hidden, stockQuantity: 0, slug: '' })
        .returning({ id: p.id });
      const copyId = row!.id;
      await tx
        .update(p)
        .set({ slug: productSlug(name, copyId) })
        .where(eq(p.id, copyId));
      await writeExtraCategories(tx, copyId, edit);
      await writeSpecifications(tx, copyId, edit);
      for (const variant of source.variants) {
        const [copy] = await tx
          .insert(t.productVariants)
          .values({
            productId: copyId,
            sku: await freeSku(tx, variant.sku),
            attributes: variant.attributes,
            retailPrice: variant.retail_price,
            salePrice: variant.sale_price,
            regularPrice: variant.regular_price,
            stockQuantity: 0,
            active: variant.active,
            variantOrder: variant.variant_order,
          })
          .returning({ id: t.productVariants.id });
        await copyMedia(tx, id, copyId, variant.id, copy!.id);
      }
      await copyMedia(tx, id, copyId, null, null);
      await indexAndCountInSearchTerms(tx, [copyId]);
      const after = (await load(tx, copyId))!;
      await audit(tx, actor, copyId, 'duplicate', null, { ...after, duplicated_from: id });
      return after;
    });
  }

  /** The copy's image rows point at the same files, which are never changed in place (their names carry a hash). */
  async function copyMedia(q: Queryable, fromProduct: number, toProduct: number, fromVariant: number | null, toVariant: number | null) {
    const { id: _id, createdAt: _createdAt, ...columns } = getTableColumns(t.media);
    const rows = await q
      .select(columns)
      .from(t.media)
      .where(and(eq(t.media.productId, fromProduct), fromVariant === null ? isNull(t.media.variantId) : eq(t.media.variantId, fromVariant)));
    if (rows.length > 0) await q.insert(t.media).values(rows.map((row) => ({ ...row, productId: toProduct, variantId: toVariant })));
  }

  /** Deletes a product never ordered; one on orders must be archived instead, so its orders keep their link. */
  async function remove(id: number, actor: StaffActor) {
    await write(async (tx) => {
      const before = await load(tx, id, true);
      if (!before) throw notFound(M.notFound);
      if (before.ordered) throw new HttpError(409, M.ordered);
      await withdrawFromSearchTerms(tx, [id]);
      await tx.delete(p).where(eq(p.id, id));
      await audit(tx, actor, id, 'delete', before, null);
    });
  }

  /**
   * Of the given media files, those no image row names. Rows share files: a copied product's rows
   * point at the original's files, and the same picture uploaded twice is written once.
   */
  async function unreferenced(q: Queryable, paths: string[]): Promise<string[]> {
    if (paths.length === 0) return [];
    const m = t.media;
    const rows = await q
      .select({ originalPath: m.originalPath, optimizedPath: m.optimizedPath, cardPath: m.cardPath, thumbnailPath: m.thumbnailPath })
      .from(m)
      .where(or(inArray(m.originalPath, paths), inArray(m.optimizedPath, paths), inArray(m.cardPath, paths), inArray(m.thumbnailPath, paths)));
    const used = new Set(rows.flatMap(filesOfRow));
    return [...new Set(paths)].filter((file) => !used.has(file));
  }

  /** Files written for an upload that did not commit: removed unless a row (an earlier upload of the same picture) uses them. */
  async function discardDerived(images: DerivedImage[]) {
    await media.remove(await unreferenced(db, images.flatMap(filesOf)));
  }

  /** Where a product's own pictures (variantId null) or one variant's are kept in order. */
  const imageScope = (productId: number, variantId: number | null) =>
    and(eq(t.media.productId, productId), variantId === null ? isNull(t.media.variantId) : eq(t.media.variantId, variantId));

  async function checkVariant(q: Queryable, productId: number, variantId: number | null) {
    if (variantId === null) return;
    const [variant] = await q
      .select({ id: t.productVariants.id })
      .from(t.productVariants)
      .where(and(eq(t.productVariants.id, variantId), eq(t.productVariants.productId, productId)));
    if (!variant) throw validationError({ variant_id: [M.unknownVariant] }, M.unknownVariant);
  }

  /** Locks the product's row (changes to its pictures are changes to it) and moves its version on. */
  async function touchProduct(q: Queryable, productId: number): Promise<number> {
    const [row] = await q.select({ id: p.id }).from(p).where(eq(p.id, productId)).for('update');
    if (!row) throw notFound(M.notFound);
    const [touched] = await q
      .update(p)
      .set({ version: sql`${p.version} + 1`, updatedAt: sql`now()` })
      .where(eq(p.id, productId))
      .returning({ version: p.version });
    return touched!.version;
  }

  /**
   * Adds uploaded pictures after the product's own (or the variant's): each is checked by its
   * content, re-encoded into every size the storefront serves, and the first becomes the primary
   * picture when there is none yet. Answers the new images and the product's new version.
   */
  async function addImages(id: number, variantId: number | null, uploads: ImageUpload[], actor: StaffActor) {
    const I = PRODUCT_IMAGE_MESSAGES;
    if (uploads.length === 0) throw validationError({ images: [I.required] }, I.required);
    const refusals = await Promise.all(uploads.map((upload) => refusalOf(upload.bytes)));
    const refused: Record<string, string[]> = {};
    refusals.forEach((message, index) => {
      if (message) refused[`images.${index}`] = [message];
    });
    const first = refusals.find((message) => message !== null);
    if (first) throw validationError(refused, first);
    // Re-encoding takes a while: a product or variant that is not there is said so before it.
    if ((await db.select({ id: p.id }).from(p).where(eq(p.id, id))).length === 0) throw notFound(M.notFound);
    await checkVariant(db, id, variantId);

    const derived: DerivedImage[] = [];
    try {
      // One at a time: each decode holds a full-size picture's pixels in memory.
      for (const [index, upload] of uploads.entries()) {
        try {
          derived.push(await deriveProductImage(media, id, upload.bytes));
        } catch (error) {
          if (error instanceof UndecodableImage) throw validationError({ [`images.${index}`]: [error.message] }, error.message);
          throw error;
        }
      }
      return await write(async (tx) => {
        const version = await touchProduct(tx, id);
        await checkVariant(tx, id, variantId);
        const existing = await tx.select({ position: t.media.position, isPrimary: t.media.isPrimary }).from(t.media).where(imageScope(id, variantId));
        if (existing.length + uploads.length > PRODUCT_IMAGE_LIMITS.perProduct) throw validationError({ images: [I.full] }, I.full);
        const hasPrimary = existing.some((row) => row.isPrimary);
        const next = existing.length === 0 ? 0 : Math.max(...existing.map((row) => row.position)) + 1;
        const rows = await tx
          .insert(t.media)
          .values(
            derived.map((image, index) =>
              mediaRow(image, { productId: id, variantId, alt: uploads[index]!.alt, position: next + index, isPrimary: !hasPrimary && index === 0 }),
            ),
          )
          .returning();
        const images = rows.map((row) => ({ ...presentImage(row), variant_id: row.variantId }));
        await audit(tx, actor, id, 'add_images', null, { variant_id: variantId, images });
        return { images, version };
      });
    } catch (error) {
      await discardDerived(derived);
      throw error;
    }
  }

  /**
   * Deletes one of a product's (or its variants') pictures; when it was the primary one, the next
   * in order takes its place. Its files are removed once the deletion has committed, and only those
   * no other row still shows.
   */
  async function removeImage(id: number, imageId: number, actor: StaffActor) {
    const { version, files } = await write(async (tx) => {
      const version = await touchProduct(tx, id);
      const [image] = await tx
        .select()
        .from(t.media)
        .where(and(eq(t.media.id, imageId), eq(t.media.productId, id)));
      if (!image) throw notFound(PRODUCT_IMAGE_MESSAGES.unknownImage);
      await tx.delete(t.media).where(eq(t.media.id, imageId));
      if (image.isPrimary) {
        const [heir] = await tx
          .select({ id: t.media.id })
          .from(t.media)
          .where(imageScope(id, image.variantId))
          .orderBy(asc(t.media.position), asc(t.media.id))
          .limit(1);
        if (heir) await tx.update(t.media).set({ isPrimary: true }).where(eq(t.media.id, heir.id));
      }
      await audit(tx, actor, id, 'delete_image', { ...presentImage(image), variant_id: image.variantId }, null);
      return { version, files: await unreferenced(tx, filesOfRow(image)) };
    });
    await media.remove(files);
    return { version };
  }

  return { list, get: (id: number) => load(db, id), create, update, duplicate, remove, addImages, removeImage };
}
