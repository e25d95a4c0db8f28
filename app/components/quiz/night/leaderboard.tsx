import { ArrowDown, ArrowUp } from "lucide-react";
import type { LeaderboardRow } from "~/lib/contract/quiz-night";
import { cn } from "../../ui/cn";

/** Rank, team, score and who moved since the last leaderboard: on a phone and, larger, on the TV. */
export function Leaderboard({
  rows,
  highlight,
  large,
}: {
  rows: LeaderboardRow[];
  highlight?: string;
  large?: boolean;
}) {
  if (rows.length === 0) return <p className="opacity-80">No teams yet.</p>;
  return (
    <ol className={cn("flex flex-col", large ? "gap-[0.8vh]" : "gap-1")}>
      {rows.map((row) => (
        <li
          key={row.teamId}
          className={cn(
            "grid items-center gap-2 rounded-lg px-2 py-1",
            large ? "grid-cols-[2.5em_1fr_auto_3.5em]" : "grid-cols-[1.75em_1fr_auto_2.25em]",
            row.teamId === highlight && "bg-brass-100 font-semibold",
            large && "bg-white/5",
          )}
        >
          <span className="tabular-nums">{row.rank}.</span>
          <span className="min-w-0 truncate">
            {row.name}
            {row.paper && <span className="ml-2 text-[0.75em] opacity-70">(paper)</span>}
          </span>
          <span className="font-bold tabular-nums">{row.score}</span>
          <Moved moved={row.moved} />
        </li>
      ))}
    </ol>
  );
}

function Moved({ moved }: { moved: number }) {
  if (moved === 0) return <span className="sr-only">no change</span>;
  const up = moved > 0;
  return (
    <span
      className={cn("inline-flex items-center gap-0.5 text-[0.85em]", up ? "text-green-600" : "text-red-500")}
    >
      {up ? (
        <ArrowUp className="size-[1em]" aria-hidden="true" />
      ) : (
        <ArrowDown className="size-[1em]" aria-hidden="true" />
      )}
      {Math.abs(moved)}
      <span className="sr-only">{up ? " places up" : " places down"}</span>
    </span>
  );
}
