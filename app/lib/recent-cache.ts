/**
 * Keeps the `limit` most recently used values by key, for work an isolate repeats across requests
 * (a Worker isolate has little memory, so these stay small). A value that turns out bad is dropped
 * with `forget`.
 */
export function recentCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    /** The kept value for `key`, or `build()`'s, which is kept for next time. */
    get(key: string, build: () => V): V {
      if (entries.has(key)) {
        const hit = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = build();
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return value;
    },
    forget(key: string) {
      entries.delete(key);
    },
  };
}
