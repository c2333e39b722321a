// A small least-recently-used map with a limit on entries and on total size, so the server's
// memory stays bounded on a site of tens of thousands of files.

type Entry<V> = { value: V; size: number };

export class LruCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  #size = 0;

  constructor(limits: { maxEntries: number; maxSize?: number }) {
    this.#maxEntries = limits.maxEntries;
    this.#maxSize = limits.maxSize ?? Number.POSITIVE_INFINITY;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the key to the young end of the Map's insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size = 1): void {
    if (size > this.#maxSize) return;
    this.delete(key);
    this.#entries.set(key, { value, size });
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#size <= this.#maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }
}
