import { type SQL, sql } from 'drizzle-orm';
import { columnsFromJson, parsedJson } from '#server/db/json-rows.ts';
import { comingFlashOffers, type FlashWindowOffer, runningOffer, runningFlashOffers } from './flash-sale.ts';
import { type ProductListRow, presentProductSummary, SUMMARY_COLUMNS } from './present.ts';

/**
 * The own pictures (not their variants') of every product among `ids` (an SQL array), in order, as
 * rows of `product_id` and `media` (a JSON list keyed as MediaColumns names them). One grouped read
 * for the page: a subquery per product probed the pictures' index once a product, a third of the
 * function's time.
 */
const ownPictures = (
  ids: SQL,
) => sql`(SELECT m.product_id, json_agg(json_build_object('id', m.id, 'isPrimary', m.is_primary, 'width', m.width, 'height', m.height,
      'originalPath', m.original_path, 'optimizedPath', m.optimized_path, 'cardPath', m.card_path, 'thumbnailPath', m.thumbnail_path)
    ORDER BY m.position, m.id) AS media
  FROM media m WHERE m.product_id = ANY(${ids}) AND m.variant_id IS NULL GROUP BY m.product_id)`;

// The summary columns keyed by their database names, which columnsFromJson reads them by.
const SUMMARY_JSON = sql.raw(
  Object.values(SUMMARY_COLUMNS)
    .map((column) => `'${column.name}', products."${column.name}"`)
    .join(', '),
);

/** A list row's keys and values for json_build_object, from `products` and the joins of listRowJoins; `flash` is the flash price's key and value. */
const listRowFields = (flash: SQL) => sql`
      'product', json_build_object(${SUMMARY_JSON}),
      'category', CASE WHEN categories.id IS NULL THEN NULL ELSE json_build_object('id', categories.id, 'name', categories.name, 'slug', categories.slug) END,
      'brand', CASE WHEN brands.id IS NULL THEN NULL ELSE json_build_object('id', brands.id, 'name', brands.name, 'slug', brands.slug) END,
      ${flash},
      'media', coalesce(pictures.media, '[]'::json)`;

/** What a list row reads besides `products`, for the products among `ids` (an SQL array); `flash` joins the flash prices. */
const listRowJoins = (ids: SQL, flash: SQL) => sql`
    LEFT JOIN categories ON categories.id = products.category_id
    LEFT JOIN brands ON brands.id = products.brand_id
    LEFT JOIN ${ownPictures(ids)} pictures ON pictures.product_id = products.id
    LEFT JOIN ${flash}`;

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
export const PRODUCT_ROWS_QUERY = sql`(SELECT coalesce(json_agg(json_build_object(${listRowFields(sql`'flash', CASE WHEN products.type = 'simple' THEN flash.offer END`)}) ORDER BY page.position), '[]'::json)
    FROM unnest(ids) WITH ORDINALITY AS page(id, position)
    JOIN products ON products.id = page.id${listRowJoins(sql`ids`, sql`${runningFlashOffers(sql`ids`)} flash ON flash.product_id = products.id`)})`;

/**
 * The list rows of the products among `ids` (an SQL array), one a row as `id` and `row` (JSON text),
 * with every flash sale offer not yet ended (`offers`, see comingFlashOffers) instead of the one
 * running now: for a copy kept in memory, which decides at each read which offer runs.
 */
export function listRowsWithOffers(ids: SQL): SQL {
  return sql`(SELECT products.id, json_build_object(${listRowFields(sql`'offers', CASE WHEN products.type = 'simple' THEN offers.list END`)})::text AS row
    FROM products${listRowJoins(ids, sql`${comingFlashOffers(ids)} offers ON offers.product_id = products.id`)}
    WHERE products.id = ANY(${ids}))`;
}

/**
 * The products of a list of ids, or of a query of ids (at most a page), in its order, as
 * product_rows_json gives them (see PRODUCT_ROWS_QUERY).
 */
export function productRowsJson(ids: number[] | SQL): SQL {
  if (Array.isArray(ids)) return sql`product_rows_json(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
  return sql`product_rows_json(ARRAY(${ids}))`;
}

type ProductRowJson = Omit<ProductListRow, 'product'> & { product: Record<string, unknown> };

/** A product as a list shows it, from the JSON of its list row. */
function presentProductRow(row: ProductRowJson) {
  return presentProductSummary({ ...row, product: columnsFromJson(SUMMARY_COLUMNS, row.product) as ProductListRow['product'] });
}

/** The products productRowsJson gave, as lists show them (presentProductSummary). */
export function presentProductRows(value: unknown) {
  return parsedJson(value as ProductRowJson[]).map(presentProductRow);
}

/** A list row of listRowsWithOffers, as lists show it at `now` (ms since 1970, the database's clock): with the offer running then, if any. */
export function presentRowWithOffers(text: string, now: number) {
  const { offers, ...row } = JSON.parse(text) as Omit<ProductRowJson, 'flash'> & { offers: FlashWindowOffer[] | null };
  return presentProductRow({ ...row, flash: runningOffer(offers ?? [], now) });
}
