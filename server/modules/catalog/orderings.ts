import { type SQL, sql } from 'drizzle-orm';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'best_selling', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

// Each ordering matches an index of the products table, so a page reads only its own rows.
// Call-for-price products (price 0) have no price to sort by and go last either way.
const ORDER_BY: Record<ProductSort, SQL> = {
  newest: sql`products.created_at DESC, products.id DESC`,
  price_asc: sql`(products.price = 0), products.price ASC, products.id ASC`,
  price_desc: sql`(products.price = 0), products.price DESC, products.id DESC`,
  name_asc: sql`products.name ASC, products.id ASC`,
  best_selling: sql`products.sales_count DESC, products.id DESC`,
  popular: sql`(products.review_count * products.average_rating) DESC, products.id DESC`,
};

// Price and name follow category and brand (laptops are dear, names start with the brand), so
// walking the price or name index to find one category's cheapest reads most of the index. Within
// a category or brand (or a search's few thousand matches), sorting its rows is cheaper; `+ 0` and
// `|| ''` keep the planner off the index.
const ORDER_BY_WITHIN_SELECTION: Partial<Record<ProductSort, SQL>> = {
  price_asc: sql`(products.price = 0), products.price + 0 ASC, products.id ASC`,
  price_desc: sql`(products.price = 0), products.price + 0 DESC, products.id DESC`,
  name_asc: sql`products.name || '' ASC, products.id ASC`,
};

/** The ORDER BY of a product list; `withinSelection` when the list is one category's or brand's, or a search's few matches. */
export function productOrder(sort: ProductSort, withinSelection: boolean): SQL {
  return (withinSelection ? ORDER_BY_WITHIN_SELECTION[sort] : undefined) ?? ORDER_BY[sort];
}
