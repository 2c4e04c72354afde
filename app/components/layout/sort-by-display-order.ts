/** A category without an order sorts as 999, after the ordered ones. */
const DEFAULT_ORDER = 999;

export function sortByDisplayOrder<T extends { display_order?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.display_order ?? DEFAULT_ORDER) - (b.display_order ?? DEFAULT_ORDER));
}
