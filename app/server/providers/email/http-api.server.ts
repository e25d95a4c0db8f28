import { errors } from "~/server/http/errors.server";
import { sharedPacer } from "./pacer.server";
import type { EmailProvider } from "./types";

interface HttpEmailConfig {
  apiKey: string;
  from: string;
  baseUrl: string;
  /** The API's request limit per second (Resend: 2 per team unless raised). */
  requestsPerSecond?: number;
  /** Per attempt; the default suits a transactional API that answers in well under a second. */
  timeoutMs?: number;
}

const ATTEMPTS = 4;
/** Longer than this and the request (a cron run, a sign-in form) should give up rather than wait. */
const LONGEST_WAIT_SECONDS = 20;

/** Resend's `retry-after` in seconds (1 when missing or unreadable). */
function retryAfter(response: Response): number {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Live e-mail through a Resend-compatible transactional API: POST {base}/emails with a bearer key,
 * answering `{ id }`, or `{ statusCode, name, message }` on failure. Requests are paced to the
 * API's limit; a 429 waits the `retry-after` it names, and a timeout, network failure or 5xx is
 * tried again — always with the same `Idempotency-Key`, so a retry of a message that did go out
 * is answered with the first send's id instead of sending it twice (resend.com/docs/dashboard/emails/idempotency-keys).
 */
export function createHttpEmail(config: HttpEmailConfig): EmailProvider {
  const url = `${config.baseUrl.replace(/\/$/, "")}/emails`;
  const pacer = sharedPacer(config.apiKey, config.requestsPerSecond ?? 2);
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    kind: "live",
    async send(email) {
      const idempotencyKey = email.idempotencyKey ?? `${email.tag}/${crypto.randomUUID()}`;
      const body = JSON.stringify({
        from: config.from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        tags: [{ name: "category", value: email.tag }],
      });
      let waitedSeconds = 0;
      for (let attempt = 1; ; attempt++) {
        await pacer.wait();
        let response: Response;
        try {
          response = await fetch(url, {
            method: "POST",
            headers: {
              Authorization: `Bearer ${config.apiKey}`,
              "Content-Type": "application/json",
              "Idempotency-Key": idempotencyKey,
            },
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (cause) {
          // Timed out or unreachable: the message may or may not have gone; the key makes a retry safe.
          if (attempt < ATTEMPTS) {
            await sleep(500 * 2 ** (attempt - 1));
            continue;
          }
          console.error("E-mail API unreachable", cause);
          throw errors.providerUnavailable("The e-mail service could not be reached. Please try again.");
        }
        const answer = (await response.json().catch(() => ({}))) as {
          id?: string;
          message?: string;
          name?: string;
        };
        if (response.ok && answer.id) return { id: answer.id };
        // 429: over the rate limit (ours or another isolate's). 409 concurrent_idempotent_requests:
        // the first attempt is still being processed. 5xx: the API's own trouble. All worth a wait.
        const transient =
          response.status === 429 ||
          response.status >= 500 ||
          (response.status === 409 && answer.name === "concurrent_idempotent_requests");
        if (transient && attempt < ATTEMPTS) {
          const seconds = response.status === 429 ? retryAfter(response) : 2 ** (attempt - 1);
          if (waitedSeconds + seconds <= LONGEST_WAIT_SECONDS) {
            waitedSeconds += seconds;
            if (response.status === 429) pacer.holdOff(seconds);
            else await sleep(seconds * 1000);
            continue;
          }
        }
        console.error("E-mail API refused a message", response.status, answer.name, answer.message);
        if (response.status === 429) {
          throw errors.providerUnavailable("The e-mail service is busy. Please try again in a minute.");
        }
        throw errors.providerUnavailable(
          `The e-mail service refused the message${answer.message ? `: ${answer.message}` : ""}.`,
        );
      }
    },
  };
}
