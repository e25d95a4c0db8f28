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
