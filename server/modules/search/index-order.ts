import type { ProductSort } from '#server/modules/catalog/orderings.ts';
import type { IndexStore } from './index-store.ts';

/** An order by one column, and which way equal ones go by id. */
export interface KeyedOrder {
  column: Int32Array | Float64Array;
  descending: boolean;
  /** 0 is no value (call for price), last either way. */
  zeroLast: boolean;
  idsAscending: boolean;
}

function keyedOrder(store: IndexStore, sort: Exclude<ProductSort, 'name_asc'>): KeyedOrder {
  const by = (column: Int32Array | Float64Array, descending: boolean, idsAscending = false, zeroLast = false) => ({
    column,
    descending,
    zeroLast,
    idsAscending,
  });
  switch (sort) {
    case 'newest':
      return by(store.createdAt, true);
    case 'best_selling':
      return by(store.salesCount, true);
    case 'popular':
      return by(store.popularity, true);
    case 'price_asc':
      return by(store.price, false, true, true);
    case 'price_desc':
      return by(store.price, true, false, true);
  }
}

/** Inserts `item` into `kept`, which holds at most `count` in order, where `before(a, b)` says a goes first. */
function keepInOrder(kept: number[], item: number, count: number, before: (a: number, b: number) => boolean): void {
  if (kept.length === count && !before(item, kept[count - 1]!)) return;
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(item, kept[middle]!)) high = middle;
    else low = middle + 1;
  }
  kept.splice(low, 0, item);
  if (kept.length > count) kept.pop();
}

/**
 * The first `count` of `slots` by their keys (then ids), without sorting them all. Most slots of a
 * large match set lose to the last one kept on the key alone, which is tested inline before any
 * call: that test is all most slots cost.
 */
export function firstByKey(store: IndexStore, slots: Int32Array, count: number, order: KeyedOrder): number[] {
  if (count <= 0) return [];
  // Each slot's key, smaller first: one loop over the column, no call per slot.
  const keys = new Float64Array(slots.length);
  const { column, zeroLast } = order;
  const sign = order.descending ? -1 : 1;
  for (let at = 0; at < slots.length; at++) {
    const value = column[slots[at]!]!;
    keys[at] = zeroLast && value === 0 ? Number.POSITIVE_INFINITY : sign * value;
  }
  const { ids } = store;
  const direction = order.idsAscending ? 1 : -1;
  // Positions in `slots`, so each key is computed once.
  const before = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && (ids[slots[a]!]! - ids[slots[b]!]!) * direction < 0);
  const kept: number[] = [];
  let worst = Number.POSITIVE_INFINITY;
  for (let at = 0; at < slots.length; at++) {
    if (keys[at]! > worst) continue;
    keepInOrder(kept, at, count, before);
    if (kept.length === count) worst = keys[kept[count - 1]!]!;
  }
  return kept.map((at) => slots[at]!);
}

/** The first `count` of `slots` by name in code-point order, as the database's C collation sorts names (docs/adr/0015). */
function firstByName(store: IndexStore, slots: Int32Array, count: number): number[] {
  const { ids, words } = store;
  const before = (a: number, b: number) => {
    const [x, y] = [words[a]!.name, words[b]!.name];
    return x < y || (x === y && ids[a]! < ids[b]!);
  };
  const kept: number[] = [];
  for (const slot of slots) keepInOrder(kept, slot, count, before);
  return kept;
}

/** The first `count` of `slots` in an order. */
export function firstInOrder(store: IndexStore, slots: Int32Array, count: number, sort: ProductSort): number[] {
  return sort === 'name_asc' ? firstByName(store, slots, count) : firstByKey(store, slots, count, keyedOrder(store, sort));
}
