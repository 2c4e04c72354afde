import { createHash } from 'node:crypto';
import { mergeLines } from './order-lines.ts';
import type { PlaceOrderInput } from './schemas.ts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/**
 * What an order request asks for, as a hash: the same order sent again (its lines in any order,
 * its code or none, whether or not it asks to save details to the profile) hashes the same; any other order does not.
 */
export function requestFingerprint(input: PlaceOrderInput): string {
  // Neither the proof nor the wish to save details to the profile changes what is ordered.
  const { phone_code: _proof, save_to_profile: _save, ...order } = input;
  const lines = mergeLines(order.items).map((line) => ({ product_id: line.product_id, variant_id: line.variant_id ?? null, quantity: line.quantity }));
  return createHash('sha256')
    .update(JSON.stringify(canonical({ ...order, items: lines })))
    .digest('hex');
}
