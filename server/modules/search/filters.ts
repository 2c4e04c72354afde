import { type SQL, sql } from 'drizzle-orm';
import { formatTaka } from '#domain/money.ts';

/** Price bands offered as facets; inclusive taka bounds, the last one open-ended. */
export const PRICE_BANDS = [
  { value: '1-9999', label: 'Under ৳10,000', min: 1, max: 9_999 },
  { value: '10000-24999', label: '৳10,000 – ৳24,999', min: 10_000, max: 24_999 },
  { value: '25000-49999', label: '৳25,000 – ৳49,999', min: 25_000, max: 49_999 },
  { value: '50000-99999', label: '৳50,000 – ৳99,999', min: 50_000, max: 99_999 },
  { value: '100000-199999', label: '৳1,00,000 – ৳1,99,999', min: 100_000, max: 199_999 },
  { value: '200000-', label: '৳2,00,000 and above', min: 200_000, max: null },
] as const;

/** The band a price falls in (the same bounds as FACET_VALUE.price), or null for a price of 0 (call for price). */
export function priceBandOf(price: number): string | null {
  return PRICE_BANDS.find((band) => price >= band.min && (band.max === null || price <= band.max))?.value ?? null;
}

export interface PriceRange {
  min: number;
  max: number | null;
}

/**
 * How a price range reads in the filters: a band in its own words, so a ticked band reads the same
 * whether or not products are left in it; any other range as "৳5,000 – ৳20,000" or "৳5,000+".
 */
export function priceRangeLabel(range: PriceRange): string {
  const band = PRICE_BANDS.find((candidate) => candidate.min === range.min && candidate.max === range.max);
  if (band) return band.label;
  return range.max === null ? `${formatTaka(range.min)}+` : `${formatTaka(range.min)} – ${formatTaka(range.max)}`;
}

/** Filters after their names have been resolved to ids; every list is OR within, AND across. */
export interface ResolvedFilters {
  categoryIds?: number[];
  brandIds?: number[];
  priceRanges?: PriceRange[];
  inStock?: boolean;
  colors?: string[];
  sizes?: string[];
  memory?: string[];
  /** Only products with a real discount (the promotional listings). */
  onSale?: boolean;
}

export const FACETS = ['category', 'brand', 'price', 'stock', 'color', 'size', 'memory'] as const;
export type Facet = (typeof FACETS)[number];

const FILTER_OF_FACET: Record<Facet, keyof ResolvedFilters> = {
  category: 'categoryIds',
  brand: 'brandIds',
  price: 'priceRanges',
  stock: 'inStock',
  color: 'colors',
  size: 'sizes',
  memory: 'memory',
};

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
// Both drivers take one text parameter in PostgreSQL's array syntax; each element quoted and escaped.
const textArray = (values: string[]) => sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** Whether a facet's own filter is set, so its counts need a read of their own (without it). */
export const filtersFacet = (filters: ResolvedFilters, facet: Facet): boolean => filters[FILTER_OF_FACET[facet]] !== undefined;

/**
 * The products a list reads, named `products` so conditions and orders written for the table apply
 * unchanged. With a category filter: those whose main category is one of them, then those listed
 * there as an extra category only. PostgreSQL pushes the conditions into both halves: the first
 * still reads the covering products_category_listing_idx alone (no product rows), the second finds
 * the few extra members through product_extra_categories_category_idx and the primary key. (One
 * condition with OR reads every matching product row, or walks an order's index across all
 * products: ten to a hundred times slower for a category of 500 at 20,000 products.)
 * `except`: the category facet's own counts, which ignore the category filter. `table`: the table
 * read, when not products (facetSampleSource).
 */
export function productSource(filters: ResolvedFilters, except?: Facet, table = sql`products`): SQL {
  if (!filters.categoryIds || !appliesCategories(filters, except)) return table;
  const ids = intArray(filters.categoryIds);
  return sql`(SELECT * FROM ${table} WHERE category_id = ANY(${ids})
    UNION ALL SELECT * FROM ${table} WHERE (category_id <> ALL(${ids})) IS NOT FALSE
      AND id IN (SELECT x.product_id FROM product_extra_categories x WHERE x.category_id = ANY(${ids}))) products`;
}

/** Whether a read for `except`'s counts keeps to the filter's categories: all do but the category facet's own. */
export function appliesCategories(filters: ResolvedFilters, except: Facet | undefined): boolean {
  return filters.categoryIds !== undefined && except !== 'category';
}

/** Past this many categories a price-ordered page sorts the categories' products instead of walking each (see categoryPriceOrderPage). */
const MOST_CATEGORY_WALKS = 24;

/**
 * The page of products within categories (by the main category or an extra one) in a price order,
 * as a query of ids: the first page-end rows of each category from its own index walk
 * (products_category_price_order_idx), merged, and the few listed by an extra category sorted. Sorting
 * every product of a category instead cost 27 ms for seven categories of 2,300 products each.
 * `order` must be a price order as ORDER_BY writes it, over `products.…`; null past MOST_CATEGORY_WALKS.
 */
