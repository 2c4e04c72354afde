import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadListing } from '#app/lib/listing/load-listing.server.ts';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

// The listing pages search in-process: they must get the API's kept answers, not a query of their own each view.
describe.each(databaseKinds)('kept search answers on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;

  beforeAll(async () => {
    harness = await openTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('serves the search page the answer the API kept, until a catalogue change clears it', async () => {
    const api = (await harness.app.inject({ method: 'GET', url: '/api/typesense/search?q=lenovo%20ideapad&sort_by=relevance' })).json() as {
      found: number;
      hits: { document: { id: number } }[];
    };
    expect(api.found).toBeGreaterThan(1);
    // Hidden behind the cache's back (no change notice): a page that queried would already miss it.
    await harness.db.execute(sql`UPDATE products SET status = 0 WHERE id = ${api.hits[0]!.document.id}`);
    const page = () =>
      loadListing(harness.services, new URL('http://shop.test/search?q=lenovo+ideapad'), { defaultSort: 'newest', requireQueryOrFilters: true });
    const kept = await page();
    expect(kept.found).toBe(api.found);
    expect(kept.products.map((product) => product.id)).toEqual(api.hits.map((hit) => hit.document.id));
    harness.services.search.clearCaches();
    expect((await page()).found).toBe(api.found - 1);
  });
});
