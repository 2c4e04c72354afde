import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { listRowsWithOffers, presentRowWithOffers } from '#server/modules/catalog/list-rows.ts';
import { type IndexedProduct, IndexStore } from './index-store.ts';
import { vectorWords } from './tsvector-text.ts';

/** Products read per statement while the index is built, so a large catalogue is never read into memory at once. */
const BUILD_BATCH = 5_000;

/** The columns of an IndexedProduct, read from `products p`; the creation time in microseconds, as the newest order compares it. */
const PRODUCT_COLUMNS = sql`p.id, p.name, p.category_id AS "categoryId", p.brand_id AS "brandId", p.price,
  (p.sale_price > 0 AND p.sale_price < p.retail_price) IS TRUE AS "onSale", p.stock_quantity > p.stock_reserved AS "inStock",
  p.color, p.size, p.memory, (extract(epoch from p.created_at) * 1000000)::float8 AS "createdAt", p.sales_count AS "salesCount",
  (p.review_count * p.average_rating)::float8 AS popularity,
  p.search_vector::text AS vector,
  ARRAY(SELECT x.category_id FROM product_extra_categories x WHERE x.product_id = p.id ORDER BY x.category_id) AS "extraCategoryIds"`;

type ProductRow = Omit<IndexedProduct, 'terms' | 'nameTerms'> & { vector: string | null; listRow: string };

/** The products `p` (a FROM item of shown products) as ProductRows: their index columns and list rows, in one snapshot. */
const productRows = (from: SQL, ids: SQL) =>
  sql`SELECT ${PRODUCT_COLUMNS}, list.row AS "listRow" FROM ${from} JOIN ${listRowsWithOffers(ids)} list ON list.id = p.id`;

function indexed({ vector, listRow: _listRow, ...row }: ProductRow): IndexedProduct {
  // Numbers a driver may give as text, as numbers.
  return { ...row, createdAt: Number(row.createdAt), popularity: Number(row.popularity), ...vectorWords(vector) };
}

/** The oldest transaction still running when a statement's snapshot was taken: every older one is in it or never will be. */
const HORIZON = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;
/** The database's clock in ms since 1970, which decides which flash sale runs. */
const CLOCK = sql`(extract(epoch from now()) * 1000)::float8`;

/**
 * Keeps an IndexStore, and each shown product's list row, in step with the database. It is built
 * once from every shown product; then, before each search, `refresh` reads the products stamped by
 * a transaction at or past the last read's horizon (product_index_stamps, kept by triggers on
 * everything a search reads or a list row shows: migrations 0045 and 0046), so a write committed
 * by any process is searched and shown by every process from its next search on. A product read
 * again that was already in step changes nothing, so the overlap a transaction still running at a
 * read causes is harmless.
 */
export function createIndexSync(db: Database) {
  const store = new IndexStore();
  /** Each shown product's list row (listRowsWithOffers' JSON text), so a page is presented without a read. */
  const listRows = new Map<number, string>();
  /** The database's clock less this process's, as of the last read. */
  let clockOffset = 0;
  let horizon: number | null = null;
  let building: Promise<void> | null = null;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const put = (row: ProductRow) => {
    store.put(indexed(row));
    listRows.set(row.id, row.listRow);
  };
  /** Called as a read's answer arrives, so the offset is the clock's, not the read's duration. */
  const setClock = (databaseMs: number) => {
    clockOffset = databaseMs - Date.now();
  };

  async function build() {
    // One snapshot for the horizon and every batch: a write after it is read by the first refresh.
    await db.transaction(
      async (tx) => {
        const [first] = await queryRows<{ horizon: string; clock: number }>(tx, sql`SELECT ${HORIZON} AS horizon, ${CLOCK} AS clock`);
        setClock(Number(first!.clock));
        store.clear();
        listRows.clear();
        for (let after = 0; ; ) {
          const rows = await queryRows<ProductRow>(
            tx,
            sql`WITH batch AS MATERIALIZED (SELECT * FROM products p WHERE p.status = 1 AND p.id > ${after} ORDER BY p.id LIMIT ${BUILD_BATCH})
              ${productRows(sql`batch p`, sql`ARRAY(SELECT id FROM batch)`)} ORDER BY p.id`,
          );
          for (const row of rows) put(row);
          if (rows.length < BUILD_BATCH) break;
          after = rows.at(-1)!.id;
        }
        horizon = Number(first!.horizon);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async function readChanges() {
    // Which products changed, cheaply (most reads find none); then those, in a later snapshot,
    // which holds at least what the first saw.
    const [stamps] = await queryRows<{ horizon: string; clock: number; ids: number[] }>(
      db,
      sql`SELECT ${HORIZON} AS horizon, ${CLOCK} AS clock, ARRAY(SELECT product_id FROM product_index_stamps WHERE changed_xid >= ${horizon!}) AS ids`,
    );
    setClock(Number(stamps!.clock));
    const { ids } = stamps!;
    if (ids.length) {
      const list = sql`${`{${ids.join(',')}}`}::int[]`;
      const rows = await queryRows<ProductRow>(db, sql`${productRows(sql`products p`, list)} WHERE p.id = ANY(${list}) AND p.status = 1`);
      const shown = new Set(rows.map((row) => row.id));
      for (const id of ids) {
        if (shown.has(id)) continue;
        store.remove(id);
        listRows.delete(id);
      }
      for (const row of rows) put(row);
    }
    horizon = Number(stamps!.horizon);
  }

  function startRead(): Promise<void> {
    running = readChanges().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    store,
    /** Whether the index has been built and can answer. */
    get ready() {
      return horizon !== null;
    },
    /**
     * The shown products of `ids` as lists show them, in that order, with the flash sale offers
     * running now by the database's clock (as of the last read): the page of an answer from the
     * index, which the same read kept in step, without a read of its own.
     */
    productsInOrder(ids: readonly number[]) {
      const now = Date.now() + clockOffset;
      return ids.flatMap((id) => {
        const row = listRows.get(id);
        return row === undefined ? [] : [presentRowWithOffers(row, now)];
      });
    },
    /** Builds the index from every shown product; a second call while one runs waits for it. */
    build(): Promise<void> {
      building ??= build().finally(() => {
        building = null;
      });
      return building;
    },
    /**
     * Reads every change committed before this call. Searches arriving while a read is under way
     * share the next one, which starts after they arrived, so none misses a write it could see.
     */
    refresh(): Promise<void> {
      if (queued) return queued;
      if (!running) return startRead();
      queued = running
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return startRead();
        });
      return queued;
    },
  };
}
