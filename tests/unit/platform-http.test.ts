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
