import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEdge, type Edge } from "../../scripts/local-server/edge.mjs";

// The front door's pooled connections to workerd: workerd closes an idle one on its own timer, and on
// a busy machine the front door's earlier timer can run late, so a request meets a connection that is
// already closing. Here the upstream resets every connection the moment a second request arrives on it,
// which is that moment made certain.

interface Seen {
  method: string;
  body: string;
  connection: number;
}

function listening(server: http.Server, port = 0) {
  return new Promise<number>((resolveListen) => {
    server.listen(port, "127.0.0.1", () => resolveListen((server.address() as AddressInfo).port));
  });
}

/** A port nothing listens on now (the front door must know its own port before it listens). */
async function freePort() {
  const probe = http.createServer();
  const port = await listening(probe);
  await new Promise((resolveClose) => probe.close(resolveClose));
  return port;
}

describe("the local front door when workerd closes a pooled connection", () => {
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  let upstream: http.Server;
  let edge: Edge;
  let origin = "";
  const logged: string[] = [];

  beforeAll(async () => {
    let connections = 0;
    const requestsOn = new WeakMap<Socket, number>();
    upstream = http.createServer((req, res) => {
      const socket = req.socket;
      const count = (requestsOn.get(socket) ?? 0) + 1;
      requestsOn.set(socket, count);
      if (count > 1) {
        // The connection was closing: the request is lost unread, as workerd loses it.
        socket.resetAndDestroy();
        return;
      }
      const chunks: Buffer[] = [];
      req.on("data", (chunk) => chunks.push(chunk));
      req.on("end", () => {
        seen.push({
          method: req.method ?? "",
          body: Buffer.concat(chunks).toString(),
          connection: (socket as Socket & { id?: number }).id ?? -1,
        });
        res.writeHead(200, { "Content-Type": "text/plain", "x-fullhouse-edge-answer": "1" });
        res.end(`answer ${seen.length}`);
      });
    });
    upstream.on("connection", (socket: Socket & { id?: number }) => {
      socket.id = ++connections;
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    const upstreamPort = await listening(upstream);
    const edgePort = await freePort();
    edge = createEdge({
      upstream: `http://127.0.0.1:${upstreamPort}`,
      token: "test-token",
      hostnames: new Set(["127.0.0.1"]),
      port: edgePort,
      log: (line: string) => logged.push(line),
    });
    edge.markReady();
    await listening(edge.server, edgePort);
    origin = `http://127.0.0.1:${edgePort}`;
  });

  afterAll(async () => {
    await edge?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolveClose) => upstream?.close(resolveClose));
  });

  const send = (method: string, body?: string) =>
    fetch(`${origin}/api/thing`, { method, body }).then(async (response) => ({
      status: response.status,
      text: await response.text(),
    }));

  it("sends a request that met a closing connection once more, on a new one, and the person sees the answer", async () => {
    const first = await send("POST");
    const second = await send("POST", JSON.stringify({ brief: "quiz night thursday" }));
    const third = await send("GET");

    expect(first).toEqual({ status: 200, text: "answer 1" });
    expect(second).toEqual({ status: 200, text: "answer 2" });
    expect(third).toEqual({ status: 200, text: "answer 3" });
    expect(logged).toEqual([]);
    // Each request reached the upstream exactly once, each on a connection of its own.
    expect(seen.map((request) => request.method)).toEqual(["POST", "POST", "GET"]);
    expect(seen[1]?.body).toBe(JSON.stringify({ brief: "quiz night thursday" }));
    expect(new Set(seen.map((request) => request.connection)).size).toBe(3);
  });
});

describe("the local front door when the Worker cannot be reached", () => {
  let edge: Edge;
  let origin = "";

  beforeAll(async () => {
    const closedPort = await freePort();
    const edgePort = await freePort();
    edge = createEdge({
      upstream: `http://127.0.0.1:${closedPort}`,
      token: "test-token",
      hostnames: new Set(["127.0.0.1"]),
      port: edgePort,
      log: () => {},
    });
    edge.markReady();
    await listening(edge.server, edgePort);
    origin = `http://127.0.0.1:${edgePort}`;
  });

  afterAll(async () => {
    await edge?.close();
  });

  it("answers an /api call in the app's JSON error shape and a page in plain words, both with the security headers", async () => {
    const call = await fetch(`${origin}/api/auth/user`);
    expect(call.status).toBe(502);
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(await call.json()).toEqual({
      error: {
        code: "bad_gateway",
        message: "The local server could not reach the app. Is it still starting or stopping?",
      },
    });
    const page = await fetch(`${origin}/sports`);
    expect(page.status).toBe(502);
    expect(await page.text()).toContain("could not reach the app");
    for (const answer of [call, page]) expect(answer.headers.get("x-frame-options")).toBe("DENY");
  });
});
