// The guest stores persist to localStorage, which Node lacks; an in-memory one stands in. Import
// this first in a test, before anything that loads a store.
const data = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => void data.set(key, value),
  removeItem: (key: string) => void data.delete(key),
  clear: () => data.clear(),
  key: (index: number) => [...data.keys()][index] ?? null,
  get length() {
    return data.size;
  },
};
