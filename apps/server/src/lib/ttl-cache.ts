/** A small in-process cache whose entries expire after a fixed time. */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs = this.#ttlMs): void {
    this.#entries.set(key, { value, expires: this.#now() + ttlMs });
  }

  /** The cached value, or the loader's result, cached; concurrent misses share one load. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const promise = load()
      .then((value) => {
        // A load that began before `clear` may have read what was just replaced: answered, not kept.
        if (generation === this.#generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key) === promise) this.#pending.delete(key);
      });
    this.#pending.set(key, promise);
    return promise;
  }

  readonly #pending = new Map<string, Promise<V>>();
  #generation = 0;

  /** Forgets every entry, and every load under way, so the next read loads afresh. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }
}
