import { Check, X } from "lucide-react";
import type { PlayerView } from "~/lib/contract/quiz-night";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Input } from "../../ui/input";
import { useCountdown } from "./use-night-socket";

interface Props {
  view: PlayerView;
  acked: boolean;
  error: string | null;
  onAnswer: (answer: string) => void;
}

/** The question on a phone: four options or a text box while open, then the team's answer and the mark. */
export function PlayQuestion({ view, acked, error, onAnswer }: Props) {
  const question = view.question!;
  const seconds = useCountdown(view);
  const open = view.phase === "open" && seconds !== 0;
  return (
    <section
      aria-label={`Question ${question.number}`}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <p className="flex justify-between text-sm text-stone-600">
        <span>
          {question.mode === "number"
            ? "Tiebreaker"
            : `${question.roundName} · Question ${question.number} of ${question.total}`}
        </span>
        {view.phase === "open" && seconds !== null && (
          <span role="timer" aria-live="off" className="font-mono text-base font-bold text-ink">
            {seconds}s
          </span>
        )}
      </p>
      <h2 className="text-xl leading-snug font-bold">{question.text}</h2>
      {question.imageUrl && (
        <img src={question.imageUrl} alt={`For question ${question.number}`} className="w-full rounded-lg" />
      )}
      {open && question.options ? (
        <div className="grid gap-2">
          {question.options.map((option) => (
            <Button
              key={option}
              size="lg"
              variant={view.myAnswer === option ? "primary" : "outline"}
              aria-pressed={view.myAnswer === option}
              onClick={() => onAnswer(option)}
              className="h-auto min-h-14 justify-start py-3 text-left whitespace-normal"
            >
              {option}
            </Button>
          ))}
        </div>
      ) : open ? (
        <form
          key={question.id}
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const answer = String(new FormData(event.currentTarget).get("answer") ?? "").trim();
            if (answer) onAnswer(answer);
          }}
        >
          <Input
            name="answer"
            aria-label="Your answer"
            inputMode={question.mode === "number" ? "decimal" : "text"}
            defaultValue={view.myAnswer ?? ""}
            autoComplete="off"
            maxLength={120}
            required
          />
          <Button type="submit">Send</Button>
        </form>
      ) : null}
      {error && open && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Status view={view} acked={acked} open={open} />
    </section>
  );
}

function Status({ view, acked, open }: { view: PlayerView; acked: boolean; open: boolean }) {
  if (view.reveal) {
    const { correct, answer } = view.reveal;
    return (
      <p
        role="status"
        className={cn(
          "flex items-center gap-2 rounded-lg px-3 py-2 text-lg font-semibold",
          correct === true && "bg-green-100 text-green-900",
          correct === false && "bg-red-100 text-red-900",
          correct === null && "bg-stone-100",
        )}
      >
        {correct === true && <Check className="size-6" aria-hidden="true" />}
        {correct === false && <X className="size-6" aria-hidden="true" />}
        {correct === true ? "Right! " : correct === false ? "Not this time. " : ""}The answer: {answer}
      </p>
    );
  }
  if (view.myAnswer) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900">
        {open ? (acked ? "Answer locked in: " : "Your answer: ") : "Answers are locked. Yours: "}
        <strong>{view.myAnswer}</strong>
        {open && " (you can change it until time is up)"}
      </p>
    );
  }
  if (!open) return <p role="status">Answers are locked. Wait for the reveal.</p>;
  return null;
}
