import { useEffect, useState } from "react";
import { Form } from "react-router";
import type { NightLookup, PlayerView } from "~/lib/contract/quiz-night";
import { NIGHT_LIMITS } from "~/lib/contract/quiz-night";
import { Button } from "../../ui/button";
import { Input, Label } from "../../ui/input";
import { Leaderboard } from "./leaderboard";
import { PlayQuestion } from "./play-question";
import { useNightSocket } from "./use-night-socket";

interface Props {
  code: string;
  night: NightLookup | null;
  problem: string | null;
}

type Seat = { teamId: string; token: string };
const seatKey = (code: string) => `fullhouse-night-${code}`;

function readSeat(code: string): Seat | null {
  try {
    return JSON.parse(localStorage.getItem(seatKey(code)) ?? "null") as Seat | null;
  } catch {
    return null;
  }
}

/** A team's phone: the code, then the team, then the night as the server pushes it. */
export function PlayScreen({ code, night, problem }: Props) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 bg-cream px-4 py-6 text-ink">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Full House quiz</p>
        {night && (
          <h1 className="text-2xl font-bold">
            {night.title}
            {night.pubName ? (
              <span className="block text-base font-normal text-stone-600">{night.pubName}</span>
            ) : null}
          </h1>
        )}
      </header>
      {night ? <LiveNight night={night} /> : <EnterCode code={code} problem={problem} />}
    </main>
  );
}

function EnterCode({ code, problem }: { code: string; problem: string | null }) {
  return (
    <Form method="get" className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">Join the quiz</h1>
      <Label htmlFor="code">Room code from the pub's screen</Label>
      <Input
        id="code"
        name="code"
        defaultValue={code}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={8}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "code-problem" : undefined}
        className="text-center font-mono text-2xl tracking-[0.3em] uppercase"
        required
      />
      {problem && (
        <p id="code-problem" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg">
        Find the quiz
      </Button>
    </Form>
  );
}

function LiveNight({ night }: { night: NightLookup }) {
  const [seat, setSeat] = useState<Seat | null>(null);
  const [ready, setReady] = useState(false);
  const [pendingJoin, setPendingJoin] = useState<{ name: string; tableSize: number } | null>(null);
  const [acked, setAcked] = useState<string | null>(null);
  useEffect(() => {
    setSeat(readSeat(night.code));
    setReady(true);
  }, [night.code]);

  const live = useNightSocket<PlayerView>({
    path: ready ? `/api/nights/${night.code}/ws` : null,
    hello: () => {
      const saved = readSeat(night.code);
      if (saved) return { type: "rejoin", ...saved };
      return pendingJoin ? { type: "join", ...pendingJoin } : null;
    },
    isView: (view): view is PlayerView => view.role === "player",
    onMessage: (message) => {
      if (message.type === "joined") {
        const next = { teamId: message.teamId, token: message.token };
        localStorage.setItem(seatKey(night.code), JSON.stringify(next));
        setSeat(next);
        setPendingJoin(null);
      }
      if (message.type === "ack") setAcked(message.questionId);
      // The team was removed (or the night restarted): forget the seat and offer to join again.
      if (message.type === "error" && message.code === "not_found" && readSeat(night.code)) {
        localStorage.removeItem(seatKey(night.code));
        setSeat(null);
      }
    },
  });
  const view = live.view;

  if (!view || !ready) return <p className="text-stone-600">Connecting to the quiz…</p>;
  const status =
    live.status === "reconnecting" ? (
      <p role="status" className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900">
        Reconnecting… your team's answers are safe.
      </p>
    ) : null;

  if (!seat || !view.team) {
    return (
      <>
        {status}
        <JoinForm
          view={view}
          error={live.error}
          onJoin={(join) => {
            setPendingJoin(join);
            live.send({ type: "join", ...join });
          }}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {status}
      <p className="flex items-center justify-between rounded-lg bg-white px-3 py-2 shadow-sm">
        <span className="font-semibold">{view.team.name}</span>
        <span>
          Score <strong className="text-lg">{view.team.score}</strong>
        </span>
      </p>
      {view.phase === "lobby" && (
        <p className="rounded-xl bg-white p-5 text-center text-lg shadow-sm">
          You're in! {view.teamCount} {view.teamCount === 1 ? "team has" : "teams have"} joined. The first
          question appears here when the host starts.
        </p>
      )}
      {view.question && view.phase !== "leaderboard" && (
        <PlayQuestion
          view={view}
          acked={acked === view.question.id}
          error={live.error}
          onAnswer={(answer) => {
            setAcked(null);
            live.send({ type: "answer", questionId: view.question!.id, answer });
          }}
        />
      )}
      {view.leaderboard && (
        <section aria-label="Leaderboard" className="rounded-xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-lg font-bold">
            {view.phase === "ended" ? "Final scores" : "Leaderboard"}
          </h2>
          <Leaderboard rows={view.leaderboard} highlight={view.team.id} />
        </section>
      )}
      {view.phase === "ended" && <p className="text-center text-stone-700">Thanks for playing!</p>}
    </div>
  );
}

function JoinForm({
  view,
  error,
  onJoin,
}: {
  view: PlayerView;
  error: string | null;
  onJoin: (join: { name: string; tableSize: number }) => void;
}) {
  if (!view.joiningOpen) {
    return (
      <p className="rounded-xl bg-white p-5 text-lg shadow-sm">The host has closed joining for tonight.</p>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onJoin({ name: String(data.get("name") ?? ""), tableSize: Number(data.get("tableSize") ?? 4) });
      }}
    >
      <h2 className="text-xl font-bold">Your team</h2>
      <Label htmlFor="team-name">Team name</Label>
      <Input id="team-name" name="name" maxLength={NIGHT_LIMITS.teamName} required autoComplete="off" />
      <Label htmlFor="table-size">How many at your table?</Label>
      <Input
        id="table-size"
        name="tableSize"
        type="number"
        inputMode="numeric"
        min={NIGHT_LIMITS.tableSize.min}
        max={NIGHT_LIMITS.tableSize.max}
        defaultValue={4}
        required
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="lg">
        Join the quiz
      </Button>
    </form>
  );
}
