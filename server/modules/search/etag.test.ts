import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestApp } from '#server/test/databases.ts';

// Without the per-process answer cache every request reads afresh, as one does after the cache's minute.
describe.each(databaseKinds)('search answers and their ETag on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  const search = (headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url: '/api/typesense/search?q=laptop&price_range=10000-&per_page=5', headers });

  beforeAll(async () => {
    harness = await openTestApp(kind, { env: { SEARCH_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('keeps the ETag while the results stay the same, so a browser revalidates with a 304', async () => {
    const first = await search();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await search();
    expect(first.statusCode).toBe(200);
    expect(first.json().found).toBeGreaterThan(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(second.headers['server-timing']).toMatch(/^app;dur=\d+(\.\d)?$/);

    const revalidated = await search({ 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
