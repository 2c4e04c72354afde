/** Clamped at 0 because reservations can briefly exceed a stock count that was just lowered. */
export function availableStock(quantity: number, reserved: number): number {
  const available = quantity - reserved;
  return Number.isFinite(available) && available > 0 ? available : 0;
}

/** A shop sells to households: more than this of one thing in one order is a wholesale enquiry. */
export const MAX_LINE_QUANTITY = 20;
