import { asc, inArray, sql } from 'drizzle-orm';
import {
  keyFeaturesCell,
  keyFeaturesFromCell,
  PRODUCT_CSV_CLEARABLE,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_MESSAGES as M,
  type ProductCsvColumn,
  type ProductCsvError,
} from '#domain/product-csv.ts';
import { extraCategoryIdsOf, PRODUCT_EDIT_MESSAGES, type ProductEdit, type ProductStatus, productEditSchema } from '#domain/product-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { ADMIN_PRODUCT_MESSAGES, finalSlug, statusName } from '#server/modules/admin-products/service.ts';
import type { ProductCsvRow } from './read.ts';

/** What the import does with one row, as the preview lists it and the application writes it. */
type RowAction = 'create' | 'update' | 'unchanged';

type CellValue = string | number | null;

export interface FieldChange {
  column: ProductCsvColumn;
  before: CellValue;
  after: CellValue;
}

/** The product's fields the file can set, as the products table holds them. */
export interface ProductCsvValues {
  name: string;
  sku: string;
  type: ProductEdit['type'];
  status: ProductStatus;
  retail_price: number;
  sale_price: number | null;
  regular_price: number | null;
  stock: number;
  category_id: number | null;
  brand_id: number | null;
  short_description: string | null;
  key_features: string[];
  warranty: string | null;
  /** Without the main category (`extraCategoryIdsOf`). */
  extra_category_ids: number[];
  /** null on a new product: made from the name and its id once it has one. */
  slug: string | null;
  /** The slug as typed, for a new product's. */
  given_slug: string;
}

export interface PlannedRow {
  row: number;
  sku: string;
  action: RowAction;
  productId: number | null;
  changes: FieldChange[];
  values: ProductCsvValues;
}

export interface ImportPlan {
  rows: PlannedRow[];
  errors: ProductCsvError[];
}

const p = t.products;

/** A form's schema paths, named as the file's columns. */
const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  category_id: 'category',
  brand_id: 'brand',
  extra_category_ids: 'extra_categories',
  // A product sold as options needs variants, which only the product page edits: the type is what to correct.
  variants: 'type',
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A number cell as a number; anything else is passed on as typed, for the schema to refuse in its own words. */
const numberOrText = (cell: string): number | string => (DECIMAL.test(cell) ? Number(cell) : cell);

type ExistingProduct = Awaited<ReturnType<typeof loadExisting>>[number] & { extraCategoryIds: number[] };

async function loadExisting(q: Database, skus: string[], lock: boolean) {
  if (skus.length === 0) return [];
  const query = q
    .select({
      id: p.id,
      name: p.name,
      slug: p.slug,
      sku: p.sku,
      type: p.type,
      status: p.status,
      retailPrice: p.retailPrice,
      salePrice: p.salePrice,
      regularPrice: p.regularPrice,
      stockQuantity: p.stockQuantity,
      stockReserved: p.stockReserved,
      categoryId: p.categoryId,
      brandId: p.brandId,
      shortDescription: p.shortDescription,
      keyFeatures: p.keyFeatures,
      warranty: p.warranty,
      description: p.description,
      color: p.color,
      size: p.size,
      memory: p.memory,
    })
    .from(p)
    .where(inArray(sql`lower(${p.sku})`, skus))
    .orderBy(asc(p.id));
  return lock ? await query.for('update') : await query;
}

/**
 * Checks every row of a read file against the catalogue as it is now and works out what each would
 * change. A row is checked with the product form's own schema, so a cell gets the message the form
 * gives for the same mistake. `lock` holds the matched products until the transaction ends, so the
 * application writes what it checked.
 */
