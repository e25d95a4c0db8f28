import type { IncomingMessage, ServerResponse } from "node:http";
import { json } from "./http";

/**
 * Resend's POST /emails as its documentation describes it (read 25 November 2026):
 * - bearer key; `{ id }` on success, `{ statusCode, name, message }` on failure
 *   (resend.com/docs/api-reference/emails/send-email, resend.com/docs/api-reference/errors);
 * - 2 requests per second per team by default: the third request inside a second gets 429
 *   rate_limit_exceeded with ratelimit-limit, ratelimit-remaining, ratelimit-reset and retry-after
 *   headers (resend.com/docs/api-reference/rate-limit);
 * - an Idempotency-Key (at most 256 characters) seen in the last 24 hours answers the first send's
 *   id without sending again; the same key with a different payload is a 409
 *   invalid_idempotent_request (resend.com/docs/dashboard/emails/idempotency-keys).
 */

const RATE_PER_SECOND = 2;
const requestTimes: number[] = [];
/** Messages actually handed over for delivery, in order: what recipients would receive. */
export const delivered: Array<{ id: string; to: string[]; subject: string; idempotencyKey: string | null }> =
  [];
const byKey = new Map<string, { body: string; id: string }>();
/** Test controls: a team-mate using up the limit for a while, and an answer lost after delivery. */
export const resendControls = { busyUntil: 0, loseNextAnswer: false };

export function resetResend() {
  requestTimes.length = 0;
  delivered.length = 0;
  byKey.clear();
  resendControls.busyUntil = 0;
  resendControls.loseNextAnswer = false;
}

function rateLimited(response: ServerResponse, retryAfterSeconds: number) {
  return json(
    response,
    429,
    {
      statusCode: 429,
      name: "rate_limit_exceeded",
      message:
        "Too many requests. You can only make 2 requests per second. See rate limit response headers for more information. Or contact support to increase rate limit.",
    },
    {
      "ratelimit-limit": String(RATE_PER_SECOND),
      "ratelimit-remaining": "0",
      "ratelimit-reset": String(retryAfterSeconds),
      "retry-after": String(retryAfterSeconds),
    },
  );
}

export function resendEmail(request: IncomingMessage, body: string, response: ServerResponse) {
  if (request.headers.authorization !== "Bearer re_test_key") {
    return json(response, 403, { statusCode: 403, name: "validation_error", message: "API key is invalid" });
  }
  const now = Date.now();
  if (now < resendControls.busyUntil)
    return rateLimited(response, Math.ceil((resendControls.busyUntil - now) / 1000));
  while (requestTimes.length && requestTimes[0]! <= now - 1000) requestTimes.shift();
  if (requestTimes.length >= RATE_PER_SECOND) return rateLimited(response, 1);
  requestTimes.push(now);

  const key = request.headers["idempotency-key"];
  const idempotencyKey = typeof key === "string" ? key : null;
  if (idempotencyKey && idempotencyKey.length > 256) {
    return json(response, 400, {
      statusCode: 400,
      name: "invalid_idempotency_key",
      message: "The key must be between 1-256 chars.",
    });
  }
  if (idempotencyKey) {
    const earlier = byKey.get(idempotencyKey);
    if (earlier && earlier.body !== body) {
      return json(response, 409, {
        statusCode: 409,
        name: "invalid_idempotent_request",
        message: "Same idempotency key used with a different request payload.",
      });
    }
    if (earlier) return json(response, 200, { id: earlier.id });
  }
  let message: { from?: string; to?: string[]; subject?: string; text?: string };
  try {
    message = JSON.parse(body);
  } catch {
    return json(response, 400, { statusCode: 400, name: "invalid_parameter", message: "Invalid JSON body" });
  }
  if (!message.from || !message.to?.length || !message.subject) {
    return json(response, 422, {
      statusCode: 422,
      name: "missing_required_field",
      message: "Missing `to` field.",
    });
  }
  if (message.to.some((to) => to.startsWith("bounce@"))) {
    return json(response, 422, {
      statusCode: 422,
      name: "validation_error",
      message: "Invalid `to` field. The email address needs to follow the `email@example.com` format.",
    });
  }
  const id = crypto.randomUUID();
  delivered.push({ id, to: message.to, subject: message.subject, idempotencyKey });
  if (idempotencyKey) byKey.set(idempotencyKey, { body, id });
  if (resendControls.loseNextAnswer) {
    // Sent, but the answer never reaches the caller (a dropped connection after delivery).
    resendControls.loseNextAnswer = false;
    request.socket.destroy();
    return;
  }
  return json(response, 200, { id });
}

// GET /domains (resend.com/docs/api-reference/domains/list-domains): the team's sending domains.
export function resendDomains(request: IncomingMessage, response: ServerResponse) {
  if (request.headers.authorization !== "Bearer re_test_key") {
    return json(response, 403, { statusCode: 403, name: "validation_error", message: "API key is invalid" });
  }
  return json(response, 200, {
    object: "list",
    has_more: false,
    data: [
      {
        id: "d91cd9bd-1176-453e-8fc1-35364d380206",
        name: "fullhouse.pub",
        status: "verified",
        created_at: "2026-04-26T20:21:26.347412+00:00",
        region: "eu-west-1",
        capabilities: { sending: "enabled", receiving: "disabled" },
      },
    ],
  });
}
