import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client.server";

/**
 * A read that can share a D1 batch with other statements: the query, and what its rows mean.
 * Every D1 call is a round trip (across the network in production, across isolates locally), so
 * the reads one request needs go together in one batch rather than one call each.
 */
export interface Read<T> {
  readonly query: BatchItem<"sqlite">;
  readonly parse: (result: unknown) => T;
}

export function read<Q extends BatchItem<"sqlite">, T>(query: Q, parse: (result: Awaited<Q>) => T): Read<T> {
  return { query, parse: parse as (result: unknown) => T };
}

export type ReadResults<R extends readonly Read<unknown>[]> = {
  -readonly [K in keyof R]: R[K] extends Read<infer T> ? T : never;
};

/** The batch results of `reads`, in order, each through its own parse. */
export function parseReads<const R extends readonly Read<unknown>[]>(
  reads: R,
  results: readonly unknown[],
): ReadResults<R> {
  return reads.map((item, index) => item.parse(results[index])) as ReadResults<R>;
}

/** Statements for `db.batch`, which wants at least one. */
export function batchOf(items: readonly BatchItem<"sqlite">[]) {
  return items as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
}

/** Runs the reads in one D1 batch: one round trip, one consistent view. */
export async function readTogether<const R extends readonly Read<unknown>[]>(
  db: Db,
  reads: R,
): Promise<ReadResults<R>> {
  if (reads.length === 0) return [] as unknown as ReadResults<R>;
  return parseReads(reads, await db.batch(batchOf(reads.map((item) => item.query))));
}

/** One read on its own. */
export async function readOne<T>(item: Read<T>): Promise<T> {
  return item.parse(await item.query);
}
