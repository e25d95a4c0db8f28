import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/** What an /api write answered: its JSON, or the contract's error shape. */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

type Method = "POST" | "PUT" | "PATCH";

function toAnswer<T>(data: unknown): ApiAnswer<T> {
  const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    return { ok: false, code: error.code, message: error.message };
  }
  return { ok: true, data: data as T };
}

/**
 * A write to one of our /api routes through a React Router fetcher, with a JSON body. When the answer
 * is back and every loader on the page has been read again, `onAnswer` hears it once, with the
 * `context` the write was started with (for a toast, closing a dialog, moving on). The figures on
 * screen come from the loaders' fresh data, never from this answer.
 *
 * Our /api routes answer their errors (4xx included) as JSON, which React Router hands over as data,
 * so a refused write is an answer here, not an error page.
 */
export function useApiAction<T, C = undefined>(onAnswer: (answer: ApiAnswer<T>, context: C) => void) {
  const fetcher = useFetcher<unknown>();
  const context = useRef<C>(undefined as C);
  // "sent" until React Router takes the write up, "running" until it is back and the loaders re-read.
  const phase = useRef<"sent" | "running" | null>(null);
  const listener = useRef(onAnswer);
  listener.current = onAnswer;

  useEffect(() => {
    if (fetcher.state !== "idle") {
      if (phase.current === "sent") phase.current = "running";
      return;
    }
    if (phase.current !== "running") return;
    phase.current = null;
    // A 204 (a report, say) arrives as no data at all: it went through.
    listener.current(toAnswer<T>(fetcher.data), context.current);
  }, [fetcher.state, fetcher.data]);

  const { submit: submitFetcher } = fetcher;
  const submit = useCallback(
    (path: string, method: Method, json: Record<string, unknown>, startedWith: C) => {
      context.current = startedWith;
      phase.current = "sent";
      void submitFetcher(json as never, { method, action: path, encType: "application/json" });
    },
    [submitFetcher],
  );

  const pending = fetcher.state !== "idle";
  return { submit, pending, pendingFor: pending ? context.current : undefined };
}
