import { applyD1Migrations, env, reset, SELF } from "cloudflare:test";
import { forgetRememberedFeed } from "~/server/sports/fixture-store.server";

// The worker projects share one runtime across their test files (isolate: false in their configs),
// so the server build is loaded once per run, not once per file. Storage would be shared too:
// reset() empties every D1, KV, R2, Queue and Durable Object first, so each file still starts from
// nothing but the real schema, applied from migrations/ like production.
await withinSeconds(60, "reset() of the storage left by the previous file", reset());
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The fixture feed this runtime remembered for a few seconds came from the storage just emptied.
forgetRememberedFeed();

/**
 * A setup step has no test timeout of its own: if one waits for ever (a Durable Object the previous
 * file left stuck), the whole run would wait with it. This fails the file instead, naming the step.
 */
function withinSeconds<T>(seconds: number, step: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step} took over ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

// The first request loads the whole server build (slow on a busy 2-core machine): do it here, so no
// single test pays for it against its timeout. After the first file it is already loaded.
await withinSeconds(
  120,
  "the first request (loading the server build)",
  SELF.fetch(
    `${env.APP_ENV === "production" ? "https://fullhouse.example" : "http://localhost"}/api/auth/user`,
  ),
);

// Every module the app imports lazily (React.lazy views, and the server's on-first-use libraries),
// loaded here one at a time before any test runs. A production bundle carries them all; here each
// is transformed on its first import, which on a loaded machine can outlast a page's 5 s stream
// timeout. Worse, seen in this suite: concurrent first imports of these views (a test firing several
// page requests at once) sometimes never settle in the test runner's module loader, and every later
// import of the same module then waits for ever, hanging the run. Imported first, in order, they
// are cached before anything can race for them.
const LAZY_MODULES: Array<() => Promise<unknown>> = [
  () => import("~/components/content/voice-mode"),
  () => import("~/components/content/drafts-panel"),
  () => import("~/components/content/results-view"),
  () => import("~/components/content/refine-panel"),
  () => import("~/components/content/campaign-timeline"),
  () => import("~/components/content/pub-setup-dialog"),
  () => import("~/components/billing/upgrade-dialog"),
  () => import("~/components/ui/dialog-view"),
  () => import("~/components/ui/toast-view"),
  () => import("~/components/images/result-card"),
  () => import("~/components/publishing/schedule-campaign-dialog"),
  () => import("~/components/publishing/schedule-dialog"),
  () => import("~/components/landing/simple-landing"),
  () => import("date-holidays"),
];
for (const [index, load] of LAZY_MODULES.entries()) {
  await withinSeconds(120, `the first import of lazy module ${index + 1} of ${LAZY_MODULES.length}`, load());
}
