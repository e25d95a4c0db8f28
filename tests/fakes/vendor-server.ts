import { createServer } from "node:http";
import {
  businessConsent,
  businessProfileApi,
  businessProfileControl,
  businessToken,
  googleRevoke,
  isBusinessTokenRequest,
} from "./business-profile-fake";
import { googleToken, googleUserInfo, registerGoogleCode } from "./google-fake";
import { facebookDialog, graphApi, graphControl } from "./graph-fake";
import { type ForcedError, json, nextErrors, readBody } from "./http";
import { OM_REAL_ERRORS, openMeteoForecast, openMeteoGeocoding } from "./open-meteo-fake";
import {
  type OpenAiAnswer,
  openAiChat,
  openAiImages,
  openAiModels,
  openAiNext,
  openAiTranscription,
} from "./openai-fake";
import { setCheckerConfirmLimit } from "./openai-quiz-fake";
import { MODEL_CATALOGUE } from "./openai-rules";
import { delivered, resendControls, resendDomains, resendEmail, resetResend } from "./resend-fake";
import {
  type FdMatchSeed,
  fdMatches,
  footballData,
  REAL_ERRORS,
  resetFootballDataQuota,
  type TsdbEventSeed,
  theSportsDb,
  tsdbEvents,
} from "./sports-fake";
import { forceStripeError, stripeApi } from "./stripe-fake";

/**
 * One small HTTP server that speaks each outside vendor's real protocol, so live adapters are
 * tested through their real request and error shapes. Every request is recorded; tests read them
 * back from GET /__control/requests and register fixtures through POST /__control/*.
 */

interface Recorded {
  service: string;
  method: string;
  path: string;
  /** The query string, "?…" or "". */
  query: string;
  headers: Record<string, string>;
  body: string;
}

const recorded: Recorded[] = [];
// Cloudflare Access's published signing keys (JWKs); a test registers the public half of its own key.
const accessKeys: Array<Record<string, unknown>> = [];

