// An order's money, from its lines: one rule for the order checkout writes and for a line staff
// change afterwards, so an edited order adds up exactly as a new one would.

/** A line as the totals see it: whole taka a unit, so many units. */
export interface PricedQuantity {
  unitPrice: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  deliveryCharge: number;
  discount: number;
  total: number;
}

export const lineTotal = (line: PricedQuantity) => line.unitPrice * line.quantity;

/**
 * Subtotal of the lines, plus the delivery charge of the order's zone, less its discount. A
 * discount never takes the total below nothing: the shop does not pay customers to take goods.
 */
export function orderTotals(lines: readonly PricedQuantity[], deliveryCharge: number, discount = 0): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return { subtotal, deliveryCharge, discount, total: Math.max(0, subtotal + deliveryCharge - discount) };
}
