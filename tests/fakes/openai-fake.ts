import type { IncomingMessage, ServerResponse } from "node:http";
import { deflateSync } from "node:zlib";
import { json } from "./http";
import { fakeFactCheck, fakeQuizQuestions } from "./openai-quiz-fake";
import {
  imageSizeProblem,
  MODEL_CATALOGUE,
  modelNotFound,
  RETIRED_MODELS,
  strictSchemaProblem,
} from "./openai-rules";

// ---------------------------------------------------------------------------------------------
// OpenAI v1: chat completions (the writer) and audio transcriptions (voice input).
// ---------------------------------------------------------------------------------------------

/** What a test has asked the next OpenAI answer to be, per endpoint, instead of a good one. */
export type OpenAiAnswer =
  | "invalid_json"
  | "schema_mismatch"
  | "refusal"
  | "rate_limited"
  | "server_error"
  | "empty_transcript"
  | "content_policy"
  | "broken_post";
export const openAiNext: Record<string, OpenAiAnswer[]> = { chat: [], transcriptions: [], images: [] };

function openAiError(
  response: ServerResponse,
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "x-request-id": `req_${crypto.randomUUID().replaceAll("-", "")}`,
    ...headers,
  });
  response.end(JSON.stringify({ error: { param: null, code: null, ...error } }));
}

// OpenAI's own 429 and 500 bodies and headers, word for word (the SDK reads `error` and retry-after).
function openAiForced(answer: OpenAiAnswer | undefined, response: ServerResponse): boolean {
  if (answer === "rate_limited") {
    openAiError(
      response,
      429,
      {
        message:
          "Rate limit reached for gpt-6-luna in organization org-test on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.",
        type: "requests",
        code: "rate_limit_exceeded",
      },
      {
        "retry-after": "20",
        "x-ratelimit-limit-requests": "500",
        "x-ratelimit-remaining-requests": "0",
        "x-ratelimit-reset-requests": "120ms",
      },
    );
    return true;
  }
  if (answer === "server_error") {
    openAiError(response, 500, {
      message: "The server had an error while processing your request. Sorry about that!",
      type: "server_error",
    });
    return true;
  }
  return false;
}

// A bad or missing key gets the API's 401 `invalid_api_key`, as the real service answers.
function openAiAuthorised(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.headers.authorization === "Bearer sk-test-key") return true;
  openAiError(response, 401, {
    message:
      "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
    type: "invalid_request_error",
    code: "invalid_api_key",
  });
  return false;
}

const FAKE_PLATFORMS = ["facebook", "instagram", "tiktok"];

/**
 * What the fake "model" writes into a post: the landlord's brief, word for word, when the request
 * has one (so a good answer passes the writing check); when refining, the current post's own words;
 * else the old placeholder line. A queued "broken_post" is what a careless model sends: a word
 * twice in a row, a price with nothing to say what it is for, and none of the brief's facts.
 */
function fakeContent(platform: string, model: string, asked: string, broken: boolean): string {
  if (broken) return `Written for ${platform} by ${model}: it's on on the night.\n\n💷 £5`;
  const brief = /<brief>([\s\S]*?)<\/brief>/.exec(asked)?.[1]?.trim();
  if (brief)
    return `Written for ${platform} by ${model}.\n\n${brief.charAt(0).toUpperCase()}${brief.slice(1).replace(/([^.!?])$/, "$1.")}`;
  const current = /Current posts:\n(\{[\s\S]*?\n\})\n/.exec(asked)?.[1];
  if (current) {
    try {
      const posts = (JSON.parse(current) as { posts: Array<{ platform: string; content: string }> }).posts;
      const mine = posts.find((post) => post.platform === platform);
      if (mine) return `${mine.content}\n\nRefined with ${model}.`;
    } catch {
      // Not the writer's refine prompt: fall through to the placeholder.
    }
  }
  return `Written for ${platform} by ${model}: come down to the pub tonight.`;
}

/** A good answer for the platforms the user's message names, so tests see the prompt reached "the model". */
function fakePosts(platforms: string[], model: string, asked = "", broken = false) {
  return platforms.map((platform) => ({
    platform,
    headline: `Your ${platform} post`,
    content: fakeContent(platform, model, asked, broken),
    hashtags:
      platform === "instagram"
        ? ["#pub", "#pubquiz", "#local", "#britishpub", "#beer", "#cosy", "#friday", "#cheers"]
        : ["#pub", "#local"],
    callToAction: "See you at the bar",
    needsImage: platform === "instagram",
    imageDescription: platform === "instagram" ? "A pint on the bar by the fire" : "",
    videoIdea: platform === "tiktok" ? "Pan across a full bar, pint poured in slow motion" : "",
  }));
}

