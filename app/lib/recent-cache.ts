/**
 * Keeps the `limit` most recently used values by key, for work an isolate repeats across requests
 * (a Worker isolate has little memory, so these stay small). A value that turns out bad is dropped
 * with `forget`.
 */
export function recentCache<V>(limit: number) {
  const entries = new Map<string, V>();
  const cache = {
    /** The kept value for `key`, or `build()`'s, which is kept for next time. */
    get(key: string, build: () => V): V {
      return entries.has(key) ? (cache.peek(key) as V) : cache.set(key, build());
    },
    /** The kept value for `key` (now the most recently used), or undefined. */
    peek(key: string): V | undefined {
      if (!entries.has(key)) return undefined;
      const hit = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    /** Keeps `value` for `key` in place of what was kept, and answers it. */
    set(key: string, value: V): V {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return value;
    },
    forget(key: string) {
      entries.delete(key);
    },
  };
  return cache;
}
