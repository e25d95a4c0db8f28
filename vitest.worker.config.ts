import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// The real Worker in workerd with real D1/KV/R2/Queues, in local mode (every provider built-in).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./workers/app.ts",
        // wrangler.toml's top level is production; local mode is its explicit [env.local].
        wrangler: { configPath: "./wrangler.toml", environment: "local" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
      reactRouter(),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      name: "worker",
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // obscenity ships CommonJS behind an ESM wrapper the test runner cannot unwrap: bundle it.
      deps: { optimizer: { ssr: { enabled: true, include: ["obscenity"] } } },
      // One workerd runtime and one module graph for all the files of a runner, instead of a fresh
      // runtime per file that loads the whole server build again (~20 s a file on this machine).
      // Storage is emptied before every file by the setup file (reset()), so files stay independent.
      isolate: false,
      // The setup file loads the server build, but the first use of a heavy part of it (the question
      // bank, the poster renderer's wasm, the PDF fonts) lands on whichever test comes first in the
      // runtime: on a busy 2-core machine that can take tens of seconds.
      testTimeout: 60_000,
    },
  };
});
