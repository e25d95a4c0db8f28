import { useState } from "react";
import { useFetcher } from "react-router";
import { type ConnectionsAnswer, type ConnectionView, waitingPostsNote } from "~/lib/contract/publishing";
import { Button, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";

const PROVIDERS = [
  { id: "meta", name: "Facebook & Instagram", covers: "a Facebook Page and its Instagram account" },
  { id: "google", name: "Google Business Profile", covers: "your Google listing's posts" },
] as const;

const PLATFORM_NAMES = {
  facebook: "Facebook Page",
  instagram: "Instagram",
  google: "Google location",
} as const;

function Targets({ connection }: { connection: ConnectionView }) {
  const chooser = useFetcher();
  const platforms = [...new Set(connection.targets.map((target) => target.platform))];
  return (
    <div className="space-y-2">
      {platforms.map((platform) => {
        const options = connection.targets.filter((target) => target.platform === platform);
        const selected = options.find((target) => target.selected);
        const id = `target-${connection.id}-${platform}`;
        return (
          <div key={platform} className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={id} className="text-muted">
              {PLATFORM_NAMES[platform]}
            </label>
            {options.length > 1 ? (
              <select
                id={id}
                className="rounded-lg border border-stone-300 p-1"
                value={selected?.id}
                disabled={chooser.state !== "idle"}
                onChange={(event) =>
                  chooser.submit(null, {
                    method: "put",
                    action: `/api/connections/targets/${event.target.value}`,
                  })
                }
              >
                {options.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.name}
                  </option>
                ))}
              </select>
            ) : (
              <span id={id} className="font-semibold">
                {selected?.name ?? options[0]?.name}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

function Connected({ connection }: { connection: ConnectionView }) {
  const remover = useFetcher();
  const [confirming, setConfirming] = useState(false);
  const expired = connection.status === "needs_reconnecting";
  return (
    <div className="space-y-2">
      <p className="font-semibold">{connection.displayName}</p>
      {expired ? (
        <p className="text-sm text-red-800" role="alert">
          Needs reconnecting: its scheduled posts are held until you do.
        </p>
      ) : (
        <Targets connection={connection} />
      )}
      <div className="flex flex-wrap gap-2">
        {expired ? (
          <a href={`/api/connections/${connection.provider}/start`} className={buttonClasses({ size: "sm" })}>
            Reconnect
          </a>
        ) : null}
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="danger"
              disabled={remover.state !== "idle"}
              onClick={() =>
                remover.submit(null, { method: "delete", action: `/api/connections/${connection.id}` })
              }
            >
              Yes, disconnect
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        )}
      </div>
      {confirming ? (
        <p className="text-sm text-muted" role="status">
          Its access is withdrawn.{" "}
          {waitingPostsNote(connection.waitingPosts) ?? "Nothing is scheduled there."}
        </p>
      ) : null}
    </div>
  );
}

/** The account page's Connections: where scheduled posts go, connected through each platform's sign-in. */
export function ConnectionsCard({ connections }: { connections: ConnectionsAnswer }) {
  const builtin = connections.publisher.kind === "builtin";
  return (
    <Card id="connections" className="space-y-4 lg:col-span-2">
      <div>
        <h2 className="text-lg font-bold">Connections</h2>
        <p className="text-sm text-muted">
          {builtin
            ? `Local mode: the built-in ${connections.publisher.label} stands in for Facebook, Instagram and Google. Posts land on this computer's preview feed (/dev/feed).`
            : "Full House publishes your scheduled posts here. Your passwords never come to us, and you can disconnect at any time."}
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {PROVIDERS.map((provider) => {
          const connection = connections.connections.find((c) => c.provider === provider.id);
          return (
            <li key={provider.id} className="space-y-2 rounded-xl border border-stone-200 p-4">
              <h3 className="font-bold">
                {provider.name}
                {builtin ? (
                  <span className="ml-2 text-xs font-semibold text-muted">(built-in preview)</span>
                ) : null}
              </h3>
              {connection ? (
                <Connected connection={connection} />
              ) : (
                <>
                  <p className="text-sm text-muted">
                    Not connected. Connect to publish to {provider.covers}.
                  </p>
                  <a href={`/api/connections/${provider.id}/start`} className={buttonClasses({ size: "sm" })}>
                    Connect {provider.name}
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
