import { describe, expect, it } from 'vitest';
import { newOrderNumber, ORDER_NUMBER_PATTERN } from './order-number.ts';

describe('newOrderNumber', () => {
  it('carries the date the order was placed on in Bangladesh, which turns over at 18:00 UTC', () => {
    expect(newOrderNumber(new Date('2026-11-26T17:59:00Z'))).toMatch(/^DK261126-/);
    expect(newOrderNumber(new Date('2026-11-26T19:00:00Z'))).toMatch(/^DK261127-/);
  });

  it('matches the pattern the tracking page accepts', () => {
    expect(newOrderNumber(new Date('2026-01-05T00:00:00Z'))).toMatch(ORDER_NUMBER_PATTERN);
  });
});
