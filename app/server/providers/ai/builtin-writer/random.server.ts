/**
 * Seeded randomness for the built-in writer: the same text in gives the same choices out, and a
 * different variant number gives a different (equally good) set of choices.
 */
import { hashText, seededRandom } from "~/lib/seeded-random";

/** The hash as eight hex digits, for ids. */
export function hashHex(text: string): string {
  return hashText(text).toString(16).padStart(8, "0");
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
  const next = seededRandom(seedText);
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
