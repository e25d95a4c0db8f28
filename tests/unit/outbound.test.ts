import { describe, expect, it } from "vitest";
import { boundedFetch } from "~/server/providers/outbound.server";

/** A fetch that answers from a script, one step per call, and counts the calls. */
function scripted(steps: Array<number | "hang" | "fail">) {
  const calls: Array<AbortSignal | undefined> = [];
  const fake = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.signal ?? undefined);
    const step = steps[calls.length - 1] ?? 200;
    if (step === "fail") throw new TypeError("fetch failed");
    if (step === "hang") {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    }
    return new Response("{}", { status: step });
  }) as typeof fetch;
  return { fake, calls };
}

describe("outbound calls", () => {
  it("gives up on a provider that hangs, after the timeout and one more try", async () => {
    const { fake, calls } = scripted(["hang", "hang"]);
    const started = Date.now();
    await expect(boundedFetch(fake, { timeoutMs: 100 })("https://api.example/x")).rejects.toMatchObject({
      name: "TimeoutError",
    });
    expect(calls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("tries a read once more after a 5xx or a network failure, and returns the good answer", async () => {
    const fiveHundred = scripted([503, 200]);
    expect((await boundedFetch(fiveHundred.fake)("https://api.example/x")).status).toBe(200);
    expect(fiveHundred.calls).toHaveLength(2);
    const network = scripted(["fail", 200]);
    expect((await boundedFetch(network.fake)("https://api.example/x")).status).toBe(200);
  });

  it("returns 4xx answers (429 included) at once, and never repeats a POST", async () => {
    const limited = scripted([429]);
    expect((await boundedFetch(limited.fake)("https://api.example/x")).status).toBe(429);
    expect(limited.calls).toHaveLength(1);
    const post = scripted([500]);
    const answer = await boundedFetch(post.fake)("https://api.example/x", { method: "POST" });
    expect(answer.status).toBe(500);
    expect(post.calls).toHaveLength(1);
  });

  it("stops after the attempts it was given", async () => {
    const down = scripted([500, 500, 500, 500]);
    expect((await boundedFetch(down.fake, { attempts: 3 })("https://api.example/x")).status).toBe(500);
    expect(down.calls).toHaveLength(3);
  });
});
