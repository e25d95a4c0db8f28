import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callPlatform } from "~/server/providers/publishing/platform-http.server";
import { PublishError } from "~/server/providers/publishing/types";

// A platform that takes the request and never answers: the call times out after it was sent.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("a platform that does not answer", () => {
  it("makes a timed-out read 'unavailable', so the scheduler simply retries", async () => {
    const error = await callPlatform("Facebook", url, {}, 100).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).reason).toBe("unavailable");
  });

  it("never makes a timed-out write 'unavailable': it may have landed, so it must not be posted blind again", async () => {
    const error = await callPlatform("Facebook", url, { method: "POST", body: "message=hi" }, 100).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PublishError);
    expect((error as Error).message).toContain("may be live");
  });
});

describe("a connection that fails before or after the post was sent", () => {
  it("a write to a platform that takes the request and drops the connection is 'may be live', never 'unavailable'", async () => {
    // Reads the whole request (the post is with the platform), then hangs up without an answer.
    const received: string[] = [];
    const dropper = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on("end", () => {
        received.push(body);
        response.socket?.destroy();
      });
    });
    await new Promise<void>((resolve) => dropper.listen(0, "127.0.0.1", resolve));
    try {
      const address = dropper.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const error = await callPlatform(
        "Facebook",
        `http://127.0.0.1:${port}/v23.0/101/feed`,
        { method: "POST", body: "message=Quiz night at 8" },
        2_000,
      ).catch((caught: unknown) => caught);
      expect(received).toEqual(["message=Quiz night at 8"]);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PublishError);
      expect((error as Error).message).toContain("may be live");
    } finally {
      dropper.closeAllConnections();
      await new Promise<void>((resolve) => dropper.close(() => resolve()));
    }
  });

  it("a write that could not connect at all is 'unavailable': nothing was sent, so a retry is safe", async () => {
    // A port that was just free: nothing listens there, the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const address = probe.address();
    const port = typeof address === "object" && address ? address.port : 0;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const error = await callPlatform(
      "Facebook",
      `http://127.0.0.1:${port}/v23.0/101/feed`,
      { method: "POST", body: "message=Quiz night at 8" },
      2_000,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishError);
    expect((error as PublishError).reason).toBe("unavailable");
  });
});
