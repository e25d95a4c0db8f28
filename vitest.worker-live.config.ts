import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// The same Worker in production mode (wrangler.toml's top level, as deployed), every live provider
// pointed at the in-process fakes of tests/fakes/ (started by the global setup), which speak each
// vendor's real protocol.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest(async ({ inject }) => {
        const fake = inject("fakeUrl");
        return {
          main: "./workers/app.ts",
          wrangler: { configPath: "./wrangler.toml" },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: migrations,
              FAKE_URL: fake,
              APP_ENV: "production",
              SESSION_SECRET: "test-session-secret",
              GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
              GOOGLE_CLIENT_SECRET: "test-google-secret",
              GOOGLE_AUTH_URL: `${fake}/google/o/oauth2/v2/auth`,
              GOOGLE_TOKEN_URL: `${fake}/google/token`,
              GOOGLE_USERINFO_URL: `${fake}/google/v1/userinfo`,
              GOOGLE_REVOKE_URL: `${fake}/google/revoke`,
              GOOGLE_BUSINESS_ACCOUNTS_URL: `${fake}/gbp-accounts`,
              GOOGLE_BUSINESS_INFORMATION_URL: `${fake}/gbp-info`,
              GOOGLE_BUSINESS_POSTS_URL: `${fake}/gbp-posts`,
              META_APP_ID: "1234567890",
              META_APP_SECRET: "meta-test-secret",
              META_LOGIN_CONFIG_ID: "987654321012345",
              // A test-only key (32 bytes, base64): production refuses publishing without one.
              TOKEN_ENCRYPTION_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=",
              META_GRAPH_URL: `${fake}/graph`,
              META_OAUTH_URL: `${fake}/facebook`,
              EMAIL_API_KEY: "re_test_key",
              EMAIL_FROM: "Full House <hello@fullhouse.pub>",
              EMAIL_API_URL: `${fake}/resend`,
              APP_URL: "https://fullhouse.example",
              FOOTBALL_DATA_TOKEN: "fd-test-token",
              FOOTBALL_DATA_URL: `${fake}/football-data/v4`,
              THESPORTSDB_KEY: "123",
              THESPORTSDB_URL: `${fake}/thesportsdb/api/v1/json`,
              OPENAI_API_KEY: "sk-test-key",
              OPENAI_BASE_URL: `${fake}/openai/v1`,
              OPEN_METEO_API_KEY: "om-test-key",
              OPEN_METEO_URL: `${fake}/open-meteo/v1`,
              OPEN_METEO_GEOCODING_URL: `${fake}/open-meteo-geocoding/v1`,
              STRIPE_SECRET_KEY: "sk_test_full_house_fake",
              STRIPE_WEBHOOK_SECRET: "whsec_live_test_secret",
              STRIPE_PUBLISHABLE_KEY: "pk_test_full_house_fake",
              STRIPE_PRICE_STARTER_MONTHLY: "price_starter_month",
              STRIPE_PRICE_STARTER_ANNUAL: "price_starter_year",
              STRIPE_PRICE_PRO_MONTHLY: "price_pro_month",
              STRIPE_PRICE_PRO_ANNUAL: "price_pro_year",
              STRIPE_API_URL: fake,
              ADMIN_PATH_KEY: "live-admin-key",
              CF_ACCESS_TEAM_DOMAIN: `${fake}/access`,
              CF_ACCESS_AUD: "test-access-audience-tag",
            },
          },
        };
      }),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      name: "worker-live",
      include: ["tests/worker-live/**/*.test.ts"],
      globalSetup: ["./tests/global-setup.ts"],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // obscenity ships CommonJS behind an ESM wrapper the test runner cannot unwrap: bundle it.
      deps: { optimizer: { ssr: { enabled: true, include: ["obscenity"] } } },
      // One workerd runtime and one module graph for every file (see vitest.worker.config.ts): the
      // server build loads once per run; the setup file empties storage before each file.
      isolate: false,
      // The setup file loads the server build, but the first use of a heavy part of it (the question
      // bank, the poster renderer's wasm, the PDF fonts) lands on whichever test comes first in the
      // runtime: on a busy 2-core machine that can take tens of seconds.
      testTimeout: 60_000,
      // Every file talks to the one in-process vendor fake, whose queued answers and request log are
      // shared: files run one after another so one file's forced errors never reach another's calls.
      fileParallelism: false,
    },
  };
});
