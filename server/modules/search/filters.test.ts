import { describe, expect, it } from 'vitest';
import { formatTaka } from '#domain/money.ts';
import { PRICE_BANDS, priceRangeLabel } from './filters.ts';

describe('priceRangeLabel', () => {
  it('reads a band in the band’s own words, whether or not it was counted', () => {
    expect(priceRangeLabel({ min: 1, max: 9_999 })).toBe('Under ৳10,000');
    expect(priceRangeLabel({ min: 100_000, max: 199_999 })).toBe('৳1,00,000 – ৳1,99,999');
    expect(priceRangeLabel({ min: 200_000, max: null })).toBe('৳2,00,000 and above');
  });

  it('reads any other range with the grouping prices use', () => {
    expect(priceRangeLabel({ min: 5_000, max: 150_000 })).toBe('৳5,000 – ৳1,50,000');
    expect(priceRangeLabel({ min: 1_250_000, max: null })).toBe('৳12,50,000+');
  });

  it('writes every band’s figures as formatTaka does', () => {
    for (const band of PRICE_BANDS) {
      const figures = band.label.match(/৳[\d,]+/g) ?? [];
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) expect(formatTaka(Number(figure.slice(1).replaceAll(',', '')))).toBe(figure);
    }
  });
});
