import type { AppConfig } from "~/server/env.server";
import { isReasoningModel } from "./openai-models.server";
import type { StructuredOutputMode, TextModelConfig } from "./structured-chat.server";

/** A text model's settings and its name in the UI ("OpenAI gpt-6-luna", "llama3.3 on 10.0.0.5:11434"). */
export type TextService = TextModelConfig & { label: string };

/** Text work: the writer (posts and image prompts) and the quiz writer with its fact checks. */
export type TextUse = "writer" | "quiz";

const MODES: Record<AppConfig["OPENAI_TEXT_STRUCTURED_OUTPUTS"], StructuredOutputMode> = {
  auto: "auto",
  strict: "json_schema",
  json: "json_object",
};

/**
 * Where one kind of text work runs, or null when it has nowhere to run (the built-in writer and
 * question bank take over). OPENAI_TEXT_BASE_URL sends it to the operator's own OpenAI-compatible
 * server with one model; otherwise OpenAI runs it with the model chosen for that use.
 */
export function textModelConfig(config: AppConfig, use: TextUse): TextService | null {
  const structuredOutputs = MODES[config.OPENAI_TEXT_STRUCTURED_OUTPUTS];
  if (config.OPENAI_TEXT_BASE_URL && config.OPENAI_TEXT_MODEL) {
    return {
      baseUrl: config.OPENAI_TEXT_BASE_URL,
      // The SDK needs some key; a local server that wants none ignores it.
      apiKey: config.OPENAI_TEXT_API_KEY ?? "no-key",
      model: config.OPENAI_TEXT_MODEL,
      structuredOutputs,
      label: `${config.OPENAI_TEXT_MODEL} on ${hostOf(config.OPENAI_TEXT_BASE_URL)}`,
    };
  }
  if (!config.OPENAI_API_KEY) return null;
  const model =
    config.OPENAI_TEXT_MODEL ?? (use === "writer" ? config.OPENAI_WRITER_MODEL : config.OPENAI_QUIZ_MODEL);
  return {
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model,
    structuredOutputs,
    label: `OpenAI ${model}`,
    // Posts want speed over deliberation; quiz facts keep the model's default (medium) effort.
    reasoningEffort: use === "writer" && isReasoningModel(model) ? "low" : undefined,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
