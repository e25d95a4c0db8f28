// The local server's own entry module, loaded by workerd in front of the built Worker (whose module
// path replaces APP_MAIN below). It does what Cloudflare's edge does for a Worker and workerd alone
// does not: it reads a request body the Worker left unread, turns an uncaught exception into a plain
// 500, and answers only requests that came through the local server's front door (edge.mjs).
import app from "APP_MAIN";

// Durable Object classes and other named exports stay reachable on the main module.
export * from "APP_MAIN";

const TOKEN_HEADER = "x-fullhouse-edge";
// Cloudflare refuses bodies over 100 MB at the edge; the front door does too, so this never waits longer.
const DRAIN_LIMIT = 100 * 1024 * 1024;

/**
 * The request as the Worker gets it, with a body we keep a hand on: whatever the Worker does not read
 * (an early 403, a 413 after counting), `drain` reads to the end before the answer goes out. workerd
 * resets a connection whose request body was left unread (cloudflare/workerd#1741), and the client's
 * next request on that kept-alive connection then fails: the bug this module exists for.
 */
function withDrainableBody(request) {
  if (request.body === null) return { request, drain: async () => {} };
  const source = request.body.getReader();
  let finished = false;
  const body = new ReadableStream(
    {
      async pull(controller) {
        const chunk = await source.read();
        if (chunk.done) {
          finished = true;
          controller.close();
        } else controller.enqueue(chunk.value);
      },
      // The Worker gave up on the body: leave `source` open for drain() to finish.
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  const drain = async () => {
    let read = 0;
    while (!finished && read <= DRAIN_LIMIT) {
      const chunk = await source.read();
      if (chunk.done) finished = true;
      else read += chunk.value.byteLength;
    }
    if (!finished) await source.cancel();
  };
  return { request: new Request(request, { body }), drain };
}

function plainError(status, message, pathname) {
  // The same security headers as every other answer (app/server/security/headers.server.ts).
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Content-Security-Policy": "frame-ancestors 'none'",
    [`${TOKEN_HEADER}-answer`]: "1",
  };
  return pathname.startsWith("/api/")
    ? Response.json({ error: { code: "server_error", message } }, { status, headers })
    : new Response(message, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

export default {
  ...app,
  async fetch(incoming, env, ctx) {
    const { pathname } = new URL(incoming.url);
    if (!env.FULLHOUSE_EDGE_TOKEN || incoming.headers.get(TOKEN_HEADER) !== env.FULLHOUSE_EDGE_TOKEN) {
      return plainError(421, "Use the address `npm start` printed.", pathname);
    }
    const headers = new Headers(incoming.headers);
    headers.delete(TOKEN_HEADER);
    const { request, drain } = withDrainableBody(new Request(incoming, { headers }));
    let response;
    try {
      response = await app.fetch(request, env, ctx);
    } catch (error) {
      // The stack goes to the terminal, never to the client.
      console.error(`${request.method} ${pathname} failed:`, error);
      response = plainError(500, "Something went wrong on our side. Please try again.", pathname);
    }
    try {
      await drain();
    } catch {
      // The client went away mid-upload: nothing left to protect.
    }
    if (response.webSocket) return response;
    const marked = new Response(response.body, response);
    marked.headers.set(`${TOKEN_HEADER}-answer`, "1");
    return marked;
  },
};
