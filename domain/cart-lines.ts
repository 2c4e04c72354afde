import { MAX_LINE_QUANTITY } from './stock.ts';

export const OVER_LINE_CAP = `At most ${MAX_LINE_QUANTITY} of one product per order.`;

/** So many of one product, or of one of its variants: a line of a cart or an order. */
export interface QuantityLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

export interface MergedLine extends QuantityLine {
  /** The merged lines' quantities added up; `quantity` is this held to MAX_LINE_QUANTITY. */
  wanted: number;
  /** Where the merged lines stood in the list given, first to last. */
  positions: number[];
}

/**
 * One line per product and variant, in the order each first appears, its quantity the lines'
 * added up and then held to MAX_LINE_QUANTITY. The cap applies to the sum, not to each line: two
 * lines of 20 of one phone are 40 of it. `wanted > quantity` tells that the cap cut the line.
 */
export function mergeLines(lines: readonly QuantityLine[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  lines.forEach((line, position) => {
    const variantId = line.variantId ?? null;
    const key = `${line.productId}:${variantId ?? ''}`;
    const existing = merged.get(key);
    if (existing) {
      existing.wanted += line.quantity;
      existing.positions.push(position);
    } else {
      merged.set(key, { productId: line.productId, variantId, quantity: line.quantity, wanted: line.quantity, positions: [position] });
    }
  });
  return [...merged.values()].map((line) => ({ ...line, quantity: Math.min(line.wanted, MAX_LINE_QUANTITY) }));
}
