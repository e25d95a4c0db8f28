import { X } from "lucide-react";
import { useState } from "react";
import type { HostMessage, HostTeam, HostView } from "~/lib/contract/quiz-night";
import { NIGHT_LIMITS } from "~/lib/contract/quiz-night";

const FIELD = "h-9 rounded-md border border-white/20 bg-stone-900 px-2 text-white";
const SMALL = "h-9 rounded-md bg-white/10 px-3 font-semibold hover:bg-white/20";

/** Teams as the host manages them: rename, remove (asked twice), paper teams and their round scores. */
export function LiveTeamsPanel({
  view,
  send,
  onClose,
}: {
  view: HostView;
  send: (move: HostMessage) => boolean;
  onClose: () => void;
}) {
  return (
    <aside
      aria-label="Teams"
      className="flex w-full flex-col gap-4 border-white/10 bg-stone-900 p-4 lg:w-[26rem] lg:border-l"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-bold">Teams</h2>
        <button type="button" onClick={onClose} className={SMALL} aria-label="Close the teams panel">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <ul className="flex flex-col gap-3">
        {view.teams.map((team) => (
          <TeamRow key={team.id} team={team} view={view} send={send} />
        ))}
      </ul>
      <form
        className="flex flex-col gap-2 border-t border-white/10 pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          send({
            type: "paperTeam",
            name: String(data.get("name")),
            tableSize: Number(data.get("tableSize")),
          });
          event.currentTarget.reset();
        }}
      >
        <h3 className="font-semibold">Add a paper team</h3>
        <p className="text-sm text-white/70">
          A table without a phone: type its round scores below and it joins the leaderboard.
        </p>
        <div className="flex gap-2">
          <input
            name="name"
            aria-label="Paper team name"
            required
            maxLength={NIGHT_LIMITS.teamName}
            className={`${FIELD} min-w-0 flex-1`}
          />
          <input
            name="tableSize"
            aria-label="At the table"
            type="number"
            min={1}
            max={20}
            defaultValue={4}
            className={`${FIELD} w-16`}
          />
          <button type="submit" className={SMALL}>
            Add
          </button>
        </div>
      </form>
    </aside>
  );
}

function TeamRow({
  team,
  view,
  send,
}: {
  team: HostTeam;
  view: HostView;
  send: (move: HostMessage) => boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white/5 p-2">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const name = String(new FormData(event.currentTarget).get("name") ?? "");
          if (name && name !== team.name) send({ type: "rename", teamId: team.id, name });
        }}
      >
        <input
          name="name"
          defaultValue={team.name}
          key={team.name}
          aria-label={`Rename ${team.name}`}
          maxLength={NIGHT_LIMITS.teamName}
          className={`${FIELD} min-w-0 flex-1`}
        />
        <button type="submit" className={SMALL}>
          Rename
        </button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm text-white/80">
        <span>
          {team.score} pts · {team.tableSize} people ·{" "}
          {team.paper ? "paper" : `${team.connected} phone${team.connected === 1 ? "" : "s"}`}
        </span>
        {confirming ? (
          <span className="ml-auto flex gap-2">
            <button
              type="button"
              className={`${SMALL} bg-red-700`}
              onClick={() => send({ type: "remove", teamId: team.id })}
            >
              Yes, remove
            </button>
            <button type="button" className={SMALL} onClick={() => setConfirming(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button type="button" className={`${SMALL} ml-auto`} onClick={() => setConfirming(true)}>
            Remove…
          </button>
        )}
      </div>
      {team.paper && (
        <div className="flex flex-wrap gap-2 text-sm">
          {view.rounds.map((round) => (
            <label key={round.round} className="flex items-center gap-1">
              R{round.round}
              <input
                type="number"
                min={0}
                max={round.questions}
                defaultValue={team.paperScores[String(round.round)] ?? ""}
                aria-label={`${team.name}: round ${round.round} score`}
                className={`${FIELD} w-14`}
                onBlur={(event) => {
                  if (event.target.value === "") return;
                  send({
                    type: "paperScore",
                    teamId: team.id,
                    round: round.round,
                    score: Number(event.target.value),
                  });
                }}
              />
            </label>
          ))}
        </div>
      )}
    </li>
  );
}
