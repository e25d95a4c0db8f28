import { createRequestHandler, RouterContextProvider } from "react-router";
import { ERROR_CODES } from "~/lib/contract/errors";
import { createRequestAuth, requestAuthContext } from "~/server/auth/request-user.server";
import { type AppContext, appContext, createAppContext } from "~/server/context.server";
import { refuseOffLoopback } from "~/server/dev/local-only.server";
import { admitRequest, answerError, shapeApiAnswer } from "~/server/http/request-contract.server";
import { runCron } from "~/server/jobs/cron.server";
import { deliverJob, failDeadLetteredJob } from "~/server/jobs/jobs.server";
import { jobHandlers } from "~/server/jobs/registry.server";
import type { JobMessage } from "~/server/jobs/types.server";
import {
  deliverScheduledPost,
  isPublishMessage,
  type PublishMessage,
} from "~/server/publishing/dispatch.server";
import { isCrossSiteRequest } from "~/server/security/cross-site.server";
import { applySecurityHeaders } from "~/server/security/headers.server";

// The live quiz night's Durable Object (bound as QUIZ_NIGHT in wrangler.toml).
export { QuizNight } from "~/server/quiz-night/night.server";

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

function buildContext(env: Env, ctx: ExecutionContext): AppContext | null {
  try {
    return createAppContext(env, (promise) => ctx.waitUntil(promise));
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * Answers one request: the contract's checks, then React Router, then the /api error shape. Cookies
 * the session wants set are added to `setCookies`.
 */
async function serve(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  setCookies: string[],
): Promise<Response> {
  const app = buildContext(env, ctx);
  if (!app)
    return answerError(request, 500, "configuration_error", "The server is not configured correctly.");
  const offLoopback = refuseOffLoopback(app.config, request);
  if (offLoopback) return offLoopback;
  if (isCrossSiteRequest(request)) {
    return answerError(
      request,
      403,
      ERROR_CODES.crossSite,
      "This request did not come from a Full House page.",
    );
  }
  const admitted = await admitRequest(request, await loadServerBuild());
  if (admitted instanceof Response) return admitted;

  const auth = createRequestAuth(app, admitted.request);
  const context = new RouterContextProvider();
  context.set(appContext, app);
  context.set(requestAuthContext, auth);
  try {
    return await shapeApiAnswer(request, await requestHandler(admitted.request, context));
  } finally {
    setCookies.push(...auth.setCookies);
  }
}

export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const setCookies: string[] = [];
    let response: Response;
    try {
      response = await serve(request, env, ctx, setCookies);
    } catch (error) {
      console.error("Unhandled error", error);
      response = answerError(
        request,
        500,
        "internal_error",
        "Something went wrong on our side. Please try again.",
      );
    }
    // A WebSocket upgrade (101) is passed on as it is; every other answer, refusals and errors
    // included, carries the security headers.
    if (response.webSocket) return response;
    // Responses from the router can be immutable; copy headers before adding ours.
    response = new Response(response.body, response);
    for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
    applySecurityHeaders(response.headers, { production: env.APP_ENV === "production" });
    // Time spent inside the Worker (to the last I/O), so load tests can tell it from proxy queueing.
    response.headers.set("Server-Timing", `app;dur=${Date.now() - started}`);
    return response;
  },

  async queue(batch, env, ctx) {
    const app = createAppContext(env, (promise) => ctx.waitUntil(promise));
    const deadLetters = batch.queue.endsWith("-dlq");
    for (const message of batch.messages) {
      if (isPublishMessage(message.body)) {
        // Publishing keeps its own state in scheduled_posts (claim, lease, retries): a message is
        // only a nudge, so it is acked once handled and retried only if the handling itself broke.
        try {
          await deliverScheduledPost(app, message.body.scheduledPostId);
          message.ack();
        } catch (error) {
          console.error("Publishing delivery failed", error);
          message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
        }
        continue;
      }
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
} satisfies ExportedHandler<Env, JobMessage | PublishMessage>;
