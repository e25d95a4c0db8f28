import type { IncomingMessage, ServerResponse } from "node:http";
import { json } from "./http";

// Resend's POST /emails: bearer key, JSON body; answers { id }, or { statusCode, name, message }.
export function resendEmail(request: IncomingMessage, body: string, response: ServerResponse) {
  if (request.headers.authorization !== "Bearer re_test_key") {
    return json(response, 403, { statusCode: 403, name: "validation_error", message: "API key is invalid" });
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
  return json(response, 200, { id: crypto.randomUUID() });
}
