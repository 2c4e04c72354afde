import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/**
 * Options shared by the guest stores. The server renders with empty lists and the browser reads
 * localStorage only after hydration (`rehydrateGuestStores`), so server and client HTML agree.
 */
export function persistOptions<State, Saved>(name: string, partialize: (state: State) => Saved): PersistOptions<State, Saved> {
  return {
    name,
    version: 1,
    skipHydration: true,
    storage: createJSONStorage(() => localStorage),
    partialize,
  };
}