export async function planImport(q: Database, rows: ProductCsvRow[], columns: ProductCsvColumn[], lock = false): Promise<ImportPlan> {
  const errors: ProductCsvError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });

  const lowered = [...new Set(rows.map((row) => (row.cells.sku ?? '').toLowerCase()).filter(Boolean))];
  const [existing, categories, brands, variants] = await Promise.all([
    loadExisting(q, lowered, lock),
    q.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories),
    q.select({ id: t.brands.id, slug: t.brands.slug }).from(t.brands),
    lowered.length
      ? q
          .select({
            productId: t.productVariants.productId,
            sku: t.productVariants.sku,
            attributes: t.productVariants.attributes,
            active: t.productVariants.active,
          })
          .from(t.productVariants)
          .where(inArray(sql`lower(${t.productVariants.sku})`, lowered))
      : Promise.resolve([]),
  ]);
  // An exact match wins over one that differs only in case; the oldest product otherwise.
  const bySku = new Map<string, ExistingProduct>();
  for (const product of existing) {
    const key = product.sku.toLowerCase();
    const held = bySku.get(key);
    if (!held || (held.sku !== product.sku && rows.some((row) => row.cells.sku === product.sku))) bySku.set(key, { ...product, extraCategoryIds: [] });
  }
  const matchedIds = [...bySku.values()].map((product) => product.id);
  const [ownVariants, ownExtras] = await Promise.all([variantsOf(q, matchedIds), extraCategoriesOf(q, matchedIds)]);
  for (const product of bySku.values()) product.extraCategoryIds = ownExtras.get(product.id) ?? [];
  const variantSkus = new Map(variants.map((variant) => [variant.sku.toLowerCase(), variant.productId]));
  const categoryBySlug = new Map(categories.map((category) => [category.slug.toLowerCase(), category]));
  const brandBySlug = new Map(brands.map((brand) => [brand.slug.toLowerCase(), brand]));
  const categorySlug = new Map(categories.map((category) => [category.id, category.slug]));
  const brandSlug = new Map(brands.map((brand) => [brand.id, brand.slug]));

  const firstRowOfSku = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const { row, cells } of rows) {
    const errorsBefore = errors.length;
    const sku = cells.sku ?? '';
    const key = sku.toLowerCase();
    const earlier = firstRowOfSku.get(key);
    if (key && earlier !== undefined) {
      fail(row, 'sku', M.duplicateSku(earlier));
      continue;
    }
    if (key) firstRowOfSku.set(key, row);
    const current = bySku.get(key);
    const candidate: Record<string, unknown> = current
      ? {
          ...editShapeOf(current, ownVariants.get(current.id) ?? []),
          sku: current.sku,
        }
      : { sku };
    const given = (column: ProductCsvColumn) => cells[column] !== undefined && (cells[column] !== '' || PRODUCT_CSV_CLEARABLE.includes(column));
    if (given('name')) candidate.name = cells.name;
    if (given('type')) candidate.type = cells.type;
    if (given('status')) candidate.status = cells.status;
    if (given('retail_price')) candidate.retail_price = numberOrText(cells.retail_price!);
    if (given('stock')) candidate.stock = numberOrText(cells.stock!);
    if (given('sale_price')) candidate.sale_price = cells.sale_price === '' ? null : numberOrText(cells.sale_price!);
    if (given('regular_price')) candidate.regular_price = cells.regular_price === '' ? null : numberOrText(cells.regular_price!);
    if (given('short_description')) candidate.short_description = cells.short_description;
    if (given('key_features')) candidate.key_features = keyFeaturesFromCell(cells.key_features!);
    if (given('warranty')) candidate.warranty = cells.warranty;
    const givenSlug = cells.slug ?? '';
    if (givenSlug !== '') candidate.slug = givenSlug;
    if (given('category')) {
      const slug = cells.category!;
      const found = slug === '' ? null : categoryBySlug.get(slug.toLowerCase());
      if (found === undefined) fail(row, 'category', M.unknownCategory(slug));
      candidate.category_id = found?.id ?? null;
    }
    if (given('brand')) {
      const slug = cells.brand!;
      const found = slug === '' ? null : brandBySlug.get(slug.toLowerCase());
      if (found === undefined) fail(row, 'brand', M.unknownBrand(slug));
      candidate.brand_id = found?.id ?? null;
    }
    if (given('extra_categories')) {
      const slugs = cells.extra_categories!.split(PRODUCT_CSV_LIST_SEPARATOR).map((slug) => slug.trim());
      const ids: number[] = [];
      for (const slug of slugs.filter(Boolean)) {
        const found = categoryBySlug.get(slug.toLowerCase());
        if (found) ids.push(found.id);
        else fail(row, 'extra_categories', M.unknownCategory(slug));
      }
      candidate.extra_category_ids = ids;
    }

    const parsed = productEditSchema.safeParse(candidate);
    if (!parsed.success) {
      const reported = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'sku');
        const column = COLUMN_OF_FIELD[field] ?? (columns.includes(field as ProductCsvColumn) || field in candidate ? field : 'sku');
        if (reported.has(column)) continue;
        reported.add(column);
        fail(row, column, issue.message);
      }
      continue;
    }
    const edit = parsed.data;
    if (edit.type === 'hybrid' && given('stock') && edit.stock !== (current?.stockQuantity ?? 0))
      fail(row, 'stock', PRODUCT_EDIT_MESSAGES.hybridStockFromVariants);
    else if (current && edit.stock < current.stockReserved) fail(row, 'stock', ADMIN_PRODUCT_MESSAGES.belowReserved(current.stockReserved));
    const variantOwner = variantSkus.get(key);
    if (variantOwner !== undefined && variantOwner !== current?.id) fail(row, 'sku', M.skuOfVariant);
    if (errors.length > errorsBefore) continue;

    const values: ProductCsvValues = {
      name: edit.name,
      sku: current?.sku ?? edit.sku,
      type: edit.type,
      status: edit.status,
      retail_price: edit.retail_price,
      sale_price: edit.sale_price,
      regular_price: edit.regular_price,
      stock: edit.stock,
      category_id: edit.category_id,
      brand_id: edit.brand_id,
      short_description: edit.short_description,
      key_features: edit.key_features,
      warranty: edit.warranty,
      extra_category_ids: extraCategoryIdsOf(edit),
      slug: current ? finalSlug(givenSlug || current.slug, edit.name, current.id) : null,
      given_slug: givenSlug,
    };
    const shown = (source: Omit<ProductCsvValues, 'given_slug'>): Record<ProductCsvColumn, CellValue> => ({
      sku: source.sku,
      name: source.name,
      slug: source.slug,
      type: source.type,
      status: source.status,
      retail_price: source.retail_price,
      sale_price: source.sale_price,
      regular_price: source.regular_price,
      stock: source.stock,
      category: source.category_id === null ? null : (categorySlug.get(source.category_id) ?? null),
      brand: source.brand_id === null ? null : (brandSlug.get(source.brand_id) ?? null),
      short_description: source.short_description,
      key_features: source.key_features.length > 0 ? keyFeaturesCell(source.key_features) : null,
      warranty: source.warranty,
      extra_categories: slugList(source.extra_category_ids.map((id) => categorySlug.get(id) ?? String(id))),
    });
    const after = shown(values);
    if (!current) {
      after.slug = givenSlug || null;
      const changes = columns.filter((column) => column !== 'sku' && after[column] !== null).map((column) => ({ column, before: null, after: after[column] }));
      planned.push({ row, sku: values.sku, action: 'create', productId: null, changes, values });
      continue;
    }
    const before = shown(storedValues(current));
    const changes = (Object.keys(after) as ProductCsvColumn[])
      .filter((column) => before[column] !== after[column])
      .map((column) => ({ column, before: before[column], after: after[column] }));
    planned.push({ row, sku: values.sku, action: changes.length ? 'update' : 'unchanged', productId: current.id, changes, values });
  }
  await checkSlugsFree(q, planned, fail);
  return { rows: planned, errors };
}

