import { ERROR_CODES } from "~/lib/contract/errors";
import { AppError, toErrorResponse } from "./errors.server";

type Handler<A> = (args: A) => Promise<unknown>;

/**
 * Wraps an /api handler: a plain value becomes JSON, a thrown AppError or ZodError becomes the
 * contract's error shape, and nothing else leaks out (no stack traces, no HTML error pages).
 */
export function apiHandler<A>(handler: Handler<A>) {
  return async (args: A): Promise<Response> => {
    try {
      const result = await handler(args);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** An action that answers several methods on one URL; any other method is a 405 in the JSON shape. */
export function apiMethods<A extends { request: Request }>(handlers: Partial<Record<string, Handler<A>>>) {
  return apiHandler<A>(async (args) => {
    const handler = handlers[args.request.method];
    if (!handler) {
      const allowed = Object.keys(handlers).join(", ");
      throw new AppError(405, ERROR_CODES.methodNotAllowed, `Use ${allowed} here.`, { Allow: allowed });
    }
    return handler(args);
  });
}

/** 202 Accepted with the job id, for work that runs on the queue. */
export function accepted(jobId: string) {
  return Response.json({ jobId }, { status: 202 });
}
