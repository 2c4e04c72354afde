import { type SQL, sql } from 'drizzle-orm';
import { andAll } from './filters.ts';
import { likePrefix } from './query.ts';

/** The tsqueries of one search (see buildTsQuery in service.ts). */
export interface BuiltQueries {
  tsquery: string | null;
  wholeWords: string | null;
  inName: string | null;
  wholeWordsInName: string | null;
}

/**
 * The relevance tiers of a search, best first, as conditions on a matching product: the whole name
 * typed; the name starting with what was typed; every word, whole, in the name; every word in the
 * name, the last as a prefix; every word whole anywhere; any match. The one list both ways of
 * ranking read, so they cannot disagree.
 */
function relevanceTiers(normalized: string, built: BuiltQueries): SQL[] {
  return [
    sql`lower(name) = ${normalized}`,
    sql`lower(name) LIKE ${likePrefix(normalized)}`,
    sql`search_vector @@ to_tsquery('simple', ${built.wholeWordsInName})`,
    sql`search_vector @@ to_tsquery('simple', ${built.inName})`,
    sql`search_vector @@ to_tsquery('simple', ${built.wholeWords})`,
    sql`true`,
  ];
}

/** A matching product's tier, higher is better: for ranking a set of matches read whole. */
export function relevanceTier(normalized: string, built: BuiltQueries): SQL {
  const tiers = relevanceTiers(normalized, built);
  return sql`CASE ${sql.join(
    tiers.slice(0, -1).map((condition, index) => sql`WHEN ${condition} THEN ${sql.raw(String(tiers.length - index))}`),
    sql` `,
  )} ELSE 1 END`;
}

/**
 * One page in relevance order, for a set of matches too large to read whole: by tier, then best
 * selling. Each tier's first page-end rows come from an index walk (sales order, the search index
 * or the name index, as the planner finds cheapest), so every match can win and no step reads all
 * matches: a product in the page's top rows is within its own tier's first page-end rows, since
 * any product ahead of it there is ahead of it overall (docs/adr/0004).
 */
export function relevanceQuery(source: SQL, conditions: SQL[], normalized: string, built: BuiltQueries, page: { page: number; perPage: number }): SQL {
  const pageEnd = page.page * page.perPage;
  const tiers = relevanceTiers(normalized, built);
  const tiered = tiers.map(
    (condition, index) =>
      sql`(SELECT id, ${sql.raw(String(tiers.length - index))} AS tier, sales_count FROM ${source} WHERE ${andAll([...conditions, condition])} ORDER BY sales_count DESC, id DESC LIMIT ${pageEnd})`,
  );
  // A product found by several tiers keeps its best.
  return sql`SELECT id FROM (SELECT DISTINCT ON (id) id, tier, sales_count FROM (${sql.join(tiered, sql` UNION ALL `)}) found ORDER BY id, tier DESC) best
      ORDER BY tier DESC, sales_count DESC, id DESC LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`;
}
