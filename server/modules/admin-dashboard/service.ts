import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import { dhakaDate, dhakaDayStart, dhakaMonthStart, dhakaToday } from '#domain/dates.ts';
import { canReach, type StaffRole } from '#domain/staff.ts';
import type { Database } from '#server/db/client.ts';
import { dashboardFigures } from '#server/db/schema.ts';
import { UNPAID_ONLINE_ORDER_MINUTES } from '#server/modules/orders/lifecycle.ts';

/** At or below this many left to sell, a product or variant is on the low-stock list. */
const LOW_STOCK_THRESHOLD = 5;
/** An unpaid online order released within this many minutes is "about to be released". */
const RELEASE_SOON_MINUTES = 10;
const TOP_LIMIT = 5;
const LIST_LIMIT = 20;
/** The daily chart's length: today and the 29 Bangladesh days before it. */
const CHART_DAYS = 30;
/** How long figures that read every order (by state) or a month's lines (top lists) are kept. */
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
  /** The last CHART_DAYS days, oldest first, days without orders included as zeros. */
  last_30_days: DayFigures[];
  by_state: { status: string; orders: number }[];
  top_products: { product_id: number | null; name: string; units: number; revenue: number }[];
  top_categories: { category_id: number | null; name: string; units: number; revenue: number }[];
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

/**
 * The back office's home figures. Periods are Bangladesh days and months (domain/dates.ts). Today,
 * the month and the daily chart are ranges read from orders_figures_idx alone, live on each visit;
 * orders by state and the month's top lists read every order or every line of the month, so they
 * are kept in the database for KEPT_FIGURES_SECONDS, and every server process shows the same.
 */
export function createDashboardService(db: Database) {
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
    const first = dhakaDayStart(dhakaDate(now.getTime() - (CHART_DAYS - 1) * DAY_MS));
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
    return Array.from({ length: CHART_DAYS }, (_, slot) => {
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

  /**
   * The kept figures of the month, counted again when older than KEPT_FIGURES_SECONDS by the
   * database's clock (the one clock every process shares). Two processes may both count after it
   * runs out; the later write wins and both answers were right when counted.
   */
  async function keptFigures(month: string): Promise<KeptFigures> {
    const key = `orders:${month}`;
    const [kept] = await db
      .select({ figures: dashboardFigures.figures })
      .from(dashboardFigures)
      .where(and(eq(dashboardFigures.key, key), gt(dashboardFigures.computedAt, sql`now() - make_interval(secs => ${KEPT_FIGURES_SECONDS})`)));
    if (kept) return keptShape(kept.figures as KeptFigures);
    const figures = await countKeptFigures(month);
    await db
      .insert(dashboardFigures)
      .values({ key, figures })
      .onConflictDoUpdate({ target: dashboardFigures.key, set: { figures, computedAt: sql`now()` } });
    // Last month's row is never read again.
    await db.delete(dashboardFigures).where(and(like(dashboardFigures.key, 'orders:%'), ne(dashboardFigures.key, key)));
    return figures;
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
          AND created_at <= ${new Date(now.getTime() - (UNPAID_ONLINE_ORDER_MINUTES - RELEASE_SOON_MINUTES) * 60_000).toISOString()}
          AND created_at > ${new Date(now.getTime() - UNPAID_ONLINE_ORDER_MINUTES * 60_000).toISOString()}
        ORDER BY created_at LIMIT ${LIST_LIMIT}`),
    ]);
    return {
      today,
      month: thisMonth,
      last_30_days: days,
      ...kept,
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
