import { Smartphone, Undo2, Users } from "lucide-react";
import { useEffect, useState } from "react";
import type { Quiz } from "~/lib/contract/quiz";
import type { HostMessage, HostView } from "~/lib/contract/quiz-night";
import { cn } from "../../../ui/cn";
import { Leaderboard } from "../../night/leaderboard";
import { useNightSocket } from "../../night/use-night-socket";
import { LiveLobby } from "./live-lobby";
import { LiveQuestion } from "./live-question";
import { LiveTeamsPanel } from "./live-teams-panel";
import { nextStep } from "./next-step";
import { RemotePairing } from "./remote-pairing";
import { RoundModes } from "./round-modes";

interface Props {
  quiz: Quiz;
  code: string;
  joinUrl: string;
  qrSvg: string;
}

const BUTTON = cn(
  "inline-flex h-[max(3rem,6vh)] items-center justify-center gap-2 rounded-xl px-[max(1rem,1.5vw)] font-semibold",
  "text-[length:max(1rem,min(2.2vh,1.3vw))] disabled:opacity-40",
);

/**
 * The pub TV running a live night: the room code and QR while teams join, then each question with
 * its countdown, the lock, the reveal and the leaderboard. Every button has a key, so a clicker or a
 * keyboard runs the night; the teams panel (T) renames, removes and adds paper teams.
 */
export function LiveNightScreen({ quiz, code, joinUrl, qrSvg }: Props) {
  const live = useNightSocket<HostView>({
    path: `/api/nights/${code}/ws?role=host`,
    isView: (view): view is HostView => view.role === "host",
  });
  const [teamsOpen, setTeamsOpen] = useState(false);
  const [remoteOpen, setRemoteOpen] = useState(false);
  const remoteUrl = joinUrl.replace("/play?code=", "/remote?code=");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const view = live.view;
  const step = view ? nextStep(view) : null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!view || target?.closest("input, textarea, select")) return;
      const key = event.key.toLowerCase();
      const moves: Record<string, HostMessage | null> = {
        arrowright: step?.move ?? null,
        " ": step?.move ?? null,
        l: { type: "lock" },
        r: { type: "reveal" },
        b: { type: "leaderboard" },
        u: { type: "undo" },
      };
      if (key === "t") return setTeamsOpen((open) => !open);
      if (key === "p") return setRemoteOpen((open) => !open);
      const move = moves[key];
      if (move === undefined) return;
      event.preventDefault();
      if (move) live.send(move);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [view, step, live.send]);

  return (
    <div
      data-hydrated={hydrated || undefined}
      className="flex min-h-dvh flex-col bg-stone-950 text-white lg:flex-row"
    >
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center gap-3 border-b border-white/10 px-4 py-2 text-[length:max(0.9rem,min(2vh,1.2vw))]">
          <h1 className="min-w-0 flex-1 truncate font-semibold">
            {quiz.title} <span className="font-normal text-white/70">· live · room {code}</span>
          </h1>
          {live.status !== "open" && (
            <span role="status" className="rounded bg-amber-400 px-2 py-0.5 text-stone-950">
              {live.status === "gone" ? "Not connected" : "Connecting…"}
            </span>
          )}
          <button
            type="button"
            className={cn(BUTTON, "h-10 bg-white/10")}
            onClick={() => setTeamsOpen((o) => !o)}
          >
            <Users className="size-5" aria-hidden="true" /> Teams{view ? ` (${view.teams.length})` : ""}
          </button>
          {view?.phase !== "lobby" && (
            <button
              type="button"
              className={cn(BUTTON, "h-10 bg-white/10")}
              aria-expanded={remoteOpen}
              onClick={() => setRemoteOpen((o) => !o)}
            >
              <Smartphone className="size-5" aria-hidden="true" /> Remote
              {view && view.remotes.length > 0 ? ` (${view.remotes.length})` : ""}
            </button>
          )}
          <button
            type="button"
            className={cn(BUTTON, "h-10 bg-white/10")}
            disabled={!view?.canUndo}
            onClick={() => live.send({ type: "undo" })}
          >
            <Undo2 className="size-5" aria-hidden="true" /> Undo
          </button>
          {view && view.phase !== "ended" && (
            <button
              type="button"
              className={cn(BUTTON, "h-10 bg-white/10")}
              onClick={() => {
                // Ending saves the results; Undo brings the night back if this was a slip.
                if (window.confirm("End the night now and save the scores?")) live.send({ type: "end" });
              }}
            >
              End night…
            </button>
          )}
        </header>

        <main className="flex flex-1 flex-col px-[max(1rem,3vw)] py-[3vh]">
          {!view ? (
            <p className="m-auto text-2xl">Opening the night…</p>
          ) : view.phase === "lobby" ? (
            <LiveLobby
              view={view}
              joinUrl={joinUrl}
              qrSvg={qrSvg}
              onLockJoining={(locked) => live.send({ type: "lockJoining", locked })}
            >
              <RoundModes view={view} send={live.send} className="mt-[1vh]" />
              <RemotePairing view={view} send={live.send} remoteUrl={remoteUrl} />
            </LiveLobby>
          ) : view.phase === "leaderboard" || view.phase === "ended" ? (
            <section className="m-auto w-full max-w-[min(60rem,90vw)] text-[length:max(1.1rem,min(3.6vh,2.2vw))]">
              <h2 className="mb-[2vh] text-center text-[1.6em] font-bold">
                {view.phase === "ended" ? "Final scores" : "Leaderboard"}
              </h2>
              <Leaderboard rows={view.leaderboard} large />
              {view.phase === "leaderboard" && (
                <RoundModes view={view} send={live.send} className="mx-auto mt-[3vh] max-w-[40rem]" />
              )}
              {view.phase === "ended" && (
                <p role="status" className="mt-[2vh] text-center text-[0.7em] text-white/80">
                  {view.resultsSaved
                    ? "The night's scores and attendance are saved with this quiz."
                    : "The results could not be saved: record them from the quiz's history."}
                </p>
              )}
            </section>
          ) : (
            <LiveQuestion view={view} onOverride={(move) => live.send({ type: "override", ...move })} />
          )}
          {remoteOpen && view && view.phase !== "lobby" && (
            <RemotePairing
              view={view}
              send={live.send}
              remoteUrl={remoteUrl}
              className="mx-auto mt-4 w-full max-w-[40rem] text-[length:max(1rem,min(2.6vh,1.6vw))]"
            />
          )}
          {live.error && (
            <p role="alert" className="mx-auto mt-4 rounded-lg bg-red-900/60 px-4 py-2">
              {live.error}
            </p>
          )}
        </main>

        {step && (
          <footer className="flex items-center justify-end gap-3 border-t border-white/10 px-4 py-3">
            <p className="mr-auto hidden text-white/60 md:block">
              → or Space: next step · L lock · R reveal · B leaderboard · U undo · T teams · P remote
            </p>
            <button
              type="button"
              className={cn(BUTTON, "bg-brass-400 text-stone-950 hover:bg-brass-300")}
              onClick={() => live.send(step.move)}
            >
              {step.label}
            </button>
          </footer>
        )}
      </div>
      {teamsOpen && view && (
        <LiveTeamsPanel view={view} send={live.send} onClose={() => setTeamsOpen(false)} />
      )}
    </div>
  );
}
