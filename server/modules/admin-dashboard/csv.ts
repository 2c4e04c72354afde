import { csvText } from '#server/http/csv.ts';
import type { DashboardFigure } from './answers.ts';
import type { Dashboard } from './service.ts';

const cells = (row: Record<string, string | number | null>) => Object.values(row).map((cell) => (cell === null ? '' : String(cell)));

/** One figure of the dashboard as CSV; null when the role may not see it. */
export function dashboardCsv(figures: Dashboard, figure: DashboardFigure): string | null {
  if (figure === 'low_stock') return figures.low_stock && csvText(['product_id', 'variant_id', 'name', 'sku', 'available'], figures.low_stock.map(cells));
  const orders = figures.orders;
  if (!orders) return null;
  switch (figure) {
    case 'today':
    case 'month':
      return csvText(['orders', 'revenue', 'average_order_value'], [cells({ ...orders[figure] })]);
    case 'last_30_days':
      return csvText(
        ['day', 'orders', 'revenue'],
        orders.last_30_days.map((r) => cells({ day: r.day, orders: r.orders, revenue: r.revenue })),
      );
    case 'by_state':
      return csvText(['status', 'orders'], orders.by_state.map(cells));
    case 'top_products':
      return csvText(
        ['product_id', 'name', 'units', 'revenue'],
        orders.top_products.map((r) => cells({ id: r.product_id, name: r.name, units: r.units, revenue: r.revenue })),
      );
    case 'top_categories':
      return csvText(
        ['category_id', 'name', 'units', 'revenue'],
        orders.top_categories.map((r) => cells({ id: r.category_id, name: r.name, units: r.units, revenue: r.revenue })),
      );
    case 'releasing_soon':
      return csvText(['order_number', 'total', 'release_at'], orders.releasing_soon.map(cells));
  }
}
