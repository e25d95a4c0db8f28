import type { ModelLifecycle, ModelLifecycleEntry } from "~/lib/contract/model-lifecycle";
import type { AppConfig } from "~/server/env.server";

/** How far ahead a shutdown date turns into a warning. */
export const SHUTDOWN_WARNING_DAYS = 60;

const DAY_MS = 86_400_000;
const TIMEOUT_MS = 10_000;

/** The OpenAI models this configuration uses, by what they do (text on the operator's own server is not OpenAI's). */
function configuredModels(config: AppConfig): Array<Pick<ModelLifecycleEntry, "use" | "variable" | "model">> {
  const models = [
    { use: "Images", variable: "OPENAI_IMAGE_MODEL", model: config.OPENAI_IMAGE_MODEL },
    { use: "Voice input", variable: "OPENAI_TRANSCRIBE_MODEL", model: config.OPENAI_TRANSCRIBE_MODEL },
  ];
  if (config.OPENAI_TEXT_BASE_URL) return models;
  if (config.OPENAI_TEXT_MODEL) {
    return [
      ...models,
      { use: "Posts, prompts and quizzes", variable: "OPENAI_TEXT_MODEL", model: config.OPENAI_TEXT_MODEL },
    ];
  }
  return [
    ...models,
    { use: "Posts and image prompts", variable: "OPENAI_WRITER_MODEL", model: config.OPENAI_WRITER_MODEL },
    { use: "Quiz questions and fact checks", variable: "OPENAI_QUIZ_MODEL", model: config.OPENAI_QUIZ_MODEL },
  ];
}

interface ListedModel {
  id: string;
  shutdown_date?: string | null;
}

/**
 * Each configured OpenAI model with its shutdown date as GET /v1/models states it today, so the
 * admin sees a retirement coming instead of finding out when every call fails. One cheap request,
 * made only when the dashboard asks.
 */
export async function readModelLifecycle(config: AppConfig, now: Date): Promise<ModelLifecycle> {
  if (!config.OPENAI_API_KEY) return { status: "builtin" };
  let listed: ListedModel[];
  try {
    const response = await fetch(`${config.OPENAI_BASE_URL.replace(/\/$/, "")}/models`, {
      headers: { Authorization: `Bearer ${config.OPENAI_API_KEY}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error("OpenAI model list refused", response.status);
      return {
        status: "unavailable",
        message: `OpenAI answered ${response.status} when asked for its model list${response.status === 401 ? " (check OPENAI_API_KEY)" : ""}.`,
      };
    }
    listed = ((await response.json()) as { data?: ListedModel[] }).data ?? [];
  } catch (error) {
    console.error("OpenAI model list unreachable", error);
    return { status: "unavailable", message: "OpenAI could not be reached for its model list." };
  }
  const byId = new Map(listed.map((model) => [model.id, model]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    status: "ready",
    checkedAt: now.toISOString(),
    warnDays: SHUTDOWN_WARNING_DAYS,
    models: configuredModels(config).map((entry) => {
      const found = byId.get(entry.model);
      if (!found) return { ...entry, shutdownDate: null, daysLeft: null, state: "missing" };
      const shutdownDate = found.shutdown_date?.slice(0, 10) ?? null;
      const daysLeft = shutdownDate === null ? null : Math.round((Date.parse(shutdownDate) - today) / DAY_MS);
      const state =
        daysLeft === null || Number.isNaN(daysLeft)
          ? "ok"
          : daysLeft <= 0
            ? "gone"
            : daysLeft <= SHUTDOWN_WARNING_DAYS
              ? "soon"
              : "ok";
      return { ...entry, shutdownDate, daysLeft, state };
    }),
  };
}