/** A product's stored fields in the import's terms. */
function storedValues(current: ExistingProduct): Omit<ProductCsvValues, 'given_slug'> {
  return {
    name: current.name,
    sku: current.sku,
    type: current.type,
    status: statusName(current.status),
    retail_price: current.retailPrice,
    sale_price: current.salePrice,
    regular_price: current.regularPrice,
    stock: current.stockQuantity,
    category_id: current.categoryId,
    brand_id: current.brandId,
    short_description: current.shortDescription,
    key_features: current.keyFeatures,
    warranty: current.warranty,
    extra_category_ids: current.extraCategoryIds,
    slug: current.slug,
  };
}

/** Extra category slugs as a cell holds them: in slug order, as the export writes them; none is empty. */
function slugList(slugs: string[]): string | null {
  return slugs.length ? slugs.sort().join(PRODUCT_CSV_LIST_SEPARATOR) : null;
}

async function extraCategoriesOf(q: Database, productIds: number[]) {
  const byProduct = new Map<number, number[]>();
  if (productIds.length === 0) return byProduct;
  const x = t.productExtraCategories;
  const rows = await q.select().from(x).where(inArray(x.productId, productIds));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.categoryId]);
  return byProduct;
}

async function variantsOf(q: Database, productIds: number[]) {
  const byProduct = new Map<number, ProductEdit['variants']>();
  if (productIds.length === 0) return byProduct;
  const rows = await q
    .select()
    .from(t.productVariants)
    .where(inArray(t.productVariants.productId, productIds))
    .orderBy(asc(t.productVariants.variantOrder), asc(t.productVariants.id));
  for (const variant of rows) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push({
      id: variant.id,
      sku: variant.sku,
      attributes: variant.attributes,
      retail_price: variant.retailPrice,
      sale_price: variant.salePrice,
      regular_price: variant.regularPrice,
      stock: variant.stockQuantity,
      active: variant.active,
    });
    byProduct.set(variant.productId, list);
  }
  return byProduct;
}

