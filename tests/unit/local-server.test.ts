import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalServer, startLocalServer } from "../../scripts/local-server/index.mjs";

// The local server as `npm start` runs it (one build, one fresh state), and the same server code in
// front of a small Worker with a Durable Object that takes WebSockets (local-server-fixture/).

/** A stack trace line or an absolute path: nothing the local server answers may contain either. */
const LEAK = /\bat .+:\d+:\d+|\/(work|home|usr|tmp|root)\/|node_modules|file:\/\//;

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** This machine's own address on its network: connecting to it is what a phone at a table looks like. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === "IPv4")?.address;

/** Sends bytes as written (no client tidying the request up) and answers the status and body. */
function rawRequest(port: number, text: string, host = "127.0.0.1") {
  return new Promise<{ status: number; body: string; raw: string }>((resolveRaw, reject) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString();
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      resolveRaw({ status: Number(head.split(" ")[1]), body: rest.join("\r\n\r\n"), raw });
    });
    socket.write(text);
    // Half-close after the request: the server answers, then ends the connection.
    setTimeout(() => socket.end(), 200);
  });
}

interface Answer {
  status: number;
  body: string;
}

function send(
  agent: http.Agent,
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<Answer>((resolveSend, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolveSend({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Every process below `root`, from the process table. */
function descendants(root: number): number[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [pid, ppid] of rows) {
      if (ppid === parent) {
        found.push(pid);
        visit(pid);
      }
    }
  };
  visit(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm start", () => {
  let port = 0;
  let origin = "";
  let stateDir = "";
  let npm: ChildProcess;
  let output = "";

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    stateDir = `.state/local-server-test-${port}`;
    // Its own process group, so that a failing test can still stop everything it started.
    npm = spawn("npm", ["start", "--", "--network"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(port), FULLHOUSE_STATE: stateDir, FULLHOUSE_QUIET: "1" },
    });
    npm.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    npm.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    await new Promise<void>((resolveReady, reject) => {
      const check = setInterval(() => {
        if (output.includes("Full House is ready")) {
          clearInterval(check);
          resolveReady();
        }
      }, 200);
      npm.once("exit", (code) => {
        clearInterval(check);
        reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`));
      });
    });
  }, 600_000);

  afterAll(() => {
    if (npm?.pid && alive(npm.pid)) {
      try {
        process.kill(-npm.pid, "SIGKILL");
      } catch {
        // already stopped
      }
    }
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  it("says it is ready only with the demo data and the first fixtures in", async () => {
    expect(output).toMatch(/Demo accounts added: .*pro@demo\.pub/);
    const signIn = await fetch(`${origin}/api/temp-access`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email: "pro@demo.pub" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const fixtures = await fetch(`${origin}/api/sports/upcoming-fixtures?filter=all`, {
      headers: { Cookie: cookie },
    });
    expect(fixtures.status).toBe(200);
    const answer = await fixtures.json();
    const list = Array.isArray(answer) ? answer : answer.fixtures;
    expect(list.length).toBeGreaterThan(0);
    expect(output).not.toMatch(/Cron .* (failed|could not run)/);
    // The payment simulator's signing secret was drawn on this first start, not read from the repository.
    expect(output).not.toContain("whsec_");
  });

  it("serves the static files with the security headers, and the build's hashed files cached for a year", async () => {
    // The landing and pricing pages ship small scripts of their own; the app's pages (its 404 page
    // too) load the build's hashed files.
    const page = await (await fetch(`${origin}/no-such-page`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
    expect(script).toBeTruthy();
    for (const path of ["/favicon.svg", script!]) {
      const answer = await fetch(`${origin}${path}`);
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
      // Local mode is plain HTTP: HSTS is for the production build only.
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
    const hashed = await fetch(`${origin}${script}`);
    await hashed.arrayBuffer();
    expect(hashed.headers.get("cache-control")).toContain("immutable");
    // The rules file itself is not served.
    const rules = await fetch(`${origin}/_headers`);
    expect(await rules.text()).not.toContain("X-Frame-Options");
  });

  it("keeps serving the next request after one whose body was never read", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const body = Buffer.alloc(256 * 1024, "x");
    const answers: Answer[] = [];
    for (let i = 0; i < 60; i++) {
      // Refused before the body is read (cross-site), with the next request right behind it.
      const refused = send(agent, `${origin}/api/generate-content`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://elsewhere.example" },
        body,
      });
      const next = send(agent, `${origin}/api/auth/user`);
      answers.push(await refused, await next, await send(agent, `${origin}/api/auth/user`));
    }
    agent.destroy();
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([403, 401]));
  }, 120_000);

  it("answers TRACE, CONNECT, odd Host headers and odd targets with a 4xx and no stack trace", async () => {
    const host = `127.0.0.1:${port}`;
    const cases: Array<[string, string, number]> = [
      ["TRACE", `TRACE / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 405],
      ["CONNECT", `CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`, 405],
      ["another site's name", `GET / HTTP/1.1\r\nHost: rebind.example:${port}\r\n\r\n`, 421],
      ["another port", `GET / HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n`, 421],
      ["no Host", "GET / HTTP/1.1\r\n\r\n", 400],
      ["an empty Host", "GET / HTTP/1.1\r\nHost: \r\n\r\n", 400],
      ["two Hosts", `GET / HTTP/1.1\r\nHost: ${host}\r\nHost: rebind.example\r\n\r\n`, 400],
      ["a Host with a path", `GET / HTTP/1.1\r\nHost: ${host}/x\r\n\r\n`, 400],
      ["an absolute target", `GET http://rebind.example/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 400],
      [
        "a body over 100 MB",
        `POST /api/drafts HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 200000000\r\n\r\n`,
        413,
      ],
      ["a bad request line", "NOT A REQUEST\r\n\r\n", 400],
    ];
    for (const [label, request, status] of cases) {
      const answer = await rawRequest(port, request);
      expect(answer.status, label).toBe(status);
      expect(answer.raw, label).not.toMatch(LEAK);
      // The front door's own refusals carry the headers every answer of the app carries.
      expect(answer.raw, label).toMatch(/^X-Frame-Options: DENY\r$/im);
      expect(answer.raw, label).toMatch(/^X-Content-Type-Options: nosniff\r$/im);
    }
    // A refused call under /api/ is answered in the app's JSON error shape.
    const refusedCall = await rawRequest(
      port,
      `POST /api/drafts HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 200000000\r\n\r\n`,
    );
    expect(refusedCall.raw).toMatch(/^Content-Type: application\/json\r$/im);
    expect(refusedCall.body).toContain(
      JSON.stringify({
        error: { code: "payload_too_large", message: "The request body is larger than 100 MB." },
      }),
    );
  }, 60_000);

  it.runIf(lanAddress)(
    "shows a phone on the pub's network nothing local-only, whatever it claims",
    async () => {
      const phone = `http://${lanAddress}:${port}`;
      const spoofs = {
        "CF-Connecting-IP": "127.0.0.1",
        "X-Forwarded-For": "127.0.0.1",
        "MF-Original-URL": `http://localhost:${port}/api/login`,
      };
      for (const path of ["/", "/api/login", "/api/auth/user", "/dev/outbox", "/admin-local-admin"]) {
        const answer = await fetch(`${phone}${path}`, { headers: spoofs, redirect: "manual" });
        expect(answer.status, path).toBe(403);
        expect(await answer.text(), path).not.toMatch(LEAK);
      }
      const signIn = await fetch(`${phone}/api/temp-access`, {
        method: "POST",
        headers: { ...spoofs, "Content-Type": "application/json", Origin: phone },
        body: JSON.stringify({ email: "pro@demo.pub" }),
      });
      expect(signIn.status).toBe(403);
      expect(signIn.headers.getSetCookie()).toEqual([]);
      // The Cron Trigger handler is for this machine only.
      for (const path of [
        "/cdn-cgi/handler/scheduled",
        "/cdn-cgi/local/scheduled",
        "/x/../cdn-cgi/local/scheduled",
      ]) {
        const cron = await rawRequest(
          port,
          `GET ${path}?cron=0+*+*+*+* HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`,
          lanAddress,
        );
        expect(cron.status, path).toBe(404);
      }
      // This machine, at the same time, is served.
      expect((await fetch(`${origin}/api/login`)).status).toBe(200);
    },
  );

  it("stops every process it started on SIGTERM", async () => {
    const pid = npm.pid ?? 0;
    const started = descendants(pid);
    expect(started.length).toBeGreaterThan(0); // the server and workerd
    process.kill(pid, "SIGTERM");
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && [pid, ...started].some(alive)) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
    expect([pid, ...started].filter(alive)).toEqual([]);
    expect(await fetch(origin).catch(() => "refused")).toBe("refused");
  }, 30_000);
});

describe("the local server in front of a Durable Object", () => {
  let server: LocalServer;
  let port = 0;
  let origin = "";
  const stateDir = `.state/local-server-fixture-${process.pid}`;

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startLocalServer({
      configPath: "tests/unit/local-server-fixture/wrangler.json",
      stateDir,
      port,
      origin,
      quiet: true,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it("answers 'starting' until it is ready", async () => {
    const starting = await fetch(`${origin}/anything`);
    expect(starting.status).toBe(503);
    expect(await starting.text()).toContain("Full House is starting");
    expect(starting.headers.get("X-Frame-Options")).toBe("DENY");
    expect(starting.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    server.markReady();
    expect((await fetch(`${origin}/anything`)).status).toBe(200);
  });

  it("carries a WebSocket upgrade through to the Durable Object and back", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/room`);
    await new Promise((resolveOpen, reject) => {
      socket.onopen = resolveOpen;
      socket.onerror = () => reject(new Error("the WebSocket did not open"));
    });
    const echoed = new Promise((resolveMessage) => {
      socket.onmessage = (event) => resolveMessage(event.data);
    });
    socket.send("round 1, question 3: B");
    expect(await echoed).toBe("echo: round 1, question 3: B");
    socket.close();

    const rebound = await rawRequest(
      port,
      "GET /room HTTP/1.1\r\nHost: rebind.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n" +
        "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
    );
    expect(rebound.status).toBe(421);
    expect(rebound.raw).toMatch(/^X-Frame-Options: DENY\r$/im);
  });

  it("names the client from the socket and drops the headers only the edge may set", async () => {
    const answer = await fetch(`${origin}/headers`, {
      headers: {
        "CF-Connecting-IP": "10.9.8.7",
        "X-Forwarded-Proto": "https",
        "MF-Original-URL": "http://localhost/elsewhere",
        "MF-Route-Override": "other",
      },
    });
    const seen = await answer.json();
    expect(seen.connectingIp).toBe("127.0.0.1");
    expect(seen.url).toBe(`${origin}/headers`);
    expect(seen.headers.filter((name: string) => /^(mf-|x-forwarded|x-fullhouse)/.test(name))).toEqual([]);
  });

  it("answers an uncaught exception with a plain 500, and nothing that skips the front door", async () => {
    const thrown = await fetch(`${origin}/throw`);
    expect(thrown.status).toBe(500);
    expect(await thrown.text()).not.toMatch(LEAK);
    expect(thrown.headers.get("x-frame-options")).toBe("DENY");
    expect(thrown.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    const direct = await fetch(new URL("/headers", server.workerUrl));
    expect(direct.status).toBe(421);
  });

  it("drains a body the Worker never read, so the connection stays usable", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(512 * 1024, "x");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await send(agent, `${origin}/early`, { method: "POST", body })).status);
      statuses.push((await send(agent, `${origin}/headers`)).status);
    }
    agent.destroy();
    expect(new Set(statuses)).toEqual(new Set([403, 200]));
  }, 60_000);

  it.runIf(lanAddress)("listens on this machine only unless asked for the network", async () => {
    const phone = await fetch(`http://${lanAddress}:${port}/headers`).catch((error) => error.cause?.code);
    expect(phone).toBe("ECONNREFUSED");
  });
});
