import { type SQL, sql } from 'drizzle-orm';
import { FACET_LABEL, FACET_VALUE, type Facet } from './filters.ts';

export interface FacetRow {
  facet: Facet | 'found';
  value: string | null;
  label: string | null;
  n: number;
}

/**
 * Most matching rows read to count facets; beyond it counts are scaled estimates. Reading the sample
 * is most of an uncached search's work (each row's search document is checked), and 500 rows keep a
 * value shown by 1 in 100 matches within a few of its true share.
 */
export const FACET_SAMPLE = 500;

/**
 * Facet rows counted over `source` (a named row set with the product columns the facets read), and
 * a 'found' row with its size. A product counts under its main category and under each extra one,
 * as the category filter finds it.
 */
export function facetCountsSql(facets: readonly Facet[], source: SQL): SQL {
  const branches = facets.map((facet) =>
    facet === 'category'
      ? sql`(SELECT 'category' AS facet, value, NULL AS label, count(*)::int AS n FROM (
            SELECT ${FACET_VALUE.category} AS value FROM ${source}
            UNION ALL SELECT x.category_id::text FROM product_extra_categories x WHERE x.product_id IN (SELECT id FROM ${source})) memberships GROUP BY 2)`
      : sql`(SELECT ${facet}::text AS facet, ${FACET_VALUE[facet]} AS value, ${FACET_LABEL[facet] ?? sql`NULL`} AS label, count(*)::int AS n FROM ${source} GROUP BY 2)`,
  );
  return sql.join([sql`(SELECT 'found' AS facet, NULL AS value, NULL AS label, count(*)::int AS n FROM ${source})`, ...branches], sql` UNION ALL `);
}

/** Scales counts read over a sample of `sampleSize` rows to `total` matches, and gives found as `total`. */
export function scaleSample(sampled: FacetRow[], sampleSize: number, total: number): FacetRow[] {
  const scale = total / sampleSize;
  return sampled.map((row) => (row.facet === 'found' ? { ...row, n: total } : { ...row, n: Math.max(1, Math.round(row.n * scale)) }));
}
