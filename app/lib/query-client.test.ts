import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorFromResponse, errorWithoutResponse } from '#app/lib/api/errors.ts';
import { browserQueryClient, retryDelay, shouldRetry } from './query-client.ts';

const status = (code: number, retryAfterMs: number | null = null) => errorFromResponse(code, null, retryAfterMs);

describe('which failed reads are tried again', () => {
  it('a missing answer and the transient statuses (429, 502, 503, 504), twice at most', () => {
    for (const error of [errorWithoutResponse(false), status(429), status(502), status(503), status(504)]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });

  it('not a timeout, a refusal on the merits (4xx, 500), nor a failure of our own', () => {
    for (const error of [errorWithoutResponse(true), status(400), status(401), status(404), status(422), status(500), new TypeError('bad answer')]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('not when the server asks for a longer pause than a shopper would wait', () => {
    expect(shouldRetry(0, status(429, 10_000))).toBe(true);
    expect(shouldRetry(0, status(503, 60_000))).toBe(false);
  });

  it('a second apart, or after the pause the server asked for', () => {
    expect(retryDelay(0, errorWithoutResponse(false))).toBe(1000);
    expect(retryDelay(1, status(503))).toBe(1000);
    expect(retryDelay(0, status(429, 4000))).toBe(4000);
    expect(retryDelay(0, status(429, 0))).toBe(0);
  });
});

describe('the query client', () => {
  it('tries a transient failure again a second later, then has the answer', async () => {
    vi.useFakeTimers();
    try {
      const queryFn = vi.fn().mockRejectedValueOnce(status(503)).mockResolvedValueOnce('ok');
      const result = browserQueryClient().fetchQuery({ queryKey: ['retry'], queryFn });
      await vi.advanceTimersByTimeAsync(999);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('ok');
      expect(queryFn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not try a write again', async () => {
    const client = browserQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(errorWithoutResponse(false));
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('sends the request whatever the browser says about being online', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      await expect(browserQueryClient().fetchQuery({ queryKey: ['offline?'], queryFn: async () => 'sent' })).resolves.toBe('sent');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("puts a query's stand-in data in the cache when its first fetch fails, as never fresh", async () => {
    const client = browserQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['with-stand-in'], queryFn: () => Promise.reject(status(500)), meta: { dataOnFailure: () => 'samples' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryData(['with-stand-in'])).toBe('samples');
    expect(client.getQueryState(['with-stand-in'])?.dataUpdatedAt).toBe(0);
  });
});
