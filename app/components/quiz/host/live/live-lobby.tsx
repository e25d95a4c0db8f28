import type { ReactNode } from "react";
import type { HostView } from "~/lib/contract/quiz-night";

/** Before the first question: the code and QR big enough to scan across the room, and who has joined. */
export function LiveLobby({
  view,
  joinUrl,
  qrSvg,
  onLockJoining,
  children,
}: {
  view: HostView;
  joinUrl: string;
  qrSvg: string;
  onLockJoining: (locked: boolean) => void;
  /** The host's settings before the first question (round modes, the remote's pairing code). */
  children?: ReactNode;
}) {
  const address = joinUrl.replace(/^https?:\/\//, "").replace(/\?code=.*$/, "");
  return (
    <div className="m-auto grid w-full max-w-[min(90rem,95vw)] items-center gap-[4vw] text-[length:max(1rem,min(3vh,1.8vw))] md:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center gap-[2vh]">
        <div
          role="img"
          aria-label={`QR code for ${joinUrl}`}
          className="w-[min(70vw,42vh)] rounded-2xl bg-white p-3 [&>svg]:h-auto [&>svg]:w-full"
          // Our own SVG, drawn by the loader from the join address (uqr): no outside markup.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG, not user input.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="text-center">
          Scan, or open <strong>{address}</strong>
        </p>
      </div>
      <div className="flex flex-col gap-[2vh]">
        <p className="text-white/80">Room code</p>
        <p
          className="font-mono text-[min(14vw,5em)] leading-none font-bold tracking-[0.15em] text-brass-300"
          data-testid="room-code"
        >
          {view.code}
        </p>
        <h2 className="mt-[2vh] text-[1.2em] font-bold">
          {view.teams.length === 0
            ? "Waiting for the first team…"
            : `${view.teams.length} ${view.teams.length === 1 ? "team" : "teams"} in`}
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label="Teams joined">
          {view.teams.map((team) => (
            <li key={team.id} className="rounded-full bg-white/10 px-4 py-1">
              {team.name}
              <span className="ml-2 text-[0.8em] text-white/60">
                {team.paper ? "paper" : `${team.tableSize} at the table`}
              </span>
            </li>
          ))}
        </ul>
        <label className="mt-[1vh] flex items-center gap-3 text-[0.8em]">
          <input
            type="checkbox"
            className="size-5"
            checked={!view.joiningOpen}
            onChange={(event) => onLockJoining(event.target.checked)}
          />
          Lock joining (paper teams can still be added)
        </label>
        {children}
      </div>
    </div>
  );
}
