/**
 * Which OpenAI models Full House uses and what we know of their lifecycle, from OpenAI's
 * deprecations page (developers.openai.com/api/docs/deprecations) and the openai SDK's own types,
 * which mark each deprecated model's announced shutdown date. Read 25 November 2026. The admin
 * dashboard reads the live dates from GET /v1/models; this list only refuses, at start-up, a model
 * that has already gone, so a typo'd or stale setting is an error naming the variable rather than
 * every live call failing.
 */

/** The defaults: current models with no announced shutdown date. */
export const DEFAULT_OPENAI_MODELS = {
  /** Posts and prompt improvement: OpenAI's efficient reasoning model, named as the replacement for gpt-4.1-mini. */
  writer: "gpt-6-luna",
  /** Quiz questions and their fact checks, where accuracy matters more than cost. */
  quiz: "gpt-6.1-sol",
  /** Images: Flare is the faster GPT Image 2.5 model; both 2.5 models take any WIDTHxHEIGHT. */
  image: "gpt-image-2.5-flare",
  /** Speech to text: every older transcription model shuts down on 2027-02-26. */
  transcribe: "gpt-transcribe",
} as const;

/** Models OpenAI has already shut down, with the date and what it names instead. */
export const RETIRED_OPENAI_MODELS: Record<string, { shutDown: string; useInstead: string }> = {
  "gpt-image-1": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.image },
  "dall-e-2": { shutDown: "2026-05-12", useInstead: DEFAULT_OPENAI_MODELS.image },
  "dall-e-3": { shutDown: "2026-05-12", useInstead: DEFAULT_OPENAI_MODELS.image },
  "gpt-4.1-nano": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.writer },
  "gpt-4.1-nano-2025-04-14": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.writer },
  "gpt-4o-2024-05-13": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.quiz },
  "gpt-4-turbo": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.quiz },
  "gpt-4": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.quiz },
  "gpt-3.5-turbo": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.writer },
  o1: { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.quiz },
  "o3-mini": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.quiz },
  "o4-mini": { shutDown: "2026-10-23", useInstead: DEFAULT_OPENAI_MODELS.writer },
};

/** "The model was shut down by OpenAI on …; use … instead", or null for a model still offered. */
export function retiredModelProblem(variable: string, model: string): string | null {
  const retired = RETIRED_OPENAI_MODELS[model];
  if (!retired) return null;
  return `${variable}=${model}: OpenAI shut this model down on ${retired.shutDown}; use ${retired.useInstead} instead`;
}

/**
 * Image models that take any WIDTHxHEIGHT (both divisible by 16, aspect between 1:3 and 3:1), per
 * the image API reference: gpt-image-2 and the two GPT Image 2.5 models, with their snapshots.
 */
export function takesAnyImageSize(model: string): boolean {
  return /^gpt-image-2(\.5-(flare|sunburst))?(-\d{4}-\d{2}-\d{2})?$/.test(model);
}

/** OpenAI's reasoning models (o-series, GPT-5 and later) take `reasoning_effort`; older chat models refuse it. */
export function isReasoningModel(model: string): boolean {
  return /^(o\d|gpt-[5-9])/.test(model);
}
