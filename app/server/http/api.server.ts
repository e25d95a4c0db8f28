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

/**
 * An action that answers several methods on one URL; any other method is a 405 in the JSON shape.
 * The methods are listed on the action too: the Worker entry reads them to refuse others before
 * routing, and to answer `Allow`.
 */
export function apiMethods<A extends { request: Request }>(handlers: Partial<Record<string, Handler<A>>>) {
  const methods = Object.keys(handlers);
  const action = apiHandler<A>(async (args) => {
    const handler = handlers[args.request.method];
    if (!handler) {
      const allowed = methods.join(", ");
      throw new AppError(405, ERROR_CODES.methodNotAllowed, `Use ${allowed} here.`, { Allow: allowed });
    }
    return handler(args);
  });
  return Object.assign(action, { methods });
}

/** 202 Accepted with the job id, for work that runs on the queue. */
export function accepted(jobId: string) {
  return Response.json({ jobId }, { status: 202 });
}
