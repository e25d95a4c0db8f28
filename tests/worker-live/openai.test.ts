import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type ContentContext, type GeneratedPost, generatedPostSchema } from "~/lib/contract/content";
import { readConfig } from "~/server/env.server";
import { createOpenAiWriter } from "~/server/providers/ai/openai-writer.server";
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
  it("asks chat completions for a strict JSON schema with the pub, brief and context in the prompt", async () => {
    const result = await writer().writePosts(writeRequest());

    const [request, ...more] = await recorded();
    expect(more).toEqual([]);
    expect(request!.path).toBe("/openai/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-test-key");
    const body = JSON.parse(request!.body);
    expect(body.model).toBe("gpt-4.1-mini");
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
    expect(result.posts[0]!.content).toContain("gpt-4.1-mini");
    expect(result.tokensUsed).toBeGreaterThan(0);
    expect(writer().label).toBe("OpenAI gpt-4.1-mini");
    expect(writer().kind).toBe("live");
  });

  it("writes only the platforms asked for, with the configured model", async () => {
    const result = await writer("gpt-4.1").writePosts(writeRequest(["instagram"]));
    expect(result.posts.map((post) => post.platform)).toEqual(["instagram"]);
    expect(result.posts[0]!.hashtags.length).toBeGreaterThanOrEqual(8);
    expect(JSON.parse((await recorded())[0]!.body).model).toBe("gpt-4.1");
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
    expect(user).toContain(posts[0]!.content);
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
    await expect(failure).rejects.toMatchObject({ headers: { "Retry-After": "60" } });
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
    expect(request!.body).toMatch(/name="model"\r\n\r\ngpt-4o-mini-transcribe\r\n/);
    expect(request!.body).toMatch(/name="response_format"\r\n\r\njson\r\n/);
  });

  it("reads the audio's real duration from whisper-1's verbose_json", async () => {
    const blob = new Blob([await wav(2.5).arrayBuffer()], { type: "audio/wav" });
    const result = await transcription("whisper-1").transcribe(blob, { filename: "voice.wav" });
    expect(result.durationSeconds).toBe(2.5);
    expect(result.text).toMatch(/^Quiz night/);
    expect((await recorded())[0]!.body).toMatch(/name="response_format"\r\n\r\nverbose_json\r\n/);
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
