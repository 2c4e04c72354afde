import { and, eq, like, lt, sql } from 'drizzle-orm';
import { dhakaDate, dhakaDayStart, dhakaMonthStart, dhakaToday } from '#domain/dates.ts';
import { canReach, type StaffRole } from '#domain/staff.ts';
import type { Database } from '#server/db/client.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { Transaction } from '#server/modules/orders/lifecycle.ts';
import { dashboardFigures } from '#server/db/schema.ts';
import { UNPAID_ONLINE_ORDER_MINUTES } from '#server/modules/orders/lifecycle.ts';
import { DASHBOARD_CHART_DAYS, RELEASING_SOON_MINUTES } from '#domain/admin-dashboard.ts';

/** At or below this many left to sell, a product or variant is on the low-stock list. */
const LOW_STOCK_THRESHOLD = 5;
const TOP_LIMIT = 5;
const LIST_LIMIT = 20;
/** After this long the figures that read every order (by state) or a month's lines (top lists) are counted again, in the background. */
const KEPT_FIGURES_SECONDS = 60;
const DAY_MS = 86_400_000;

export interface PeriodFigures {
  orders: number;
  /** Whole taka: the totals of the period's orders that were not cancelled (refunds not taken off). */
  revenue: number;
  /** revenue ÷ non-cancelled orders, rounded to whole taka; 0 with none. */
  average_order_value: number;
}

export interface DayFigures {
  /** A Bangladesh calendar day, YYYY-MM-DD. */
  day: string;
  orders: number;
  revenue: number;
}

/** The figures kept in dashboard_figures for a minute: each reads far more rows than it shows. */
interface KeptFigures {
  by_state: { status: string; orders: number }[];
  top_products: { product_id: number | null; name: string; units: number; revenue: number }[];
  top_categories: { category_id: number | null; name: string; units: number; revenue: number }[];
}

export interface OrderFigures {
  today: PeriodFigures;
  month: PeriodFigures;
  /** The last DASHBOARD_CHART_DAYS days, oldest first, days without orders included as zeros. */
  last_30_days: DayFigures[];
  by_state: { status: string; orders: number }[];
  top_products: { product_id: number | null; name: string; units: number; revenue: number }[];
  top_categories: { category_id: number | null; name: string; units: number; revenue: number }[];
  /** When by_state and the top lists were counted; null while the month's first count is under way (the three lists are empty). */
  counted_at: string | null;
  releasing_soon: { order_number: string; total: number; release_at: string }[];
}

export interface Dashboard {
  orders: OrderFigures | null;
  low_stock: { product_id: number; variant_id: number | null; name: string; sku: string; available: number }[] | null;
  refunds_waiting: number | null;
}

/**
 * The kept figures with their fields in the answer's order, numbers as numbers: jsonb stores an
 * object's keys in its own order, and the CSV export writes cells in the order of the fields.
 */
