import { useSyncExternalStore } from 'react';

interface PersistedStore {
  /** Absent on the server, where zustand finds no localStorage and does not persist. */
  persist?: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

/**
 * Whether a persisted guest store has read localStorage yet. Until then its lists are empty on
 * purpose (server and first client render agree), so pages show a loading state, not "empty".
 */
export function useStoreHydrated(store: PersistedStore): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist?.onFinishHydration(onChange) ?? (() => undefined),
    () => store.persist?.hasHydrated() ?? false,
    () => false,
  );
}
