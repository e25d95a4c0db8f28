// The local server `npm start` runs: the built Worker in workerd (worker.mjs) behind a front door that
// behaves like Cloudflare's edge (edge.mjs). One process owns both: stopping it stops workerd too.
import http from "node:http";
import { Readable } from "node:stream";
import { createEdge, currentCdnCgiPath } from "./edge.mjs";
import { allowedHostnames, networkAddresses } from "./network.mjs";
import { startWorker } from "./worker.mjs";

/**
 * Starts the Worker built at `configPath` and opens the front door on `port` (all interfaces when
 * `network`, else 127.0.0.1). Until `markReady()`, pages answer a "starting" page and API calls 503.
 * `internalFetch` reaches the Worker as this machine would, for the seed and the Cron Triggers.
 */
export async function startLocalServer({
  configPath,
  stateDir,
  port,
  network = false,
  origin,
  quiet = false,
}) {
  const worker = await startWorker({
    configPath,
    stateDir,
    logRequests: !quiet,
    // Links in e-mails point at this server unless .dev.vars says otherwise. On the pub's network, the
    // quiz night's QR code and join address point phones at this machine's network address.
    bindings: {
      APP_URL: origin.replace("127.0.0.1", "localhost"),
      ...(network && networkAddresses()[0]
        ? { PLAYER_ORIGIN: `http://${networkAddresses()[0]}:${port}` }
        : {}),
    },
  });
  const edge = createEdge({
    upstream: worker.url,
    token: worker.token,
    hostnames: allowedHostnames({ network }),
    port,
  });
  try {
    await new Promise((resolveListen, reject) => {
      edge.server.once("error", reject);
      edge.server.listen(port, network ? "0.0.0.0" : "127.0.0.1", () => resolveListen());
    });
  } catch (error) {
    await worker.dispose();
    throw error.code === "EADDRINUSE" ? new Error(`Port ${port} is in use: set PORT to a free port`) : error;
  }

  const publicHost = new URL(origin).host;
  return {
    markReady: edge.markReady,
    workerUrl: worker.url,
    /**
     * A request to the Worker from this machine, past the front door's "starting" page (node:http,
     * as fetch() will not send our own Host header). `body` is a string, if any.
     */
    internalFetch(path, { method = "GET", headers = {}, body } = {}) {
      return new Promise((resolveFetch, reject) => {
        const request = http.request(new URL(currentCdnCgiPath(path), worker.url), {
          // A connection of its own: these calls are few, and some (the seed) run for a while.
          agent: false,
          method,
          headers: {
            ...headers,
            Host: publicHost,
            "CF-Connecting-IP": "127.0.0.1",
            "x-fullhouse-edge": worker.token,
          },
        });
        request.on("response", (answer) => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of [value].flat()) if (one !== undefined) responseHeaders.append(name, one);
          }
          const bodyless = answer.statusCode === 204 || answer.statusCode === 304 || method === "HEAD";
          resolveFetch(
            new Response(bodyless ? null : Readable.toWeb(answer), {
              status: answer.statusCode,
              headers: responseHeaders,
            }),
          );
        });
        request.on("error", reject);
        request.end(body);
      });
    },
    async close() {
      await edge.close();
      await worker.dispose();
    },
  };
}
