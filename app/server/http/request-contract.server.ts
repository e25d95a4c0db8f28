import type { ServerBuild } from "react-router";
import { apiErrorSchema, ERROR_CODES } from "~/lib/contract/errors";
import { readBodyBytes } from "./body.server";
import { errorPage, isNavigation } from "./error-page.server";
import { AppError, errorResponse } from "./errors.server";
import { type MatchedRoute, matchRoute } from "./route-table.server";

/**
 * The error contract of DESIGN.md, kept in one place for every route, so a route added tomorrow is
 * covered without doing anything: the Worker entry refuses wrong methods, malformed ids and oversized
 * bodies before routing, and gives /api errors the JSON shape (or, for navigations, a readable page).
 */

/** An id in a resource route's path: what our ids look like (UUIDs, `q1-3-bank`, `<uuid>:teaser-1`). */
const PATH_ID = /^[A-Za-z0-9][A-Za-z0-9_.:~-]{0,127}$/;

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "The request could not be read.",
  401: "Please log in to continue.",
  403: "You do not have access to this.",
  404: "Not found.",
  405: "Method not allowed.",
  413: "The request body is too large.",
  429: "Too many requests. Please wait a moment and try again.",
  500: "Something went wrong on our side. Please try again.",
  503: "This is unavailable for a moment. Please try again.",
};

const CODES: Record<number, string> = {
  400: ERROR_CODES.invalidInput,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.providerUnavailable,
};

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");
const isDataRequest = (pathname: string) => pathname.endsWith(".data");

/**
 * An error as the caller can use it: the JSON error shape for /api calls, a page for navigations
 * and for everything outside /api.
 */
export function answerError(
  request: Request,
  status: number,
  code: string,
  message: string,
  headers: HeadersInit = {},
): Response {
  const { pathname } = new URL(request.url);
  if (isApiPath(pathname) && !isNavigation(request)) return errorResponse(status, code, message, headers);
  return errorPage(status, message, headers);
}

function answerAppError(request: Request, error: AppError) {
  return answerError(request, error.status, error.code, error.message, error.headers);
}

export type Admitted = { request: Request; route: MatchedRoute | null };

/**
 * Checks a request against its route before any route code runs: an unknown /api path is 404, a
 * method the route does not answer is 405 with `Allow` (OPTIONS answers 204 with it), an id in a
 * resource route's path that none of ours could be is 404 (as another account's id is), and a body
 * over the route's limit is 413, counted as it streams. An admitted request carries its body read.
 */
export async function admitRequest(request: Request, build: ServerBuild): Promise<Admitted | Response> {
  const { pathname } = new URL(request.url);
  const route = matchRoute(build, pathname);
  const api = isApiPath(pathname);
  if (!route || route.unknown) {
    // Unknown pages are React Router's to render (the 404 page); anything else is answered here.
    if (api || (request.method !== "GET" && request.method !== "HEAD")) {
      return answerError(request, 404, ERROR_CODES.notFound, api ? "No such endpoint." : "No such page.");
    }
    return { request, route };
  }

  const allow = route.methods.join(", ");
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow } });
  if (!route.methods.includes(request.method)) {
    const message = `Use ${route.methods.filter((method) => method !== "OPTIONS").join(" or ")} here.`;
    return answerError(request, 405, ERROR_CODES.methodNotAllowed, message, { Allow: allow });
  }

  if (!route.page) {
    for (const value of Object.values(route.params)) {
      if (value !== undefined && !PATH_ID.test(value)) {
        return answerError(request, 404, ERROR_CODES.notFound, "Not found.");
      }
    }
  }

  if (request.body && request.method !== "GET" && request.method !== "HEAD") {
    try {
      const body = await readBodyBytes(request, route.bodyLimit);
      return { request: new Request(request, { body }), route };
    } catch (error) {
      if (error instanceof AppError) return answerAppError(request, error);
      // The client stopped sending (or the stream broke): nothing to answer but a plain 400.
      return answerError(request, 400, ERROR_CODES.invalidInput, "The request body could not be read.");
    }
  }
  return { request, route };
}

/** The error an answer carries: its own when it is in the JSON error shape, else one for its status. */
async function errorOf(response: Response): Promise<{ shaped: boolean; code: string; message: string }> {
  const fallback = {
    shaped: false,
    code: CODES[response.status] ?? (response.status >= 500 ? "internal_error" : "error"),
    message: DEFAULT_MESSAGES[response.status] ?? "The request could not be completed.",
  };
  if (!(response.headers.get("Content-Type") ?? "").includes("json")) return fallback;
  try {
    const parsed = apiErrorSchema.safeParse(await response.clone().json());
    return parsed.success ? { shaped: true, ...parsed.data.error } : fallback;
  } catch {
    return fallback;
  }
}

/** Every header of an error answer but its body's own (so Allow, Retry-After and cookies survive). */
function carriedHeaders(response: Response) {
  const headers = new Headers(response.headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Encoding"]) headers.delete(name);
  return headers;
}

/**
 * Gives an /api error answer the contract's form, whatever produced it: the JSON error shape for
 * calls (React Router's own `{ message }` and plain-text answers included), a readable page for
 * navigations. Pages under /api that rendered their own HTML, and React Router's data requests, keep
 * their answer.
 */
export async function shapeApiAnswer(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const { pathname } = new URL(request.url);
  if (!isApiPath(pathname) || isDataRequest(pathname)) return response;
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) return response;
  const error = await errorOf(response);
  if (isNavigation(request)) return errorPage(response.status, error.message, carriedHeaders(response));
  if (error.shaped) return response;
  return errorResponse(response.status, error.code, error.message, carriedHeaders(response));
}
