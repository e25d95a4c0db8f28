// Shared by the start, test and bench scripts: where local state lives, how to reach the server, and
// the tools `npm start` runs on the way (each in its own process group, so stopping is one signal).
import { spawn } from "node:child_process";

export const port = Number(process.env.PORT) || 5173;
export const origin = `http://127.0.0.1:${port}`;
export const stateDir = process.env.FULLHOUSE_STATE || ".wrangler/state";
/** wrangler.toml's top level is production: local mode is this explicit environment. */
export const LOCAL_ENV = "local";

/** Environment for wrangler and vite: local mode, and no network fetch of Request.cf on every start. */
export const toolEnv = {
  ...process.env,
  CLOUDFLARE_ENV: LOCAL_ENV,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  PORT: String(port),
};

/** Tools still running (`npm start` stops them if it is stopped itself). */
export const runningTools = new Set();

/** Stops every tool still running, its own children included. */
export function stopTools(signal = "SIGTERM") {
  for (const child of runningTools) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts an npx command in its own process group (stopTools() ends it and everything it started).
 * `output`: "inherit" shows it, "quiet" keeps it and shows it only if the command fails.
 */
export function spawnTool(args, { output = "inherit", env = toolEnv } = {}) {
  const child = spawn("npx", args, {
    detached: true,
    stdio: output === "inherit" ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    env,
  });
  runningTools.add(child);
  child.once("exit", () => runningTools.delete(child));
  return child;
}

/** Runs an npx command to completion; rejects on a non-zero exit, with its output when it was quiet. */
export function run(args, { quiet = false, env = toolEnv } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnTool(args, { output: quiet ? "quiet" : "inherit", env });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve();
      const tail = Buffer.concat(output).toString().split("\n").slice(-30).join("\n");
      reject(new Error(`npx ${args.join(" ")} exited ${code ?? signal}${tail ? `:\n${tail}` : ""}`));
    });
  });
}

/** Applies every migration in migrations/ to the local D1 database. */
export function migrateLocal() {
  return run(
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--env", LOCAL_ENV, "--persist-to", stateDir],
    { quiet: true },
  );
}

/** Builds the Worker for local mode (wrangler.toml's [env.local]) into build/. */
export function buildLocal() {
  // Always React's production build, whoever calls: under vitest (NODE_ENV=test) Vite would otherwise
  // bundle React's development build, slower and different from what a landlord gets.
  return run(["react-router", "build"], { quiet: true, env: { ...toolEnv, NODE_ENV: "production" } });
}

/**
 * Waits until the server is up and ready, or fails after `timeoutMs` with no answer at all. While it
 * answers "starting" (migrations done, demo data and fixtures still loading) it is given ten minutes.
 */
export async function waitForServer(url, timeoutMs = 120_000) {
  const started = Date.now();
  let deadline = started + timeoutMs;
  let starting = false;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status < 500) return;
      if (response.status === 503 && !starting) {
        starting = true;
        deadline = Math.max(deadline, Date.now() + 600_000);
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const waited = Math.round((Date.now() - started) / 1000);
  throw new Error(`Server at ${url} was not ${starting ? "ready" : "answering"} after ${waited}s`);
}

/** Adds the demo accounts (idempotent) through `send`, a fetch to the server as this machine. */
export async function seed(send = (path, init) => fetch(`${origin}${path}`, init)) {
  const response = await send("/dev/seed", { method: "POST", headers: { Origin: origin } });
  if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A secret this install drew for itself (app/server/dev/local-secrets.server.ts), read from the local
 * database: the bench signs its webhook events with the payment simulator's.
 */
export async function readLocalSecret(name) {
  const output = [];
  await new Promise((resolve, reject) => {
    const child = spawnTool(
      [
        "wrangler",
        "d1",
        "execute",
        "DB",
        "--local",
        "--env",
        LOCAL_ENV,
        "--persist-to",
        stateDir,
        "--json",
        "--command",
        `SELECT value FROM local_secrets WHERE name = '${name.replaceAll("'", "''")}'`,
      ],
      { output: "quiet" },
    );
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler d1 execute exited ${code}`)),
    );
  });
  const value = JSON.parse(Buffer.concat(output).toString())[0]?.results?.[0]?.value;
  if (!value) throw new Error(`No local secret "${name}" yet: start the server once to make it.`);
  return value;
}
