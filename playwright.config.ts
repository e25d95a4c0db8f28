import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { defineConfig, devices } from "@playwright/test";

/** A port nobody is listening on, chosen once by the main process (workers inherit it). */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await freePort());
  // Fresh local state for every run: the suite starts from the seeded demo data only.
  process.env.E2E_STATE = `.state/e2e-${process.env.E2E_PORT}`;
  rmSync(process.env.E2E_STATE, { recursive: true, force: true });
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".state/reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // `npm test` sets E2E_PREBUILT when its unit layer (tests/unit/local-server.test.ts runs `npm
    // start`) has just built for local mode: the server then serves that build instead of building
    // the same thing again. Run alone, Playwright's server builds for itself.
    command: process.env.E2E_PREBUILT ? "npm start -- --prebuilt" : "npm start",
    // "ready" is printed only after migrations, the build, the demo-data seed and the first run of
    // every Cron Trigger; the build alone can take minutes on two shared cores.
    wait: { stdout: /Full House is ready/ },
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(port), FULLHOUSE_STATE: process.env.E2E_STATE ?? ".state/e2e", FULLHOUSE_QUIET: "1" },
  },
});
