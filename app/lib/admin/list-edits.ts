/** A form list's rows moved, changed or removed without touching the array in state. */
export const replaceAt = <T>(list: T[], index: number, item: T) => list.map((current, i) => (i === index ? item : current));
export const removeAt = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
