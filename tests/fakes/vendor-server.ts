import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * One small HTTP server that speaks each outside vendor's real protocol, so live adapters are
 * tested through their real request and error shapes. Every request is recorded; tests read them
 * back from GET /__control/requests and register fixtures through POST /__control/*.
 */

interface Recorded {
  service: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface GoogleGrant {
  email: string;
  emailVerified: boolean;
}

const recorded: Recorded[] = [];
const googleCodes = new Map<string, GoogleGrant>();
const googleTokens = new Map<string, GoogleGrant>();

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

// Google's OAuth token endpoint: form-encoded authorisation-code grant with PKCE and client
// credentials (HTTP Basic, as arctic sends them). Bad codes get Google's `invalid_grant` error.
function googleToken(request: IncomingMessage, body: string, response: ServerResponse) {
  const form = new URLSearchParams(body);
  const basic = Buffer.from(
    (request.headers.authorization ?? "").replace(/^Basic /, ""),
    "base64",
  ).toString();
  if (basic !== "test-client.apps.googleusercontent.com:test-google-secret") {
    return json(response, 401, {
      error: "invalid_client",
      error_description: "The OAuth client was not found.",
    });
  }
  const grant = googleCodes.get(form.get("code") ?? "");
  if (
    form.get("grant_type") !== "authorization_code" ||
    !grant ||
    !form.get("code_verifier") ||
    !form.get("redirect_uri")?.endsWith("/api/auth/google/callback")
  ) {
    return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
  }
  googleCodes.delete(form.get("code") ?? "");
  const accessToken = `ya29.test-${Math.random().toString(36).slice(2)}`;
  googleTokens.set(accessToken, grant);
  return json(response, 200, {
    access_token: accessToken,
    expires_in: 3599,
    scope: "openid https://www.googleapis.com/auth/userinfo.email",
    token_type: "Bearer",
    id_token: "header.payload.signature",
  });
}

// Google's OpenID userinfo endpoint: bearer token in, profile claims out.
function googleUserInfo(request: IncomingMessage, response: ServerResponse) {
  const grant = googleTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
  if (!grant) {
    return json(response, 401, { error: "invalid_request", error_description: "Invalid Credentials" });
  }
  return json(response, 200, { sub: "1234567890", email: grant.email, email_verified: grant.emailVerified });
}

// Resend's POST /emails: bearer key, JSON body; answers { id }, or { statusCode, name, message }.
function resendEmail(request: IncomingMessage, body: string, response: ServerResponse) {
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

export function startVendorServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    const service = url.pathname.split("/")[1] ?? "";
    if (service !== "__control") {
      recorded.push({
        service,
        method: request.method ?? "GET",
        path: url.pathname,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body,
      });
    }
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "POST /google/token":
        return googleToken(request, body, response);
      case "GET /google/v1/userinfo":
        return googleUserInfo(request, response);
      case "POST /resend/emails":
        return resendEmail(request, body, response);
      case "POST /__control/google/codes": {
        const { code, email, emailVerified = true } = JSON.parse(body);
        googleCodes.set(code, { email, emailVerified });
        return json(response, 200, { ok: true });
      }
      case "GET /__control/requests": {
        const only = url.searchParams.get("service");
        return json(response, 200, only ? recorded.filter((r) => r.service === only) : recorded);
      }
      default:
        return json(response, 404, { error: `fake has no route ${route}` });
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
