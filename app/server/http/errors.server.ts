import { ZodError } from "zod";
import { ERROR_CODES } from "~/lib/contract/errors";

/** A failure the caller can act on: it becomes the JSON error shape with its HTTP status. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errors = {
  invalid: (message: string) => new AppError(400, ERROR_CODES.invalidInput, message),
  unauthenticated: () => new AppError(401, ERROR_CODES.unauthenticated, "Please log in to continue."),
  subscriptionRequired: (message = "This feature needs a paid plan.") =>
    new AppError(402, ERROR_CODES.subscriptionRequired, message),
  allowanceExhausted: (message: string) => new AppError(402, ERROR_CODES.allowanceExhausted, message),
  forbidden: (message = "You do not have access to this.") =>
    new AppError(403, ERROR_CODES.forbidden, message),
  notFound: (message = "Not found.") => new AppError(404, ERROR_CODES.notFound, message),
  conflict: (message: string) => new AppError(409, ERROR_CODES.conflict, message),
  tooLarge: (limitBytes: number) =>
    new AppError(
      413,
      ERROR_CODES.tooLarge,
      `The request body is larger than ${Math.round(limitBytes / 1024 / 1024)} MB.`,
    ),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, ERROR_CODES.rateLimited, "Too many requests. Please wait a moment and try again.", {
      "Retry-After": String(retryAfterSeconds),
    }),
  providerUnavailable: (message: string) => new AppError(503, ERROR_CODES.providerUnavailable, message),
};

/** "email: Enter a valid email address" — the first problem, naming the field it is about. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

export function errorResponse(status: number, code: string, message: string, headers: HeadersInit = {}) {
  return Response.json({ error: { code, message } }, { status, headers });
}

/** Turns anything thrown by an API handler into the contract's error shape; unknown errors are a 500 without details. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof AppError) return errorResponse(error.status, error.code, error.message, error.headers);
  if (error instanceof ZodError) return errorResponse(400, ERROR_CODES.invalidInput, describeZodError(error));
  console.error("Unhandled API error", error);
  return errorResponse(500, "internal_error", "Something went wrong on our side. Please try again.");
}
