/** Bar heights of the pretend recording's waveform, in per cent. */
const WAVE = [30, 55, 80, 45, 95, 60, 35, 70, 90, 50, 25, 65, 85, 40, 75, 55, 30, 60, 45, 20].map(
  (percent, index) => ({ x: index * 6, height: (24 * percent) / 100 }),
);

/**
 * The hero's worked example: what a landlord says into the phone and the post Full House makes of it.
 * Purely illustrative, drawn with markup so the landing carries no image weight.
 */
export function VoiceExample() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <figcaption className="sr-only">
        An example: a landlord records a sentence and Full House turns it into a Facebook post.
      </figcaption>

      <div className="rounded-2xl bg-white p-4 text-ink shadow-xl ring-1 ring-black/5">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-600 text-white">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
              <path
                d="M6 11a6 6 0 0 0 12 0M12 17v4"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-bold tracking-wide text-muted uppercase">You say</p>
            <svg
              viewBox="0 0 120 24"
              className="mt-1 h-6 w-full"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {WAVE.map((bar) => (
                <rect
                  key={bar.x}
                  x={bar.x}
                  y={(24 - bar.height) / 2}
                  width="3.5"
                  height={bar.height}
                  rx="1.75"
                  className="fill-brand-500"
                />
              ))}
            </svg>
          </div>
          <span className="text-sm text-muted tabular-nums">0:06</span>
        </div>
        <blockquote className="mt-3 font-display text-lg leading-snug font-semibold">
          “Quiz night Thursday, 8pm, £50 bar tab for the winners.”
        </blockquote>
      </div>

      <p className="my-3 flex items-center justify-center gap-2 text-sm font-semibold text-brass-300">
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            d="M12 4v16m0 0-6-6m6 6 6-6"
            stroke="currentColor"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Full House writes
      </p>

      <div className="rounded-2xl bg-white p-4 text-ink shadow-xl ring-1 ring-black/5">
        <div className="flex items-center gap-3">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 font-display text-lg font-bold text-white"
            aria-hidden="true"
          >
            P
          </span>
          <div>
            <p className="font-bold leading-tight">Your Pub</p>
            <p className="text-xs text-muted">Facebook · ready to post</p>
          </div>
        </div>
        <div className="mt-3 space-y-2 text-[0.95rem] leading-relaxed">
          <p className="font-bold">
            <span aria-hidden="true">🧠 </span>QUIZ NIGHT THIS THURSDAY!
          </p>
          <p>
            Round up your cleverest mates and join us from 8pm. The winning team walks away with a £50 bar tab{" "}
            <span aria-hidden="true">🍻</span>
          </p>
          <p>Tables fill up fast, so get here early and get your thinking caps on.</p>
          <p className="font-semibold text-brand-700">#QuizNight #PubQuiz #ThursdayNight</p>
        </div>
      </div>
    </figure>
  );
}
