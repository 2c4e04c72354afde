import { QueryClient } from '@tanstack/react-query';

/** Browser-side fetches (quick view, suggestions): retried twice a second apart, as spec section 7 asks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 2, retryDelay: 1000, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}
