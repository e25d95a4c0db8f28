import { errors } from "~/server/http/errors.server";
import type { EmailProvider } from "./types";

interface HttpEmailConfig {
  apiKey: string;
  from: string;
  baseUrl: string;
}

/**
 * Live e-mail through a Resend-compatible transactional API: POST {base}/emails with a bearer key,
 * answering `{ id }`, or `{ statusCode, name, message }` on failure.
 */
export function createHttpEmail(config: HttpEmailConfig): EmailProvider {
  return {
    kind: "live",
    async send(email) {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl.replace(/\/$/, "")}/emails`, {
          method: "POST",
          headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            from: config.from,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            html: email.html,
            tags: [{ name: "category", value: email.tag }],
          }),
        });
      } catch (cause) {
        console.error("E-mail API unreachable", cause);
        throw errors.providerUnavailable("The e-mail service could not be reached. Please try again.");
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      if (!response.ok || !body.id) {
        console.error("E-mail API refused a message", response.status, body.message);
        throw errors.providerUnavailable(
          `The e-mail service refused the message${body.message ? `: ${body.message}` : ""}.`,
        );
      }
      return { id: body.id };
    },
  };
}
