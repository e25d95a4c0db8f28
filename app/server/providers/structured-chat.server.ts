import { z } from "zod";
import { type OpenAiClientConfig, type OpenAiSdkClient, openAiClient } from "./openai-errors.server";

/**
 * How a chat server is asked for JSON. `json_schema`: structured outputs, strict (OpenAI, Azure
 * OpenAI). `json_object`: JSON mode with the schema spelled out in the prompt, for OpenAI-compatible
 * servers without strict structured outputs. `auto` starts strict and falls back to JSON mode the
 * first time a server refuses the schema format, and remembers that for the rest of the isolate.
 */
export type StructuredOutputMode = "auto" | "json_schema" | "json_object";

/** Reasoning models take an effort; the older chat models and most local servers refuse the parameter. */
export type ReasoningEffort = "low" | "medium" | "high";

// The keywords strict structured outputs accept (OpenAI's Structured Outputs guide, "Supported
// schemas"). Everything else — minimum/maximum, minLength/maxLength, pattern, format, minItems… —
// is dropped before sending and checked by zod after the answer instead.
const ALLOWED_KEYWORDS = new Set([
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

/**
 * The JSON Schema strict mode accepts for `schema`: zod's output-mode schema (every property
 * required, objects closed) with each keyword outside the supported subset removed, at every depth.
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return strip(z.toJSONSchema(schema, { io: "output" })) as Record<string, unknown>;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== "object") return node;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!ALLOWED_KEYWORDS.has(key)) continue;
    if (key === "properties" || key === "$defs") {
      // Property names are data, not keywords: keep every one, strip inside each.
      kept[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, child]) => [name, strip(child)]),
      );
    } else {
      kept[key] = strip(value);
    }
  }
  return kept;
}

export interface StructuredRequest<T> {
  model: string;
  /** The schema's name as the API shows it in errors and logs, e.g. "pub_posts". */
  name: string;
  /** What the answer must be: sent as (a strict subset of) JSON Schema, checked in full after. */
  schema: z.ZodType<T>;
  system: string;
  user: string;
  maxTokens?: number;
  mode: Exclude<StructuredOutputMode, "auto">;
  reasoningEffort?: ReasoningEffort;
}

export interface StructuredAnswer<T> {
  /** The answer, or null when it was refused, cut off, not JSON or not of the schema. */
  data: T | null;
  /** Why `data` is null, for the log. */
  problem: string | null;
  tokensUsed: number;
}

/**
 * One chat completion whose answer must follow `schema`, with the adapter's system prompt and the
 * request as the user message. Nothing is stored at the provider. Whatever the server promises, the
 * answer is parsed and checked with the zod schema here: strict mode cannot carry every rule
 * (lengths, ranges), and JSON mode carries none. SDK errors (rate limits, outages) are thrown.
 */
export async function structuredChat<T>(
  openai: OpenAiSdkClient,
  request: StructuredRequest<T>,
): Promise<StructuredAnswer<T>> {
  const jsonSchema = strictJsonSchema(request.schema);
  const system =
    request.mode === "json_object"
      ? `${request.system}\n\nAnswer with one JSON object and nothing else. It must follow this JSON Schema exactly (every property present, no others):\n${JSON.stringify(jsonSchema)}`
      : request.system;
  const completion = await openai.chat.completions.create({
    model: request.model,
    store: false,
    ...(request.maxTokens ? { max_completion_tokens: request.maxTokens } : {}),
    ...(request.reasoningEffort ? { reasoning_effort: request.reasoningEffort } : {}),
    messages: [
      { role: "system", content: system },
      { role: "user", content: request.user },
    ],
    response_format:
      request.mode === "json_object"
        ? { type: "json_object" }
        : { type: "json_schema", json_schema: { name: request.name, strict: true, schema: jsonSchema } },
  });
  const tokensUsed = completion.usage?.total_tokens ?? 0;
  const choice = completion.choices[0];
  const unusable = (problem: string): StructuredAnswer<T> => ({ data: null, problem, tokensUsed });
  if (!choice) return unusable("no choice in the answer");
  if (choice.message.refusal) return unusable(`refused: ${choice.message.refusal}`);
  if (choice.finish_reason === "length") return unusable("cut off at the token limit");
  let json: unknown;
  try {
    json = JSON.parse(jsonText(choice.message.content ?? ""));
  } catch {
    return unusable("not JSON");
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return unusable(`not the schema: ${issue?.path.join(".") || "(root)"} ${issue?.message ?? ""}`);
  }
  return { data: parsed.data, problem: null, tokensUsed };
}

/** JSON mode on some servers wraps the object in a Markdown fence; strict mode never does. */
function jsonText(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}

/**
 * Whether a 400 from the server says it cannot do structured outputs (so JSON mode is worth a try),
 * as opposed to a bad request of ours.
 */
export function refusesStructuredOutputs(status: number | undefined, message: string): boolean {
  return status === 400 && /response_format|json_schema|structured output/i.test(message);
}

/** Where text work (writer, quiz, prompt improvement) runs: OpenAI, or any OpenAI-compatible server. */
export interface TextModelConfig extends OpenAiClientConfig {
  /** Default "auto". */
  structuredOutputs?: StructuredOutputMode;
  /** Sent only to reasoning models on OpenAI itself; other servers get no such parameter. */
  reasoningEffort?: ReasoningEffort;
}

export interface TextModel {
  readonly model: string;
  /** Whether answers arrive in strict structured outputs or JSON mode (after any fallback). */
  mode(): Exclude<StructuredOutputMode, "auto">;
  ask<T>(
    request: Omit<StructuredRequest<T>, "model" | "mode" | "reasoningEffort">,
  ): Promise<StructuredAnswer<T>>;
}

// Servers found to lack strict structured outputs, by base URL and model, for this isolate's life.
const jsonModeServers = new Set<string>();

/**
 * A text model behind an OpenAI-compatible chat completions API. With `auto`, a server that
 * refuses the json_schema response format (a 400 naming it) is asked again in JSON mode at once,
 * and every later call to it uses JSON mode; the zod check after the answer is the same either way.
 */
export function createTextModel(config: TextModelConfig): TextModel {
  const serverKey = `${config.baseUrl}|${config.model}`;
  const setting = config.structuredOutputs ?? "auto";
  const mode = (): Exclude<StructuredOutputMode, "auto"> =>
    setting === "auto" ? (jsonModeServers.has(serverKey) ? "json_object" : "json_schema") : setting;
  return {
    model: config.model,
    mode,
    async ask(request) {
      const { sdk, openai } = await openAiClient(config);
      const full = { ...request, model: config.model, reasoningEffort: config.reasoningEffort };
      const current = mode();
      try {
        return await structuredChat(openai, { ...full, mode: current });
      } catch (error) {
        const fallBack =
          setting === "auto" &&
          current === "json_schema" &&
          error instanceof sdk.BadRequestError &&
          refusesStructuredOutputs(error.status, error.message);
        if (!fallBack) throw error;
        console.warn(
          `${config.baseUrl} has no strict structured outputs for ${config.model}: using JSON mode`,
        );
        jsonModeServers.add(serverKey);
        return structuredChat(openai, { ...full, mode: "json_object" });
      }
    },
  };
}
