import { formatTiebreakerAnswer, sameOption } from "~/lib/quiz/answers";
import { CATEGORY_ICONS, CATEGORY_LABELS } from "~/lib/quiz/constants";
import { cn } from "../../ui/cn";
import { QuestionPicture } from "../preview/question-picture";
import { isCategory } from "../shared";
import type { Slide } from "./build-slides";

/**
 * Type that grows with the screen, so the back of the room can read it: on a 1920×1080 TV the question
 * and the options are at least 48 px (4.5vh), twice that on a 4K set. The width bound is the slide
 * area's (cqw: the scores panel narrows it), so a narrow or tall screen never overflows sideways, and
 * the rem floor keeps a phone readable.
 */
const TYPE = {
  questionShort: "text-[length:max(1.5rem,min(6.5vh,3.7cqw))]",
  questionMedium: "text-[length:max(1.5rem,min(5.4vh,3.1cqw))]",
  questionLong: "text-[length:max(1.5rem,min(4.5vh,2.6cqw))]",
  option: "text-[length:max(1.25rem,min(4.5vh,2.6cqw))]",
  answer: "text-[length:max(1.75rem,min(5.5vh,3.2cqw))]",
  explanation: "text-[length:max(1.125rem,min(3.2vh,1.9cqw))]",
  meta: "text-[length:max(1rem,min(2.8vh,1.6cqw))]",
  roundTitle: "text-[length:max(3rem,min(12vh,7cqw))]",
  roundSubtitle: "text-[length:max(1.125rem,min(3.5vh,2cqw))]",
  endTitle: "text-[length:max(3rem,min(10vh,6cqw))]",
} as const;

/** Longer questions step down in size, never below the 48 px floor at 1080p. */
function questionType(text: string): string {
  if (text.length <= 90) return TYPE.questionShort;
  if (text.length <= 160) return TYPE.questionMedium;
  return TYPE.questionLong;
}

