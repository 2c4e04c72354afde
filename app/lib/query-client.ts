import { QueryClient } from '@tanstack/react-query';

/** Browser-side fetches (quick view, suggestions, compare): a failed read is retried twice, a second apart, before the page shows its error. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 2, retryDelay: 1000, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's one query cache, passed to each query instead of through a provider so that the
 * query library loads only with the components that fetch (none of them is on a page's first load).
 * The server gets a fresh client per call: a shared one would mix shoppers' data.
 */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
