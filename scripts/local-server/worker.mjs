// The built Worker in workerd, through Miniflare (the runtime `vite preview` and `wrangler dev` use),
// listening on a private loopback port that only the front door (edge.mjs) and `npm start` itself
// talk to. Bindings, the queue consumer, assets and `.dev.vars` come from the build's own
// wrangler.json, read by wrangler exactly as `vite preview` reads it.
import { randomBytes } from "node:crypto";
import { globSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const here = dirname(fileURLToPath(import.meta.url));
const EDGE_ENTRY = "__fullhouse_local_edge.js";

/** Miniflare's log, minus its "Ready on <private port>" line, which is not an address for people. */
class ServerLog extends Log {
  logWithLevel(level, message) {
    if (/^Ready on /.test(message)) return;
    if (level <= LogLevel.WARN) console.error(message);
    else console.log(message);
  }
}

/**
 * The Worker's modules: our edge entry first (workerd's main module), then the Worker's own entry and
 * every module its rules match (chunks, wasm, fonts), as `vite preview` lists them.
 */
function workerModules(main, modulesRules) {
  const root = dirname(main);
  const entry = relative(root, main);
  const edgeEntry = readFileSync(join(here, "edge-entry.js"), "utf8").replaceAll(
    '"APP_MAIN"',
    JSON.stringify(`./${entry}`),
  );
  const modules = [
    { type: "ESModule", path: join(root, EDGE_ENTRY), contents: edgeEntry },
    { type: "ESModule", path: main },
  ];
  for (const rule of modulesRules ?? []) {
    for (const pattern of rule.include) {
      for (const path of globSync(pattern, { cwd: root })) {
        if (path !== entry && !path.endsWith(".map"))
          modules.push({ type: rule.type, path: join(root, path) });
      }
    }
  }
  return { root, modules };
}

/**
 * Starts the Worker described by `configPath` (the build's wrangler.json) with its state under
 * `stateDir`. Answers its private URL, the token the front door must send, and `dispose()`.
 * `bindings` are added to the Worker's own (never written into the build).
 */
export async function startWorker({ configPath, stateDir, bindings = {}, logRequests = true }) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(resolve(configPath));
  const { modulesRules, ...options } = workerOptions;
  if (!main) throw new Error(`${configPath} names no main module`);
  const { root, modules } = workerModules(main, modulesRules);
  const token = randomBytes(32).toString("hex");
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: 0,
      log: new ServerLog(LogLevel.INFO),
      logRequests,
      // No Request.cf fetched from the network on every start.
      cf: false,
      telemetry: { enabled: false },
      // `/cdn-cgi/handler/scheduled` runs a Cron Trigger: `npm start` drives the schedule with it.
      unsafeTriggerHandlers: true,
      // WORKER_INSPECTOR_PORT opens workerd's DevTools inspector (CPU profiles of the Worker isolate,
      // as docs/decisions/009 takes them). Off unless asked: it slows every request a little.
      ...(process.env.WORKER_INSPECTOR_PORT
        ? { inspectorPort: Number(process.env.WORKER_INSPECTOR_PORT) }
        : {}),
      resourcePersistencePath: resolve(stateDir, "v3"),
      resourceTmpPath: resolve(".wrangler/tmp"),
      workers: [
        {
          ...options,
          bindings: { ...bindings, ...options.bindings, FULLHOUSE_EDGE_TOKEN: token },
          modulesRoot: root,
          modules,
        },
      ],
    }),
  );
  const url = await mf.ready;
  return { url, token, dispose: () => mf.dispose() };
}
