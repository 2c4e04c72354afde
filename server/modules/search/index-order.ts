import type { ProductSort } from '#server/modules/catalog/orderings.ts';
import type { IndexStore } from './index-store.ts';

/** A slot's place in an order as one number, smaller first, and which way equal ones go by id. */
export interface KeyedOrder {
  key: (slot: number) => number;
  idsAscending: boolean;
}

function keyedOrder(store: IndexStore, sort: Exclude<ProductSort, 'name_asc'>): KeyedOrder {
  const { price, createdAt, salesCount, popularity } = store;
  switch (sort) {
    case 'newest':
      return { key: (slot) => -createdAt[slot]!, idsAscending: false };
    case 'best_selling':
      return { key: (slot) => -salesCount[slot]!, idsAscending: false };
    case 'popular':
      return { key: (slot) => -popularity[slot]!, idsAscending: false };
    // Call for price (0) has no price to sort by and goes last either way.
    case 'price_asc':
      return { key: (slot) => (price[slot] === 0 ? Number.POSITIVE_INFINITY : price[slot]!), idsAscending: true };
    case 'price_desc':
      return { key: (slot) => (price[slot] === 0 ? Number.POSITIVE_INFINITY : -price[slot]!), idsAscending: false };
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
  const keys = new Float64Array(slots.length);
  for (let at = 0; at < slots.length; at++) keys[at] = order.key(slots[at]!);
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
