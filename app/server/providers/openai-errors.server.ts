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
    return new AppError(answer.status, answer.code, answer.message, {
      "Retry-After": String(retryAfterSeconds(error.headers?.get("retry-after"))),
    });
  }
  if (error instanceof sdk.NotFoundError && error.code === "model_not_found") {
    // A model OpenAI has shut down (or a name it never had): the operator must choose another.
    console.error(`OpenAI ${service}: the configured model is not available`, error.message);
    return errors.providerUnavailable(
      `${unavailable} (The ${service} model is no longer offered; the admin dashboard lists the models in use.)`,
    );
  }
  console.error(`OpenAI ${service} failed`, error instanceof sdk.APIError ? error.status : "", error);
  return errors.providerUnavailable(unavailable);
}

/** The provider's Retry-After in whole seconds, kept between 1 s and 5 minutes (60 s when absent). */
function retryAfterSeconds(header: string | null | undefined): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(300, Math.ceil(seconds)) : 60;
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

export type OpenAiSdkClient = Awaited<ReturnType<typeof openAiClient>>["openai"];
