import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ApiAnswer } from "./api-client";

/**
 * A page's writes, by name: each posts to one of our /api routes (the contract) and answers its
 * result as a value. The page's `clientAction` runs them, so every write goes through React
 * Router and the loaders revalidate after it: the header's credits, the drafts and the gallery
 * are always the server's, never a copy.
 */
// biome-ignore lint/suspicious/noExplicitAny: a payload is whatever one intent takes; each is typed where it is declared.
export type Intents = Record<string, (payload: any) => Promise<ApiAnswer<unknown>>>;

type PayloadOf<F> = F extends (payload: infer P) => Promise<ApiAnswer<unknown>> ? P : never;
type DataOf<F> = F extends (...args: never[]) => Promise<ApiAnswer<infer T>> ? T : never;

const INTENT_FIELD = "intent";

interface IntentOptions {
  /**
   * False for a write whose effect shows later: a queued job's start. The page's loaders are then
   * left alone (see `revalidatesAfter`) and read again when the job ends; reading them at once
   * would only race the job's own work.
   */
  revalidate?: boolean;
}

/** For a route's `shouldRevalidate`: false after a write submitted with `revalidate: false`. */
export function revalidatesAfter(json: unknown): boolean {
  return !(typeof json === "object" && json !== null && "revalidate" in json && json.revalidate === false);
}

/** The body of a page's `clientAction`: which intent was submitted, then its /api call. */
export async function runIntent(request: Request, intents: Intents): Promise<ApiAnswer<unknown>> {
  let intent: unknown;
  let payload: unknown;
  if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = (await request.json()) as { intent?: unknown; payload?: unknown };
    // `revalidate` is for the routes' shouldRevalidate, not for the /api call.
    intent = body.intent;
    payload = body.payload;
  } else {
    // A recording travels as multipart form data, with the intent as one more field.
    const form = await request.formData();
    intent = form.get(INTENT_FIELD);
    form.delete(INTENT_FIELD);
    payload = form;
  }
  const run = typeof intent === "string" && Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!run)
    return { ok: false, status: 400, code: "unknown_intent", message: "That action is not on this page." };
  return run(payload);
}

/**
 * One of the page's intents as a fetcher: `submit` it, read `pending` (true while the write runs),
 * and get each answer once in `onAnswer`. The loaders revalidate after every write by themselves.
 */
export function useIntent<M extends Intents, K extends keyof M & string>(
  _intents: M,
  intent: K,
  onAnswer?: (answer: ApiAnswer<DataOf<M[K]>>) => void,
  { revalidate = true }: IntentOptions = {},
) {
  const fetcher = useFetcher<ApiAnswer<DataOf<M[K]>>>();
  const handler = useRef(onAnswer);
  handler.current = onAnswer;
  const seen = useRef(fetcher.data);

  // Each answer once, as soon as it arrives: the posts show while the loaders are still being
  // read again, and the figures follow a moment later.
  useEffect(() => {
    if (fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    // A reset fetcher holds no answer (null), which is not one to act on.
    if (fetcher.data != null) handler.current?.(fetcher.data);
  }, [fetcher.data]);

  const { submit: submitToRoute } = fetcher;
  // Stable across renders, so an effect (the auto-save timer) can depend on it.
  const submit = useCallback(
    (payload: PayloadOf<M[K]>) => {
      const body: unknown = payload;
      if (body instanceof FormData) {
        body.set(INTENT_FIELD, intent);
        return submitToRoute(body, { method: "post", encType: "multipart/form-data" });
      }
      return submitToRoute({ intent, payload: payload ?? null, revalidate } as never, {
        method: "post",
        encType: "application/json",
      });
    },
    [submitToRoute, intent, revalidate],
  );

  return {
    submit,
    pending: fetcher.state === "submitting",
    /** Until the answer is in and the page read again: a write that must not be sent twice waits for it. */
    busy: fetcher.state !== "idle",
    answer: fetcher.data ?? null,
    reset: fetcher.reset,
  };
}
