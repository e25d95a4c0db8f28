import { AppError, errors } from "~/server/http/errors.server";

type Sdk = typeof import("openai");

/** What every OpenAI adapter needs; tests point `baseUrl` at the vendor fake. */
export interface OpenAiClientConfig {
  apiKey: string;
  /** The API root, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  /** The SDK's own retries of 429/5xx/connection failures: 1 in production, 0 in tests. */
  maxRetries?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Any OpenAI SDK failure becomes a 503 the person can act on (a 429 also says when to retry); the
 * details go to the log, never the key. `what` names the service in the person's words.
 */
export function openAiFailure(
  sdk: Sdk,
  error: unknown,
  { service, busy, unavailable }: { service: string; busy: string; unavailable: string },
): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof sdk.RateLimitError) {
    console.error(`OpenAI ${service} rate limited`, error.message);
    const answer = errors.providerUnavailable(busy);
    return new AppError(answer.status, answer.code, answer.message, { "Retry-After": "60" });
  }
  console.error(`OpenAI ${service} failed`, error instanceof sdk.APIError ? error.status : "", error);
  return errors.providerUnavailable(unavailable);
}

/**
 * The SDK (loaded on first use, it is large) and a client built from an adapter's config; slow
 * work such as images and audio passes a longer default timeout.
 */
export async function openAiClient(config: OpenAiClientConfig, defaultTimeoutMs = 60_000) {
  const sdk = await import("openai");
  const openai = new sdk.default({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    maxRetries: config.maxRetries ?? 1,
    timeout: config.timeoutMs ?? defaultTimeoutMs,
    fetch: config.fetch,
  });
  return { sdk, openai };
}

type OpenAiSdkClient = Awaited<ReturnType<typeof openAiClient>>["openai"];

/**
 * One chat completion whose answer must follow `jsonSchema` (structured outputs, strict), with the
 * adapter's system prompt and the request as the user message. Nothing is stored at OpenAI.
 */
export function structuredChat(
  openai: OpenAiSdkClient,
  request: {
    model: string;
    name: string;
    jsonSchema: Record<string, unknown>;
    system: string;
    user: string;
    maxTokens?: number;
  },
) {
  return openai.chat.completions.create({
    model: request.model,
    store: false,
    ...(request.maxTokens ? { max_completion_tokens: request.maxTokens } : {}),
    messages: [
      { role: "system", content: request.system },
      { role: "user", content: request.user },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: request.name, strict: true, schema: request.jsonSchema },
    },
  });
}
