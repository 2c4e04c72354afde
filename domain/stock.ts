export interface StockFields {
  in_stock?: boolean | null;
  stock?: number | { available?: number | null } | null;
}

/** An explicit in_stock flag is an override set by staff, so it beats whatever the counts say. */
export function isInStock(p: StockFields): boolean {
  if (typeof p.in_stock === 'boolean') return p.in_stock;
  const { stock } = p;
  if (typeof stock === 'object' && stock !== null) return (stock.available ?? 0) > 0;
  if (typeof stock === 'number') return stock > 0;
  return false;
}

/** Clamped at 0 because reservations can briefly exceed a stock count that was just lowered. */
export function availableStock(quantity: number, reserved: number): number {
  const available = quantity - reserved;
  return Number.isFinite(available) && available > 0 ? available : 0;
}

/** A shop sells to households: more than this of one thing in one order is a wholesale enquiry. */
export const MAX_LINE_QUANTITY = 20;