/**
 * The product as the form's schema checks it. Its specifications and pictures are left out: the
 * file does not change them, and none of the rules the file can break depend on them.
 */
function editShapeOf(current: ExistingProduct, variants: ProductEdit['variants']) {
  return {
    name: current.name,
    slug: current.slug,
    type: current.type,
    status: statusName(current.status),
    retail_price: current.retailPrice,
    sale_price: current.salePrice,
    regular_price: current.regularPrice,
    stock: current.stockQuantity,
    category_id: current.categoryId,
    brand_id: current.brandId,
    short_description: current.shortDescription,
    key_features: current.keyFeatures,
    warranty: current.warranty,
    extra_category_ids: current.extraCategoryIds,
    description: current.description,
    color: current.color,
    size: current.size,
    memory: current.memory,
    variants,
  };
}

/** A slug typed for an existing product must not be another's (new products' slugs end in their new id). */
async function checkSlugsFree(q: Database, planned: PlannedRow[], fail: (row: number, column: string, message: string) => void) {
  const changing = planned.filter((row) => row.productId !== null && row.changes.some((change) => change.column === 'slug'));
  if (changing.length === 0) return;
  const taken = await q
    .select({ id: p.id, slug: p.slug })
    .from(p)
    .where(
      inArray(
        p.slug,
        changing.map((row) => row.values.slug!),
      ),
    );
  const owner = new Map(taken.map((row) => [row.slug, row.id]));
  const claimed = new Map<string, number>();
  for (const row of changing) {
    const slug = row.values.slug!;
    const holder = owner.get(slug);
    if ((holder !== undefined && holder !== row.productId) || claimed.has(slug)) fail(row.row, 'slug', ADMIN_PRODUCT_MESSAGES.slugTaken);
    claimed.set(slug, row.row);
  }
}
