import { Radio } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ApiErrorBody } from "~/lib/contract/errors";
import type { OpenedNight } from "~/lib/contract/quiz-night";
import { cn } from "../../../ui/cn";

/**
 * "Run it live": opens a live night from this quiz (POST /api/quiz/{id}/nights) and turns the host
 * screen into the night's TV, where teams join with the room code on their phones.
 */
export function RunItLive({ quizId, className }: { quizId: string; className?: string }) {
  const fetcher = useFetcher<OpenedNight | ApiErrorBody>();
  const opened = fetcher.data && "code" in fetcher.data ? fetcher.data : null;
  const failed = fetcher.data && "error" in fetcher.data ? fetcher.data.error.message : null;
  // A full load of the night's screen: the TV starts clean, with the socket as its only live state.
  useEffect(() => {
    if (opened) window.location.assign(opened.hostUrl);
  }, [opened]);
  return (
    <>
      <button
        type="button"
        disabled={fetcher.state !== "idle"}
        onClick={() => fetcher.submit(null, { method: "POST", action: `/api/quiz/${quizId}/nights` })}
        className={cn(
          "inline-flex h-[max(2.5rem,2.6em)] items-center gap-1.5 rounded-lg bg-brass-400 px-3 font-semibold text-stone-950 hover:bg-brass-300",
          className,
        )}
      >
        <Radio className="size-[1.3em]" aria-hidden="true" />
        {fetcher.state !== "idle" ? "Opening…" : "Run it live"}
      </button>
      {failed && (
        <span role="alert" className="text-red-300">
          {failed}
        </span>
      )}
    </>
  );
}
