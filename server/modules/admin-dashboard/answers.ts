import { z } from 'zod';
import { RELEASING_SOON_MINUTES } from '#domain/admin-dashboard.ts';
import { answers, envelope } from '#server/http/openapi/answers.ts';
import { UNPAID_ONLINE_ORDER_MINUTES } from '#server/modules/orders/lifecycle.ts';

/** What the dashboard answers, as ./service.ts shapes it. Money is whole taka. */

const int = () => z.number().int();
const period = z.object({
  orders: int().describe('Every order placed in the period, cancelled ones too'),
  revenue: int().describe('Totals of the period’s orders that were not cancelled; refunds are not taken off'),
  average_order_value: int().describe('revenue ÷ orders not cancelled, rounded; 0 with none'),
});
const ranked = z.object({ name: z.string(), units: int(), revenue: int().describe('unit price × quantity, delivery not included') });

const dashboard = z.object({
  orders: z
    .object({
      today: period.describe('Since midnight in Bangladesh'),
      month: period.describe('Since the first of the month in Bangladesh'),
      last_30_days: z
        .array(
          z.object({
            day: z.iso.date().describe('A Bangladesh calendar day'),
            orders: int().describe('Every order placed that day, cancelled ones too'),
            revenue: int().describe('Totals of that day’s orders that were not cancelled'),
          }),
        )
        .describe('Today and the 29 Bangladesh days before it, oldest first; a day without orders is there with zeros'),
      by_state: z.array(z.object({ status: z.string(), orders: int() })).describe('Every order by state, as counted at counted_at'),
      top_products: z.array(ranked.extend({ product_id: int().nullable() })).describe('This month, by revenue then units, top 5, as counted at counted_at'),
      top_categories: z
        .array(ranked.extend({ category_id: int().nullable() }))
        .describe('This month, by the product’s main category, as counted at counted_at'),
      counted_at: z.iso
        .datetime()
        .nullable()
        .describe(
          'When by_state and the top lists were counted. They are counted in the background and counted again when a visit finds them over a minute old, so they may be a little older; null while the month’s first count is under way, with the three lists empty until it ends',
        ),
      releasing_soon: z
        .array(z.object({ order_number: z.string(), total: int(), release_at: z.iso.datetime() }))
        .describe(`Unpaid online orders whose ${UNPAID_ONLINE_ORDER_MINUTES}-minute payment window ends within ${RELEASING_SOON_MINUTES} minutes`),
    })
    .nullable()
    .describe('null for a role without the orders area'),
  low_stock: z
    .array(z.object({ product_id: int(), variant_id: int().nullable(), name: z.string(), sku: z.string(), available: int() }))
    .nullable()
    .describe('Published products and variants with 5 or fewer to sell; null for a role with neither the catalogue nor the orders area'),
  refunds_waiting: int().nullable().describe('Refund requests not yet decided; null for a role without the refunds area'),
});
z.globalRegistry.add(dashboard, { id: 'AdminDashboard', description: 'The back office home’s figures, as far as the role may see them' });

const DASHBOARD_FIGURES = ['today', 'month', 'last_30_days', 'by_state', 'top_products', 'top_categories', 'releasing_soon', 'low_stock'] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

export const dashboardExportQuery = z.object({ figure: z.enum(DASHBOARD_FIGURES).describe('Which figure to export') });

export const dashboardAnswers = {
  get: answers({ 200: envelope(dashboard, 'The figures') }, [401, 403]),
  csv: answers(
    { 200: z.string().describe('CSV (text/csv) of one figure with a header row; a cell starting with = + - or @ has a leading apostrophe') },
    [401, 403, 422],
  ),
};
