import { parsedJson } from '#server/db/json-rows.ts';
import { type SQL, sql } from 'drizzle-orm';
import { countFacetColumns, FACET_SAMPLE, type FacetColumns, type FacetRow, facetColumnsSql } from './facet-sql.ts';
import { andAll, type Facet } from './filters.ts';

/**
 * Up to this many matches (by the planner's estimate) a search reads its matches once, and takes its
 * page, exact count and facet sample from that one read; past it, each comes from its own bounded
 * read (an index walk for the page, FACET_SAMPLE rows for the facets, the estimate for the count).
 */
export const ONE_PASS_CAP = 5_000;

export interface OnePassResult {
  /** Matches read, at most ONE_PASS_CAP + 1 (then the set was larger than the estimate said). */
  matches: number;
  /** The page's products as `pageRows` gave them. */
  page: unknown;
  /** Facet counts over the first FACET_SAMPLE + 1 matches read, and a 'found' row for that sample. */
  facets: FacetRow[];
}

/**
 * The one statement for a small match set: every match (at most ONE_PASS_CAP + 1) read once, the
 * page sorted from them and read whole (`order` names columns as `products.…`), the facets counted over the first FACET_SAMPLE + 1 read (the sample a
 * large set would give), and the matches counted.
 */
export function onePassQuery(options: {
  source: SQL;
  conditions: SQL[];
  /** The columns `order` reads besides id and price, if any, kept few: every match is held while the page is sorted. */
  orderColumns: SQL | null;
  order: SQL;
  page: number;
  perPage: number;
  /** The page's rows, from a query of its ids in order. */
  pageRows: (ids: SQL) => SQL;
}): SQL {
  const { source, conditions, orderColumns, order, page, perPage, pageRows } = options;
  return sql`
    WITH matches AS MATERIALIZED (
      SELECT id, category_id, brand_id, price, stock_quantity, stock_reserved, color, size, memory${orderColumns ? sql`, ${orderColumns}` : sql``}
      FROM ${source} WHERE ${andAll(conditions)} LIMIT ${ONE_PASS_CAP + 1}),
    sample AS MATERIALIZED (SELECT * FROM matches LIMIT ${FACET_SAMPLE + 1})
    SELECT
      (SELECT count(*)::int FROM matches) AS matches,
      ${pageRows(sql`SELECT products.id FROM matches products ORDER BY ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`)} AS page,
      (${facetColumnsSql(sql`sample`)}) AS facets`;
}

/** The one read's row, with `facets` counted from the sample's columns. */
export function readOnePass(row: { matches: number; page: unknown; facets: FacetColumns | string }, facets: readonly Facet[]): OnePassResult {
  return { matches: row.matches, page: row.page, facets: countFacetColumns(parsedJson(row.facets), facets) };
}
