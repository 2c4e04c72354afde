import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.ts';

describe('an order’s totals', () => {
  it('adds the lines and the delivery charge, and takes the discount off', () => {
    const lines = [
      { unitPrice: 1250, quantity: 2 },
      { unitPrice: 99, quantity: 1 },
    ];
    expect(orderTotals(lines, 70)).toEqual({ subtotal: 2599, deliveryCharge: 70, discount: 0, total: 2669 });
    expect(orderTotals(lines, 70, 100).total).toBe(2569);
  });

  it('never owes the customer money, however large the discount', () => {
    expect(orderTotals([{ unitPrice: 50, quantity: 1 }], 0, 80).total).toBe(0);
  });
});
