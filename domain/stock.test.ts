import { describe, it, expect } from 'vitest';
import { availableStock } from './stock.ts';

describe('availableStock', () => {
  it('subtracts reservations', () => {
    expect(availableStock(10, 3)).toBe(7);
    expect(availableStock(10, 0)).toBe(10);
  });

  it('never goes below 0', () => {
    expect(availableStock(3, 3)).toBe(0);
    expect(availableStock(3, 5)).toBe(0);
    expect(availableStock(0, 1)).toBe(0);
  });

  it('returns 0 rather than NaN for bad input', () => {
    expect(availableStock(Number.NaN, 1)).toBe(0);
    expect(availableStock(5, Number.NaN)).toBe(0);
  });
});
