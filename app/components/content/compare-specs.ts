/** One row of the compare table's specifications: a spec name within its group. */
export interface SpecRow {
  key: string;
  group: string;
  name: string;
}

export interface SpecSource {
  id: number;
  specs: readonly { group: string; name: string; value: string }[];
}

const rowKey = (group: string, name: string) => `${group}\u0000${name}`;

/**
 * Every spec any compared product lists, in the order first seen, grouped ("Display", "Memory"…),
 * and each product's value by row key. A spec a product lacks has no value there.
 */
export function unionOfSpecs(products: readonly SpecSource[]) {
  const groups = new Map<string, SpecRow[]>();
  const values = new Map<number, Map<string, string>>();
  for (const product of products) {
    const own = new Map<string, string>();
    for (const spec of product.specs) {
      const key = rowKey(spec.group, spec.name);
      own.set(key, spec.value);
      const rows = groups.get(spec.group) ?? [];
      if (!rows.some((row) => row.key === key)) rows.push({ key, group: spec.group, name: spec.name });
      groups.set(spec.group, rows);
    }
    values.set(product.id, own);
  }
  return { groups: [...groups].map(([group, rows]) => ({ group, rows })), values };
}