export function categoryPriceOrderPage(categoryIds: number[], conditions: SQL[], order: SQL, page: { limit: number; offset: number }): SQL | null {
  if (categoryIds.length > MOST_CATEGORY_WALKS) return null;
  const pageEnd = page.offset + page.limit;
  const where = conditions.length ? sql` AND ${andAll(conditions)}` : sql``;
  const walks = [...new Set(categoryIds)].map(
    (id) => sql`(SELECT id, price FROM products WHERE category_id = ${id}${where} ORDER BY ${order} LIMIT ${pageEnd})`,
  );
  const ids = intArray(categoryIds);
  const extra = sql`(SELECT id, price FROM products WHERE (category_id <> ALL(${ids})) IS NOT FALSE
      AND id IN (SELECT x.product_id FROM product_extra_categories x WHERE x.category_id = ANY(${ids}))${where})`;
  return sql`SELECT id FROM (${sql.join([...walks, extra], sql` UNION ALL `)}) products ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/**
 * Where a facet sample reads its rows: the slim copy of every product's facet columns and search
 * words (product_facet_rows, a third of a product row's width, indexed by its words and category),
 * named `products` as productSource's rows are; but the products themselves when the read filters
 * by brand or price, which products index and the copy does not. The same rows either way, so
 * counts read from it are exact. `count`: where matches past the sample are counted one by one.
 */
export function facetSampleSource(filters: ResolvedFilters, except: Facet | undefined): { sample: SQL; count: SQL } {
  const products = productSource(filters, except);
  // Products within categories are counted through products_category_listing_idx alone, which beats the copy's rows.
  if (appliesCategories(filters, except)) return { sample: productSource(filters, except, sql`product_facet_rows`), count: products };
  const byProductIndex = (filters.brandIds !== undefined && except !== 'brand') || (filters.priceRanges !== undefined && except !== 'price');
  if (byProductIndex) return { sample: products, count: products };
  const slim = sql`product_facet_rows products`;
  return { sample: slim, count: slim };
}

/**
 * SQL conditions over `productSource` with the product columns brand_id, price, stock_quantity,
 * stock_reserved, color, size and memory: every filter but the categories, which the source applies.
 */
export function filterConditions(filters: ResolvedFilters, except?: Facet): SQL[] {
  const skip = except ? FILTER_OF_FACET[except] : undefined;
  const conditions: SQL[] = [];
  if (filters.brandIds && skip !== 'brandIds') conditions.push(sql`brand_id = ANY(${intArray(filters.brandIds)})`);
  if (filters.priceRanges && skip !== 'priceRanges') {
    const ranges = filters.priceRanges.map((range) => (range.max === null ? sql`price >= ${range.min}` : sql`price BETWEEN ${range.min} AND ${range.max}`));
    conditions.push(sql`price > 0 AND (${sql.join(ranges, sql` OR `)})`);
  }
  if (filters.inStock !== undefined && skip !== 'inStock') {
    // Written as the expression products_in_stock_stats keeps statistics on (migration 0041), which the
    // planner then estimates from: as a bare comparison of two columns it guesses a third of the rows.
    conditions.push(filters.inStock ? sql`(stock_quantity > stock_reserved) IS TRUE` : sql`(stock_quantity > stock_reserved) IS FALSE`);
  }
  if (filters.colors && skip !== 'colors') conditions.push(sql`lower(color) = ANY(${textArray(filters.colors)})`);
  if (filters.sizes && skip !== 'sizes') conditions.push(sql`lower(size) = ANY(${textArray(filters.sizes)})`);
  if (filters.memory && skip !== 'memory') conditions.push(sql`lower(memory) = ANY(${textArray(filters.memory)})`);
  if (filters.onSale) conditions.push(sql`sale_price > 0 AND sale_price < retail_price`);
  return conditions;
}

export function andAll(conditions: SQL[]): SQL {
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/** How a facet value is shown: the stored spelling ("16GB", "Midnight Black") of the lower-cased value. */
export const FACET_LABEL: Partial<Record<Facet, SQL>> = {
  color: sql`min(color)`,
  size: sql`min(size)`,
  memory: sql`min(memory)`,
};

/** The facet value of a row, as text, in the same row source as filterConditions. */
export const FACET_VALUE: Record<Facet, SQL> = {
  category: sql`category_id::text`,
  brand: sql`brand_id::text`,
  price: sql`CASE ${sql.join(
    PRICE_BANDS.map((band) =>
      band.max === null
        ? sql`WHEN price >= ${sql.raw(String(band.min))} THEN ${sql.raw(`'${band.value}'`)}`
        : sql`WHEN price BETWEEN ${sql.raw(String(band.min))} AND ${sql.raw(String(band.max))} THEN ${sql.raw(`'${band.value}'`)}`,
    ),
    sql` `,
  )} END`,
  stock: sql`(stock_quantity > stock_reserved)::text`,
  color: sql`lower(color)`,
  size: sql`lower(size)`,
  memory: sql`lower(memory)`,
};
