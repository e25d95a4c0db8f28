import { createContext } from "react-router";
import { createDb, type Db } from "./db/client.server";
import { type AppConfig, readConfig } from "./env.server";
import { createProviders, type Providers } from "./providers/index.server";

/** Everything a service may depend on, built once per request, queue batch or cron run. */
export interface AppContext {
  env: Env;
  config: AppConfig;
  db: Db;
  providers: Providers;
  now: () => Date;
  /** Lets work finish after the response is sent (absent in scripts). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export const appContext = createContext<AppContext>();

const now = () => new Date();
/** Providers hold no request state: one set per environment (per isolate), not one per request. */
const providersByEnv = new WeakMap<Env, Providers>();

export function createAppContext(env: Env, waitUntil: (promise: Promise<unknown>) => void): AppContext {
  const config = readConfig(env);
  let providers = providersByEnv.get(env);
  if (!providers) {
    providers = createProviders(config, env, now);
    providersByEnv.set(env, providers);
  }
  return { env, config, db: createDb(env.DB), providers, now, waitUntil };
}
