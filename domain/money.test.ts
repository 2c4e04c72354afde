import { describe, it, expect } from 'vitest';
import { formatCount, formatTaka } from './money.ts';

describe('formatTaka', () => {
  it.each([
    [0, '৳0'],
    [7, '৳7'],
    [999, '৳999'],
    [1000, '৳1,000'],
    [12345, '৳12,345'],
    [125000, '৳1,25,000'],
    [999999, '৳9,99,999'],
    [1000000, '৳10,00,000'],
    [12345678, '৳1,23,45,678'],
    [123456789, '৳12,34,56,789'],
    [1234567890, '৳1,23,45,67,890'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatTaka(amount)).toBe(expected);
  });

  it('puts the minus sign before the currency symbol', () => {
    expect(formatTaka(-1000)).toBe('-৳1,000');
    expect(formatTaka(-125000)).toBe('-৳1,25,000');
  });

  it('rounds to whole taka', () => {
    expect(formatTaka(999.4)).toBe('৳999');
    expect(formatTaka(999.5)).toBe('৳1,000');
    expect(formatTaka(1234.99)).toBe('৳1,235');
    expect(formatTaka(-1000.6)).toBe('-৳1,001');
  });

  it('does not show "-৳0" for tiny negatives or negative zero', () => {
    expect(formatTaka(-0.2)).toBe('৳0');
    expect(formatTaka(-0)).toBe('৳0');
  });

  it('never uses exponent notation for huge amounts', () => {
    expect(formatTaka(1e21)).toBe('৳1,00,00,00,00,00,00,00,00,00,000');
  });

  it('falls back to ৳0 for non-finite input', () => {
    expect(formatTaka(Number.NaN)).toBe('৳0');
    expect(formatTaka(Number.POSITIVE_INFINITY)).toBe('৳0');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [125000, '1,25,000'],
    [12345678, '1,23,45,678'],
  ])('groups %d as %s, like prices', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
    expect(formatTaka(count)).toBe(`৳${expected}`);
  });

  it('rounds to a whole count and keeps a minus sign', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-125000)).toBe('-1,25,000');
    expect(formatCount(-0.2)).toBe('0');
  });

  it('shows 0 for non-finite input', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
