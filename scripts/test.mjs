// `npm test`: every layer — unit (node), worker (workerd, local and live mode) and e2e (Chromium).
// The e2e layer is never skipped: without Chromium this installs Debian's package when it can,
// or stops with the one command that does.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const chromium = process.env.CHROME_PATH || "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (install.status === 0 && existsSync(chromium)) return;
  }
  console.error(
    `\nThe end-to-end tests need Chromium at ${chromium}. Install it with:\n\n  sudo apt-get install -y chromium\n`,
  );
  process.exit(1);
}

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: {
      ...process.env,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      ...extraEnv,
    },
  });
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

ensureChromium();
rmSync(".state/reports", { recursive: true, force: true });
mkdirSync(".state/reports", { recursive: true });

const vitestOk = run("unit and worker tests (vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.state/reports/vitest.json",
]);
const e2eOk = run("end-to-end tests (Playwright + Chromium)", "npx", ["playwright", "test"]);

const vitest = readJson(".state/reports/vitest.json");
const e2e = readJson(".state/reports/playwright.json");
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const ok = vitestOk && e2eOk && vitest !== null && e2e !== null;
// CI logs keep only the tail, so the names of failed tests are repeated here.
for (const name of failedTestNames(vitest, e2e)) console.log(`FAILED: ${name}`);
console.log(`\nTests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);

function failedTestNames(vitestReport, playwrightReport) {
  const names = [];
  for (const file of vitestReport?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") names.push(`${file.name} › ${test.fullName}`);
    }
  }
  const visit = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) names.push(`${spec.file}:${spec.line} › ${[...trail, spec.title].join(" › ")}`);
    }
    for (const child of suite.suites ?? []) visit(child, [...trail, child.title]);
  };
  for (const suite of playwrightReport?.suites ?? []) visit(suite, []);
  return names;
}
