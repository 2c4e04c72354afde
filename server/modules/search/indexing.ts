import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';

/**
 * The search document of each product, weighted name (A) > brand and categories (B) > SKU (C) >
 * colour, size, memory, specification values and short description (D). English stemming lets
 * "laptops" find "laptop"; SKUs keep their exact tokens.
 */
function vectorUpdate(where: SQL): SQL {
  return sql`
    UPDATE products p SET search_vector = src.vector
    FROM (
      SELECT p2.id,
        setweight(to_tsvector('english', p2.name), 'A') ||
        setweight(to_tsvector('english', concat_ws(' ', b.name, c.name, pc.name)), 'B') ||
        setweight(to_tsvector('simple', p2.sku), 'C') ||
        setweight(to_tsvector('english', concat_ws(' ', p2.color, p2.size, p2.memory, specs.text, p2.short_description)), 'D') AS vector
      FROM products p2
      LEFT JOIN brands b ON b.id = p2.brand_id
      LEFT JOIN categories c ON c.id = p2.category_id
      LEFT JOIN categories pc ON pc.id = c.parent_id
      LEFT JOIN LATERAL (
        SELECT string_agg(s.value, ' ') AS text FROM product_specifications s WHERE s.product_id = p2.id
      ) specs ON true
      WHERE ${where}
    ) src
    WHERE p.id = src.id`;
}

/** Rebuilds the list of words typo correction chooses from. */
export async function rebuildSearchTerms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_terms`);
    await tx.execute(sql`
      INSERT INTO search_terms (term, documents)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products WHERE status = 1 AND search_vector IS NOT NULL')
      WHERE length(word) BETWEEN 2 AND 40`);
  });
}

/** Re-indexes the given products (all when none are given) and the word list. */
export async function refreshSearchIndex(db: Database, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const where = productIds ? sql`p2.id = ANY(${`{${productIds.join(',')}}`}::int[])` : sql`true`;
  await db.execute(vectorUpdate(where));
  await rebuildSearchTerms(db);
}

/** At start-up: indexes products written without a search document (older rows, imports). */
export async function ensureSearchIndex(db: Database): Promise<number> {
  const indexed = await queryRows<{ id: number }>(db, sql`${vectorUpdate(sql`p2.search_vector IS NULL`)} RETURNING p.id`);
  const [terms] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_terms`);
  if (indexed.length > 0 || (terms?.n ?? 0) === 0) await rebuildSearchTerms(db);
  return indexed.length;
}
