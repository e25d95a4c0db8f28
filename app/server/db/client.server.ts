import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.server";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof connect>;

/** drizzle walks the whole schema when it is set up: once per D1 binding per isolate, not per request. */
const connections = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  let db = connections.get(d1);
  if (!db) {
    db = connect(d1);
    connections.set(d1, db);
  }
  return db;
}
export { schema };
