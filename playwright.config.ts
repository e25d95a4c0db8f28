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

/**
 * Two servers, each with its own fresh state, so two workers run side by side without sharing demo
 * accounts: "publishing" holds the specs that mostly wait (on the publishing clock, on phones at the
 * quiz night), "app" the rest, which mostly use the CPU. The ports are chosen once by the main
 * process (workers inherit them); every run starts from the seeded demo data only.
 */
type Lane = { name: string; portVar: string; testMatch?: RegExp; testIgnore?: RegExp };
const publishingSpecs = /(publishing[^/]*|calendar|dev-feed|quiz-night|billing|admin)\.spec\.ts$/;
const lanes: Lane[] = [
  { name: "app", portVar: "E2E_PORT", testIgnore: publishingSpecs },
  { name: "publishing", portVar: "E2E_PORT_PUBLISHING", testMatch: publishingSpecs },
];
for (const lane of lanes) {
  if (process.env[lane.portVar]) continue;
  process.env[lane.portVar] = String(await freePort());
  const state = `.state/e2e-${process.env[lane.portVar]}`;
  process.env[`${lane.portVar}_STATE`] = state;
  rmSync(state, { recursive: true, force: true });
}

/** Spec files and projects named on the command line: a lane none of them selects starts no server. */
const namedSpecs = process.argv.filter((arg) => /\.spec\.ts(:\d+)?$/.test(arg));
const namedProjects = process.argv.flatMap((arg, index, args) =>
  arg === "--project" ? [args[index + 1]] : arg.startsWith("--project=") ? [arg.slice(10)] : [],
);
const laneIsNeeded = (lane: Lane) =>
  (namedProjects.length === 0 || namedProjects.includes(lane.name)) &&
  (namedSpecs.length === 0 ||
    namedSpecs.some((spec) => {
      const file = spec.replace(/:\d+$/, "");
      return lane.testMatch ? lane.testMatch.test(file) : !lane.testIgnore?.test(file);
    }));
const neededLanes = lanes.filter(laneIsNeeded);
const baseURL = (lane: Lane) => `http://127.0.0.1:${process.env[lane.portVar]}`;

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".state/reports/playwright.json" }]],
  use: {
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
  projects: lanes.map((lane) => ({
    name: lane.name,
    testIgnore: lane.testIgnore,
    testMatch: lane.testMatch,
    workers: 1, // each lane's specs share one server's state, so run one after another
    use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: baseURL(lane) },
  })),
  // Started one after another: the first builds unless `npm test` has just built (E2E_PREBUILT), and
  // every later one serves that build.
  webServer: neededLanes.map((lane, index) => ({
    // `npm test` sets E2E_PREBUILT when its unit layer (tests/unit/local-server.test.ts runs `npm
    // start`) has just built for local mode: the server then serves that build instead of building
    // the same thing again. Run alone, Playwright's first server builds for itself.
    command: process.env.E2E_PREBUILT || index > 0 ? "npm start -- --prebuilt" : "npm start",
    // "ready" is printed only after migrations, the build, the demo-data seed and the first run of
    // every Cron Trigger; the build alone can take minutes on two shared cores.
    wait: { stdout: /Full House is ready/ },
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(process.env[lane.portVar]),
      FULLHOUSE_STATE: process.env[`${lane.portVar}_STATE`] ?? `.state/e2e-${lane.name}`,
      FULLHOUSE_QUIET: "1",
    },
  })),
});
