/** A row of a list staff order by hand: categories under one parent, or all brands. */
interface Ordered {
  id: number;
  displayOrder: number;
  name: string;
}

/** The order the storefront shows such rows in: by display order, then name. */
export function byDisplayOrder(a: Ordered, b: Ordered): number {
  return a.displayOrder - b.displayOrder || a.name.localeCompare(b.name) || a.id - b.id;
}

/**
 * The display orders that put `movedId` at `position` (0 is first; past the end is last) among
 * `siblings`, numbered 0, 1, 2… with no gaps; only rows whose number changes are listed.
 */
export function renumbered(siblings: readonly Ordered[], movedId: number, position: number | undefined): { id: number; displayOrder: number }[] {
  const others = siblings.filter((row) => row.id !== movedId).sort(byDisplayOrder);
  const at = Math.min(position ?? others.length, others.length);
  const ids = others.map((row) => row.id);
  ids.splice(at, 0, movedId);
  const current = new Map(siblings.map((row) => [row.id, row.displayOrder]));
  return ids.flatMap((id, displayOrder) => (current.get(id) === displayOrder ? [] : [{ id, displayOrder }]));
}

/** The display orders that number `rows` 0, 1, 2… in their present order, closing the gap a row left. */
export function compacted(rows: readonly Ordered[]): { id: number; displayOrder: number }[] {
  return [...rows].sort(byDisplayOrder).flatMap((row, displayOrder) => (row.displayOrder === displayOrder ? [] : [{ id: row.id, displayOrder }]));
}
