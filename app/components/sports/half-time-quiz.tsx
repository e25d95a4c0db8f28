import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ApiErrorBody } from "~/lib/contract/errors";
import type { OpenedNight } from "~/lib/contract/quiz-night";
import { UpgradeDialog } from "../billing/upgrade-dialog";
import { Button } from "../ui/button";

type Answer = (OpenedNight & { quizId: string; note: string | null }) | ApiErrorBody;

/**
 * "Half-time quiz" on a televised match: one tap saves ten checked questions about the two sides (or,
 * where the bank knows too few, their competition and sport, said on screen) and opens a live night
 * on them; the TV screen takes over. A trial gets the upgrade dialog the quiz generator uses.
 */
export function HalfTimeQuizButton({ fixtureId, title }: { fixtureId: string; title: string }) {
  const fetcher = useFetcher<Answer>();
  const [upgrade, setUpgrade] = useState(false);
  const answer = fetcher.data;
  const opened = answer && "code" in answer ? answer : null;
  const error = answer && "error" in answer ? answer.error : null;
  useEffect(() => {
    // A full load of the night's screen: the TV starts clean, with the socket as its only live state.
    if (opened) window.location.assign(opened.hostUrl);
  }, [opened]);
  useEffect(() => {
    if (error?.code === "subscription_required") setUpgrade(true);
  }, [error]);
  const busy = fetcher.state !== "idle" || opened !== null;
  return (
    <>
      <Button
        variant="outline"
        className="h-auto min-h-11 w-full py-2 leading-tight"
        disabled={busy}
        aria-label={`Half-time quiz for ${title}`}
        onClick={() =>
          fetcher.submit(null, {
            method: "POST",
            action: `/api/sports/fixtures/${encodeURIComponent(fixtureId)}/half-time-quiz`,
          })
        }
      >
        <Timer className="size-4" aria-hidden="true" />
        {busy ? "Opening the half-time quiz…" : "Half-time quiz"}
      </Button>
      {error && error.code !== "subscription_required" && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
      <UpgradeDialog feature={upgrade ? "quiz_generator" : null} onOpenChange={setUpgrade} />
    </>
  );
}
