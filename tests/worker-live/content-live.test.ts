import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { getBalance } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { call, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;

/** The writer's calls the fake has seen about one brief (other tests' calls, quiz and image calls left out). */
async function chatCalls(about: string): Promise<Json[]> {
  const recorded = await (await fetch(`${fake}/__control/requests?service=openai`)).json<Json[]>();
  return recorded.filter(
    (request) =>
      request.path === "/openai/v1/chat/completions" &&
      /pub_posts/.test(request.body) &&
      request.body.includes(about),
  );
}

function userMessage(request: Json): string {
  return (JSON.parse(request.body).messages as Json[])
    .filter((message) => message.role === "user")
    .map((message) => message.content)
    .join("\n");
}

async function queueChat(answer: string) {
  await fetch(`${fake}/__control/openai/next-answer`, {
    method: "POST",
    body: JSON.stringify({ endpoint: "chat", answer }),
  });
}

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

  it("checks the model's posts with the writing check: a post that carries the brief passes first time", async () => {
    const { cookie } = await liveAccount("pro");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    const content = "Quiz night Thursday 8pm with a £50 bar tab";
    const response = await call("/api/generate-content", { method: "POST", cookie, json: { content } });
    expect(response.status).toBe(200);
    const result = await response.json<Json>();
    for (const post of result.posts) expect(post.quality).toEqual({ passed: true, problems: [] });
    expect(result.brief).toBe(content);
    expect(await chatCalls(content)).toHaveLength(1);
  });

  it("rewrites a post that fails the writing check once, with what failed as revision notes", async () => {
    const { cookie } = await liveAccount("pro");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    await queueChat("broken_post");
    const content = "Live music Saturday 9pm with The Rusty Nails, £5 entry";
    const response = await call("/api/generate-content", { method: "POST", cookie, json: { content } });
    expect(response.status).toBe(200);
    const result = await response.json<Json>();
    for (const post of result.posts) {
      expect(post.quality).toEqual({ passed: true, problems: [] });
      expect(post.content).toContain("£5 entry");
    }
    const calls = await chatCalls(content);
    expect(calls).toHaveLength(2);
    const notes = userMessage(calls[1]!);
    expect(notes).toContain("Revision notes");
    expect(notes).toContain('facebook: "on" is written twice in a row');
    expect(notes).toContain("\"£5\" doesn't say what it's for");
    expect(userMessage(calls[0]!)).not.toContain("Revision notes");
  });

  it("shows a post that still fails after its one rewrite, with what failed, and charges as usual", async () => {
    const { cookie, account } = await liveAccount("trial");
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    await queueChat("broken_post");
    await queueChat("broken_post");
    const content = "Sunday roast £16.95, booking recommended";
    const response = await call("/api/generate-content", { method: "POST", cookie, json: { content } });
    expect(response.status).toBe(200);
    const result = await response.json<Json>();
    for (const post of result.posts) {
      expect(post.quality.passed).toBe(false);
      const codes = post.quality.problems.map((problem: Json) => problem.code);
      expect(codes).toEqual(expect.arrayContaining(["repeated_word", "missing_price", "invented_price"]));
      expect(post.quality.problems[0].message.length).toBeGreaterThan(10);
    }
    expect(await chatCalls(content)).toHaveLength(2);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(1);
  });

  it("refines through the model and checks the refined posts against the original brief", async () => {
    const { cookie } = await liveAccount("pro");
    const content = "Quiz night Thursday 8pm with a £50 bar tab";
    const original = await (
      await call("/api/generate-content", { method: "POST", cookie, json: { content } })
    ).json<Json>();
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    const response = await call("/api/refine-content", {
      method: "POST",
      cookie,
      json: { originalContent: original, refinements: { tone: "cheekier" } },
    });
    expect(response.status).toBe(200);
    const refined = await response.json<Json>();
    expect(refined.brief).toBe(content);
    for (const post of refined.posts) {
      expect(post.quality).toEqual({ passed: true, problems: [] });
      expect(post.content).toContain("£50 bar tab");
    }
    expect(await chatCalls("Current posts")).toHaveLength(1);
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
