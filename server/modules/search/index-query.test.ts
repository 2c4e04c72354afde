import { describe, expect, it } from 'vitest';
import { FACETS } from './filters.ts';
import { FacetCounts } from './index-facets.ts';
import { searchIndex } from './index-query.ts';
import { type IndexedProduct, IndexStore } from './index-store.ts';

const product = (id: number, terms: string[]): IndexedProduct => ({
  id,
  name: `Product ${id}`,
  categoryId: 1 + (id % 7),
  extraCategoryIds: [],
  brandId: id % 3 ? 10 + (id % 11) : null,
  price: 500 * id,
  onSale: false,
  inStock: id % 4 !== 0,
  color: ['Black', 'black', 'Red', null][id % 4]!,
  size: null,
  memory: id % 5 ? '8GB' : null,
  createdAt: id,
  salesCount: id % 13,
  popularity: 0,
  terms,
  nameTerms: [],
});

describe('a search of a common word with its completions', () => {
  it('counts every facet over every product holding any of the words, the common word from its kept counts', () => {
    const store = new IndexStore();
    // 2,400 products hold "black" (common enough to keep counts), 30 "blackshark" alone, 10 both.
    for (let id = 1; id <= 2_400; id++) store.put(product(id, id <= 10 ? ['black', 'blackshark'] : ['black']));
    for (let id = 2_401; id <= 2_430; id++) store.put(product(id, ['blackshark']));
    for (let id = 2_431; id <= 2_500; id++) store.put(product(id, ['white']));
    const search = () =>
      searchIndex(store, {
        terms: [[[{ lexeme: 'black', prefix: true, completions: ['black', 'blackshark'] }]]],
        normalized: 'black',
        filters: {},
        sort: 'newest',
        page: 1,
        perPage: 5,
      });
    const expected = () => {
      const counts = new FacetCounts(store);
      const slots = [...new Set([...store.slotsOf('black'), ...store.slotsOf('blackshark')])];
      counts.addEvery(Int32Array.from(slots));
      return [{ facet: 'found', value: null, label: null, n: slots.length }, ...FACETS.flatMap((facet) => counts.rows(facet))];
    };

    expect(search()).toEqual({ found: 2_430, ids: [2_430, 2_429, 2_428, 2_427, 2_426], facets: expected() });
    // Kept counts follow a change the next search sees.
    store.put({ ...product(2_000, ['black']), inStock: false, brandId: 99, color: 'Blue' });
    store.remove(2_401);
    expect(search()).toEqual({ found: 2_429, ids: [2_430, 2_429, 2_428, 2_427, 2_426], facets: expected() });
  });
});
