import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { getBalance } from "~/server/billing/metering.server";
import { createAppContext } from "~/server/context.server";
import { readConfig } from "~/server/env.server";
import { createOpenAiImages, pngSize } from "~/server/providers/images/openai.server";
import type { ImageRequest } from "~/server/providers/images/types";
import { call, eventually, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;
const config = readConfig(env);

function images(model = config.OPENAI_IMAGE_MODEL) {
  return createOpenAiImages({
    apiKey: config.OPENAI_API_KEY!,
    baseUrl: config.OPENAI_BASE_URL,
    model,
    maxRetries: 0,
    prompts: {
      apiKey: config.OPENAI_API_KEY!,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.OPENAI_WRITER_MODEL,
      label: `OpenAI ${config.OPENAI_WRITER_MODEL}`,
      maxRetries: 0,
    },
  });
}

async function recorded(): Promise<{ path: string; headers: Record<string, string>; body: string }[]> {
  return (await fetch(`${fake}/__control/requests?service=openai`)).json<Json>();
}

async function nextAnswer(endpoint: "chat" | "images", answer: string) {
  await fetch(`${fake}/__control/openai/next-answer`, {
    method: "POST",
    body: JSON.stringify({ endpoint, answer }),
  });
}

const request: ImageRequest = {
  prompt: "Quiz night this Thursday at 8pm in a cosy pub",
  style: "photorealistic",
  platform: "instagram_story",
  imageSize: "social",
  contentType: "quiz",
  size: { width: 1080, height: 1920 },
  pubName: "The Red Lion",
  textOverlay: null,
  variant: 0,
};

beforeEach(async () => {
  await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
  await fetch(`${fake}/__control/openai/next-answer`, { method: "DELETE" });
});

describe("OpenAI images adapter", () => {
  it("asks images/generations for the story's exact 9:16 shape and stores the PNG's real size", async () => {
    const provider = images();
    const image = await provider.generate(request);
    const [sent, ...more] = await recorded();
    expect(more).toEqual([]);
    expect(sent!.path).toBe("/openai/v1/images/generations");
    expect(sent!.headers.authorization).toBe("Bearer sk-test-key");
    const body = JSON.parse(sent!.body);
    expect(body).toEqual({
      model: "gpt-image-2.5-flare",
      prompt: request.prompt,
      n: 1,
      size: "1152x2048",
      output_format: "png",
    });
    expect(image.contentType).toBe("image/png");
    expect([image.width, image.height]).toEqual([1152, 2048]);
    expect(pngSize(image.bytes)).toEqual({ width: 1152, height: 2048 });
    expect(provider.label).toBe("OpenAI gpt-image-2.5-flare");
  });

  it("asks for an exact 4:7 poster and a square post, each a multiple of 16", async () => {
    const poster = await images().generate({ ...request, size: { width: 1080, height: 1890 } });
    const square = await images().generate({ ...request, size: { width: 1080, height: 1080 } });
    const sizes = (await recorded()).map((sent) => JSON.parse(sent.body).size);
    expect(sizes).toEqual(["1088x1904", "1088x1088"]);
    expect([poster.width, poster.height]).toEqual([1088, 1904]);
    expect(poster.width / poster.height).toBeCloseTo(4 / 7, 5);
    expect([square.width, square.height]).toEqual([1088, 1088]);
  });

  it("the fake refuses what the API refuses: retired models and sizes off the 16-pixel grid", async () => {
    for (const model of ["gpt-image-1", "dall-e-3"]) {
      await expect(images(model).generate(request)).rejects.toMatchObject({
        status: 503,
        message: expect.stringMatching(/model is no longer offered/),
      });
    }
    const refused = await fetch(`${fake}/openai/v1/images/generations`, {
      method: "POST",
      headers: { authorization: "Bearer sk-test-key", "content-type": "application/json" },
      body: JSON.stringify({ model: "gpt-image-2.5-flare", prompt: "a pub", size: "1080x1920" }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json<Json>()).error).toMatchObject({ param: "size", code: "invalid_value" });
    const tooThin = await fetch(`${fake}/openai/v1/images/generations`, {
      method: "POST",
      headers: { authorization: "Bearer sk-test-key", "content-type": "application/json" },
      body: JSON.stringify({ model: "gpt-image-2.5-flare", prompt: "a pub", size: "512x2048" }),
    });
    expect((await tooThin.json<Json>()).error.message).toMatch(/between 1:3 and 3:1/);
  });

  it("turns a content-policy refusal into a clear 400", async () => {
    await expect(images().generate({ ...request, prompt: "something forbidden" })).rejects.toMatchObject({
      status: 400,
      code: "content_policy",
      message: expect.stringMatching(/content policy\. Nothing was charged/),
    });
  });

  it("turns the API's 429 and 500 into a 503 the person can act on", async () => {
    await nextAnswer("images", "rate_limited");
    await expect(images().generate(request)).rejects.toMatchObject({
      status: 503,
      // The API's own retry-after (20 s in the fake's 429), not a guess.
      headers: { "Retry-After": "20" },
    });
    await nextAnswer("images", "server_error");
    await expect(images().generate(request)).rejects.toMatchObject({ status: 503 });
  });

  it("improves a prompt through the writer's model with a strict one-field answer", async () => {
    const improved = await images().improvePrompt({
      basicPrompt: "quiz night",
      contentType: "quiz",
      style: "vintage",
      platform: "facebook",
    });
    expect(improved).toBe("quiz night, written up by gpt-6-luna: warm light, 35mm lens, a busy British pub.");
    const body = JSON.parse((await recorded())[0]!.body);
    expect(body.model).toBe("gpt-6-luna");
    expect(body.response_format.json_schema).toMatchObject({ name: "image_prompt", strict: true });
    expect(body.messages[1].content).toContain("<description>quiz night</description>");
    expect(body.messages[1].content).toMatch(/1950s British advertising poster/);
    await nextAnswer("chat", "invalid_json");
    await expect(
      images().improvePrompt({ basicPrompt: "quiz", contentType: "quiz", style: "comic" }),
    ).rejects.toMatchObject({ status: 503 });
  });
});

describe("image generation in live mode", () => {
  async function liveAccount() {
    const account = await createAccount(services, { email: uniqueEmail("images"), plan: "pro" });
    const setCookie = await createSession(
      createAppContext(env, () => {}),
      account.id,
    );
    return { account, cookie: setCookie.split(";")[0]! };
  }

  async function finished(cookie: string, userInput: string) {
    const started = await call("/api/generate-images", {
      method: "POST",
      cookie,
      json: { userInput, platform: "facebook", style: "modern", imageSize: "poster" },
    });
    expect(started.status).toBe(202);
    const { jobId } = await started.json<Json>();
    return eventually(async () => {
      const job = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
      return job.status === "succeeded" || job.status === "failed" ? job : undefined;
    }, 15_000);
  }

  it("stores the model's image in R2 and serves it from our own address", async () => {
    const { account, cookie } = await liveAccount();
    const job = await finished(cookie, "Sunday roast with all the trimmings");
    expect(job.status).toBe("succeeded");
    const [image] = job.result.images;
    expect(image).toMatchObject({ renderer: "OpenAI gpt-image-2.5-flare", width: 1088, height: 1904 });
    expect(image.imageUrl).toBe(`/api/images/${image.id}`);
    const file = await call(image.imageUrl, { cookie });
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await file.arrayBuffer()))).toEqual({ width: 1088, height: 1904 });
    expect((await getBalance(services, account.id, "images"))?.used).toBe(1);
  });

  it("fails a refused description with its clear message and charges nothing", async () => {
    const { account, cookie } = await liveAccount();
    const job = await finished(cookie, "something forbidden");
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/content policy\. Nothing was charged/);
    expect((await getBalance(services, account.id, "images"))?.used).toBe(0);
  });
});
