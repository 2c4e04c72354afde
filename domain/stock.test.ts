import { describe, it, expect } from 'vitest';
import { isInStock, availableStock } from './stock.ts';

describe('isInStock', () => {
  it('trusts an explicit in_stock boolean over stock counts', () => {
    expect(isInStock({ in_stock: false, stock: 10 })).toBe(false);
    expect(isInStock({ in_stock: true, stock: 0 })).toBe(true);
    expect(isInStock({ in_stock: false, stock: { available: 5 } })).toBe(false);
    expect(isInStock({ in_stock: true })).toBe(true);
  });

  it('uses stock.available when stock is an object', () => {
    expect(isInStock({ stock: { available: 3 } })).toBe(true);
    expect(isInStock({ stock: { available: 0 } })).toBe(false);
    expect(isInStock({ stock: { available: -2 } })).toBe(false);
    expect(isInStock({ stock: { available: null } })).toBe(false);
    expect(isInStock({ stock: {} })).toBe(false);
  });

  it('uses a numeric stock count', () => {
    expect(isInStock({ stock: 1 })).toBe(true);
    expect(isInStock({ stock: 0 })).toBe(false);
    expect(isInStock({ stock: -1 })).toBe(false);
    expect(isInStock({ stock: Number.NaN })).toBe(false);
  });

  it('falls back to the counts when in_stock is null', () => {
    expect(isInStock({ in_stock: null, stock: 4 })).toBe(true);
    expect(isInStock({ in_stock: null, stock: 0 })).toBe(false);
  });

  it('is false when nothing is known', () => {
    expect(isInStock({})).toBe(false);
    expect(isInStock({ in_stock: null, stock: null })).toBe(false);
  });
});

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
