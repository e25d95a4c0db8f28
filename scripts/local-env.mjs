// Shared by the start, test and bench scripts: where local state lives and how to reach the server.
import { spawn } from "node:child_process";

export const port = Number(process.env.PORT) || 5173;
export const origin = `http://127.0.0.1:${port}`;
export const stateDir = process.env.FULLHOUSE_STATE || ".wrangler/state";

/** Environment for wrangler and vite: no network fetch of Request.cf on every start. */
export const toolEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", PORT: String(port) };

/** Runs an npx command to completion, streaming its output; rejects on a non-zero exit. */
export function run(args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { stdio: quiet ? "ignore" : "inherit", env: toolEnv });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npx ${args.join(" ")} exited ${code}`)),
    );
  });
}

/** Applies every migration in migrations/ to the local D1 database. */
export function migrateLocal() {
  return run(["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    quiet: true,
  });
}

/** Waits until the server answers, or fails after `timeoutMs`. */
export async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Server at ${url} did not start within ${timeoutMs / 1000}s`);
}

/** Adds the demo accounts (idempotent). */
export async function seed() {
  const response = await fetch(`${origin}/dev/seed`, { method: "POST", headers: { Origin: origin } });
  if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
  return response.json();
}
