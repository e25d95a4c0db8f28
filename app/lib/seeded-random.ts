/**
 * Deterministic randomness: the same seed text always gives the same numbers, so built-in
 * providers (fixtures, the writer, the quiz bank) give the same answer for the same input.
 */

/** A 32-bit FNV-1a hash of a string. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the seed. */
export function unitOf(seed: string): number {
  return hashText(seed) / 2 ** 32;
}

/** A stream of numbers in [0, 1) for a seed (mulberry32: small, fast, a good spread). */
export function seededRandom(seed: string): () => number {
  let state = hashText(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Fisher-Yates with a seeded stream: the same seed always gives the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
