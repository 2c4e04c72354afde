import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#app/lib/api/errors.ts';
import { announceQueryClient } from './query-cache-reader.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Data to show when the first fetch fails, so the page has something to work on (the notification samples). */
      dataOnFailure?: () => unknown;
    };
  }
}

/** A failed read is tried this many more times before the page shows its error. */
const RETRIES = 2;
const RETRY_DELAY_MS = 1000;
/** A server asking for a longer pause than this (Retry-After) gets the error shown instead of a page left waiting. */
const MAX_RETRY_WAIT_MS = 10_000;
/** Statuses that say "not now" rather than "not so": a gateway or the server busy, or too many requests. */
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

/**
 * Whether a failed read is worth another try: no answer at all, or a transient status. A read that
 * ran out of time is not tried again (three 15 s waits help no one), nor one the server refused on
 * its merits (4xx, a 500), nor our own mistake in reading an answer.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= RETRIES || !(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return TRANSIENT_STATUSES.has(error.status) && (error.retryAfterMs ?? 0) <= MAX_RETRY_WAIT_MS;
}

/** A second between tries, or as long as the server asked when it said (Retry-After). */
export function retryDelay(_failureCount: number, error: unknown): number {
  return error instanceof ApiError && error.retryAfterMs !== null ? Math.min(error.retryAfterMs, MAX_RETRY_WAIT_MS) : RETRY_DELAY_MS;
}

function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const fallback = query.meta?.dataOnFailure;
        // Updated at 0: the stand-in is never fresh, so the next look asks the server again.
        if (fallback && query.state.data === undefined) client.setQueryData(query.queryKey, fallback(), { updatedAt: 0 });
      },
    }),
    defaultOptions: {
      // 'always': the request is sent whatever navigator.onLine says (it is wrong often enough on
      // phones); a real failure then retries or shows its error instead of waiting silently.
      queries: { retry: shouldRetry, retryDelay, networkMode: 'always', staleTime: 5 * 60_000, refetchOnWindowFocus: false },
      // A write is sent once: trying again could apply it twice.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

let browserClient: QueryClient | undefined;

/**
 * The page's one query cache, passed to each query instead of through a provider so that the
 * query library loads only with the components that fetch (none of them is on a page's first load).
 * The server gets a fresh client per call: a shared one would mix shoppers' data.
 */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    browserClient = createQueryClient();
    announceQueryClient(browserClient);
  }
  return browserClient;
}
