import { useEffect, useState } from "react";
import { Form } from "react-router";
import type { HostView } from "~/lib/contract/quiz-night";
import { Button } from "../../ui/button";
import { Input, Label } from "../../ui/input";
import { nextStep } from "../host/live/next-step";
import { useCountdown, useNightSocket } from "./use-night-socket";

type Pass = { remoteId: string; token: string };

const PHASE_WORDS: Record<HostView["phase"], string> = {
  lobby: "teams joining",
  open: "answers open",
  locked: "answers locked",
  revealed: "answer shown",
  leaderboard: "leaderboard",
  ended: "night over",
};
const passKey = (code: string) => `fullhouse-remote-${code}`;

function readPass(code: string): Pass | null {
  try {
    return JSON.parse(localStorage.getItem(passKey(code)) ?? "null") as Pass | null;
  } catch {
    return null;
  }
}

/**
 * /remote — the host's own phone as the night's remote. It pairs once with the code the TV shows
 * (no sign-in on the phone); its token then lives in localStorage, so a reload or a sleep keeps it
 * paired until the TV unpairs it.
 */
export function RemoteScreen({
  code,
  title,
  problem,
}: {
  code: string;
  title: string | null;
  problem: string | null;
}) {
  const [pairing, setPairing] = useState<string | null>(null);
  const [stored, setStored] = useState<Pass | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Read after hydration (the server has no localStorage): a paired phone goes straight back in.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setStored(readPass(code));
    setHydrated(true);
  }, [code]);
  const connecting = code !== "" && (stored !== null || pairing !== null);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 bg-stone-950 px-4 py-6 text-white">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brass-300 uppercase">Quiz remote</p>
        {title && <h1 className="text-2xl font-bold">{title}</h1>}
      </header>
      {connecting ? (
        <Remote
          code={code}
          hello={stored ? { type: "rejoin", ...stored } : { type: "pair", code: pairing }}
          onPaired={(pass) => {
            localStorage.setItem(passKey(code), JSON.stringify(pass));
            setStored(pass);
          }}
          onRefused={(message) => {
            localStorage.removeItem(passKey(code));
            setStored(null);
            setPairing(null);
            setRefused(message);
          }}
        />
      ) : code ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setRefused(null);
            setPairing(String(new FormData(event.currentTarget).get("pairing") ?? ""));
          }}
        >
          <h2 className="text-xl font-bold">Pair this phone with the TV</h2>
          <p className="text-white/70">
            On the TV, choose "Show a pairing code" (room {code}), and type it here.
          </p>
          <Label htmlFor="pairing" className="text-white">
            Pairing code
          </Label>
          <Input
            id="pairing"
            name="pairing"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
            required
            className="font-mono text-lg tracking-widest"
          />
          {refused && (
            <p role="alert" className="text-red-300">
              {refused}
            </p>
          )}
          {/* Pairing happens over the socket: nothing to send before the page has hydrated. */}
          <Button type="submit" size="lg" disabled={!hydrated}>
            Pair
          </Button>
        </form>
      ) : (
        <Form method="get" className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">Which quiz night?</h2>
          <Label htmlFor="code" className="text-white">
            Room code on the TV
          </Label>
          <Input
            id="code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={8}
            required
            aria-invalid={problem ? true : undefined}
          />
          {problem && (
            <p role="alert" className="text-red-300">
              {problem}
            </p>
          )}
          <Button type="submit" size="lg">
            Next
          </Button>
        </Form>
      )}
    </main>
  );
}

function Remote({
  code,
  hello,
  onPaired,
  onRefused,
}: {
  code: string;
  hello: unknown;
  onPaired: (pass: Pass) => void;
  onRefused: (message: string) => void;
}) {
  const live = useNightSocket<HostView>({
    path: `/api/nights/${code}/ws?role=remote`,
    hello: () => hello,
    isView: (view): view is HostView => view.role === "host",
    onMessage: (message) => {
      if (message.type === "paired") onPaired({ remoteId: message.remoteId, token: message.token });
    },
    isFinal: (event) => {
      if (event.code === 4001 || event.code === 1008) {
        onRefused(event.code === 4001 ? "The TV unpaired this phone." : "That pairing code did not work.");
        return true;
      }
      return false;
    },
  });
  const view = live.view;
  const seconds = useCountdown(view);
  if (!view) return <p role="status">Pairing with the TV…</p>;
  const step = nextStep(view);
  const question = view.question;
  const answered = view.answers.filter((a) => a.answer !== "").length;
  const phones = view.teams.filter((t) => !t.paper).length;
  return (
    <section aria-label="Remote controls" className="flex flex-col gap-4">
      <p role="status" className="rounded-lg bg-white/10 px-3 py-2">
        {view.phase === "lobby"
          ? `${view.teams.length} ${view.teams.length === 1 ? "team" : "teams"} in · room ${view.code}`
          : question
            ? `Question ${question.number} of ${question.total} · ${PHASE_WORDS[view.phase]}${view.phase === "open" && seconds !== null ? ` · ${seconds}s` : ""} · ${answered} of ${phones} answered`
            : PHASE_WORDS[view.phase]}
      </p>
      {question && view.phase !== "lobby" && (
        <div>
          <p className="text-lg font-bold">{question.text}</p>
          <p className="text-white/70">Answer: {question.answer}</p>
        </div>
      )}
      {step && (
        <Button size="lg" className="min-h-16 text-lg" onClick={() => live.send(step.move)}>
          {step.label}
        </Button>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          disabled={view.phase !== "open"}
          onClick={() => live.send({ type: "lock" })}
        >
          Lock
        </Button>
        <Button
          variant="outline"
          disabled={view.phase !== "locked"}
          onClick={() => live.send({ type: "reveal" })}
        >
          Reveal
        </Button>
        <Button
          variant="outline"
          disabled={view.phase !== "revealed"}
          onClick={() => live.send({ type: "leaderboard" })}
        >
          Leaderboard
        </Button>
        <Button variant="outline" disabled={!view.canUndo} onClick={() => live.send({ type: "undo" })}>
          Undo
        </Button>
      </div>
      {live.error && (
        <p role="alert" className="text-red-300">
          {live.error}
        </p>
      )}
    </section>
  );
}
