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
 * Connection failures that happen before a byte of the request is written (Node's and undici's
 * codes): nothing reached the platform, so a write that failed this way is safe to send again.
 */
const NOTHING_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** Whether the error (or one of its causes) says the connection was never made. */
export function failedBeforeSending(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && NOTHING_SENT_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One HTTP call to a platform. A read that fails for any reason is `unavailable` (the scheduler
 * retries: reading posts nothing). A write is different: neither Graph nor Business Profile takes an
 * idempotency key, so a write that may have reached the platform must never be sent blind a second
 * time (decision 018). Only a failure that proves nothing was sent (the connection was refused, the
 * name did not resolve) is `unavailable`; a timeout, or a connection dropped after the request went,
 * is a plain error: the scheduler holds the post as "may have gone out" and asks the owner.
 * workerd reports a refused connection and a dropped one alike ("Network connection lost."), so
 * there every failed write counts as possibly sent: the safe side (the owner looks once) rather
 * than a second post on the pub's Page.
 * Any answer, error or not, is handed back for the platform's own error mapping.
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
    if (write && !failedBeforeSending(cause)) {
      throw new Error(
        timedOut
          ? `${platform} did not answer in time; the post may be live.`
          : `The connection to ${platform} dropped before it answered; the post may be live.`,
        { cause },
      );
    }
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
