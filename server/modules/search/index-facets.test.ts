import { describe, expect, it } from 'vitest';
import { FACETS } from './filters.ts';
import { FacetCounts, WordFacetCounts } from './index-facets.ts';
import { type IndexedProduct, IndexStore } from './index-store.ts';

const product = (id: number, changes: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id,
  name: `Product ${id}`,
  categoryId: 1 + (id % 3),
  extraCategoryIds: [],
  brandId: id % 2 ? 10 : null,
  price: 1_000 * id,
  onSale: false,
  inStock: id % 4 !== 0,
  color: id % 2 ? 'Black' : 'black',
  size: null,
  memory: id % 5 ? '8GB' : null,
  createdAt: id,
  salesCount: id,
  popularity: 0,
  terms: ['black', `model${id}`],
  nameTerms: [`model${id}`],
  ...changes,
});

/** Every facet's rows, counted afresh over the word's products. */
function countedAfresh(store: IndexStore, word: string) {
  const counts = new FacetCounts(store);
  counts.addEvery(Int32Array.from(store.slotsOf(word)));
  return FACETS.map((facet) => counts.rows(facet));
}

describe("a common word's kept facet counts", () => {
  it('stay equal to counting its products afresh as products change, come, go and bring new values', () => {
    const store = new IndexStore();
    for (let id = 1; id <= 12; id++) store.put(product(id));
    const kept = new WordFacetCounts(store, 5);
    const keptRows = () => FACETS.map((facet) => kept.of('black')!.rows(facet));
    expect(keptRows()).toEqual(countedAfresh(store, 'black'));

    // Changes within the values the kept arrays were sized for.
    store.put(product(3, { price: 90_000, inStock: false, color: 'black', brandId: null, memory: null }));
    store.put(product(4, { terms: ['white', 'model4'] }));
    store.remove(5);
    expect(keptRows()).toEqual(countedAfresh(store, 'black'));
    // A category, brand and spelling the kept arrays were not sized for.
    store.put(product(40, { categoryId: 60, brandId: 70, size: '15.6"', extraCategoryIds: [61] }));
    expect(keptRows()).toEqual(countedAfresh(store, 'black'));
    store.put(product(6, { extraCategoryIds: [2], memory: '16GB' }));
    store.remove(7);
    expect(keptRows()).toEqual(countedAfresh(store, 'black'));
    expect(kept.of('black')!.rows('brand')).toContainEqual({ facet: 'brand', value: '70', label: null, n: 1 });

    store.clear();
    for (let id = 1; id <= 6; id++) store.put(product(id, { color: 'Blue' }));
    expect(keptRows()).toEqual(countedAfresh(store, 'black'));
  });

  it('are kept only for a word held by enough products', () => {
    const store = new IndexStore();
    for (let id = 1; id <= 3; id++) store.put(product(id));
    expect(new WordFacetCounts(store, 5).of('black')).toBeNull();
  });
});
