/** A small map whose entries expire, dropping the oldest entry when full. */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries: number) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.expiresAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.#ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, { value, expiresAt: Date.now() + this.#ttlMs });
  }

  clear(): void {
    this.#entries.clear();
  }
}
