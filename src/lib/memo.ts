// "Load once, share in flight, forget failures" (SPEC §4: failed loads are not cached, so they can
// be retried): the one rule behind page data, template and block chunks, rich text's body and a
// list's other files (its pages' cards, its facts). A failure is a rejection, or a value
// `keep` refuses (a result kind other than ok); either is dropped as it settles, so the next ask
// loads afresh and nothing retries on its own.
// Ships in the first-load JS: keep it tiny.

export interface Memo<K, V> {
  /** The kept value of `key`, the load in flight, or a new load. */
  load(key: K): Promise<V>;
  /** The kept value of `key`, without loading it: what a synchronous render reads. */
  peek(key: K): V | undefined;
  /** Keeps a value the caller already holds (the first page's data, from the document). */
  put(key: K, value: V): void;
}

export function memo<K, V>(
  load: (key: K) => Promise<V>,
  keep: (value: V) => boolean = () => true,
): Memo<K, V> {
  const values = new Map<K, V>();
  const pending = new Map<K, Promise<V>>();
  return {
    load(key) {
      if (values.has(key)) return Promise.resolve(values.get(key) as V);
      let request = pending.get(key);
      if (!request) {
        // Async, so that a load that throws at once is a rejection like any other.
        request = (async () => load(key))().then(
          (value) => {
            pending.delete(key);
            if (keep(value)) values.set(key, value);
            return value;
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, request);
      }
      return request;
    },
    peek: (key) => values.get(key),
    put: (key, value) => void values.set(key, value),
  };
}
