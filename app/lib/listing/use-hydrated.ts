import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and the first client render, true once React runs: "Apply" buttons are for browsers without it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
