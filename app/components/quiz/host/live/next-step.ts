import type { HostMessage, HostView } from "~/lib/contract/quiz-night";

/** The host's next step from each phase: one key (→ or Space) walks the night forward. */
export function nextStep(view: HostView): { move: HostMessage; label: string } | null {
  switch (view.phase) {
    case "lobby":
      return { move: { type: "open" }, label: "Start the first question" };
    case "open":
      return { move: { type: "lock" }, label: "Lock answers" };
    case "locked":
      return { move: { type: "reveal" }, label: "Reveal the answer" };
    case "revealed":
      return { move: { type: "leaderboard" }, label: "Show the leaderboard" };
    case "leaderboard":
      if (view.remaining === 0) return { move: { type: "end" }, label: "End the night" };
      return {
        move: { type: "open" },
        label: view.nextIsTiebreaker ? "Ask the tiebreaker" : "Next question",
      };
    case "ended":
      return null;
  }
}
