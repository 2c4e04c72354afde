import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoize } from './memo.ts';

describe('memoize', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one read among callers until it expires', async () => {
    let reads = 0;
    const read = memoize(1000, async () => ++reads, 'test');
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(2);
  });

  it('runs a lazy thenable such as a query builder once, however often it is awaited', async () => {
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the very thing under test.
    const builder = { then: (resolve: (value: number) => void) => resolve(++runs) };
    const read = memoize(1000, () => builder as PromiseLike<number>, 'test');
    await read();
    await read();
    expect(runs).toBe(1);
  });

  it('does not keep a failure', async () => {
    let calls = 0;
    const read = memoize(
      60_000,
      async () => {
        calls++;
        if (calls === 1) throw new Error('database down');
        return 'ok';
      },
      'test',
    );
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe('ok');
  });
});
