import { and, asc, count, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { matchesCatalogKey } from '#domain/slug.ts';
import { emiFrom } from '#domain/emi.ts';
import { readEmiPlans } from '#server/modules/emi/plans.ts';
import { memoize } from '#server/http/memo.ts';
import { filterConditions, productSource, type ResolvedFilters } from '#server/modules/search/filters.ts';
import { flashSaleState } from './flash-sale.ts';
import { type ProductSort, productOrder } from './orderings.ts';
import { DETAIL_COLUMNS, presentMedia, presentVariant } from './present.ts';
import { presentProductRows, productRowsJson } from './list-rows.ts';

const visible = eq(t.products.status, 1);
const inStock = gt(t.products.stockQuantity, t.products.stockReserved);

/** Shared, non-personal home page reads are kept this long in each process. */
const HOME_TTL_MS = 30_000;

/**
 * A banner the shop shows now: switched on, with its picture, and inside its schedule. The kept
 * answers hold this for up to HOME_TTL_MS, so a scheduled banner appears or goes at most that late.
 */
function shownNow(table: typeof t.positionalBanners | typeof t.categoryProductBanners): SQL | undefined {
  return and(
    eq(table.active, true),
    isNotNull(table.imageUrl),
    or(isNull(table.startsAt), lte(table.startsAt, sql`now()`)),
    or(isNull(table.endsAt), gt(table.endsAt, sql`now()`)),
  );
}

const hasImage = <B extends { imageUrl: string | null }>(banner: B): banner is B & { imageUrl: string } => banner.imageUrl !== null;
const LOOKUP_TTL_MS = 60_000;

export interface ProductListQuery {
  page: number;
  perPage: number;
  sort: ProductSort;
  categoryIds?: number[];
  brandIds?: number[];
  inStockOnly?: boolean;
  onSaleOnly?: boolean;
  /** Price, colour, size and memory, applied by the search's own filter code. */
  attributes?: AttributeFilters;
}

/** A category in the tree: its product count includes the categories below it. */
export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  url: string;
  category_id: number;
  parent_id: number | null;
  display_order: number;
  is_featured: boolean;
  product_count: number;
  children: CategoryNode[];
}

export type AttributeFilters = Pick<ResolvedFilters, 'priceRanges' | 'colors' | 'sizes' | 'memory'>;

