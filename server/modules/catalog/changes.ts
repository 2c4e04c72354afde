/**
 * Tells this process's catalogue caches (docs/adr/0006) that a write here changed the catalogue,
 * so the storefront shows a new price or a hidden product at once instead of after the caches'
 * time limits. Other processes still wait out those limits: telling them is a later step.
 */
export function createCatalogueChanges() {
  const listeners: (() => void)[] = [];
  return {
    /** `forget` drops a cache's kept answers; it is called after every committed catalogue write. */
    onChange(forget: () => void) {
      listeners.push(forget);
    },
    changed() {
      for (const forget of listeners) forget();
    },
  };
}

export type CatalogueChanges = ReturnType<typeof createCatalogueChanges>;
