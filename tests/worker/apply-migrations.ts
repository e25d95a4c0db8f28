import { applyD1Migrations, env, reset, SELF } from "cloudflare:test";

// The worker projects share one runtime across their test files (isolate: false in their configs),
// so the server build is loaded once per run, not once per file. Storage would be shared too:
// reset() empties every D1, KV, R2, Queue and Durable Object first, so each file still starts from
// nothing but the real schema, applied from migrations/ like production.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The first request loads the whole server build (slow on a busy 2-core machine): do it here, so no
// single test pays for it against its timeout. After the first file it is already loaded.
await SELF.fetch(
  `${env.APP_ENV === "production" ? "https://fullhouse.example" : "http://localhost"}/api/auth/user`,
);
