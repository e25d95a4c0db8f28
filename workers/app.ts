import { createRequestHandler, RouterContextProvider } from "react-router";
import { ERROR_CODES } from "~/lib/contract/errors";
import { createRequestAuth, requestAuthContext } from "~/server/auth/request-user.server";
import { type AppContext, appContext, createAppContext } from "~/server/context.server";
import { refuseOffLoopback } from "~/server/dev/local-only.server";
import { errorResponse } from "~/server/http/errors.server";
import { runCron } from "~/server/jobs/cron.server";
import { deliverJob, failDeadLetteredJob } from "~/server/jobs/jobs.server";
import { jobHandlers } from "~/server/jobs/registry.server";
import type { JobMessage } from "~/server/jobs/types.server";
import { isCrossSiteRequest } from "~/server/security/cross-site.server";
import { applySecurityHeaders } from "~/server/security/headers.server";

const loadServerBuild = () => import("virtual:react-router/server-build");
type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * Given a function, React Router re-derives every route on every request, so the dev server picks up
 * edits. The built Worker's routes never change: it hands over the build itself, derived once per isolate.
 */
let builtHandler: Promise<RequestHandler> | undefined;
const requestHandler: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadServerBuild, import.meta.env.MODE)
  : async (request, context) => {
      builtHandler ??= loadServerBuild().then((build) => createRequestHandler(build, import.meta.env.MODE));
      return (await builtHandler)(request, context);
    };

function buildContext(env: Env, ctx: ExecutionContext): AppContext | Response {
  try {
    return createAppContext(env, (promise) => ctx.waitUntil(promise));
  } catch (error) {
    console.error(error);
    return errorResponse(500, "configuration_error", "The server is not configured correctly.");
  }
}

/**
 * An /api answer that React Router produced itself (an unknown path renders the 404 page, a wrong
 * method is plain text) gets the JSON error shape. The sign-in page's own answers (HTML, router data)
 * are left alone.
 */
async function asApiError(response: Response): Promise<Response> {
  const contentType = response.headers.get("Content-Type") ?? "";
  const routerMiss = response.status === 404 || response.status === 405;
  if (response.status < 400 || contentType.includes("json")) return response;
  if (!routerMiss && contentType !== "" && !contentType.startsWith("text/plain")) return response;
  const code =
    response.status === 404
      ? ERROR_CODES.notFound
      : response.status === 405
        ? ERROR_CODES.methodNotAllowed
        : "error";
  const message =
    response.status === 404
      ? "No such endpoint."
      : response.status === 405
        ? "Method not allowed."
        : response.statusText || "Request failed.";
  return errorResponse(response.status, code, message);
}

export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const app = buildContext(env, ctx);
    if (app instanceof Response) return app;
    const url = new URL(request.url);
    const offLoopback = refuseOffLoopback(app.config, request);
    if (offLoopback) return offLoopback;
    if (isCrossSiteRequest(request)) {
      return errorResponse(403, ERROR_CODES.crossSite, "This request did not come from a Full House page.");
    }
    const auth = createRequestAuth(app, request);
    const context = new RouterContextProvider();
    context.set(appContext, app);
    context.set(requestAuthContext, auth);

    let response = await requestHandler(request, context);
    if (url.pathname.startsWith("/api/")) response = await asApiError(response);
    // Responses from the router can be immutable; copy headers before adding ours.
    response = new Response(response.body, response);
    for (const cookie of auth.setCookies) response.headers.append("Set-Cookie", cookie);
    applySecurityHeaders(response.headers);
    // Time spent inside the Worker (to the last I/O), so load tests can tell it from proxy queueing.
    response.headers.set("Server-Timing", `app;dur=${Date.now() - started}`);
    return response;
  },

  async queue(batch, env, ctx) {
    const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
    const deadLetters = batch.queue.endsWith("-dlq");
    for (const message of batch.messages) {
      const { jobId } = message.body;
      if (deadLetters) {
        await failDeadLetteredJob(app, jobId);
        message.ack();
        continue;
      }
      const outcome = await deliverJob(app, jobHandlers, jobId);
      if (outcome === "done") message.ack();
      else message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  },

  async scheduled(controller, env, ctx) {
    const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
    await runCron(app, controller.cron);
  },
} satisfies ExportedHandler<Env, JobMessage>;
