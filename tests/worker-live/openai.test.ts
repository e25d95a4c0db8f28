import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ContentContext, type GeneratedPost, generatedPostSchema } from "~/lib/contract/content";
import { readConfig } from "~/server/env.server";
import { createOpenAiWriter } from "~/server/providers/ai/openai-writer.server";
import { strictJsonSchema } from "~/server/providers/structured-chat.server";
import { textModelConfig } from "~/server/providers/text-service.server";
import { createOpenAiTranscription } from "~/server/providers/transcription/openai.server";
import type { Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const config = readConfig(env);

interface RecordedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function recorded(): Promise<RecordedRequest[]> {
  return (await fetch(`${fake}/__control/requests?service=openai`)).json<Json>();
}

async function nextAnswer(endpoint: "chat" | "transcriptions", answer: string) {
  const response = await fetch(`${fake}/__control/openai/next-answer`, {
    method: "POST",
    body: JSON.stringify({ endpoint, answer }),
  });
  expect(response.status).toBe(200);
}

function writer(model = config.OPENAI_WRITER_MODEL, apiKey = config.OPENAI_API_KEY!) {
  return createOpenAiWriter({ apiKey, baseUrl: config.OPENAI_BASE_URL, model, maxRetries: 0 });
}

function transcription(model = config.OPENAI_TRANSCRIBE_MODEL) {
  return createOpenAiTranscription({
    apiKey: config.OPENAI_API_KEY!,
    baseUrl: config.OPENAI_BASE_URL,
    model,
    maxRetries: 0,
  });
}

const context: ContentContext = {
  nextFavoriteMatch: {
    favoriteTeam: "Arsenal",
    competition: "Premier League",
    isHome: true,
    isTelevised: true,
    matchText: "Arsenal v Chelsea",
    dateFormatted: "Saturday 28 November",
    timeFormatted: "17:30",
    venue: "Emirates Stadium",
    tvInfo: "Sky Sports Main Event",
    fixtureId: "football-data:541004",
  },
  upcomingSports: [],
  localEvents: [],
  seasonalContext: { season: "autumn", occasions: [], summary: "Dark evenings and fires lit." },
  weather: {
    summary: "Heavy showers",
    temperatureC: 8,
    condition: "rain",
    beerGarden: false,
    source: "Open-Meteo forecast",
  },
  pubFeatures: ["open fire", "Sky Sports"],
};

const pub = {
  name: "The Red Lion",
  phone: "01234 567890",
  bookingLink: "https://redlion.example/book",
  features: ["open fire"],
};

const brief = "Quiz night this Thursday at 8pm, teams of up to six";
const now = new Date("2026-11-24T10:00:00Z");

function writeRequest(platforms: GeneratedPost["platform"][] = ["facebook", "instagram", "tiktok"]) {
  return { brief, pub, context, platforms, variant: 0, now };
}

beforeEach(async () => {
  await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
  await fetch(`${fake}/__control/openai/next-answer`, { method: "DELETE" });
});

describe("OpenAI writer", () => {
  it("writes a post's Google version with Google's rules in the prompt, and Google's format over its answer", async () => {
    const version = await writer().googleVersion!({
      post: {
        content: "Sunday roast from 12 🍖 Book a table: call us on 01234 567890. #SundayRoast",
        hashtags: ["#SundayRoast"],
      },
      links: { website: "https://redlion.example", bookingLink: "https://redlion.example/book" },
    });
    const [request, ...more] = await recorded();
    expect(more).toEqual([]);
    const body = JSON.parse(request!.body);
    expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "google_post" } });
    const [system, user] = body.messages;
    expect(system.content).toMatch(/Google Business Profile post/);
    expect(system.content).toMatch(/no hashtags/);
    expect(system.content).toMatch(/no phone numbers/);
    expect(system.content).toMatch(/1500 characters/);
    expect(user.content).toContain("<post>Sunday roast from 12");
    // The model's words, with the hashtag and phone number it left in taken out.
    expect(version.summary).toBe("Sunday roast from 12 🍖 Book a table. Written for Google by gpt-6-luna.");
    expect(version.format.callToAction).toEqual({ actionType: "BOOK", url: "https://redlion.example/book" });
  });

  it("formats the post's own words for Google when the model's answer is unusable", async () => {
    await nextAnswer("chat", "invalid_json");
    const version = await writer().googleVersion!({
      post: { content: "Quiz night Thursday at 8pm. #QuizNight", hashtags: [] },
      links: { website: "https://redlion.example", bookingLink: null },
    });
    expect(version.summary).toBe("Quiz night Thursday at 8pm.");
    expect(version.format).toMatchObject({
      topicType: "STANDARD",
      callToAction: { actionType: "LEARN_MORE" },
    });
  });

  it("asks chat completions for a strict JSON schema with the pub, brief and context in the prompt", async () => {
    const result = await writer().writePosts(writeRequest());

    const [request, ...more] = await recorded();
    expect(more).toEqual([]);
    expect(request!.path).toBe("/openai/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-test-key");
    const body = JSON.parse(request!.body);
    expect(body.model).toBe("gpt-6-luna");
    expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
    expect(body.response_format.json_schema.schema).toMatchObject({
      type: "object",
      required: ["posts"],
      additionalProperties: false,
    });
    const [system, user] = body.messages;
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/British pubs/);
    expect(system.content).toMatch(/British English/);
    expect(system.content).toMatch(/Never invent prices, offers/);
    expect(system.content).toMatch(/match result/);
    expect(user.role).toBe("user");
    for (const expected of [
      "The Red Lion",
      brief,
      "01234 567890",
      "https://redlion.example/book",
      "Heavy showers",
      "Arsenal v Chelsea",
      "Sky Sports Main Event",
      "Tuesday, 24 November 2026 at 10:00",
    ]) {
      expect(user.content).toContain(expected);
    }

    expect(result.posts.map((post) => post.platform)).toEqual(["facebook", "instagram", "tiktok"]);
    for (const post of result.posts) expect(generatedPostSchema.parse(post)).toEqual(post);
    expect(new Set(result.posts.map((post) => post.id)).size).toBe(3);
    expect(result.posts[0]!.content).toContain("gpt-6-luna");
    expect(result.tokensUsed).toBeGreaterThan(0);
    expect(writer().label).toBe("OpenAI gpt-6-luna");
    expect(writer().kind).toBe("live");
  });

  it("writes only the platforms asked for, with the configured model", async () => {
    const result = await writer("gpt-6.1-sol").writePosts(writeRequest(["instagram"]));
    expect(result.posts.map((post) => post.platform)).toEqual(["instagram"]);
    expect(result.posts[0]!.hashtags.length).toBeGreaterThanOrEqual(8);
    expect(JSON.parse((await recorded())[0]!.body).model).toBe("gpt-6.1-sol");
  });

  it("refines: the current posts and each refinement, spelled out, reach the model", async () => {
    const { posts } = await writer().writePosts(writeRequest(["facebook", "tiktok"]));
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });

    const refinements = {
      tone: "cheekier",
      framework: "fomo",
      optimization: "punchier",
      intensity: 4,
    } as const;
    const result = await writer().refinePosts({ posts, refinements, pub, context, variant: 1, now });

    const user = JSON.parse((await recorded())[0]!.body).messages[1].content as string;
    // The current posts travel as JSON, so a post's line breaks arrive escaped.
    expect(user).toContain(JSON.stringify(posts[0]!.content));
    expect(user).toMatch(/cheekier/);
    expect(user).toMatch(/FOMO/);
    expect(user).toMatch(/punchier/);
    expect(user).toMatch(/Intensity 4 of 5/);
    expect(result.posts.map((post) => post.platform)).toEqual(["facebook", "tiktok"]);
    expect(result.posts.map((post) => post.id)).not.toEqual(posts.map((post) => post.id));
  });

  it("asks again once when the answer is cut off, and counts both calls' tokens", async () => {
    const once = await writer().writePosts(writeRequest());
    await fetch(`${fake}/__control/requests?service=openai`, { method: "DELETE" });
    await nextAnswer("chat", "invalid_json");
    const result = await writer().writePosts(writeRequest());
    expect(await recorded()).toHaveLength(2);
    expect(result.posts).toHaveLength(3);
    expect(result.tokensUsed).toBeGreaterThan(once.tokensUsed);
  });

  it.each([
    ["invalid JSON", "invalid_json"],
    ["JSON of the wrong shape", "schema_mismatch"],
    ["a refusal", "refusal"],
  ])("answers 503 after %s twice, having asked exactly twice", async (_label, answer) => {
    await nextAnswer("chat", answer);
    await nextAnswer("chat", answer);
    await expect(writer().writePosts(writeRequest())).rejects.toMatchObject({
      status: 503,
      code: "provider_unavailable",
      message: "The writer returned something unusable. Nothing was charged — please try again.",
    });
    expect(await recorded()).toHaveLength(2);
  });

  it("turns OpenAI's 429 into a 503 asking to try again in a minute, without retrying", async () => {
    await nextAnswer("chat", "rate_limited");
    const failure = writer().writePosts(writeRequest());
    await expect(failure).rejects.toMatchObject({ status: 503, code: "provider_unavailable" });
    await expect(failure).rejects.toThrow(/busy.*try again in a minute/);
    await expect(failure).rejects.toMatchObject({ headers: { "Retry-After": "20" } });
    expect(await recorded()).toHaveLength(1);
  });

  it("turns OpenAI's 500 and a refused key into a 503, without retrying", async () => {
    await nextAnswer("chat", "server_error");
    await expect(writer().writePosts(writeRequest())).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/unavailable right now/),
    });
    await expect(writer(undefined, "sk-wrong").writePosts(writeRequest())).rejects.toMatchObject({
      status: 503,
    });
    expect(await recorded()).toHaveLength(2);
  });
});

