import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { getBalance } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { call, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;

async function liveAccount(plan: "trial" | "pro") {
  const account = await createAccount(services, { email: uniqueEmail(plan), plan });
  const ctx = createAppContext(env, () => {});
  const setCookie = await createSession(ctx, account.id);
  return { account, cookie: setCookie.split(";")[0]! };
}

/** A small real WAV: 16 kHz mono 16-bit, `seconds` long (the fake reads its header for the duration). */
function wav(seconds: number) {
  const rate = 16_000;
  const dataBytes = rate * 2 * seconds;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (const [i, c] of [...value].entries()) view.setUint8(offset + i, c.charCodeAt(0));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, dataBytes, true);
  return new File([buffer], "recording.wav", { type: "audio/wav" });
}

describe("content in live mode (OpenAI through the in-process fake)", () => {
  it("writes posts through the OpenAI writer and says which model wrote them", async () => {
    const { cookie } = await liveAccount("pro");
    const response = await call("/api/generate-content", {
      method: "POST",
      cookie,
      json: { content: "Quiz night Thursday 8pm with a £50 bar tab" },
    });
    expect(response.status).toBe(200);
    const result = await response.json<Json>();
    expect(result.writer).toMatch(/^OpenAI /);
    expect(result.posts.map((post: Json) => post.platform)).toEqual(["facebook", "instagram", "tiktok"]);
  });

  it("refunds the credit when the model fails", async () => {
    const { cookie, account } = await liveAccount("trial");
    for (let i = 0; i < 2; i++) {
      await fetch(`${fake}/__control/openai/next-answer`, {
        method: "POST",
        body: JSON.stringify({ endpoint: "chat", answer: "server_error" }),
      });
    }
    const response = await call("/api/generate-content", {
      method: "POST",
      cookie,
      json: { content: "Live music on Saturday night from 9pm" },
    });
    expect(response.status).toBe(503);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(0);
  });

  it("transcribes a recording, meters its real minutes and writes the posts", async () => {
    const { cookie, account } = await liveAccount("pro");
    const form = new FormData();
    form.set("audio", wav(2));
    const response = await call("/api/transcribe", { method: "POST", cookie, body: form });
    expect(response.status).toBe(200);
    const result = await response.json<Json>();
    expect(result.transcript.length).toBeGreaterThan(10);
    expect(result.posts).toHaveLength(3);
    expect((await getBalance(services, account.id, "voice_minutes"))?.used).toBe(1);
  });
});
