import { Smartphone } from "lucide-react";
import type { HostMessage, HostView } from "~/lib/contract/quiz-night";
import { cn } from "../../../ui/cn";
import { useCountdown } from "../../night/use-night-socket";

const SMALL =
  "inline-flex min-h-9 items-center gap-2 rounded-md bg-white/10 px-3 font-semibold hover:bg-white/20";

/**
 * Run the night from your own phone: the TV shows a pairing code for a few minutes; the phone opens
 * `remoteUrl` and types it. Paired phones are listed here, each with Unpair (which cuts it off at once).
 */
export function RemotePairing({
  view,
  send,
  remoteUrl,
  className,
}: {
  view: HostView;
  send: (move: HostMessage) => boolean;
  remoteUrl: string;
  className?: string;
}) {
  const pairing = view.pairing;
  const seconds = useCountdown(pairing ? { closesAt: pairing.expiresAt, serverNow: view.serverNow } : null);
  const showing = pairing !== null && seconds !== 0;
  // The page's address without the room code, which is said beside it: short enough to type.
  const address = remoteUrl.replace(/^https?:\/\//, "").replace(/\?code=.*$/, "");
  return (
    <section aria-labelledby="remote-title" className={cn("flex flex-col gap-2 text-[0.8em]", className)}>
      <h3 id="remote-title" className="flex items-center gap-2 font-semibold text-white/80">
        <Smartphone className="size-[1.2em]" aria-hidden="true" /> Run it from your phone
      </h3>
      {showing ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-white/5 px-3 py-2">
          <p className="min-w-0 flex-1">
            On your phone open <strong className="break-all">{address}</strong>, room{" "}
            <strong>{view.code}</strong>, and enter
            <span
              data-testid="pairing-code"
              className="mt-1 block font-mono text-[1.8em] font-bold tracking-[0.2em] text-brass-300"
            >
              {pairing.code.slice(0, 4)} {pairing.code.slice(4)}
            </span>
            <span className="text-white/60">
              Works once, for {seconds !== null ? `${Math.ceil(seconds / 60)} more min` : "5 min"}.
            </span>
          </p>
          <button type="button" className={SMALL} onClick={() => send({ type: "cancelPairing" })}>
            Hide code
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={cn(SMALL, "self-start")}
          onClick={() => send({ type: "pairRemote" })}
        >
          Show a pairing code
        </button>
      )}
      {view.remotes.length > 0 && (
        <ul aria-label="Paired remotes" className="flex flex-col gap-1">
          {view.remotes.map((remote, index) => (
            <li key={remote.id} className="flex items-center gap-3 rounded-lg bg-white/5 px-3 py-1">
              <span className="flex-1">
                Remote {index + 1} · {remote.connected ? "connected" : "not connected"}
              </span>
              <button
                type="button"
                className={SMALL}
                onClick={() => send({ type: "revokeRemote", remoteId: remote.id })}
              >
                Unpair
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
