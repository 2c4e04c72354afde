import { describe, expect, it } from 'vitest';
import { formatRate, includedVat, printUrl } from './order-print.ts';

describe('the VAT inside a VAT-inclusive total', () => {
  it('is the share of the rate over 100 + the rate, in whole taka', () => {
    expect(includedVat(1150, 15)).toBe(150);
    expect(includedVat(1000, 15)).toBe(130); // 130.43…
    expect(includedVat(1075, 7.5)).toBe(75);
  });

  it('is nothing without a rate or a total', () => {
    expect(includedVat(1000, 0)).toBe(0);
    expect(includedVat(0, 15)).toBe(0);
    expect(includedVat(Number.NaN, 15)).toBe(0);
  });

  it('shows a rate without trailing zeros', () => {
    expect(formatRate(15)).toBe('15');
    expect(formatRate(7.5)).toBe('7.5');
  });
});

describe('print addresses', () => {
  it('names one order in the path and a batch in the query', () => {
    expect(printUrl('invoice', ['DK261121-ABC234'])).toBe('/api/admin/orders/DK261121-ABC234/invoice.pdf');
    expect(printUrl('packing-slip', ['DK1-A', 'DK2-B'])).toBe('/api/admin/orders/print?kind=packing-slip&numbers=DK1-A,DK2-B');
  });
});
