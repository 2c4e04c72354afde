import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';
import type { SearchRequest } from './service.ts';
import { createSearchService } from './service.ts';

// The in-memory index answers searches once built; before that the database does. On the demo
// catalogue every result set is within the database's exact reads, so both must agree to the last
// hit, count and facet value.
describe.each(databaseKinds)('the search index and the database search on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  let byDatabase: ReturnType<typeof createSearchService>;

  beforeAll(async () => {
    harness = await openTestApp(kind);
    // Never built, so it answers from the database.
    byDatabase = createSearchService(harness.db, harness.services.catalog);
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  const request = (q: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
    q,
    page: 1,
    perPage: 24,
    sort: 'relevance',
    filters: {},
    numTypos: 2,
    prefix: true,
    ...extra,
  });

  const answersOf = async (search: SearchRequest) => {
    const [fromIndex, fromDatabase] = await Promise.all([harness.services.search.search(search), byDatabase.search(search)]);
    const comparable = (answer: typeof fromIndex) => ({ ...answer, approximate: undefined });
    return { fromIndex: comparable(fromIndex), fromDatabase: comparable(fromDatabase) };
  };

  it('finds, orders and counts alike for words, prefixes, synonyms, typos and every order', async () => {
    const queries = ['laptop', 'gaming laptop', 'lapt', 'samsung galaxy', 'wifi router', 'keybord', 'black', 'asus vivobook 15', 'ssd 1tb', '*', 'usb'];
    const sorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc', 'best_selling', 'popular'] as const;
    for (const q of queries) {
      for (const sort of sorts) {
        for (const page of [1, 3]) {
          const { fromIndex, fromDatabase } = await answersOf(request(q, { sort, page, perPage: 10 }));
          expect(fromIndex, `${q} by ${sort}, page ${page}`).toEqual(fromDatabase);
        }
      }
    }
  });

  it('filters and counts each filtered facet without its own filter alike', async () => {
    const { catalog } = harness.services;
    const laptops = (await catalog.categoryWithDescendants('laptops-notebooks'))!;
    expect(laptops.length).toBeGreaterThan(1);
    const brands = [...(await catalog.brandLookup()).values()].slice(0, 3).map((brand) => brand.id);
    const filterSets: SearchRequest['filters'][] = [
      { categoryIds: laptops },
      { brandIds: brands },
      { priceRanges: [{ min: 10_000, max: 49_999 }] },
      { inStock: true },
      { inStock: false },
      { colors: ['black'] },
      { memory: ['16gb', '8gb'] },
      { onSale: true },
      { categoryIds: laptops, brandIds: brands, inStock: true, priceRanges: [{ min: 50_000, max: null }] },
    ];
    for (const filters of filterSets) {
      for (const q of ['*', 'laptop', 'gaming']) {
        for (const page of [1, 2]) {
          const { fromIndex, fromDatabase } = await answersOf(request(q, { filters, page, perPage: 5, sort: q === '*' ? 'newest' : 'relevance' }));
          expect(fromIndex, `${q} with ${JSON.stringify(filters)}, page ${page}`).toEqual(fromDatabase);
        }
      }
    }
  });
});