describe("strict structured outputs", () => {
  const UNSUPPORTED = /"(minimum|maximum|minLength|maxLength|minItems|maxItems|pattern|format|\$schema)"/;

  it("sends every text adapter's schema in the strict subset (ranges are checked by zod afterwards)", async () => {
    await writer().writePosts(writeRequest(["instagram"]));
    const schema = JSON.parse((await recorded())[0]!.body).response_format.json_schema.schema;
    // zod's schema for a post has lengths and ranges; none of them may reach OpenAI.
    expect(JSON.stringify(schema)).not.toMatch(UNSUPPORTED);
    expect(strictJsonSchema(z.object({ n: z.number().int().min(1).max(5), s: z.string().min(2) }))).toEqual({
      type: "object",
      properties: { n: { type: "integer" }, s: { type: "string" } },
      required: ["n", "s"],
      additionalProperties: false,
    });
  });

  it("the fake refuses a strict schema with a keyword OpenAI does not support, as the API does", async () => {
    const refused = await fetch(`${fake}/openai/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: "Bearer sk-test-key", "content-type": "application/json" },
      body: JSON.stringify({
        model: "gpt-6-luna",
        messages: [{ role: "user", content: "hello" }],
        response_format: {
          type: "json_schema",
          json_schema: {
            name: "x",
            strict: true,
            schema: {
              type: "object",
              properties: { n: { type: "integer", minimum: -9007199254740991 } },
              required: ["n"],
              additionalProperties: false,
            },
          },
        },
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json<Json>()).error.message).toMatch(/'minimum' is not permitted/);
  });

  it("a retired text model is refused by the fake and reported as no longer offered", async () => {
    await expect(writer("gpt-3.5-turbo").writePosts(writeRequest())).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/model is no longer offered/),
    });
  });
});

describe("bring your own model (an OpenAI-compatible server without strict outputs)", () => {
  const compatible = `${fake}/compatible/v1`;

  async function compatibleRequests(): Promise<RecordedRequest[]> {
    return (await fetch(`${fake}/__control/requests?service=compatible`)).json<Json>();
  }

  it("falls back to JSON mode once, checks the answer with the same zod schema, and stays in JSON mode", async () => {
    await fetch(`${fake}/__control/requests?service=compatible`, { method: "DELETE" });
    const own = createOpenAiWriter({
      apiKey: "no-key",
      baseUrl: compatible,
      model: "llama3.3:70b",
      label: "llama3.3:70b on our server",
      maxRetries: 0,
    });
    const result = await own.writePosts(writeRequest(["facebook", "tiktok"]));
    expect(result.posts.map((post) => post.platform)).toEqual(["facebook", "tiktok"]);
    for (const post of result.posts) expect(generatedPostSchema.parse(post)).toEqual(post);
    expect(result.posts[0]!.content).toContain("llama3.3:70b");
    const [strict, json] = await compatibleRequests();
    expect(JSON.parse(strict!.body).response_format.type).toBe("json_schema");
    const fallback = JSON.parse(json!.body);
    expect(fallback.response_format).toEqual({ type: "json_object" });
    expect(fallback.messages[0].content).toMatch(/JSON Schema/);

    await own.writePosts(writeRequest(["facebook"]));
    const later = await compatibleRequests();
    expect(later).toHaveLength(3);
    expect(JSON.parse(later[2]!.body).response_format).toEqual({ type: "json_object" });
    expect(own.label).toBe("llama3.3:70b on our server");
  });

  it("a JSON-mode answer of the wrong shape is asked for again, then a clear 503", async () => {
    const own = createOpenAiWriter({
      apiKey: "no-key",
      baseUrl: compatible,
      model: "qwen3:32b",
      structuredOutputs: "json_object",
      maxRetries: 0,
    });
    await nextAnswer("chat", "schema_mismatch");
    await nextAnswer("chat", "schema_mismatch");
    await expect(own.writePosts(writeRequest())).rejects.toMatchObject({ status: 503 });
  });

  it("reads OPENAI_TEXT_* into the writer, quiz and prompt settings; images stay on OpenAI", () => {
    const own = readConfig({
      ...env,
      OPENAI_TEXT_BASE_URL: "http://10.0.0.5:11434/v1",
      OPENAI_TEXT_MODEL: "llama3.3:70b",
    });
    expect(textModelConfig(own, "writer")).toMatchObject({
      baseUrl: "http://10.0.0.5:11434/v1",
      model: "llama3.3:70b",
      apiKey: "no-key",
      label: "llama3.3:70b on 10.0.0.5:11434",
    });
    expect(textModelConfig(own, "quiz")?.model).toBe("llama3.3:70b");
    expect(() => readConfig({ ...env, OPENAI_TEXT_BASE_URL: "http://10.0.0.5:11434/v1" })).toThrow(
      /OPENAI_TEXT_MODEL/,
    );
    expect(() => readConfig({ ...env, OPENAI_IMAGE_MODEL: "gpt-image-1" })).toThrow(
      /OPENAI_IMAGE_MODEL=gpt-image-1: OpenAI shut this model down on 2026-10-23/,
    );
  });
});

/** A silent WAV of the given length: 8 kHz, 8-bit mono, so 8,000 bytes a second after the header. */
function wav(seconds: number): File {
  const data = Math.round(seconds * 8000);
  const bytes = new Uint8Array(44 + data).fill(128);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => bytes.set(new TextEncoder().encode(text), offset);
  ascii(0, "RIFF");
  view.setUint32(4, 36 + data, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, "data");
  view.setUint32(40, data, true);
  return new File([bytes], "memo.wav", { type: "audio/wav" });
}

describe("OpenAI transcription", () => {
  it("uploads the recording as multipart and answers the text (json: duration left to the caller)", async () => {
    const result = await transcription().transcribe(wav(2.5), { filename: "memo.wav" });
    expect(result).toEqual({
      text: "Quiz night this Thursday from 8pm, teams of up to six, free to enter.",
      durationSeconds: null,
    });
    const [request] = await recorded();
    expect(request!.path).toBe("/openai/v1/audio/transcriptions");
    expect(request!.headers.authorization).toBe("Bearer sk-test-key");
    expect(request!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toMatch(/name="file"; filename="memo.wav"/);
    expect(request!.body).toMatch(/name="model"\r\n\r\ngpt-transcribe\r\n/);
    expect(request!.body).toMatch(/name="response_format"\r\n\r\njson\r\n/);
  });

  it.each([
    ["audio/mp4", "recording.webm", "recording.m4a", "audio/mp4"],
    ["audio/mp4;codecs=mp4a.40.2", "recording.webm", "recording.m4a", "audio/mp4"],
    ["audio/webm;codecs=opus", "recording.webm", "recording.webm", "audio/webm"],
    ["audio/ogg", "note", "note.ogg", "audio/ogg"],
    ["", "voice.mp3", "voice.mp3", "audio/mpeg"],
  ])("uploads a %s recording named %s as %s", async (type, filename, sentName, sentType) => {
    const blob = new Blob([await wav(1).arrayBuffer()], { type });
    await transcription().transcribe(blob, { filename });
    const body = (await recorded())[0]!.body;
    expect(body).toContain(`name="file"; filename="${sentName}"\r\nContent-Type: ${sentType}`);
  });

  it("answers 400 when nothing was heard", async () => {
    await nextAnswer("transcriptions", "empty_transcript");
    await expect(transcription().transcribe(wav(1), { filename: "memo.wav" })).rejects.toMatchObject({
      status: 400,
      message: "We couldn't hear any words in that recording. Try again closer to the microphone.",
    });
  });

  it("turns OpenAI's 429 and 500 into 503s, one request each", async () => {
    await nextAnswer("transcriptions", "rate_limited");
    await expect(transcription().transcribe(wav(1), { filename: "memo.wav" })).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/busy.*try again in a minute/),
    });
    await nextAnswer("transcriptions", "server_error");
    await expect(transcription().transcribe(wav(1), { filename: "memo.wav" })).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/unavailable right now/),
    });
    expect(await recorded()).toHaveLength(2);
  });
});
