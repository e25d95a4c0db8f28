import { useCallback, useRef } from "react";
import type { ApiAnswer } from "~/lib/api-client";
import { useIntent } from "~/lib/use-intent";
import { QUIZ_INTENTS, type QuizIntents } from "./quiz-intents";

type PayloadOf<K extends keyof QuizIntents> = Parameters<QuizIntents[K]>[0];
type DataOf<K extends keyof QuizIntents> =
  Awaited<ReturnType<QuizIntents[K]>> extends ApiAnswer<infer T> ? T : never;

/**
 * One of the quiz pages' writes (`QUIZ_INTENTS`) through the route's clientAction. The answer comes
 * back with the `context` the write was started with (which card, archive or restore), for the toast,
 * closing a dialog or moving on; the figures on screen come from the revalidated loaders, never from
 * the answer. A refusal or a lost connection is an answer too, never an error page.
 */
export function useQuizIntent<K extends keyof QuizIntents & string, C = undefined>(
  intent: K,
  onAnswer: (answer: ApiAnswer<DataOf<K>>, context: C) => void,
  options?: { revalidate?: boolean },
) {
  const context = useRef<C>(undefined as C);
  const listener = useRef(onAnswer);
  listener.current = onAnswer;
  const { submit, pending } = useIntent(
    QUIZ_INTENTS,
    intent,
    (answer) => listener.current(answer as ApiAnswer<DataOf<K>>, context.current),
    options,
  );

  const send = useCallback(
    (payload: PayloadOf<K>, startedWith: C) => {
      context.current = startedWith;
      void submit(payload as never);
    },
    [submit],
  );

  return { submit: send, pending, pendingFor: pending ? context.current : undefined };
}
