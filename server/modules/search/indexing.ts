import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { type ModelWords, modelWords } from './model-words.ts';

/** Products indexed per statement, so a large catalogue is never read into memory at once. */
const INDEX_BATCH = 2_000;

interface IndexSource {
  id: number;
  name: string;
  sku: string | null;
  specs: string | null;
}

const joined = (words: string[]) => words.join(' ');

/** Words of these lengths (in characters) are listed in search_terms; longer and shorter ones are searched but not listed. */
const LISTED_LENGTH = { min: 2, max: 40 } as const;
const listedLength = sql.raw(`length(word) BETWEEN ${LISTED_LENGTH.min} AND ${LISTED_LENGTH.max}`);
/** Whether search_terms lists this word when a shown product holds it: when it does not list it, no shown product does. */
export const isListedLength = (word: string) => [...word].length >= LISTED_LENGTH.min && [...word].length <= LISTED_LENGTH.max;

/**
 * The search document of each product, weighted name (A) > brand and categories (B: the main one,
 * its parent and the extra ones, so "gaming" finds a laptop listed under Gaming) > SKU (C) >
 * colour, size, memory, specification values and short description (D). English stemming lets
 * "laptops" find "laptop"; SKUs keep their exact tokens. Model codes add their other written forms
 * (see model-words.ts) at their field's weight, and their letter and digit runs at D.
 */
function vectorUpdate(batch: IndexSource[]): SQL {
  const words = batch.map(({ id, name, sku, specs }) => {
    const [fromName, fromSku, fromSpecs] = [name, sku ?? '', specs ?? ''].map(modelWords) as [ModelWords, ModelWords, ModelWords];
    return {
      id,
      name_words: joined(fromName.whole),
      sku_words: joined(fromSku.whole),
      spec_words: joined(fromSpecs.whole),
      pieces: joined([...fromName.pieces, ...fromSku.pieces, ...fromSpecs.pieces]),
    };
  });
  return sql`
    UPDATE products p SET search_vector = src.vector
    FROM (
      SELECT p2.id,
        setweight(to_tsvector('english', p2.name), 'A') ||
        setweight(to_tsvector('english', w.name_words), 'A') ||
        setweight(to_tsvector('english', concat_ws(' ', b.name, c.name, pc.name, extra.names)), 'B') ||
        setweight(to_tsvector('simple', coalesce(p2.sku, '')), 'C') ||
        setweight(to_tsvector('english', w.sku_words), 'C') ||
        setweight(to_tsvector('english', concat_ws(' ', p2.color, p2.size, p2.memory, specs.text, p2.short_description, w.spec_words, w.pieces)), 'D') AS vector
      FROM json_to_recordset(${JSON.stringify(words)}::json) AS w(id int, name_words text, sku_words text, spec_words text, pieces text)
      JOIN products p2 ON p2.id = w.id
      LEFT JOIN brands b ON b.id = p2.brand_id
      LEFT JOIN categories c ON c.id = p2.category_id
      LEFT JOIN categories pc ON pc.id = c.parent_id
      LEFT JOIN LATERAL (
        SELECT string_agg(s.value, ' ') AS text FROM product_specifications s WHERE s.product_id = p2.id
      ) specs ON true
      LEFT JOIN LATERAL (
        SELECT string_agg(xc.name, ' ') AS names FROM product_extra_categories x JOIN categories xc ON xc.id = x.category_id WHERE x.product_id = p2.id
      ) extra ON true
    ) src
    WHERE p.id = src.id`;
}

/** Indexes the products matching `scope`, a batch at a time in id order; returns how many. */
async function indexProducts(db: Database, scope: SQL): Promise<number> {
  let indexed = 0;
  for (let after = 0; ; ) {
    const batch = await queryRows<IndexSource>(
      db,
      sql`
      SELECT p.id, p.name, p.sku,
        (SELECT string_agg(s.value, ' ') FROM product_specifications s WHERE s.product_id = p.id) AS specs
      FROM products p WHERE ${scope} AND p.id > ${after} ORDER BY p.id LIMIT ${INDEX_BATCH}`,
    );
    if (batch.length === 0) return indexed;
    await db.execute(vectorUpdate(batch));
    indexed += batch.length;
    after = batch.at(-1)!.id;
  }
}

/** Rebuilds the list of words typo correction chooses from. */
async function rebuildSearchTerms(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_terms`);
    await tx.execute(sql`
      INSERT INTO search_terms (term, documents)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products WHERE status = 1 AND search_vector IS NOT NULL')
      WHERE ${listedLength}`);
  });
}

/** Re-indexes the given products (all when none are given) and the word list. */
export async function refreshSearchIndex(db: Database, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await indexProducts(db, productIds ? sql`p.id = ANY(${`{${productIds.join(',')}}`}::int[])` : sql`true`);
  await rebuildSearchTerms(db);
}

/** At start-up: indexes products written without a search document (older rows, imports). */
export async function ensureSearchIndex(db: Database): Promise<number> {
  const indexed = await indexProducts(db, sql`p.search_vector IS NULL`);
  const [terms] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_terms`);
  if (indexed > 0 || (terms?.n ?? 0) === 0) await rebuildSearchTerms(db);
  return indexed;
}

/** The query ts_stat reads the shown products among `ids` from (ts_stat takes a query's text). */
function shownVectorsOf(ids: number[]): string {
  const list = ids.map((id) => String(Math.trunc(id))).join(',');
  return `SELECT search_vector FROM products WHERE status = 1 AND search_vector IS NOT NULL AND id IN (${list})`;
}

/**
 * Takes the words of these products out of the typo-correction word list, before a write changes
 * or removes them. With `countInSearchTerms` after the write, the list moves by these products'
 * words only, instead of being rebuilt from the whole catalogue on every edit.
 */
export async function withdrawFromSearchTerms(tx: Database, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const query = shownVectorsOf(productIds);
  await tx.execute(sql`
    UPDATE search_terms st SET documents = st.documents - s.ndoc
    FROM ts_stat(${query}) s WHERE st.term = s.word`);
  await tx.execute(sql`DELETE FROM search_terms WHERE documents <= 0 AND term IN (SELECT word FROM ts_stat(${query}))`);
}

/** Writes these products' search documents and counts their words in, inside the caller's transaction. */
export async function indexAndCountInSearchTerms(tx: Database, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await indexProducts(tx, sql`p.id = ANY(${`{${productIds.join(',')}}`}::int[])`);
  await tx.execute(sql`
    INSERT INTO search_terms (term, documents)
    SELECT word, ndoc FROM ts_stat(${shownVectorsOf(productIds)}) WHERE ${listedLength}
    ON CONFLICT (term) DO UPDATE SET documents = search_terms.documents + EXCLUDED.documents`);
}
