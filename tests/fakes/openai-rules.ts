/**
 * What OpenAI's API refuses, as its documentation says today (read 25 November 2026). The fake
 * refuses the same things, so an adapter that sends what the real service would refuse fails here
 * first. Each rule names the page it follows.
 */

/**
 * Models the API no longer serves: a request naming one gets 404 `model_not_found`.
 * - gpt-image-1: shut down 23 October 2026 (image API reference, "model"; deprecations page).
 * - dall-e-2, dall-e-3: retired 12 May 2026 (deprecations page, "DALL·E").
 * - the 2026-10-23 chat shutdowns (deprecations page): gpt-4.1-nano, gpt-4-turbo, gpt-3.5-turbo, o1…
 * https://developers.openai.com/api/docs/deprecations
 */
export const RETIRED_MODELS = new Set([
  "gpt-image-1",
  "dall-e-2",
  "dall-e-3",
  "gpt-4.1-nano",
  "gpt-4.1-nano-2025-04-14",
  "gpt-4o-2024-05-13",
  "gpt-4-turbo",
  "gpt-4",
  "gpt-3.5-turbo",
  "o1",
  "o3-mini",
  "o4-mini",
]);

/**
 * GET /v1/models: the models this organisation can use, each with `shutdown_date` (null when none is
 * announced). https://developers.openai.com/api/reference/resources/models/methods/list
 * Dates follow the deprecations page; tests may add or change one through the control API.
 */
export const MODEL_CATALOGUE = new Map<string, string | null>([
  ["gpt-6-luna", null],
  ["gpt-6.1-sol", null],
  ["gpt-image-2", null],
  ["gpt-image-2.5-flare", null],
  ["gpt-image-2.5-sunburst", null],
  ["gpt-transcribe", null],
  ["gpt-4.1", "2027-01-14"],
  ["gpt-4.1-mini", "2027-01-14"],
  ["gpt-4o-mini-transcribe", "2027-02-26"],
  ["gpt-4o-transcribe", "2027-02-26"],
  ["whisper-1", "2027-02-26"],
]);

export function modelNotFound(model: string) {
  return {
    message: `The model \`${model}\` does not exist or you do not have access to it.`,
    type: "invalid_request_error",
    param: null,
    code: "model_not_found",
  };
}

/**
 * The keywords strict structured outputs accept (Structured Outputs guide, "Supported schemas"):
 * https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas
 * A strict schema with any other keyword (minimum, maximum, minLength, maxLength, pattern, format,
 * minItems, maxItems, $schema…) is refused with a 400 before the model runs.
 */
const STRICT_KEYWORDS = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "anyOf",
  "description",
  "$defs",
  "$ref",
]);

type Schema = Record<string, unknown>;

/**
 * The first rule of strict mode `schema` breaks, worded as the API words it, or null. Objects must
 * be closed (`additionalProperties: false`) and list every property in `required`.
 */
export function strictSchemaProblem(schema: Schema, context: string[] = []): string | null {
  const where = `In context=(${context.map((part) => `'${part}'`).join(", ")})`;
  for (const key of Object.keys(schema)) {
    if (!STRICT_KEYWORDS.has(key)) return `${where}, '${key}' is not permitted.`;
  }
  if (schema.type === "object") {
    if (schema.additionalProperties !== false) {
      return `${where}, 'additionalProperties' is required to be supplied and to be false.`;
    }
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = (schema.required ?? []) as string[];
    const missing = Object.keys(properties).find((key) => !required.includes(key));
    if (missing) {
      return `${where}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
    }
    for (const [key, child] of Object.entries(properties)) {
      const problem = strictSchemaProblem(child, [...context, "properties", key]);
      if (problem) return problem;
    }
  }
  if (schema.items) return strictSchemaProblem(schema.items as Schema, [...context, "items"]);
  for (const [index, branch] of ((schema.anyOf ?? []) as Schema[]).entries()) {
    const problem = strictSchemaProblem(branch, [...context, "anyOf", String(index)]);
    if (problem) return problem;
  }
  for (const [name, definition] of Object.entries((schema.$defs ?? {}) as Record<string, Schema>)) {
    const problem = strictSchemaProblem(definition, [...context, "$defs", name]);
    if (problem) return problem;
  }
  return null;
}

/**
 * The sizes an image model takes (image API reference, `size`):
 * https://developers.openai.com/api/reference/resources/images/methods/generate
 * gpt-image-2 and the GPT Image 2.5 models: any WIDTHxHEIGHT with both sides divisible by 16, an
 * aspect ratio between 1:3 and 3:1, no side over 3840 and at most 3840×2160 pixels (or "auto").
 * Other GPT image models: 1024x1024, 1536x1024, 1024x1536 or auto.
 */
export function imageSizeProblem(model: string, size: string): string | null {
  const anySize = /^gpt-image-2(\.5-(flare|sunburst))?(-\d{4}-\d{2}-\d{2})?$/.test(model);
  if (size === "auto") return null;
  if (!anySize) {
    const sizes = ["1024x1024", "1536x1024", "1024x1536", "auto"];
    return sizes.includes(size)
      ? null
      : `Invalid value: '${size}'. Supported values are: ${sizes.map((value) => `'${value}'`).join(", ")}.`;
  }
  const match = /^(\d+)x(\d+)$/.exec(size);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width % 16 || height % 16) {
    return `Invalid value: '${size}'. The size must be WIDTHxHEIGHT with both sides divisible by 16, or 'auto'.`;
  }
  if (Math.max(width / height, height / width) > 3) {
    return `Invalid value: '${size}'. The aspect ratio must be between 1:3 and 3:1.`;
  }
  if (width > 3840 || height > 3840 || width * height > 3840 * 2160) {
    return `Invalid value: '${size}'. The image may have at most 3840x2160 pixels.`;
  }
  return null;
}