export function startVendorServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const raw = await readBody(request);
    const body = raw.toString("utf8");
    // stripe-node always calls /v1/… on the host it is given.
    const service = url.pathname.startsWith("/v1/") ? "stripe" : (url.pathname.split("/")[1] ?? "");
    if (service !== "__control") {
      recorded.push({
        service,
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.search,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body,
      });
    }
    if (service === "stripe") return stripeApi(request, url, body, response);
    if (url.pathname.startsWith("/football-data/")) return footballData(request, url, response);
    if (url.pathname.startsWith("/thesportsdb/")) return theSportsDb(url, response);
    if (url.pathname.startsWith("/open-meteo/")) return openMeteoForecast(url, response);
    if (url.pathname.startsWith("/open-meteo-geocoding/")) return openMeteoGeocoding(url, response);
    // Publishing: the Graph API (Facebook, Instagram) and Google Business Profile.
    if (url.pathname.startsWith("/graph/")) return graphApi(request, url, body, response);
    if (url.pathname.startsWith("/facebook/")) return facebookDialog(url, response);
    if (/^\/gbp-(accounts|info|posts)\//.test(url.pathname))
      return businessProfileApi(request, url, body, response);
    const method = request.method ?? "GET";
    if (url.pathname.startsWith("/__control/graph/") && graphControl(method, url, body, response)) return;
    if (
      url.pathname.startsWith("/__control/business-profile/") &&
      businessProfileControl(method, url, body, response)
    ) {
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "POST /google/token":
        // One Google token endpoint serves sign-in and Business Profile connections alike.
        if (isBusinessTokenRequest(body)) return businessToken(request, body, response);
        return googleToken(request, body, response);
      // The consent screen answers Business Profile connections (sign-in tests register codes directly).
      case "GET /google/o/oauth2/v2/auth":
        return businessConsent(url, response);
      case "POST /google/revoke":
        return googleRevoke(body, response);
      case "GET /google/v1/userinfo":
        return googleUserInfo(request, response);
      case "GET /resend/domains":
        return resendDomains(request, response);
      case "POST /resend/emails":
        return resendEmail(request, body, response);
      case "POST /openai/v1/chat/completions":
        return openAiChat(request, body, response);
      case "GET /openai/v1/models":
        return openAiModels(request, response);
      // An OpenAI-compatible server of the operator's own, without strict structured outputs.
      case "POST /compatible/v1/chat/completions":
        return openAiChat(request, body, response, true);
      case "POST /openai/v1/images/generations":
        return openAiImages(request, body, response);
      case "POST /openai/v1/audio/transcriptions":
        return openAiTranscription(request, raw, response);
      // Cloudflare Access: GET {team domain}/cdn-cgi/access/certs answers the team's current keys.
      case "GET /access/cdn-cgi/access/certs":
        return json(response, 200, { keys: accessKeys, public_certs: [] });
      case "POST /__control/access/keys":
        accessKeys.push(...(JSON.parse(body) as { keys: Array<Record<string, unknown>> }).keys);
        return json(response, 200, { ok: true });
      case "POST /__control/google/codes": {
        const { code, email, emailVerified = true, sub } = JSON.parse(body);
        registerGoogleCode(code, { email, emailVerified, sub });
        return json(response, 200, { ok: true });
      }
      // {"status": 429} (or 403, or any status with its own "body") makes the service's next request fail.
      case "POST /__control/football-data/next-error":
      case "POST /__control/thesportsdb/next-error": {
        const service = url.pathname.split("/")[2] ?? "";
        const asked = JSON.parse(body) as ForcedError;
        const real = REAL_ERRORS[service]?.[asked.status];
        nextErrors.set(service, [...(nextErrors.get(service) ?? []), { ...real, ...asked }]);
        return json(response, 200, { ok: true });
      }
      // Extra matches or events a test needs (a knockout stage, a neutral venue), added to the seed;
      // a match with an id already seeded replaces it (a test postpones a match it added).
      case "POST /__control/football-data/matches":
        for (const seed of JSON.parse(body) as FdMatchSeed[]) {
          const at = fdMatches.findIndex((match) => match.id === seed.id);
          if (at >= 0) fdMatches[at] = seed;
          else fdMatches.push(seed);
        }
        return json(response, 200, { ok: true });
      // {"ids": [...]}: a test takes the matches it added away again.
      case "DELETE /__control/football-data/matches": {
        const ids = new Set((JSON.parse(body) as { ids: number[] }).ids);
        fdMatches.splice(0, fdMatches.length, ...fdMatches.filter((match) => !ids.has(match.id)));
        return json(response, 200, { ok: true });
      }
      case "POST /__control/thesportsdb/events":
        tsdbEvents.push(...(JSON.parse(body) as TsdbEventSeed[]));
        return json(response, 200, { ok: true });
      // {"endpoint": "chat" | "transcriptions", "answer": "rate_limited" | …} queues the next answer.
      case "POST /__control/openai/next-answer": {
        const { endpoint, answer } = JSON.parse(body) as { endpoint: string; answer: OpenAiAnswer };
        openAiNext[endpoint]?.push(answer);
        return json(response, openAiNext[endpoint] ? 200 : 400, { ok: Boolean(openAiNext[endpoint]) });
      }
      case "DELETE /__control/openai/next-answer":
        for (const queue of Object.values(openAiNext)) queue.length = 0;
        return json(response, 200, { ok: true });
      // {"id": "gpt-6-luna", "shutdownDate": "2026-12-20" | null}: announce (or withdraw) a model's shutdown.
      case "POST /__control/openai/models": {
        const { id, shutdownDate } = JSON.parse(body) as { id: string; shutdownDate: string | null };
        MODEL_CATALOGUE.set(id, shutdownDate);
        return json(response, 200, { ok: true });
      }
      // Resend: what was delivered; {"busySeconds": n} uses the team's limit up for n seconds;
      // {"loseNextAnswer": true} delivers the next message but drops the connection before answering.
      case "GET /__control/resend/delivered":
        return json(response, 200, delivered);
      case "POST /__control/resend": {
        const asked = JSON.parse(body) as { busySeconds?: number; loseNextAnswer?: boolean };
        if (asked.busySeconds) resendControls.busyUntil = Date.now() + asked.busySeconds * 1000;
        if (asked.loseNextAnswer) resendControls.loseNextAnswer = true;
        return json(response, 200, { ok: true });
      }
      case "DELETE /__control/resend":
        resetResend();
        return json(response, 200, { ok: true });
      // {"confirmAtMost": n | null}: the quiz fact checker confirms at most n questions per call.
      case "POST /__control/openai/quiz-checker":
        setCheckerConfirmLimit((JSON.parse(body) as { confirmAtMost: number | null }).confirmAtMost);
        return json(response, 200, { ok: true });
      // {"status": 400 | 429} makes the next forecast (or geocoding) request get Open-Meteo's real refusal.
      case "POST /__control/open-meteo/next-error":
      case "POST /__control/open-meteo-geocoding/next-error": {
        const service = url.pathname.split("/")[2] ?? "";
        const asked = JSON.parse(body) as ForcedError;
        nextErrors.set(service, [
          ...(nextErrors.get(service) ?? []),
          { ...OM_REAL_ERRORS[asked.status], ...asked },
        ]);
        return json(response, 200, { ok: true });
      }
      // {"status": 400 | 429} makes Stripe's next API call fail with its real error object.
      case "POST /__control/stripe/next-error":
        forceStripeError(JSON.parse(body).status);
        return json(response, 200, { ok: true });
      case "DELETE /__control/requests": {
        const only = url.searchParams.get("service");
        if (!only || only === "football-data") resetFootballDataQuota();
        const kept = recorded.filter((r) => only && r.service !== only);
        recorded.splice(0, recorded.length, ...kept);
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
        // Open keep-alive connections would hold close() (and the test run) forever.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
