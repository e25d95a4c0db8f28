// `npm start`: the whole app on http://localhost:5173 (PORT overrides) in local mode, with no keys.
// Applies migrations, builds, serves the built Worker (queue consumer included), seeds the demo
// accounts and fires the Cron Triggers on schedule, which the local server does not do by itself.
// `npm start -- --dev` serves with hot reload instead of a build.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Cron } from "croner";
import { migrateLocal, origin, run, seed, stateDir, toolEnv, waitForServer } from "./local-env.mjs";

const dev = process.argv.includes("--dev");

function configuredCrons() {
  const toml = readFileSync("wrangler.toml", "utf8");
  const triggers = toml.match(/^\[triggers\][^[]*?crons\s*=\s*\[([^\]]*)\]/m);
  return triggers ? [...triggers[1].matchAll(/"([^"]+)"/g)].map((match) => match[1]) : [];
}

console.log(`Full House (local mode) — state in ${stateDir}`);
await migrateLocal();
if (!dev) await run(["react-router", "build"], { quiet: true });

const server = spawn("npx", dev ? ["react-router", "dev"] : ["vite", "preview"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...toolEnv, FULLHOUSE_STATE: stateDir },
});
// FULLHOUSE_QUIET=1 (the e2e suite) keeps the per-request log lines out of the output.
const requestLine = /^(\S+\s)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S* \d{3}/;
server.stdout.setEncoding("utf8");
server.stdout.on("data", (chunk) => {
  if (!process.env.FULLHOUSE_QUIET) return process.stdout.write(chunk);
  const kept = chunk.split("\n").filter((line) => line.trim() && !requestLine.test(line));
  if (kept.length > 0) process.stdout.write(`${kept.join("\n")}\n`);
});
const stop = () => {
  server.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 1));

await waitForServer(origin);
const { created } = await seed();
if (created.length > 0) console.log(`Demo accounts added: ${created.join(", ")}`);

// Run every cron once now, so a fresh clone has fixtures and reminders straight away.
for (const expression of configuredCrons()) {
  await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(expression)}`).catch(() => {});
}
for (const expression of configuredCrons()) {
  new Cron(expression, { timezone: "UTC" }, async () => {
    const url = `${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(expression)}`;
    try {
      await fetch(url);
    } catch (error) {
      console.error(`Cron ${expression} could not run:`, error.message);
    }
  });
}
console.log(`\n  Full House is ready: ${origin.replace("127.0.0.1", "localhost")}\n`);
