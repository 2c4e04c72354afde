import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import type { FlashOffer } from './present.ts';

/**
 * Whether a flash sale runs is decided in each query by comparing the database's now() with its
 * window, never by a timer in the process: a sale starts and ends by itself, on every server at
 * once, and a transaction sees one answer from its first read to its last write.
 */
const RUNNING = sql`fs.starts_at <= now() and now() < fs.ends_at`;

/**
 * The product's price in a flash sale running now, or null. Only a product sold without options
 * takes part: a product with options is sold as its variants, which keep their own prices. A
 * product in two running sales gets the lower price.
 * `productId` and `productType` must name the outer row's columns with its table or alias
 * (`products.id`, `p.id`): drizzle leaves a single table's columns bare, and a bare `id` inside the
 * subquery would be the flash sale's.
 */
export function runningFlashPrice(productId: SQL, productType: SQL): SQL<number | null> {
  return sql<number | null>`(case when ${productType} = 'simple' then (
    select min(fi.flash_price) from flash_sale_items fi join flash_sales fs on fs.id = fi.flash_sale_id
    where fi.product_id = ${productId} and ${RUNNING}) end)`;
}

/**
 * As `runningFlashPrice`, with the end of the sale that gives that price (for a countdown), for
 * every product among `productIds` (an SQL array of ids) in one read: rows of `product_id` and
 * `offer` (JSON `{ price, ends_at }`), one per product in a running sale. A product without options
 * only takes the offer (see runningFlashPrice); the caller checks its type, as it holds the row.
 * One grouped read instead of a subquery per product: for a page of 25 that is one index probe of
 * the sale items instead of 25.
 */
export function runningFlashOffers(productIds: SQL): SQL {
  return sql`(SELECT DISTINCT ON (fi.product_id) fi.product_id, json_build_object('price', fi.flash_price, 'ends_at', fs.ends_at) AS offer
    FROM flash_sale_items fi JOIN flash_sales fs ON fs.id = fi.flash_sale_id
    WHERE fi.product_id = ANY(${productIds}) AND ${RUNNING}
    ORDER BY fi.product_id, fi.flash_price, fs.ends_at)`;
}

/** A flash sale's price for a product with the sale's window, as comingFlashOffers gives it (times as ISO text). */
export interface FlashWindowOffer {
  price: number;
  starts_at: string;
  ends_at: string;
}

/**
 * Every offer not yet ended (running or to come) for each product among `productIds` (an SQL
 * array): rows of `product_id` and `list` (JSON FlashWindowOffer[]). For a copy of the rows kept in
 * memory, which asks runningOffer at each read which of them runs then, by the database's clock.
 */
export function comingFlashOffers(productIds: SQL): SQL {
  return sql`(SELECT fi.product_id, json_agg(json_build_object('price', fi.flash_price, 'starts_at', fs.starts_at, 'ends_at', fs.ends_at)) AS list
    FROM flash_sale_items fi JOIN flash_sales fs ON fs.id = fi.flash_sale_id
    WHERE fi.product_id = ANY(${productIds}) AND now() < fs.ends_at
    GROUP BY fi.product_id)`;
}

/**
 * RUNNING and runningFlashOffers' choice, in the process, for offers read earlier: the offer
 * running at `now` (ms since 1970 by the database's clock) with the lowest price, then the one
 * ending first; null when none runs.
 */
export function runningOffer(offers: readonly FlashWindowOffer[], now: number): FlashOffer | null {
  let best: { price: number; ends: number; ends_at: string } | null = null;
  for (const offer of offers) {
    const ends = Date.parse(offer.ends_at);
    if (!(Date.parse(offer.starts_at) <= now && now < ends)) continue;
    if (!best || offer.price < best.price || (offer.price === best.price && ends < best.ends)) best = { price: offer.price, ends, ends_at: offer.ends_at };
  }
  return best && { price: best.price, ends_at: best.ends_at };
}

interface FlashSaleWindow {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

export interface FlashSaleState {
  /** The database's clock when it answered, which the countdown counts from. */
  now: Date;
  /** The sale running now (the one ending first when several do). */
  running: (FlashSaleWindow & { productIds: number[] }) | null;
  /** With none running: the last one that ended, and the next one to start. */
  lastEnded: FlashSaleWindow | null;
  next: FlashSaleWindow | null;
}

interface WindowRow {
  id: number;
  title: string;
  starts_at: string | Date;
  ends_at: string | Date;
}

const toWindow = (row: WindowRow | null | undefined): FlashSaleWindow | null =>
  row ? { id: row.id, title: row.title, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) } : null;

/** The flash sale page's facts, in one round trip so they all agree on now(). */
export async function flashSaleState(db: Database): Promise<FlashSaleState> {
  const [row] = await queryRows<{
    now: string | Date;
    running: (WindowRow & { product_ids: number[] }) | null;
    last_ended: WindowRow | null;
    next: WindowRow | null;
  }>(
    db,
    sql`
    select now() as now,
      (select json_build_object('id', fs.id, 'title', fs.title, 'starts_at', fs.starts_at, 'ends_at', fs.ends_at,
              'product_ids', coalesce((select json_agg(fi.product_id order by fi.product_id) from flash_sale_items fi where fi.flash_sale_id = fs.id), '[]'))
       from flash_sales fs where ${RUNNING} order by fs.ends_at, fs.id limit 1) as running,
      (select json_build_object('id', fs.id, 'title', fs.title, 'starts_at', fs.starts_at, 'ends_at', fs.ends_at)
       from flash_sales fs where fs.ends_at <= now() order by fs.ends_at desc, fs.id desc limit 1) as last_ended,
      (select json_build_object('id', fs.id, 'title', fs.title, 'starts_at', fs.starts_at, 'ends_at', fs.ends_at)
       from flash_sales fs where fs.starts_at > now() order by fs.starts_at, fs.id limit 1) as next`,
  );
  if (!row) throw new Error('the flash sale query answered no row');
  const running = toWindow(row.running);
  return {
    now: new Date(row.now),
    running: running && row.running ? { ...running, productIds: row.running.product_ids } : null,
    lastEnded: toWindow(row.last_ended),
    next: toWindow(row.next),
  };
}