function keptShape(raw: KeptFigures): KeptFigures {
  return {
    by_state: raw.by_state.map((r) => ({ status: r.status, orders: Number(r.orders) })),
    top_products: raw.top_products.map((r) => ({ product_id: r.product_id, name: r.name, units: Number(r.units), revenue: Number(r.revenue) })),
    top_categories: raw.top_categories.map((r) => ({ category_id: r.category_id, name: r.name, units: Number(r.units), revenue: Number(r.revenue) })),
  };
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const NOT_YET_COUNTED: KeptFigures = { by_state: [], top_products: [], top_categories: [] };

/** What the dashboard needs of the job queue: a recount asked for once, however many ask. */
type RefreshQueue = Pick<JobQueue, 'enqueueOnce' | 'ready'>;

/**
 * The back office's home figures. Periods are Bangladesh days and months (domain/dates.ts). Today,
 * the month and the daily chart are ranges read from orders_figures_idx alone, live on each visit;
 * orders by state and the month's top lists read every order or every line of the month, so they
 * are counted by a job and kept in the database, and every server process shows the same. A visit
 * never counts them: it shows the kept ones with the time they were counted, and asks for a
 * recount when they are older than KEPT_FIGURES_SECONDS.
 */
export function createDashboardService(db: Database, options: { jobs: RefreshQueue; log: (message: string) => void }) {
  async function period(from: Date, to: Date): Promise<PeriodFigures> {
    const [row] = rowsOf<{ orders: number; kept: number; revenue: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS orders,
               count(*) FILTER (WHERE status <> 'cancelled')::int AS kept,
               coalesce(sum(total) FILTER (WHERE status <> 'cancelled'), 0)::bigint::float8 AS revenue
        FROM orders WHERE created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}`),
    );
    const revenue = Number(row?.revenue ?? 0);
    const kept = Number(row?.kept ?? 0);
    return { orders: Number(row?.orders ?? 0), revenue, average_order_value: kept ? Math.round(revenue / kept) : 0 };
  }

  /** Orders and revenue per Bangladesh day, zero days included, for the chart and its CSV. */
  async function lastDays(now: Date, end: Date): Promise<DayFigures[]> {
    const first = dhakaDayStart(dhakaDate(now.getTime() - (DASHBOARD_CHART_DAYS - 1) * DAY_MS));
    // Each day counted by how many whole days it lies after the first Bangladesh midnight: no time zone in the query.
    const rows = rowsOf<{ slot: number; orders: number; revenue: number }>(
      await db.execute(sql`
        SELECT floor(extract(epoch FROM created_at - ${first.toISOString()}::timestamptz) / 86400)::int AS slot,
               count(*)::int AS orders,
               coalesce(sum(total) FILTER (WHERE status <> 'cancelled'), 0)::bigint::float8 AS revenue
        FROM orders WHERE created_at >= ${first.toISOString()} AND created_at < ${end.toISOString()}
        GROUP BY 1`),
    );
    const bySlot = new Map(rows.map((row) => [Number(row.slot), row]));
    return Array.from({ length: DASHBOARD_CHART_DAYS }, (_, slot) => {
      const row = bySlot.get(slot);
      return { day: dhakaDate(first.getTime() + slot * DAY_MS + DAY_MS / 2), orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
    });
  }

  async function countKeptFigures(month: string): Promise<KeptFigures> {
    const [byState, topProducts, topCategories] = await Promise.all([
      db.execute(sql`SELECT status, count(*)::int AS orders FROM orders GROUP BY status ORDER BY status`),
      db.execute(sql`
        SELECT i.product_id, min(i.name) AS name, sum(i.quantity)::int AS units, sum(i.unit_price * i.quantity)::bigint::float8 AS revenue
        FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.created_at >= ${month} AND o.status <> 'cancelled'
        GROUP BY i.product_id ORDER BY revenue DESC, units DESC LIMIT ${TOP_LIMIT}`),
      db.execute(sql`
        SELECT p.category_id, coalesce(min(c.name), 'No category') AS name, sum(i.quantity)::int AS units,
               sum(i.unit_price * i.quantity)::bigint::float8 AS revenue
        FROM order_items i JOIN orders o ON o.id = i.order_id
        LEFT JOIN products p ON p.id = i.product_id LEFT JOIN categories c ON c.id = p.category_id
        WHERE o.created_at >= ${month} AND o.status <> 'cancelled'
        GROUP BY p.category_id ORDER BY revenue DESC, units DESC LIMIT ${TOP_LIMIT}`),
    ]);
    return keptShape({ by_state: rowsOf(byState), top_products: rowsOf(topProducts), top_categories: rowsOf(topCategories) });
  }

  const keyOf = (month: string) => `orders:${month}`;

  /** Older than KEPT_FIGURES_SECONDS by the database's clock, the one clock every process shares. */
  const staleness = sql<boolean>`${dashboardFigures.computedAt} <= now() - make_interval(secs => ${KEPT_FIGURES_SECONDS})`;
  /**
   * Asking for a recount and storing one take this lock per month, so an ask re-reads the row after
   * any recount that finished meanwhile: without it, a visit that found no figures could ask again
   * just after the running recount stored them and left the queue, starting a second one.
   */
  const holdMonth = (tx: Transaction, key: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);

  /**
   * The kept figures of the month as they are, stale or not, and a recount asked for when they are
   * stale or not yet counted. A queue that cannot take the request leaves the figures as they were.
   */
  async function keptFigures(month: string): Promise<{ figures: KeptFigures; countedAt: string | null }> {
    const key = keyOf(month);
    const [kept] = await db
      .select({ figures: dashboardFigures.figures, computedAt: dashboardFigures.computedAt, stale: staleness })
      .from(dashboardFigures)
      .where(eq(dashboardFigures.key, key));
    if (!kept || kept.stale) await askForRecount(month, key);
    return kept
      ? { figures: keptShape(kept.figures as KeptFigures), countedAt: new Date(kept.computedAt).toISOString() }
      : { figures: NOT_YET_COUNTED, countedAt: null };
  }

  async function askForRecount(month: string, key: string): Promise<void> {
    try {
      await options.jobs.ready();
      await db.transaction(async (tx) => {
        await holdMonth(tx, key);
        const [now] = await tx.select({ stale: staleness }).from(dashboardFigures).where(eq(dashboardFigures.key, key));
        if (now && !now.stale) return;
        await options.jobs.enqueueOnce(tx, 'refresh-dashboard-figures', { month }, key);
      });
    } catch (error) {
      options.log(`dashboard: could not ask for a recount: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The job: counts the month's kept figures and stores them, for every process to show. */
  async function refresh({ month }: { month: string }): Promise<void> {
    const figures = await countKeptFigures(month);
    const key = keyOf(month);
    await db.transaction(async (tx) => {
      await holdMonth(tx, key);
      await tx
        .insert(dashboardFigures)
        .values({ key, figures })
        .onConflictDoUpdate({ target: dashboardFigures.key, set: { figures, computedAt: sql`now()` } });
      // Earlier months' rows are never read again; a late job for an earlier month leaves later ones be.
      await tx.delete(dashboardFigures).where(and(like(dashboardFigures.key, 'orders:%'), lt(dashboardFigures.key, key)));
    });
  }

  async function orderFigures(now: Date): Promise<OrderFigures> {
    const todayStart = dhakaDayStart(dhakaToday(now));
    const monthStart = dhakaMonthStart(now);
    const end = new Date(now.getTime() + 1);
    const [today, thisMonth, days, kept, releasing] = await Promise.all([
      period(todayStart, end),
      period(monthStart, end),
      lastDays(now, end),
      keptFigures(monthStart.toISOString()),
      // The hold-limit index holds only pending unpaid orders: a handful, however many orders there are.
      db.execute(sql`
        SELECT order_number, total, created_at + make_interval(mins => ${UNPAID_ONLINE_ORDER_MINUTES}) AS release_at
        FROM orders
        WHERE status = 'pending' AND payment_status = 'unpaid' AND payment_method <> 'cod'
          AND created_at <= ${new Date(now.getTime() - (UNPAID_ONLINE_ORDER_MINUTES - RELEASING_SOON_MINUTES) * 60_000).toISOString()}
          AND created_at > ${new Date(now.getTime() - UNPAID_ONLINE_ORDER_MINUTES * 60_000).toISOString()}
        ORDER BY created_at LIMIT ${LIST_LIMIT}`),
    ]);
    return {
      today,
      month: thisMonth,
      last_30_days: days,
      ...kept.figures,
      counted_at: kept.countedAt,
      releasing_soon: rowsOf<{ order_number: string; total: number; release_at: string | Date }>(releasing).map((r) => ({
        order_number: r.order_number,
        total: Number(r.total),
        release_at: new Date(r.release_at).toISOString(),
      })),
    };
  }

  async function lowStock(): Promise<NonNullable<Dashboard['low_stock']>> {
    const result = await db.execute(sql`
      SELECT * FROM (
        SELECT p.id AS product_id, NULL::int AS variant_id, p.name, p.sku, p.stock_quantity - p.stock_reserved AS available
        FROM products p WHERE p.status = 1 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
          AND p.stock_quantity - p.stock_reserved <= ${LOW_STOCK_THRESHOLD}
        UNION ALL
        SELECT p.id, v.id, p.name, v.sku, v.stock_quantity - v.stock_reserved
        FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE p.status = 1 AND v.stock_quantity - v.stock_reserved <= ${LOW_STOCK_THRESHOLD}
      ) low ORDER BY available, name LIMIT ${LIST_LIMIT}`);
    return rowsOf<NonNullable<Dashboard['low_stock']>[number]>(result).map((r) => ({ ...r, available: Number(r.available) }));
  }

  return {
    refresh,

    /** What `role` may see: order figures with the orders area, low stock with catalogue or orders, refunds with refunds. */
    async figures(role: StaffRole, now = new Date()): Promise<Dashboard> {
      const seesOrders = canReach(role, 'orders');
      const [orderPart, low, refunds] = await Promise.all([
        seesOrders ? orderFigures(now) : null,
        seesOrders || canReach(role, 'catalogue') ? lowStock() : null,
        canReach(role, 'refunds')
          ? db
              .execute(sql`SELECT count(*)::int AS waiting FROM refund_requests WHERE status = 'pending'`)
              .then((r) => Number(rowsOf<{ waiting: number }>(r)[0]?.waiting ?? 0))
          : null,
      ]);
      return { orders: orderPart, low_stock: low, refunds_waiting: refunds };
    },
  };
}
