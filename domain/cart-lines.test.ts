import { describe, expect, it } from 'vitest';
import { mergeLines } from './cart-lines.ts';
import { MAX_LINE_QUANTITY } from './stock.ts';

describe('mergeLines', () => {
  it('adds up lines of the same product and variant, keeping the order each first appears in', () => {
    const merged = mergeLines([
      { productId: 7, variantId: null, quantity: 2 },
      { productId: 3, variantId: 11, quantity: 1 },
      { productId: 7, variantId: null, quantity: 3 },
      { productId: 3, variantId: 12, quantity: 4 },
    ]);
    expect(merged).toEqual([
      { productId: 7, variantId: null, quantity: 5, wanted: 5, positions: [0, 2] },
      { productId: 3, variantId: 11, quantity: 1, wanted: 1, positions: [1] },
      { productId: 3, variantId: 12, quantity: 4, wanted: 4, positions: [3] },
    ]);
  });

  it('holds the sum, not each line, to the per-product cap', () => {
    const [line] = mergeLines([
      { productId: 1, variantId: null, quantity: MAX_LINE_QUANTITY },
      { productId: 1, variantId: null, quantity: MAX_LINE_QUANTITY },
    ]);
    expect(line).toMatchObject({ quantity: MAX_LINE_QUANTITY, wanted: 2 * MAX_LINE_QUANTITY, positions: [0, 1] });
  });

  it('caps a single line that asks for too many, and leaves one at the cap alone', () => {
    expect(mergeLines([{ productId: 1, variantId: null, quantity: 25 }])[0]).toMatchObject({ quantity: MAX_LINE_QUANTITY, wanted: 25 });
    expect(mergeLines([{ productId: 1, variantId: 4, quantity: MAX_LINE_QUANTITY }])[0]).toMatchObject({
      quantity: MAX_LINE_QUANTITY,
      wanted: MAX_LINE_QUANTITY,
    });
  });

  it('answers nothing for no lines', () => {
    expect(mergeLines([])).toEqual([]);
  });
});
