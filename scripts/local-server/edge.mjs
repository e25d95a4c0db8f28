// The local server's front door: the only socket people (and, with --network, phones) reach. It
// stands where Cloudflare's edge stands in production and does its part of the job: it answers only
// for this server's own host names (an odd Host is how DNS rebinding reaches a local server), refuses
// methods the app never serves (TRACE, CONNECT…) and bodies over the edge's 100 MB, names the client
// in CF-Connecting-IP from the socket (never from what the client sent), and carries WebSocket
// upgrades. Nothing it answers carries a stack trace or a path: those go to the terminal.
import http from "node:http";

const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const BODY_LIMIT = 100 * 1024 * 1024;
/** Bodies up to this size are kept until the answer starts, to be sent again if the connection was lost. */
const REPLAY_LIMIT = 1024 * 1024;
const TOKEN_HEADER = "x-fullhouse-edge";
const ANSWER_HEADER = `${TOKEN_HEADER}-answer`;

// Headers that describe one connection (RFC 9110 §7.6.1), not the request.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Headers only the edge may set. A client that sends them is dropped silently: CF-Connecting-IP would
 * claim to be this machine, and Miniflare's own MF-* headers would rewrite the URL or the route.
 */
function isEdgeOnly(name) {
  return (
    name.startsWith("mf-") ||
    (name.startsWith("cf-") && !name.startsWith("cf-access-")) ||
    name.startsWith("x-forwarded-") ||
    name.startsWith(TOKEN_HEADER) ||
    name === "forwarded" ||
    name === "x-real-ip" ||
    name === "true-client-ip"
  );
}

/** The client's address as CF-Connecting-IP gives it: IPv4 without its IPv6-mapped prefix. */
function clientAddress(socket) {
  const address = socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/**
 * The Cron Trigger handler lives at /cdn-cgi/local/ in this Miniflare; /cdn-cgi/handler/ is the name
 * the README, the bench and `vite dev` use for it (the Cloudflare Vite plugin rewrites it the same way).
 */
export function currentCdnCgiPath(path) {
  return path.startsWith("/cdn-cgi/handler/")
    ? `/cdn-cgi/local/${path.slice("/cdn-cgi/handler/".length)}`
    : path;
}

const pathOf = (req) => req.url.split("?")[0];

/**
 * The headers the Worker puts on every answer (app/server/security/headers.server.ts), on the front
 * door's own answers too: a refusal or the "starting" page is framed or sniffed by nobody either.
 */
const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

const isLoopback = (address) => /^127\./.test(address) || address === "::1";

/** The codes of the app's JSON error shape (app/lib/contract/errors.ts) for the front door's own answers. */
const ERROR_CODES = {
  400: "invalid_input",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  421: "misdirected_request",
  502: "bad_gateway",
};

/**
 * The front door's own answer: plain words for a person, or, to a call under /api/, the app's JSON
 * error shape, as every /api answer has.
 */
function plainAnswer(res, status, message, extraHeaders = {}) {
  const api = res.req?.url?.startsWith("/api/");
  const body = api
    ? JSON.stringify({ error: { code: ERROR_CODES[status] ?? "server_error", message } })
    : `${message}\n`;
  res.writeHead(status, {
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...SECURITY_HEADERS,
    "Cache-Control": "no-store",
    ...extraHeaders,
  });
  res.end(body);
}

/** The same refusal written straight onto a socket (upgrade and CONNECT requests have no response object). */
function socketAnswer(socket, status, message) {
  const body = `${message}\n`;
  const security = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `${security}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const STARTING_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="2">
<title>Full House is starting</title><p>Full House is starting: seeding the demo pub and loading this week's fixtures. This page reloads itself.</p></html>`;

/**
 * Checks a request's method, target and Host. Answers [status, message] to refuse it, or null.
 */
function refusal(req, { hostnames, port }) {
  if (!ALLOWED_METHODS.includes(req.method)) return [405, `${req.method} is not served here.`];
  if (!req.url?.startsWith("/") || req.url.startsWith("//")) return [400, "Bad request target."];
  const hosts = req.rawHeaders.filter((_, index) => index % 2 === 0 && _.toLowerCase() === "host");
  if (hosts.length !== 1) return [400, "A request needs exactly one Host header."];
  let url;
  try {
    url = new URL(`http://${req.headers.host}`);
  } catch {
    return [400, "Bad Host header."];
  }
  // A Host with a path, credentials or odd spelling in it is not a host name.
  if (url.host !== req.headers.host.toLowerCase()) return [400, "Bad Host header."];
  if (!hostnames.has(url.hostname) || Number(url.port || 80) !== port) {
    return [421, "This server does not answer for that host name. Use the address `npm start` printed."];
  }
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > BODY_LIMIT) return [413, "The request body is larger than 100 MB."];
  // As the runtime will read the path: "/x/../cdn-cgi/…" is "/cdn-cgi/…".
  const { pathname } = new URL(req.url, "http://path.invalid");
  if (pathname.startsWith("/cdn-cgi/") && !isLoopback(clientAddress(req.socket))) {
    return [404, "Not found."];
  }
  return null;
}

/** The request's headers for the Worker: connection and edge-only headers dropped, ours added. */
function upstreamHeaders(req, token, extra = []) {
  const headers = [];
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index];
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || isEdgeOnly(lower)) continue;
    headers.push(name, req.rawHeaders[index + 1]);
  }
  headers.push("CF-Connecting-IP", clientAddress(req.socket));
  // Miniflare would otherwise answer an uncaught error with its own page, stack and paths included.
  headers.push("MF-Disable-Pretty-Error", "true");
  headers.push(TOKEN_HEADER, token);
  headers.push(...extra);
  return headers;
}

