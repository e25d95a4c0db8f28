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
ensureTesseract();
rmSync(".state/reports", { recursive: true, force: true });
mkdirSync(".state/reports", { recursive: true });

/**
 * One vitest run over some of the projects (see vitest.config.ts): the two worker projects go in
 * separate runs, as each rewrites .react-router/types when it starts.
 */
function vitestRun(label, projects, report) {
  const ok = run(
    label,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { VITEST_PROJECTS: projects },
  );
  return { ok, report: readJson(report) };
}

const vitestRuns = [
  vitestRun("unit and worker tests (vitest)", "unit,worker", ".state/reports/vitest.json"),
  vitestRun("worker tests in live mode (vitest)", "worker-live", ".state/reports/vitest-live.json"),
];
const e2eOk = run("end-to-end tests (Playwright + Chromium)", "npx", ["playwright", "test"]);

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
