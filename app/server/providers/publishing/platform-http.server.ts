import { PublishError } from "./types";

/** What a platform answered: its status, headers and parsed JSON body (null when it sent none). */
export interface PlatformAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Graph and Business Profile answer in well under a second; a hung call must not hold a queue message. */
export const PLATFORM_TIMEOUT_MS = 15_000;

/**
 * One HTTP call to a platform. A network failure is `unavailable` (the scheduler retries), and so is
 * a read that timed out. A write that timed out may have landed (neither Graph nor Business Profile
 * takes an idempotency key), so it is a plain error: the scheduler holds the post as uncertain and
 * never posts it blind a second time (decision 018). Any answer, error or not, is handed back for the
 * platform's own error mapping.
 * Tokens travel in the request and are never put into an error message.
 */
export async function callPlatform(
  platform: string,
  url: URL | string,
  init: RequestInit = {},
  timeoutMs = PLATFORM_TIMEOUT_MS,
): Promise<PlatformAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
    const write = (init.method ?? "GET").toUpperCase() !== "GET";
    if (timedOut && write) throw new Error(`${platform} did not answer in time; the post may be live.`);
    throw new PublishError(
      "unavailable",
      timedOut ? `${platform} did not answer in time.` : `${platform} could not be reached.`,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, headers: response.headers, body };
}

/** A form body, the encoding Graph's POST edges and OAuth token endpoints take. */
export function form(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(name, value);
  }
  return body;
}
