// A Worker the size of a test, served by the same local server as the app (tests/unit/local-server.test.ts):
// a SQLite-backed Durable Object that takes WebSockets with the Hibernation API (as the live quiz
// night will), an endpoint that throws, and one that shows the headers the Worker received.
import { DurableObject } from "cloudflare:workers";

export class EchoRoom extends DurableObject {
  async fetch() {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(socket, message) {
    socket.send(`echo: ${message}`);
  }
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.pathname === "/room") {
      if (request.headers.get("Upgrade") !== "websocket")
        return new Response("WebSocket only", { status: 426 });
      return env.ROOMS.get(env.ROOMS.idFromName("one")).fetch(request);
    }
    if (url.pathname === "/throw") throw new Error("thrown on purpose in /work/secret/worker.js");
    if (url.pathname === "/early") return new Response("refused before reading the body", { status: 403 });
    return Response.json({
      url: request.url,
      connectingIp: request.headers.get("CF-Connecting-IP"),
      headers: [...request.headers.keys()],
    });
  },
};
