import type { PlatformAnswer } from "./platform-http.server";
import { PublishError } from "./types";

/**
 * Graph API errors in the scheduler's terms. Codes from docs/graph-api/guides/error-handling
 * (1, 2, 4, 10, 17, 32, 102, 190, 200-299, 368, 506, 613) and from the Instagram Platform's
 * reference/error-codes (9/2207042, 36000-36004, 9004 and the 2207xxx media subcodes).
 */

/** Instagram does not say when the oldest of its 50 posts leaves the window: look again in an hour. */
export const QUOTA_FULL_RETRY_SECONDS = 3_600;
/** A throttled call with no usage header to read: Meta's own advice is to wait and try again. */
const THROTTLED_RETRY_SECONDS = 300;

/** Graph's error object: { error: { message, type, code, error_subcode, fbtrace_id, is_transient } }. */
export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
  is_transient?: boolean;
  error_user_msg?: string;
}

export function graphErrorOf(body: unknown): GraphError | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  return typeof error === "object" && error !== null ? (error as GraphError) : null;
}

/** Throttling codes (error-handling guide): 4 app, 17 user, 32 Page, 613 custom; 80001 Pages business-use-case. */
const THROTTLED = new Set([4, 17, 32, 613, 80001]);
/** Picture problems: 324 (Facebook: missing or bad image file) and Instagram's 36000-36004 and 9004 (fetch failed). */
const MEDIA_CODES = new Set([324, 9004, 36000, 36001, 36003, 36004]);
/** Instagram subcodes about the image: too long to download, too large, format, ratio, could not fetch. */
const MEDIA_SUBCODES = new Set([2207003, 2207004, 2207005, 2207009, 2207052]);
/** Instagram code 9 / subcode 2207042: the account reached its daily post limit. */
const DAILY_LIMIT_SUBCODE = 2207042;

/** Maps a Graph answer onto the reason the scheduler acts on. */
export function publishErrorFromGraph(answer: PlatformAnswer): PublishError {
  const error = graphErrorOf(answer.body);
  const details = {
    platformCode: error?.code,
    traceId: error?.fbtrace_id,
  };
  const said = error?.error_user_msg ?? error?.message ?? `Facebook answered ${answer.status}.`;
  if (!error || answer.status >= 500) return new PublishError("unavailable", said, details);
  const code = error.code ?? 0;
  // 190: expired or revoked token; 102: session gone; 10 and 200-299: a permission was taken away.
  // Each is fixed only by the owner connecting again.
  if (code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299)) {
    return new PublishError("auth_expired", said, details);
  }
  if (THROTTLED.has(code) || (code === 9 && error.error_subcode === DAILY_LIMIT_SUBCODE)) {
    return new PublishError("rate_limited", said, {
      ...details,
      ...(code === 9 ? { dailyLimit: true } : {}),
      retryAfterSeconds:
        code === 9
          ? QUOTA_FULL_RETRY_SECONDS
          : (regainAccessSeconds(answer.headers) ?? THROTTLED_RETRY_SECONDS),
    });
  }
  // 368: temporarily blocked for a policy breach; the guide says wait and retry.
  if (code === 368) return new PublishError("rate_limited", said, { ...details, retryAfterSeconds: 3_600 });
  if (MEDIA_CODES.has(code) || MEDIA_SUBCODES.has(error.error_subcode ?? 0)) {
    return new PublishError("media_rejected", said, details);
  }
  // 1 and 2: Meta's own temporary trouble; is_transient says the same in Instagram's errors.
  if (code === 1 || code === 2 || error.is_transient) return new PublishError("unavailable", said, details);
  return new PublishError("rejected", said, details);
}

/**
 * Business-use-case throttling says when access comes back: X-Business-Use-Case-Usage carries
 * estimated_time_to_regain_access in minutes per business id (graph-api/overview/rate-limiting).
 */
function regainAccessSeconds(headers: Headers): number | undefined {
  const header = headers.get("x-business-use-case-usage");
  if (!header) return undefined;
  try {
    const usage = JSON.parse(header) as Record<string, Array<{ estimated_time_to_regain_access?: number }>>;
    const minutes = Math.max(
      0,
      ...Object.values(usage)
        .flat()
        .map((entry) => entry.estimated_time_to_regain_access ?? 0),
    );
    return minutes > 0 ? minutes * 60 : undefined;
  } catch {
    return undefined;
  }
}