/** One slide on the TV: a round's title card, a question (answer on cue), a tiebreaker, or the end. */
export function SlideView({
  slide,
  revealed,
  remaining,
}: {
  slide: Slide;
  revealed: boolean;
  remaining: number | null;
}) {
  if (slide.kind === "round") {
    return (
      <div className="text-center">
        <p className={cn("font-semibold tracking-widest text-brass-300 uppercase", TYPE.roundSubtitle)}>
          {slide.subtitle}
        </p>
        <h2 className={cn("mt-[2vh] font-display leading-tight font-bold", TYPE.roundTitle)}>
          {slide.title}
        </h2>
        <p className={cn("mt-[4vh] text-white/70", TYPE.meta)}>Press → or Next to start</p>
      </div>
    );
  }
  if (slide.kind === "end") {
    return (
      <div className="text-center">
        <h2 className={cn("font-display font-bold", TYPE.endTitle)}>That's the quiz!</h2>
        <p className={cn("mt-[3vh] text-white/80", TYPE.explanation)}>
          Pens down — time to mark the answers and crown the winners.
        </p>
        <p className={cn("mt-[2vh] text-white/70", TYPE.meta)}>
          Open Scores (S) to enter each team's total and save the night's results.
        </p>
      </div>
    );
  }
  if (slide.kind === "tiebreaker") {
    const { tiebreaker } = slide;
    return (
      <div className="w-full text-center">
        <SlideMeta
          left={`Tiebreaker ${slide.number} of ${slide.count}`}
          right="Nearest wins"
          remaining={remaining}
        />
        <h2
          className={cn("mt-[3vh] font-display leading-tight font-bold", questionType(tiebreaker.question))}
        >
          {tiebreaker.question}
        </h2>
        <div aria-live="polite" className="mt-[4vh] min-h-[12vh]">
          {revealed && (
            <div className="rounded-2xl bg-brass-400 px-[3cqw] py-[2vh] text-stone-950">
              <p className={cn("font-display font-bold", TYPE.answer)}>
                {formatTiebreakerAnswer(tiebreaker)}
              </p>
              {tiebreaker.explanation && (
                <p className={cn("mt-[1vh]", TYPE.explanation)}>{tiebreaker.explanation}</p>
              )}
            </div>
          )}
        </div>
      </div>
    );
  }
  const { question } = slide;
  const category = isCategory(question.category) ? question.category : null;
  const picture = Boolean(question.imageUrl);
  return (
    <div className="w-full" data-testid="host-question">
      <SlideMeta
        left={`Question ${slide.inRound} of ${slide.roundSize}`}
        right={category ? `${CATEGORY_ICONS[category]} ${CATEGORY_LABELS[category]}` : question.category}
        remaining={remaining}
      />
      {/* A picture sits beside the question and options on a wide screen, so the flag can be big. */}
      <div
        className={cn(
          "mt-[2.5vh] grid items-center gap-[4vh_3cqw]",
          picture && "lg:grid-cols-[minmax(0,1fr)_auto]",
        )}
      >
        <h2
          className={cn(
            "text-center font-display leading-tight font-bold",
            questionType(question.question),
            picture && "lg:col-start-1 lg:row-start-1 lg:self-end",
          )}
        >
          <span className="text-brass-300">{slide.number}.</span> {question.question}
        </h2>
        {question.imageUrl && (
          <QuestionPicture
            src={question.imageUrl}
            alt={`Clue for question ${slide.number}`}
            // Smaller once the answer and its explanation need the room below.
            className={cn(
              "mx-auto border-white/70 lg:col-start-2 lg:row-span-2 lg:row-start-1",
              revealed
                ? "h-[min(20vh,40cqw)] lg:h-[min(32vh,30cqw)]"
                : "h-[min(28vh,45cqw)] lg:h-[min(46vh,36cqw)]",
            )}
          />
        )}
        <ul
          className={cn(
            "grid gap-[2vh] sm:grid-cols-2 sm:gap-x-[2cqw]",
            picture && "lg:col-start-1 lg:row-start-2 lg:self-start",
          )}
        >
          {question.options.map((option, optionIndex) => {
            const right = revealed && sameOption(option, question.answer);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots, A to D (texts may change while editing).
                key={optionIndex}
                data-testid="host-option"
                className={cn(
                  "flex items-center gap-[0.6em] rounded-2xl border-2 px-[0.7em] py-[0.35em] leading-tight",
                  TYPE.option,
                  right
                    ? "border-brass-300 bg-brass-400 font-bold text-stone-950"
                    : revealed
                      ? "border-white/10 text-white/60"
                      : "border-white/20 bg-white/5",
                )}
              >
                <span className={cn("font-bold", right ? "text-stone-950" : "text-brass-300")}>
                  {String.fromCharCode(65 + optionIndex)}
                </span>
                <span className="min-w-0 break-words">{option}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <div aria-live="polite" className="mt-[3vh] text-center">
        {revealed && (
          <>
            <p className={cn("font-display font-bold text-brass-300", TYPE.answer)}>
              Answer: {question.answer}
            </p>
            {question.explanation && (
              // At most three lines on the TV: the whole explanation is in the host's printed copy.
              <p
                className={cn("mx-auto mt-[1vh] line-clamp-3 max-w-[80cqw] text-white/80", TYPE.explanation)}
              >
                {question.explanation}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function SlideMeta({ left, right, remaining }: { left: string; right: string; remaining: number | null }) {
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-3 text-white/80", TYPE.meta)}>
      <span className="font-semibold">{left}</span>
      {remaining !== null && (
        <span
          role="timer"
          aria-label={`${remaining} seconds left`}
          className={cn(
            "rounded-full px-[0.7em] py-[0.1em] font-display font-bold tabular-nums",
            TYPE.option,
            remaining === 0
              ? "bg-red-600 text-white"
              : remaining <= 5
                ? "bg-amber-400 text-stone-950"
                : "bg-white/10",
          )}
        >
          {remaining === 0 ? "Time's up!" : `${remaining}s`}
        </span>
      )}
      <span>{right}</span>
    </div>
  );
}
