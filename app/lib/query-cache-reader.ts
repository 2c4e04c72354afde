import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

// Reads the page's query cache from code that must not load the query library itself (the header
// bell, on every page, within the first-load budget). Until some component that fetches has
// created the client there is nothing cached, and readers see undefined.

let client: QueryClient | null = null;
const waiting = new Set<(client: QueryClient) => void>();

/** Called once, by query-client.ts, when the browser's client is made. */
export function announceQueryClient(created: QueryClient): void {
  client = created;
  // The client is often made while a component renders; what waits for it (cache writes that
  // re-render other components) runs after that render.
  queueMicrotask(() => {
    for (const run of [...waiting]) run(created);
    waiting.clear();
  });
}

/** Runs `run` with the page's query client now if it exists, else as soon as it does. Returns the cancel. */
export function whenQueryClient(run: (client: QueryClient) => void): () => void {
  if (client) {
    run(client);
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/**
 * The cached data under `queryKey`, kept current; undefined while nothing is cached. Never fetches.
 * Keys of plain strings only: their JSON is then exactly the cache's hash of them.
 */
export function useCachedQueryData<T>(queryKey: readonly string[] | null): T | undefined {
  const hash = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its JSON (callers build a new array each render).
  const subscribe = useCallback(
    (changed: () => void) => {
      let unsubscribe = () => {};
      const stopWaiting = whenQueryClient((ready) => {
        changed();
        unsubscribe = ready.getQueryCache().subscribe((event) => {
          if (queryKey && event.query.queryHash === hash) changed();
        });
      });
      return () => {
        stopWaiting();
        unsubscribe();
      };
    },
    [hash],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const read = useCallback(() => (client && queryKey ? client.getQueryData<T>(queryKey) : undefined), [hash]);
  return useSyncExternalStore(subscribe, read, () => undefined);
}
