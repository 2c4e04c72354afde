import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';

/** However far off the next boundary, the clock asks again this often, for sales a script added. */
const LONGEST_WAIT_MS = 60 * 60_000;
/** Past the boundary by this much, so the database's now() is surely past it when pages are read again. */
const AFTER_BOUNDARY_MS = 5;

/**
 * Milliseconds from the database's now() to the next start or end of a flash sale, or null when
 * none is ahead. Measured on the database's clock and applied to this process's, so the two
 * clocks need not agree.
 */
async function msToNextSaleBoundary(db: Database): Promise<number | null> {
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (least(
          (select min(starts_at) from flash_sales where starts_at > now()),
          (select min(ends_at) from flash_sales where ends_at > now())
        ) - now())) * 1000 as ms`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}

/**
 * Drops this process's kept catalogue answers and pages (`atBoundary`) the moment a flash sale
 * starts or ends. Whether a sale runs is still decided by each query (flash-sale.ts); this only
 * keeps a cache from showing a sale price, or missing one, up to its time limit past the boundary
 * (docs/adr/0014). No notice is needed: every process runs its own clock on the same database.
 */
export function createSaleClock(db: Database, atBoundary: () => void, log: (message: string) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /** Each arming's number: a read that an arming after it overtook sets no timer. */
  let arming = 0;

  async function arm(): Promise<void> {
    if (!running) return;
    const mine = ++arming;
    let waitMs: number | null;
    try {
      waitMs = await msToNextSaleBoundary(db);
    } catch (error) {
      log(`the flash sale clock could not read the next sale boundary (asked again in a minute): ${String(error)}`);
      if (running && mine === arming) schedule(60_000, false);
      return;
    }
    if (!running || mine !== arming) return;
    if (waitMs === null || waitMs > LONGEST_WAIT_MS) schedule(LONGEST_WAIT_MS, false);
    else schedule(Math.max(0, waitMs) + AFTER_BOUNDARY_MS, true);
  }

  function schedule(ms: number, boundary: boolean) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (boundary) atBoundary();
      void arm();
    }, ms);
    timer.unref();
  }

  return {
    /** Starts the clock; settles once the next boundary is known. */
    async start() {
      running = true;
      await arm();
    },
    /** After a catalogue change (a sale may have been added or moved), the next boundary is read again. */
    rearm(): Promise<void> {
      return arm();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}
