/**
 * Seeded randomness for the built-in writer: the same text in gives the same choices out, and a
 * different variant number gives a different (equally good) set of choices.
 */

/** A 32-bit FNV-1a hash, enough to seed a PRNG and to name a post. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The hash as eight hex digits, for ids. */
export function hashHex(text: string): string {
  return hashText(text).toString(16).padStart(8, "0");
}

/** mulberry32: a small, fast PRNG with a good spread for picking among phrasings. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  /** One item, or undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
  /** Up to `count` distinct items, in the order drawn. */
  pickMany<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createRng(seedText: string): Rng {
  const next = mulberry32(hashText(seedText));
  return {
    next,
    pick: (items) => (items.length === 0 ? undefined : items[Math.floor(next() * items.length)]),
    pickMany: (items, count) => {
      const pool = [...items];
      const chosen: (typeof pool)[number][] = [];
      while (pool.length > 0 && chosen.length < count) {
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      }
      return chosen;
    },
    chance: (probability) => next() < probability,
  };
}
