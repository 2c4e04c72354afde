import { describe, it, expect } from 'vitest';
import { isCallForPrice, discountPercent, effectivePrices } from './pricing.ts';

describe('isCallForPrice', () => {
  it('is true for zero, negative and NaN prices', () => {
    expect(isCallForPrice(0)).toBe(true);
    expect(isCallForPrice(-1)).toBe(true);
    expect(isCallForPrice(Number.NaN)).toBe(true);
  });

  it('is false for positive prices', () => {
    expect(isCallForPrice(0.01)).toBe(false);
    expect(isCallForPrice(125000)).toBe(false);
  });
});

describe('discountPercent', () => {
  it('rounds the percentage saved', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(3000, 2000)).toBe(33);
    expect(discountPercent(3000, 1000)).toBe(67);
  });

  it('is null when the sale is not below retail', () => {
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(discountPercent(1000, 1200)).toBeNull();
  });

  it('is null when either price is not positive', () => {
    expect(discountPercent(0, 500)).toBeNull();
    expect(discountPercent(-1000, -1200)).toBeNull();
    expect(discountPercent(1000, 0)).toBeNull();
    expect(discountPercent(1000, -10)).toBeNull();
    expect(discountPercent(Number.NaN, 10)).toBeNull();
    expect(discountPercent(1000, Number.NaN)).toBeNull();
  });

  it('is null when the discount rounds to 0%', () => {
    expect(discountPercent(1000, 996)).toBeNull();
    expect(discountPercent(1000, 995)).toBe(1);
  });
});

describe('effectivePrices', () => {
  it('uses the sale price when it is a real discount', () => {
    expect(effectivePrices(1000, 800)).toEqual({
      price: 800,
      retailPrice: 1000,
      salePrice: 800,
      discountPercent: 20,
      flashSale: false,
    });
  });

  it('uses retail when there is no sale price', () => {
    expect(effectivePrices(1000, null)).toEqual({
      price: 1000,
      retailPrice: 1000,
      salePrice: null,
      discountPercent: null,
      flashSale: false,
    });
  });

  it('ignores a sale price at or above retail', () => {
    expect(effectivePrices(1000, 1000)).toMatchObject({ price: 1000, salePrice: null, discountPercent: null });
    expect(effectivePrices(1000, 1500)).toMatchObject({ price: 1000, salePrice: null, discountPercent: null });
  });

  it('ignores a zero or negative sale price', () => {
    expect(effectivePrices(1000, 0)).toMatchObject({ price: 1000, salePrice: null });
    expect(effectivePrices(1000, -50)).toMatchObject({ price: 1000, salePrice: null });
  });

  it('keeps a tiny real discount as the price even when the percent rounds to 0', () => {
    expect(effectivePrices(1000, 999)).toEqual({
      price: 999,
      retailPrice: 1000,
      salePrice: 999,
      discountPercent: null,
      flashSale: false,
    });
  });

  it('gives a call-for-price product (retail 0) price 0 even with a sale price', () => {
    const result = effectivePrices(0, 500);
    expect(result).toEqual({ price: 0, retailPrice: 0, salePrice: null, discountPercent: null, flashSale: false });
    expect(isCallForPrice(result.price)).toBe(true);
  });

  it('treats a non-finite or negative retail price as call for price', () => {
    expect(effectivePrices(Number.NaN, 100).price).toBe(0);
    expect(effectivePrices(-10, null).price).toBe(0);
  });

  it('charges a running flash sale price below the normal price, as a discount off retail', () => {
    expect(effectivePrices(1000, 900, 700)).toEqual({ price: 700, retailPrice: 1000, salePrice: 700, discountPercent: 30, flashSale: true });
    expect(effectivePrices(1000, null, 750)).toEqual({ price: 750, retailPrice: 1000, salePrice: 750, discountPercent: 25, flashSale: true });
  });

  it('never lets a flash price raise the price or price a call-for-price product', () => {
    expect(effectivePrices(1000, 800, 850)).toMatchObject({ price: 800, salePrice: 800, flashSale: false });
    expect(effectivePrices(1000, null, 1000)).toMatchObject({ price: 1000, salePrice: null, flashSale: false });
    expect(effectivePrices(0, null, 500)).toMatchObject({ price: 0, flashSale: false });
    expect(effectivePrices(1000, null, 0)).toMatchObject({ price: 1000, flashSale: false });
    expect(effectivePrices(1000, null, null)).toMatchObject({ price: 1000, flashSale: false });
  });
});
