import { describe, expect, it } from 'vitest';
import { createPageStore } from './page-store.ts';

const page = (text: string) => ({ body: Buffer.from(text), headers: {}, policy: '', etag: `W/"${text}"` });

describe('the render cache page store', () => {
  it('drops the page read longest ago when full, so a busy page stays kept', () => {
    const store = createPageStore({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000 });
    store.set('/busy', page('busy'), store.generation);
    store.set('/quiet', page('quiet'), store.generation);
    expect(store.get('/busy')?.etag).toBe('W/"busy"');
    store.set('/new', page('new'), store.generation);
    expect(store.get('/busy')).toBeDefined();
    expect(store.get('/quiet')).toBeUndefined();
    expect(store.get('/new')).toBeDefined();
  });

  it('keeps within its byte limit and refuses a page rendered before a change', () => {
    const store = createPageStore({ ttlMs: 60_000, maxEntries: 10, maxBytes: 10 });
    store.set('/a', page('aaaaaa'), store.generation);
    store.set('/b', page('bbbbbb'), store.generation);
    expect(store.get('/a')).toBeUndefined();
    expect(store.bytes).toBe(6);
    const renderedBefore = store.generation;
    store.clear();
    store.set('/c', page('c'), renderedBefore);
    expect(store.get('/c')).toBeUndefined();
  });

  it('forgets a page once its time is up', () => {
    const store = createPageStore({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000 });
    store.set('/a', page('a'), store.generation);
    expect(store.get('/a', Date.now() + 999)).toBeDefined();
    expect(store.get('/a', Date.now() + 1_001)).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