// POST /v1/chat/completions as the writer calls it: bearer key, JSON with model, messages and a
// strict json_schema response_format (checked as the API checks it). Answers a real ChatCompletion
// whose content is a posts JSON for the platforms named in the user message; queued answers stand in
// for what goes wrong in production: content cut off at the token limit (invalid JSON,
// finish_reason "length"), JSON of another shape (a model or proxy that ignores the schema), a
// refusal, and the API's own 429 and 500.
//
// `compatible` is an OpenAI-compatible server without strict structured outputs (as many Ollama,
// vLLM and LM Studio builds are): no key needed, a json_schema response_format gets a 400 naming it,
// and JSON mode answers the object wrapped in a Markdown fence, as such servers often do.
export function openAiChat(
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
  compatible = false,
) {
  if (!compatible && !openAiAuthorised(request, response)) return;
  let params: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: {
      type?: string;
      json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> };
    };
  };
  try {
    params = JSON.parse(body);
  } catch {
    return openAiError(response, 400, {
      message:
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      type: "invalid_request_error",
    });
  }
  if (!params.model) {
    return openAiError(response, 400, {
      message: "you must provide a model parameter",
      type: "invalid_request_error",
    });
  }
  if (!params.messages?.length) {
    return openAiError(response, 400, {
      message: "Missing required parameter: 'messages'.",
      type: "invalid_request_error",
      param: "messages",
      code: "missing_required_parameter",
    });
  }
  if (!compatible && RETIRED_MODELS.has(params.model))
    return openAiError(response, 404, modelNotFound(params.model));
  const format = params.response_format;
  if (compatible && format?.type === "json_schema") {
    return openAiError(response, 400, {
      message: "response_format type 'json_schema' is not supported by this server; use 'json_object'.",
      type: "invalid_request_error",
      param: "response_format",
    });
  }
  // JSON mode needs the word JSON somewhere in the messages (the API reference, `response_format`).
  if (format?.type === "json_object" && !params.messages.some((message) => /json/i.test(message.content))) {
    return openAiError(response, 400, {
      message:
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      type: "invalid_request_error",
      param: "messages",
    });
  }
  if (format?.type === "json_schema" && format.json_schema?.strict && format.json_schema.schema) {
    const problem = strictSchemaProblem(format.json_schema.schema);
    if (problem) {
      return openAiError(response, 400, {
        message: `Invalid schema for response_format '${format.json_schema.name}': ${problem}`,
        type: "invalid_request_error",
        param: "response_format",
      });
    }
  }
  const answer = openAiNext.chat!.shift();
  if (openAiForced(answer, response)) return;
  const system = params.messages.find((message) => message.role === "system")?.content ?? "";
  // In JSON mode the schema travels in the prompt; the fake recognises which answer is wanted there.
  const schemaName =
    format?.json_schema?.name ?? (/"improvedPrompt"/.test(system) ? "image_prompt" : undefined);
  if (schemaName === "pub_quiz_questions" || schemaName === "quiz_fact_check") {
    const user = params.messages
      .filter((m) => m.role === "user")
      .map((m) => m.content)
      .join("\n");
    const quizContent = schemaName === "pub_quiz_questions" ? fakeQuizQuestions(user) : fakeFactCheck(user);
    return json(response, 200, chatCompletion(params.model, JSON.stringify(quizContent), "stop"));
  }
  if (schemaName === "google_post" || (!schemaName && /Google Business Profile post/.test(system))) {
    // The Google version of a post: the model's rewording, and (like a real model now and then)
    // a hashtag and the phone number left in, which the app's Google format must take out.
    const post = params.messages
      .filter((m) => m.role === "user")
      .map((m) => m.content)
      .join("\n")
      .match(/<post>([\s\S]*?)<\/post>/)?.[1];
    const googleContent = {
      summary: `${(post ?? "").trim()} Written for Google by ${params.model}. #PubLife`,
      // The button the prompt describes for what the post asks.
      actionType: /\bbook\b/i.test(post ?? "")
        ? "BOOK"
        : /\bteam in\b|\bsign up\b/i.test(post ?? "")
          ? "SIGN_UP"
          : "LEARN_MORE",
    };
    const text = JSON.stringify(googleContent);
    return json(
      response,
      200,
      chatCompletion(params.model, answer === "invalid_json" ? text.slice(0, 30) : text, "stop"),
    );
  }
  const asked = params.messages
    .filter((message) => message.role === "user")
    .map((message) => message.content);
  const named = FAKE_PLATFORMS.filter((platform) => asked.join("\n").toLowerCase().includes(platform));
  const description = asked.join("\n").match(/<description>([\s\S]*?)<\/description>/)?.[1];
  const good =
    schemaName === "image_prompt"
      ? JSON.stringify({
          improvedPrompt: `${description ?? "A pub"}, written up by ${params.model}: warm light, 35mm lens, a busy British pub.`,
        })
      : JSON.stringify({
          posts: fakePosts(
            named.length ? named : FAKE_PLATFORMS,
            params.model,
            asked.join("\n"),
            answer === "broken_post",
          ),
        });
  const fenced = (text: string) => (compatible ? `\`\`\`json\n${text}\n\`\`\`` : text);
  const content =
    answer === "invalid_json"
      ? good.slice(0, 80)
      : answer === "schema_mismatch"
        ? JSON.stringify({ posts: [{ platform: "myspace", headline: "Quiz night" }] })
        : answer === "refusal"
          ? null
          : fenced(good);
  const promptTokens = Math.ceil(JSON.stringify(params.messages).length / 4);
  const completionTokens = Math.ceil((content ?? "").length / 4);
  return json(response, 200, {
    id: `chatcmpl-${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: params.model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content,
          refusal: answer === "refusal" ? "I'm sorry, I can't help with that request." : null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: answer === "invalid_json" ? "length" : "stop",
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    },
    service_tier: "default",
    system_fingerprint: "fp_fake",
  });
}

function chatCompletion(model: string, content: string, finishReason: string) {
  const tokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: tokens, completion_tokens: tokens, total_tokens: tokens * 2 },
    service_tier: "default",
    system_fingerprint: "fp_fake",
  };
}

// ---------------------------------------------------------------------------------------------
// OpenAI v1 images: POST /v1/images/generations.
// ---------------------------------------------------------------------------------------------

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of the asked size (a warm amber gradient), as the API's b64_json would carry. */
function fakePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[offset + 1 + x * 3] = 200 - Math.round((y / height) * 120);
      rows[offset + 2 + x * 3] = 120 - Math.round((y / height) * 80);
      rows[offset + 3 + x * 3] = 40;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// POST /v1/images/generations as the adapter calls it: bearer key, JSON with model, prompt, n and a
// size the model takes (openai-rules.ts; others get the API's own invalid_value error). A retired
// model gets 404 model_not_found. GPT image models always answer base64 (the image API reference:
// `response_format` is for DALL·E only, and DALL·E is gone). A prompt that mentions "forbidden" (or a
// queued "content_policy") gets the real safety refusal, 400 moderation_blocked.
export function openAiImages(request: IncomingMessage, body: string, response: ServerResponse) {
  if (!openAiAuthorised(request, response)) return;
  let params: { model?: string; prompt?: string; n?: number; size?: string; response_format?: string };
  try {
    params = JSON.parse(body);
  } catch {
    return openAiError(response, 400, {
      message:
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      type: "invalid_request_error",
    });
  }
  if (!params.prompt) {
    return openAiError(response, 400, {
      message: "Missing required parameter: 'prompt'.",
      type: "invalid_request_error",
      param: "prompt",
      code: "missing_required_parameter",
    });
  }
  // The API's default model was dall-e-2, which is retired: a request without a model is refused too.
  const model = params.model ?? "dall-e-2";
  if (RETIRED_MODELS.has(model) || !model.startsWith("gpt-image-")) {
    return openAiError(response, 404, modelNotFound(model));
  }
  if (params.response_format) {
    return openAiError(response, 400, {
      message: "Unknown parameter: 'response_format'.",
      type: "invalid_request_error",
      param: "response_format",
      code: "unknown_parameter",
    });
  }
  const size = params.size ?? "auto";
  const sizeProblem = imageSizeProblem(model, size);
  if (sizeProblem) {
    return openAiError(response, 400, {
      message: sizeProblem,
      type: "invalid_request_error",
      param: "size",
      code: "invalid_value",
    });
  }
  const answer = openAiNext.images!.shift();
  if (openAiForced(answer, response)) return;
  if (answer === "content_policy" || /forbidden/i.test(params.prompt)) {
    return openAiError(response, 400, {
      message:
        "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_fake.",
      type: "image_generation_user_error",
      code: "moderation_blocked",
    });
  }
  const [width, height] = (size === "auto" ? "1024x1024" : size).split("x").map(Number);
  const png = fakePng(width ?? 1024, height ?? 1024).toString("base64");
  const inputTokens = Math.ceil(params.prompt.length / 4);
  return json(response, 200, {
    created: Math.floor(Date.now() / 1000),
    background: "opaque",
    output_format: "png",
    quality: "medium",
    size,
    data: [{ b64_json: png }],
    usage: {
      input_tokens: inputTokens,
      output_tokens: 1056,
      total_tokens: inputTokens + 1056,
      input_tokens_details: { image_tokens: 0, text_tokens: inputTokens },
    },
  });
}

// GET /v1/models: every model in the catalogue with its announced shutdown date.
export function openAiModels(request: IncomingMessage, response: ServerResponse) {
  if (!openAiAuthorised(request, response)) return;
  return json(response, 200, {
    object: "list",
    data: [...MODEL_CATALOGUE].map(([id, shutdownDate]) => ({
      id,
      object: "model",
      created: 1_760_000_000,
      owned_by: "system",
      shutdown_date: shutdownDate,
    })),
  });
}

/** A WAV file's real length from its header; other containers are taken as 3 s of speech. */
function audioSeconds(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 44 || new TextDecoder().decode(bytes.slice(0, 4)) !== "RIFF") return 3;
  const byteRate = view.getUint32(28, true);
  return byteRate ? Math.round(((bytes.byteLength - 44) / byteRate) * 100) / 100 : 3;
}

const FAKE_TRANSCRIPT = "Quiz night this Thursday from 8pm, teams of up to six, free to enter.";

// POST /v1/audio/transcriptions: multipart with `file` and `model`, as the SDK uploads them.
// whisper-1 may answer verbose_json (with the audio's duration); the gpt-4o transcribe models only
// answer json, whose usage counts tokens, and refuse verbose_json as the real API does. It "hears"
// one fixed sentence; a queued empty transcript is what the API returns for silence.
export async function openAiTranscription(request: IncomingMessage, raw: Buffer, response: ServerResponse) {
  if (!openAiAuthorised(request, response)) return;
  const type = request.headers["content-type"] ?? "";
  const form = type.startsWith("multipart/form-data")
    ? await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": type },
        body: new Uint8Array(raw),
      })
        .formData()
        .catch(() => null)
    : null;
  const file = form?.get("file");
  const model = form?.get("model");
  if (!form || typeof model !== "string" || !model) {
    return openAiError(response, 400, {
      message: "you must provide a model parameter",
      type: "invalid_request_error",
    });
  }
  if (!(file instanceof File) || file.size === 0) {
    return openAiError(response, 400, {
      message: "Audio file is too short. Minimum audio length is 0.1 seconds.",
      type: "invalid_request_error",
      param: "file",
      code: "audio_too_short",
    });
  }
  if (RETIRED_MODELS.has(model)) return openAiError(response, 404, modelNotFound(model));
  const format = form.get("response_format") ?? "json";
  if (format === "verbose_json" && !model.startsWith("whisper")) {
    return openAiError(response, 400, {
      message: `response_format 'verbose_json' is not compatible with model '${model}'. Use 'json' or 'text' instead.`,
      type: "invalid_request_error",
      param: "response_format",
      code: "unsupported_value",
    });
  }
  const answer = openAiNext.transcriptions!.shift();
  if (openAiForced(answer, response)) return;
  const text = answer === "empty_transcript" ? "" : FAKE_TRANSCRIPT;
  const duration = audioSeconds(new Uint8Array(await file.arrayBuffer()));
  if (format === "verbose_json") {
    return json(response, 200, {
      task: "transcribe",
      language: "english",
      duration,
      text,
      segments: text ? [{ id: 0, seek: 0, start: 0, end: duration, text, temperature: 0 }] : [],
      usage: { type: "duration", seconds: Math.ceil(duration) },
    });
  }
  const usage = model.startsWith("whisper")
    ? { type: "duration", seconds: Math.ceil(duration) }
    : {
        type: "tokens",
        input_tokens: Math.ceil(duration * 10),
        input_token_details: { text_tokens: 0, audio_tokens: Math.ceil(duration * 10) },
        output_tokens: Math.ceil(text.length / 4),
        total_tokens: Math.ceil(duration * 10) + Math.ceil(text.length / 4),
      };
  return json(response, 200, { text, usage });
}