export function createCatalogService(db: Database) {
  /**
   * A page of products in order. Within categories (by the main category or an extra one) the page's
   * ids are chosen from productSource, whose halves each read their own index.
   */
  function selectPage(where: SQL, order: SQL, limit: number, offset: number, categoryIds?: number[]) {
    const source = categoryIds ? productSource({ categoryIds }) : sql`products`;
    return productsInOrder(sql`SELECT products.id FROM ${source} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  }

  /** Every filter but the categories, which choose the products read (`selectPage`, productSource). */
  function listFilter(query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort' | 'categoryIds'>): SQL {
    const conditions: SQL[] = [visible];
    if (query.brandIds) conditions.push(inArray(t.products.brandId, query.brandIds));
    if (query.inStockOnly) conditions.push(inStock);
    // On sale means the price is the sale price (domain/pricing.ts): a sale price at or above retail does not count.
    if (query.onSaleOnly) conditions.push(sql`${t.products.price} < ${t.products.retailPrice}`);
    // Its bare column names are the products table's alone: categories and brands share none of them.
    if (query.attributes) conditions.push(...filterConditions(query.attributes));
    return and(...conditions)!;
  }

  async function listProducts(query: ProductListQuery) {
    const where = listFilter(query);
    const [rows, totals] = await Promise.all([
      selectPage(
        where,
        productOrder(query.sort, query.categoryIds !== undefined || query.brandIds !== undefined),
        query.perPage,
        (query.page - 1) * query.perPage,
        query.categoryIds,
      ),
      db
        .select({ total: count() })
        .from(query.categoryIds ? productSource({ categoryIds: query.categoryIds }) : t.products)
        .where(where),
    ]);
    const total = totals[0]?.total ?? 0;
    return {
      data: rows,
      meta: {
        total,
        current_page: query.page,
        per_page: query.perPage,
        last_page: Math.max(1, Math.ceil(total / query.perPage)),
      },
    };
  }

  async function topProducts(sort: ProductSort, limit: number, withinCategories?: number[]) {
    return selectPage(visible, productOrder(sort, withinCategories !== undefined), limit, 0, withinCategories);
  }

  async function getProduct(id: number) {
    const [summary] = await productsInOrder(sql`SELECT products.id FROM products WHERE ${and(eq(t.products.id, id), visible)}`);
    if (!summary) return null;
    const [[detail], specs, variants, variantMedia, path, plans] = await Promise.all([
      db.select(DETAIL_COLUMNS).from(t.products).where(eq(t.products.id, id)),
      db.select().from(t.productSpecifications).where(eq(t.productSpecifications.productId, id)).orderBy(asc(t.productSpecifications.displayOrder)),
      db
        .select()
        .from(t.productVariants)
        .where(and(eq(t.productVariants.productId, id), eq(t.productVariants.active, true)))
        .orderBy(asc(t.productVariants.variantOrder)),
      db
        .select()
        .from(t.media)
        .where(and(eq(t.media.productId, id), isNotNull(t.media.variantId)))
        .orderBy(asc(t.media.position), asc(t.media.id)),
      summary.category_id ? categoryPath(summary.category_id) : Promise.resolve([]),
      readEmiPlans(db),
    ]);
    return {
      ...summary,
      emi_from_monthly: summary.call_for_price ? null : emiFrom(summary.regular_price, plans),
      emi_plans: plans.map((plan) => ({
        bank_id: plan.bankId,
        bank: plan.bank,
        minimum_amount: plan.minimumAmount,
        charges: plan.charges.map((charge) => ({ months: charge.months, charge_percent: charge.chargePercent })),
      })),
      description: detail?.description ?? null,
      key_features: detail?.keyFeatures ?? [],
      warranty: detail?.warranty ?? null,
      attributes: specs.map((spec) => ({ id: spec.id, group: spec.groupName, name: spec.name, value: spec.value })),
      variants: variants.map((variant) =>
        presentVariant(
          variant,
          variantMedia.filter((m) => m.variantId === variant.id),
        ),
      ),
      variant_media: variantMedia.map(presentMedia),
      categories: path,
      category_ids: path.map((c) => c.id),
      category_names: path.map((c) => c.name),
    };
  }

  function visibleCountsBy(column: typeof t.products.brandId) {
    return db
      .select({ key: sql<number>`${column}`.as('key'), n: count().as('n') })
      .from(t.products)
      .where(visible)
      .groupBy(column)
      .as('counts');
  }

  /** Active categories; small and rarely changed, so lookups read them all, at most once a minute. */
  const categoryRows = memoize(
    LOOKUP_TTL_MS,
    () => db.select().from(t.categories).where(eq(t.categories.active, true)).orderBy(asc(t.categories.displayOrder), asc(t.categories.name)),
    'categories',
  );
  const brandRows = memoize(LOOKUP_TTL_MS, () => db.select().from(t.brands).where(eq(t.brands.active, true)), 'brands');

  /**
   * Shown products per category with everything below it, each product once, as the category's
   * listing finds them: by its main category or an extra one, anywhere in the subtree. Summing the
   * children's counts instead would count a product in two subcategories twice. A hidden category
   * cuts its subtree off, as it does for listings.
   */
  function visibleCountsByCategory() {
    const x = t.productExtraCategories;
    const c = t.categories;
    return sql`(WITH RECURSIVE subtree(ancestor, category_id) AS (
        SELECT ${c.id}, ${c.id} FROM ${c} WHERE ${c.active}
        UNION ALL
        SELECT subtree.ancestor, ${c.id} FROM ${c} JOIN subtree ON ${c.parentId} = subtree.category_id WHERE ${c.active}
      ), memberships(product_id, category_id) AS (
        SELECT ${t.products.id}, ${t.products.categoryId} FROM ${t.products} WHERE ${visible}
        UNION ALL
        SELECT ${x.productId}, ${x.categoryId} FROM ${x} JOIN ${t.products} ON ${t.products.id} = ${x.productId} WHERE ${visible}
      )
      SELECT subtree.ancestor AS key, count(DISTINCT memberships.product_id)::int AS n
        FROM subtree JOIN memberships USING (category_id)
       GROUP BY subtree.ancestor) counts`;
  }

  async function categoriesWithCounts() {
    return db
      .select({ ...getTableColumns(t.categories), productCount: sql<number>`coalesce(counts.n, 0)::int` })
      .from(t.categories)
      .leftJoin(visibleCountsByCategory(), sql`counts.key = ${t.categories.id}`)
      .where(eq(t.categories.active, true))
      .orderBy(asc(t.categories.displayOrder), asc(t.categories.name));
  }

  /** From the top-level category down to this one, for breadcrumbs. */
  async function categoryPath(categoryId: number) {
    const categories = await categoryRows();
    const byId = new Map(categories.map((c) => [c.id, c]));
    const path: { id: number; name: string; slug: string }[] = [];
    for (let current = byId.get(categoryId); current && path.length < 10; current = current.parentId ? byId.get(current.parentId) : undefined) {
      path.unshift({ id: current.id, name: current.name, slug: current.slug });
    }
    return path;
  }

  async function categoryTree() {
    const categories = await categoriesWithCounts();
    function toNode(c: (typeof categories)[number]): CategoryNode {
      return {
        id: c.id,
        name: c.name,
        slug: c.slug,
        icon: c.icon,
        url: `/shop/category/${c.slug}`,
        category_id: c.id,
        parent_id: c.parentId,
        display_order: c.displayOrder,
        is_featured: c.isFeatured,
        product_count: c.productCount,
        children: [],
      };
    }
    const nodes = new Map<number, CategoryNode>(categories.map((c) => [c.id, toNode(c)]));
    const roots: CategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
      if (parent) parent.children.push(node);
      // Under a hidden category: hidden with it, not shown at the top level.
      else if (node.parent_id === null) roots.push(node);
    }
    return roots;
  }

  /** A category and everything below it, named as the listing pages name it (matchesCatalogKey). */
  async function categoryWithDescendants(key: string): Promise<number[] | null> {
    const categories = await categoryRows();
    const root = categories.find((c) => matchesCatalogKey(c, key));
    if (!root) return null;
    const ids = [root.id];
    for (let i = 0; i < ids.length; i++) {
      for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
    }
    return ids;
  }

  async function listBrands(featuredOnly = false) {
    const counts = visibleCountsBy(t.products.brandId);
    const rows = await db
      .select({ ...getTableColumns(t.brands), productCount: sql<number>`coalesce(${counts.n}, 0)::int` })
      .from(t.brands)
      .leftJoin(counts, eq(counts.key, t.brands.id))
      .where(featuredOnly ? and(eq(t.brands.active, true), eq(t.brands.isFeatured, true)) : eq(t.brands.active, true))
      .orderBy(asc(t.brands.displayOrder), asc(t.brands.name));
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      logo_url: b.logoUrl,
      url: `/shop/brand/${b.slug}`,
      is_featured: b.isFeatured,
      product_count: b.productCount,
    }));
  }

  /** A brand named as the listing pages name it (matchesCatalogKey). */
  async function brandIdsFor(key: string): Promise<number[] | null> {
    const brand = (await brandRows()).find((b) => matchesCatalogKey(b, key));
    return brand ? [brand.id] : null;
  }

  /**
   * Products in the order of `ids`: a list, or a query of at most a page of ids in order, which is
   * then read in the same statement as the products it names.
   */
  async function productsInOrder(ids: number[] | SQL) {
    if (Array.isArray(ids) && ids.length === 0) return [];
    const [row] = await queryRows<{ rows: unknown }>(db, sql`SELECT ${productRowsJson(ids)} AS rows`);
    return presentProductRows(row!.rows);
  }

  /**
   * The flash sale page: the sale running now and its products at their flash prices, or, with
   * none running, the last one that ended and the next one to start.
   */
  async function flashSale() {
    const state = await flashSaleState(db);
    const products = state.running?.productIds.length
      ? await productsInOrder(
          sql`SELECT products.id FROM products WHERE ${and(visible, eq(t.products.type, 'simple'), inArray(t.products.id, state.running.productIds))}
            ORDER BY ${productOrder('best_selling', false)}`,
        )
      : [];
    return { ...state, products };
  }

  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]));

  async function featuredCategories() {
    const tree = await categoryTree();
    const flat = tree.flatMap((root) => [root, ...root.children]);
    return flat.filter((c) => c.is_featured).map(({ children: _children, ...c }) => c);
  }

  async function positionalBanners() {
    const rows = await db
      .select()
      .from(t.positionalBanners)
      .where(shownNow(t.positionalBanners))
      .orderBy(asc(t.positionalBanners.displayOrder), asc(t.positionalBanners.id));
    return rows.filter(hasImage).map((b) => ({
      id: b.id,
      position: b.position,
      title: b.title,
      subtitle: b.subtitle,
      description: b.description,
      image_url: b.imageUrl,
      mobile_image_url: b.mobileImageUrl,
      image_width: b.imageWidth,
      image_height: b.imageHeight,
      link_url: b.linkUrl,
      order: b.displayOrder,
    }));
  }

  async function categoryProductBanners(limit: number, productsPerBanner = 8) {
    const banners = await db
      .select({ banner: getTableColumns(t.categoryProductBanners), categoryName: t.categories.name, categorySlug: t.categories.slug })
      .from(t.categoryProductBanners)
      .innerJoin(t.categories, eq(t.categories.id, t.categoryProductBanners.categoryId))
      .where(shownNow(t.categoryProductBanners))
      .orderBy(asc(t.categoryProductBanners.displayOrder), asc(t.categoryProductBanners.id))
      .limit(limit);
    return Promise.all(
      banners
        .flatMap((row) => (hasImage(row.banner) ? [{ ...row, banner: row.banner }] : []))
        .map(async ({ banner, categoryName, categorySlug }) => {
          const ids = (await categoryWithDescendants(String(banner.categoryId))) ?? [banner.categoryId];
          return {
            id: banner.id,
            category_id: banner.categoryId,
            category_name: categoryName,
            category_slug: categorySlug,
            url: `/shop/category/${categorySlug}`,
            title: banner.title,
            subtitle: banner.subtitle,
            description: banner.description,
            image_url: banner.imageUrl,
            mobile_image_url: banner.mobileImageUrl,
            image_width: banner.imageWidth,
            image_height: banner.imageHeight,
            order: banner.displayOrder,
            products: await topProducts('popular', productsPerBanner, ids),
          };
        }),
    );
  }

  const positionalBannersCached = memoize(HOME_TTL_MS, positionalBanners, 'banners');
  // Their product counts group every shown product: kept like the rest of the home page's data, so a
  // home page view costs no read that grows with the catalogue (cleared on each catalogue change notice).
  const featuredCategoriesCached = memoize(HOME_TTL_MS, featuredCategories, 'featured-categories');
  const featuredBrandsCached = memoize(HOME_TTL_MS, () => listBrands(true), 'featured-brands');
  const homeData = memoize(
    HOME_TTL_MS,
    async () => {
      const [category_product_banners, popular_products, new_arrivals, best_selling_products] = await Promise.all([
        categoryProductBanners(5),
        topProducts('popular', 12),
        topProducts('newest', 12),
        topProducts('best_selling', 12),
      ]);
      return { category_product_banners, popular_products, new_arrivals, best_selling_products };
    },
    'home',
  );

  return {
    listProducts,
    getProduct,
    productsInOrder,
    flashSale,
    categoryLookup: async () => byId(await categoryRows()),
    brandLookup: async () => byId(await brandRows()),
    popularProducts: (limit: number) => topProducts('popular', limit),
    newArrivals: (limit: number) => topProducts('newest', limit),
    bestSelling: (limit: number) => topProducts('best_selling', limit),
    categoryTree,
    categoryWithDescendants,
    brandIdsFor,
    listBrands,
    featuredCategories: featuredCategoriesCached,
    featuredBrands: featuredBrandsCached,
    positionalBanners: positionalBannersCached,
    categoryProductBanners,
    homeData,
    /** Forgets every kept answer, after a write in this process changed the catalogue. */
    clearCaches() {
      for (const cached of [categoryRows, brandRows, positionalBannersCached, featuredCategoriesCached, featuredBrandsCached, homeData]) cached.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
