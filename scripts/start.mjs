// `npm start`: the whole app on http://localhost:5173 (PORT overrides) in local mode, with no keys.
// Applies migrations, builds for local mode (wrangler.toml's [env.local]), serves the built Worker
// (queue consumer included) behind a front door that behaves like Cloudflare's edge
// (scripts/local-server/), seeds the demo accounts, loads the first fixtures, and fires the Cron
// Triggers on schedule, which the local runtime does not do by itself. "Ready" is printed last.
//
//   npm start -- --network   also listen on the pub's network (or FULLHOUSE_NETWORK=1); off by default
//   npm start -- --dev       hot reload (react-router dev) instead of a build; this machine only
//   npm start -- --prebuilt  serve the existing build/ (the bench builds first, then starts)
//
// Ctrl-C or SIGTERM stops everything it started: the front door, workerd, and any tool still running.
import { existsSync, readFileSync } from "node:fs";
import { Cron } from "croner";
import {
  buildLocal,
  migrateLocal,
  origin,
  port,
  seed,
  spawnTool,
  stateDir,
  stopTools,
  waitForServer,
} from "./local-env.mjs";
import { networkAddresses } from "./local-server/network.mjs";

const dev = process.argv.includes("--dev");
const prebuilt = process.argv.includes("--prebuilt");
const network =
  process.argv.includes("--network") || /^(1|true|yes|on)$/i.test(process.env.FULLHOUSE_NETWORK ?? "");
// FULLHOUSE_QUIET=1 (the e2e suite) keeps the per-request log lines out of the output.
const quiet = Boolean(process.env.FULLHOUSE_QUIET);
const BUILD_CONFIG = "build/server/wrangler.json";
/** How long "ready" waits for each Cron Trigger's first run (a live feed that hangs gets no longer). */
const FIRST_CRON_PATIENCE_MS = 120_000;

let server = null;
const crons = [];
let stopping = false;

/** Stops everything this process started, then exits. */
async function stop(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  if (reason) console.log(`\nStopping Full House (${reason})…`);
  for (const cron of crons) cron.stop();
  stopTools();
  const force = setTimeout(() => {
    stopTools("SIGKILL");
    process.exit(exitCode || 1);
  }, 10_000);
  force.unref();
  try {
    await server?.close();
  } catch (error) {
    console.error(`The local server did not close cleanly: ${error.message}`);
  }
  process.exit(exitCode);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
// `npm start` runs this under npm (and a shell): if that parent goes away, so do we.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop("its parent process exited");
}, 1000).unref();

/** --prebuilt serves build/ as it is: it must exist, and be a local-mode build (not `npm run build`'s production one). */
function assertLocalBuild() {
  if (!existsSync(BUILD_CONFIG))
    throw new Error("there is no build yet: run `npm start` without --prebuilt.");
  const built = JSON.parse(readFileSync(BUILD_CONFIG, "utf8"));
  if (built.vars?.APP_ENV !== "local") {
    throw new Error("build/ holds a production build (`npm run build`): run `npm start` without --prebuilt.");
  }
}

function configuredCrons() {
  const toml = readFileSync("wrangler.toml", "utf8");
  const triggers = toml.match(/^\[env\.local\.triggers\][^[]*?crons\s*=\s*\[([^\]]*)\]/m);
  return triggers ? [...triggers[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]) : [];
}

/** `react-router dev` with the Worker in workerd and hot reload; its output filtered when quiet. */
function startDevServer() {
  const child = spawnTool(["react-router", "dev"], { output: "quiet" });
  const requestLine = /^(\S+\s)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S* \d{3}/;
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    if (!quiet) return process.stdout.write(chunk);
    const kept = chunk.split("\n").filter((line) => line.trim() && !requestLine.test(line));
    if (kept.length > 0) process.stdout.write(`${kept.join("\n")}\n`);
  });
  child.stderr.pipe(process.stderr);
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`The dev server exited (${code}).`);
      stop(null, 1);
    }
  });
  return child;
}

async function main() {
  console.log(`Full House (local mode) — state in ${stateDir}`);
  if (dev && network) {
    // Through the dev server every request looks as if it came from this machine.
    throw new Error("--network needs the built server: run `npm start -- --network` without --dev.");
  }
  await migrateLocal();

  /** A request to the app from this machine: past the front door's "starting" page when built. */
  let send;
  if (dev) {
    startDevServer();
    await waitForServer(origin);
    send = (path, init) => fetch(`${origin}${path}`, { ...init, redirect: "manual" });
  } else {
    if (prebuilt) assertLocalBuild();
    else await buildLocal();
    // Miniflare and wrangler take a while to load: not before the first line is printed.
    const { startLocalServer } = await import("./local-server/index.mjs");
    server = await startLocalServer({ configPath: BUILD_CONFIG, stateDir, port, network, origin, quiet });
    send = server.internalFetch;
  }

  // Demo data is a convenience: when part of it cannot be made, say so and serve the app anyway.
  try {
    const { created, skipped = [] } = await seed(send);
    if (created.length > 0) console.log(`Demo accounts added: ${created.join(", ")}`);
    for (const line of skipped) console.warn(`Demo data left out: ${line}`);
  } catch (error) {
    console.warn(`Demo data could not be added (${error.message}); the app runs without it.`);
  }

  // Every Cron Trigger once now, in order, and awaited: the sports centre's first look has fixtures.
  const runCron = async (expression) => {
    try {
      const response = await send(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(expression)}`);
      const outcome = await response.text();
      if (!response.ok) console.error(`Cron ${expression} failed: ${outcome.slice(0, 200)}`);
    } catch (error) {
      console.error(`Cron ${expression} could not run: ${error.message}`);
    }
  };
  for (const expression of configuredCrons()) {
    // A live provider that never answers must not keep the app from starting: it finishes later.
    let timer;
    const patience = new Promise((resolveWait) => {
      timer = setTimeout(() => resolveWait("waiting"), FIRST_CRON_PATIENCE_MS);
    });
    const outcome = await Promise.race([runCron(expression), patience]);
    clearTimeout(timer);
    if (outcome === "waiting") {
      console.warn(
        `Cron ${expression} is still running after ${FIRST_CRON_PATIENCE_MS / 1000}s; starting anyway.`,
      );
    }
  }
  for (const expression of configuredCrons()) {
    crons.push(new Cron(expression, { timezone: "UTC", protect: true }, () => runCron(expression)));
  }

  server?.markReady();
  const local = origin.replace("127.0.0.1", "localhost");
  console.log(`\n  Full House is ready: ${local}\n`);
  if (network) {
    const addresses = networkAddresses().map((address) => `http://${address}:${port}`);
    console.log(
      addresses.length > 0
        ? `  On the pub's network (the quiz night's player pages only): ${addresses.join("  ")}\n`
        : "  --network: this machine has no network address right now.\n",
    );
  }
}

main().catch((error) => {
  console.error(`\nFull House could not start: ${error.message}`);
  stop(null, 1);
});
