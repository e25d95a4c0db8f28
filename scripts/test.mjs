// `npm test`: every layer — unit (node), worker (workerd, local and live mode) and e2e (Chromium).
// The e2e layer is never skipped: without Chromium this installs Debian's package when it can,
// or stops with the one command that does.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";

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

// The poster OCR test (tests/unit/poster-ocr.test.ts) reads the built-in posters with Debian's tesseract.
const tesseract = process.env.TESSERACT_PATH || "/usr/bin/tesseract";

function ensureTesseract() {
  if (existsSync(tesseract)) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("tesseract is missing: installing Debian's tesseract-ocr package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "tesseract-ocr"], {
      stdio: "inherit",
      env,
    });
    if (install.status === 0 && existsSync(tesseract)) return;
  }
  console.error(
    `\nThe poster OCR test needs tesseract at ${tesseract}. Install it with:\n\n  sudo apt-get install -y tesseract-ocr\n`,
  );
  process.exit(1);
}

/** The environment every layer runs with. */
function testEnv(extraEnv = {}) {
  return {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    ...extraEnv,
  };
}

/**
 * Runs one step. `log` set: its output goes to that file and is printed in one piece when it ends,
 * so two steps running side by side never interleave their lines. Resolves to whether it passed.
 * A step that outlives `limitMinutes` is killed with everything it started and counts as failed:
 * a hung test must fail the run with its name in the log, not hold CI until CI gives up on it.
 */
function run(label, command, args, { env = {}, log, limitMinutes = 30 } = {}) {
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  if (!log) console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
      env: testEnv(env),
      detached: true, // its own process group, so a kill reaches workerd, Chromium and servers too
    });
    running.add(child);
    let timedOut = false;
    const watchdog = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, limitMinutes * 60_000);
    const chunks = [];
    if (log)
      for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => chunks.push(chunk));
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      running.delete(child);
      clearTimeout(watchdog);
      if (timedOut) {
        const note = `\nTIMED OUT: ${label} was still running after ${limitMinutes} minutes and was killed. The test files it reported are above; the one it was in never reported.\n`;
        chunks.push(Buffer.from(note));
        if (!log) console.log(note);
      }
      if (log) {
        const output = Buffer.concat(chunks);
        writeFileSync(log, output);
        console.log(`\n=== ${label} ===`);
        process.stdout.write(output);
      }
      const passed = code === 0 && !timedOut;
      console.log(`--- ${label}: ${passed ? "passed" : timedOut ? "TIMED OUT" : "FAILED"} in ${seconds()}`);
      resolve(passed);
    });
  });
}

/** The steps running now: each is its own process group, so Ctrl-C must pass on to them by hand. */
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
    }
    process.exit(130);
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

ensureChromium();
ensureTesseract();
rmSync(".state/reports", { recursive: true, force: true });
mkdirSync(".state/reports", { recursive: true });

/** One vitest run over some of the projects (see vitest.config.ts), with a JSON report. */
async function vitestRun(label, projects, report, { log, args = [], limitMinutes } = {}) {
  const ok = await run(
    label,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args],
    { env: { VITEST_PROJECTS: projects }, log, limitMinutes },
  );
  return { ok, report: readJson(report) };
}

/**
 * Two lanes side by side, one per core. The Worker lane (workerd, streamed live): the worker tests in
 * local mode, then in live mode — one after the other, as each rewrites .react-router/types when it
 * starts. The unit lane (its output printed when it ends): the unit tests, in node.
 */
const startedAt = Date.now();
// Limits: each is several times what the step takes on a loaded 2-core machine (worker ~4 min,
// live ~2 min, unit ~4 min, end-to-end ~9 min), and together they stay inside CI's 90 minutes.
const workerLane = (async () => [
  await vitestRun("worker tests (vitest, local mode)", "worker", ".state/reports/vitest-worker.json", {
    limitMinutes: 18,
  }),
  await vitestRun("worker tests in live mode (vitest)", "worker-live", ".state/reports/vitest-live.json", {
    limitMinutes: 12,
  }),
])();
// Two unit files at a time (vitest's default here is one): its slow files (the local server's build,
// the OCR and writer corpora) then overlap each other, and use both cores once the Worker lane is done.
const unitLane = vitestRun("unit tests (vitest)", "unit", ".state/reports/vitest-unit.json", {
  log: ".state/reports/unit.log",
  args: ["--maxWorkers=2"],
  limitMinutes: 20,
});
const [workerRuns, unit] = await Promise.all([workerLane, unitLane]);
const vitestRuns = [unit, ...workerRuns];

/**
 * The unit layer's local-server test runs `npm start`, which builds for local mode into build/. When
 * that build is from this run, the end-to-end server serves it (`npm start -- --prebuilt`) instead of
 * building the same thing again; otherwise Playwright's server builds for itself, as it does alone.
 */
function freshLocalBuild() {
  const config = "build/server/wrangler.json";
  if (!existsSync(config) || statSync(config).mtimeMs < startedAt) return false;
  return readJson(config)?.vars?.APP_ENV === "local";
}
const e2eOk = await run("end-to-end tests (Playwright + Chromium)", "npx", ["playwright", "test"], {
  env: freshLocalBuild() ? { E2E_PREBUILT: "1" } : {},
  limitMinutes: 30,
});

const vitests = vitestRuns.map((result) => result.report);
const e2e = readJson(".state/reports/playwright.json");
const sum = (count) => vitests.reduce((total, report) => total + (count(report) ?? 0), 0);
const passed =
  sum((report) => report?.numPassedTests) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = sum((report) => report?.numFailedTests) + (e2e?.stats?.unexpected ?? 0);
const skipped = sum((report) => report?.numPendingTests) + (e2e?.stats?.skipped ?? 0);
const ok = vitestRuns.every((result) => result.ok && result.report !== null) && e2eOk && e2e !== null;
// CI logs keep only the tail, so the names of failed tests are repeated here.
for (const name of failedTestNames(vitests, e2e)) console.log(`FAILED: ${name}`);
console.log(`\nTests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);

function failedTestNames(vitestReports, playwrightReport) {
  const names = [];
  for (const file of vitestReports.flatMap((report) => report?.testResults ?? [])) {
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
