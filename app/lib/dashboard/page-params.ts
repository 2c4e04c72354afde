import type { ORDER_STATUSES } from '#server/db/schema.ts';

/** Rows per page of the dashboard's lists (orders, purchases, refund requests). */
export const DASHBOARD_PAGE_SIZE = 10;
/** The account API refuses deeper pages; a URL asking for one gets the first. */
const MAX_PAGE = 100_000;

export type OrderStatusFilter = (typeof ORDER_STATUSES)[number];
/** The schema's statuses, repeated so the browser does not load the schema; the check below keeps them equal. */
export const ORDER_STATUS_FILTERS = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatusFilter[];
const everyStatusListed: Exclude<OrderStatusFilter, (typeof ORDER_STATUS_FILTERS)[number]> extends never ? true : false = true;
void everyStatusListed;

/** `?page=` as a page number: anything that is not a whole number from 1 up reads as 1. */
export function pageFromUrl(url: URL): number {
  const raw = url.searchParams.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `?status=` when it names an order status; anything else means every order. */
export function statusFromUrl(url: URL): OrderStatusFilter | undefined {
  const raw = url.searchParams.get('status');
  return ORDER_STATUS_FILTERS.find((status) => status === raw);
}

/** An order id from the path: digits only, within the database's integer range. */
export function orderIdFromParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
