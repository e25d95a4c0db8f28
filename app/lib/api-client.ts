import type { ApiErrorBody } from "./contract/errors";

/** The contract's error body, checked by hand: this module runs in every page, so it carries no zod. */
function errorBody(text: string): ApiErrorBody["error"] | null {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody> | null;
    const error = body?.error;
    return typeof error?.code === "string" && typeof error.message === "string" ? error : null;
  } catch {
    return null;
  }
}

/** A non-success answer: `message` is "status: text" (spec §8); `detail` is the server's human message. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`${status}: ${detail}`);
  }
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  body?: BodyInit;
  signal?: AbortSignal;
  /** Sent with the request as well, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** Calls our API with cookies; JSON in, JSON out, any failure thrown as an ApiError. */
export async function api<T>(
  path: string,
  { method = "GET", json, body, signal }: ApiOptions = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    signal,
    headers: json === undefined ? undefined : { "Content-Type": "application/json" },
    body: json === undefined ? body : JSON.stringify(json),
  });
  if (!response.ok) {
    const text = await response.text();
    const error = errorBody(text);
    if (error) throw new ApiError(response.status, error.code, error.message);
    throw new ApiError(response.status, "error", text || response.statusText);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** An /api answer as a value: what a page's clientAction hands its fetcher (never thrown, so no error page). */
export type ApiAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string };

const OFFLINE_MESSAGE = "Full House could not be reached. Check your connection and try again.";

/** `api()` with its failure returned instead of thrown; a lost connection is status 0, code "network". */
export async function apiAnswer<T>(path: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "include",
      signal: options.signal,
      headers: {
        ...options.headers,
        ...(options.json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: options.json === undefined ? options.body : JSON.stringify(options.json),
    });
    if (response.ok) {
      const data = (response.status === 204 ? undefined : await response.json()) as T;
      return { ok: true, status: response.status, data };
    }
    const text = await response.text();
    const error = errorBody(text);
    return error
      ? { ok: false, status: response.status, code: error.code, message: error.message }
      : {
          ok: false,
          status: response.status,
          code: "error",
          message: response.statusText || "Something went wrong.",
        };
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    return { ok: false, status: 0, code: "network", message: OFFLINE_MESSAGE };
  }
}
