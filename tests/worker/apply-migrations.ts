import { applyD1Migrations, env, SELF } from "cloudflare:test";

// Every worker test file starts from the real schema, applied from migrations/ like production.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The first request loads the whole server build (slow on a busy 2-core machine): do it here, once
// per file, so no single test pays for it against its timeout.
await SELF.fetch(
  `${env.APP_ENV === "production" ? "https://fullhouse.example" : "http://localhost"}/api/auth/user`,
);
