import { data } from "react-router";
import type { z } from "zod";
import { BODY_LIMITS, ERROR_CODES } from "~/lib/contract/errors";
import { AppError, describeZodError, errors } from "./errors.server";

export const JSON_BODY_LIMIT = BODY_LIMITS.json;
export const AUDIO_BODY_LIMIT = BODY_LIMITS.audio;

/** Reads the body as text, refusing it as soon as it passes `limit` bytes (Content-Length may lie or be absent). */
export async function readBodyText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/**
 * Reads the body's bytes, counting them as they stream and refusing the body with 413 as soon as it
 * passes `limit`. A Content-Length above the limit is refused at once; a smaller one is not believed.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw errors.tooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw errors.tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Parses a JSON body against a contract schema: 413 over the limit, 400 for bad JSON or a bad field. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit = JSON_BODY_LIMIT,
): Promise<z.output<S>> {
  const text = await readBodyText(request, limit);
  let value: unknown;
  try {
    value = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError(400, ERROR_CODES.invalidJson, "The request body is not valid JSON.");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new AppError(400, ERROR_CODES.invalidJson, "The request body must be a JSON object.");
  }
  const result = schema.safeParse(value);
  if (!result.success) throw errors.invalid(describeZodError(result.error));
  return result.data;
}

/**
 * The optional Idempotency-Key header (as Stripe takes it): up to 255 visible characters, or null
 * when not sent. A repeat of a request with the same key gets the first request's result.
 */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get("Idempotency-Key");
  if (key === null) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw errors.invalid("Idempotency-Key: use 1 to 255 visible characters, such as a UUID");
  }
  return key;
}

/** Parses URL search parameters against a schema; 400 names the parameter. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw errors.invalid(describeZodError(result.error));
  return result.data;
}

/**
 * A page action's form. A body that is not a form (JSON, junk) is a 400 for the page's error
 * boundary, not the 500 that `request.formData()` throwing would be.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The form could not be read. Please try again from the page.", { status: 400 });
  }
}
