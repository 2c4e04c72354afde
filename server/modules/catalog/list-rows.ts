import { type SQL, sql } from 'drizzle-orm';
import { columnsFromJson, parsedJson } from '#server/db/json-rows.ts';
import { runningFlashOffers } from './flash-sale.ts';
import { type ProductListRow, presentProductSummary, SUMMARY_COLUMNS } from './present.ts';

/**
 * The own pictures (not their variants') of every product among `ids`, in order, as rows of
 * `product_id` and `media` (a JSON list keyed as MediaColumns names them). One grouped read for the
 * page: a subquery per product probed the pictures' index once a product, a third of the function's
 * time.
 */
const OWN_PICTURES = sql`(SELECT m.product_id, json_agg(json_build_object('id', m.id, 'isPrimary', m.is_primary, 'width', m.width, 'height', m.height,
      'originalPath', m.original_path, 'optimizedPath', m.optimized_path, 'cardPath', m.card_path, 'thumbnailPath', m.thumbnail_path)
    ORDER BY m.position, m.id) AS media
  FROM media m WHERE m.product_id = ANY(ids) AND m.variant_id IS NULL GROUP BY m.product_id)`;

// The summary columns keyed by their database names, which columnsFromJson reads them by.
const SUMMARY_JSON = sql.raw(
  Object.values(SUMMARY_COLUMNS)
    .map((column) => `'${column.name}', products."${column.name}"`)
    .join(', '),
);

/**
 * The query behind the database function product_rows_json(ids int[]): the list rows
 * (ProductListRow) of at most a page of products, in the order of `ids`, as one JSON array with
 * their categories, brands, flash prices and pictures. A list is then one value of one statement,
 * which can be the statement that finds the page (a search's facet sample) rather than a statement
 * of its own, and the server parses one JSON text instead of some thirty columns a row.
 *
 * It lives in a PL/pgSQL function because a function keeps its plan per connection: planning these
 * joins and subqueries took 1.1 of the 1.6 ms spent planning a one-word search's one statement,
 * on every request. A migration holds a copy of this text; list-rows.test.ts fails until a new
 * migration replaces the function whenever this query changes.
 */
export const PRODUCT_ROWS_QUERY = sql`(SELECT coalesce(json_agg(json_build_object(
      'product', json_build_object(${SUMMARY_JSON}),
      'category', CASE WHEN categories.id IS NULL THEN NULL ELSE json_build_object('id', categories.id, 'name', categories.name, 'slug', categories.slug) END,
      'brand', CASE WHEN brands.id IS NULL THEN NULL ELSE json_build_object('id', brands.id, 'name', brands.name, 'slug', brands.slug) END,
      'flash', CASE WHEN products.type = 'simple' THEN flash.offer END,
      'media', coalesce(pictures.media, '[]'::json)) ORDER BY page.position), '[]'::json)
    FROM unnest(ids) WITH ORDINALITY AS page(id, position)
    JOIN products ON products.id = page.id
    LEFT JOIN categories ON categories.id = products.category_id
    LEFT JOIN brands ON brands.id = products.brand_id
    LEFT JOIN ${OWN_PICTURES} pictures ON pictures.product_id = products.id
    LEFT JOIN ${runningFlashOffers(sql`ids`)} flash ON flash.product_id = products.id)`;

/**
 * The products of a list of ids, or of a query of ids (at most a page), in its order, as
 * product_rows_json gives them (see PRODUCT_ROWS_QUERY).
 */
export function productRowsJson(ids: number[] | SQL): SQL {
  if (Array.isArray(ids)) return sql`product_rows_json(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
  return sql`product_rows_json(ARRAY(${ids}))`;
}

type ProductRowJson = Omit<ProductListRow, 'product'> & { product: Record<string, unknown> };

/** The products productRowsJson gave, as lists show them (presentProductSummary). */
export function presentProductRows(value: unknown) {
  return parsedJson(value as ProductRowJson[]).map((row) =>
    presentProductSummary({ ...row, product: columnsFromJson(SUMMARY_COLUMNS, row.product) as ProductListRow['product'] }),
  );
}