/** The Worker's response headers for the client, without connection headers or our marker. */
function clientHeaders(rawHeaders) {
  const headers = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const lower = rawHeaders[index].toLowerCase();
    if (HOP_BY_HOP.has(lower) || lower === ANSWER_HEADER) continue;
    headers.push(rawHeaders[index], rawHeaders[index + 1]);
  }
  return headers;
}

/**
 * An error page from below the Worker (Miniflare's entry, the asset router) can carry a stack trace
 * and absolute paths. Our Worker marks its own answers; any other 5xx is replaced.
 */
const fromBelowTheWorker = (upstream) => upstream.statusCode >= 500 && !upstream.headers[ANSWER_HEADER];

/**
 * The front door. `upstream` is the Worker's private URL, `token` proves a request came through here,
 * `hostnames` are the names this server answers for, `port` the one it listens on.
 */
export function createEdge({ upstream, token, hostnames, port, log = console.error }) {
  const target = new URL(upstream);
  // workerd closes a connection that has sat idle for 5 s; an idle one is dropped here first. On a
  // busy machine the timer can run late, so a request that still meets a closing connection is sent
  // again on a new one (forward).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });
  let ready = false;

  const forward = (req, res) => {
    let received = 0;
    let cutOff = false;
    let bodyEnded = false;
    // The body as it went up, kept while it is small, so a request lost on a closing connection can
    // be sent once more.
    let replay = [];
    let upstreamRequest = null;

    const send = ({ fresh }) => {
      const outgoing = http.request({
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: currentCdnCgiPath(req.url),
        headers: upstreamHeaders(req, token),
        agent: fresh ? false : agent,
      });
      upstreamRequest = outgoing;
      outgoing.on("response", (answer) => {
        if (fromBelowTheWorker(answer)) {
          answer.resume();
          log(`local server: ${req.method} ${pathOf(req)} answered ${answer.statusCode} below the Worker`);
          return plainAnswer(res, answer.statusCode, "The local server could not answer this request.");
        }
        res.writeHead(answer.statusCode, answer.statusMessage, clientHeaders(answer.rawHeaders));
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      });
      outgoing.on("error", (error) => {
        if (cutOff) return;
        if (res.headersSent) return res.destroy();
        // A pooled connection that workerd closed as the request went down it (idle timers run late
        // on a busy machine): nothing reached the Worker, so it goes once more on a new connection.
        if (!fresh && outgoing.reusedSocket && bodyEnded && replay && !res.destroyed) {
          const again = send({ fresh: true });
          again.end(Buffer.concat(replay));
          return;
        }
        log(`local server: ${req.method} ${pathOf(req)} could not reach the Worker: ${error.message}`);
        plainAnswer(res, 502, "The local server could not reach the app. Is it still starting or stopping?");
      });
      return outgoing;
    };

    // A body that outgrows the edge's limit without saying so in Content-Length is cut off there.
    req.on("data", (chunk) => {
      received += chunk.length;
      if (replay && received <= REPLAY_LIMIT) replay.push(chunk);
      else replay = null;
      if (received <= BODY_LIMIT || cutOff) return;
      cutOff = true;
      req.unpipe(upstreamRequest);
      upstreamRequest.destroy();
      if (!res.headersSent) {
        plainAnswer(res, 413, "The request body is larger than 100 MB.", { Connection: "close" });
      }
    });
    req.on("end", () => {
      bodyEnded = true;
    });
    res.on("close", () => {
      if (!res.writableFinished) upstreamRequest.destroy();
    });
    req.pipe(send({ fresh: false }));
  };

  // requireHostHeader off: a request without Host reaches refusal(), which answers it with our headers.
  const options = { keepAliveTimeout: 5_000, requestTimeout: 300_000, requireHostHeader: false };
  const server = http.createServer(options, (req, res) => {
    const refused = refusal(req, { hostnames, port });
    if (refused) {
      const [status, message] = refused;
      // The unread body of a refused request must not be taken for the next request on this connection.
      req.resume();
      return plainAnswer(res, status, message, status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {});
    }
    if (!ready) {
      req.resume();
      if (req.url.startsWith("/api/")) {
        const body = JSON.stringify({ error: { code: "starting", message: "Full House is starting." } });
        res.writeHead(503, {
          "Content-Type": "application/json",
          "Retry-After": "2",
          "Cache-Control": "no-store",
          ...SECURITY_HEADERS,
        });
        return res.end(body);
      }
      res.writeHead(503, {
        "Content-Type": "text/html; charset=utf-8",
        "Retry-After": "2",
        "Cache-Control": "no-store",
        ...SECURITY_HEADERS,
      });
      return res.end(STARTING_PAGE);
    }
    forward(req, res);
  });

  // WebSocket (and any other) upgrades: the same checks, then the two sockets are joined.
  server.on("upgrade", (req, socket, head) => {
    socket.on("error", () => socket.destroy());
    const refused = refusal(req, { hostnames, port }) ?? (ready ? null : [503, "Full House is starting."]);
    if (refused) return socketAnswer(socket, ...refused);
    const outgoing = http.request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: upstreamHeaders(req, token, ["Connection", "Upgrade", "Upgrade", req.headers.upgrade ?? ""]),
    });
    outgoing.on("upgrade", (answer, upstreamSocket, upstreamHead) => {
      upstreamSocket.on("error", () => socket.destroy());
      socket.on("error", () => upstreamSocket.destroy());
      let head101 = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`;
      const headers = answer.rawHeaders;
      for (let index = 0; index < headers.length; index += 2) {
        if (headers[index].toLowerCase() !== ANSWER_HEADER)
          head101 += `${headers[index]}: ${headers[index + 1]}\r\n`;
      }
      socket.write(`${head101}\r\n`);
      if (upstreamHead?.length) socket.write(upstreamHead);
      if (head?.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket);
      socket.pipe(upstreamSocket);
    });
    // The Worker declined the upgrade (a 404, a 403…): its answer goes back as an ordinary response.
    outgoing.on("response", (answer) => {
      if (fromBelowTheWorker(answer)) {
        answer.resume();
        return socketAnswer(socket, answer.statusCode, "The local server could not answer this request.");
      }
      let text = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`;
      for (let index = 0; index < answer.rawHeaders.length; index += 2) {
        const lower = answer.rawHeaders[index].toLowerCase();
        if (!HOP_BY_HOP.has(lower) && lower !== ANSWER_HEADER) {
          text += `${answer.rawHeaders[index]}: ${answer.rawHeaders[index + 1]}\r\n`;
        }
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.concat(chunks);
        socket.end(
          Buffer.concat([
            Buffer.from(`${text}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`),
            body,
          ]),
        );
      });
    });
    outgoing.on("error", () => socketAnswer(socket, 502, "The local server could not reach the app."));
    outgoing.end();
  });

  // A request Node cannot parse is answered here rather than by Node's bare default (no headers at all).
  server.on("clientError", (error, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socketAnswer(socket, status, "Bad request.");
  });

  // CONNECT asks a server to become a tunnel: never here.
  server.on("connect", (_req, socket) => socketAnswer(socket, 405, "CONNECT is not served here."));

  return {
    server,
    /** Pages and API calls go through once the demo data and the first fixtures are in. */
    markReady() {
      ready = true;
    },
    close() {
      agent.destroy();
      server.closeAllConnections?.();
      return new Promise((resolveClose) => server.close(() => resolveClose()));
    },
  };
}
