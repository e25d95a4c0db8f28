import { Link } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { STATIC_PAGE } from "~/lib/page-handle";
import { formatPounds, plansWith } from "~/lib/plans";
import { getApp } from "~/server/auth/request-user.server";
import type { Route } from "./+types/quiz-night";

/** Marketing pages ship no framework to the browser. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Pub quiz generator — Full House" },
  {
    name: "description",
    content:
      "A full pub quiz ready in under 30 seconds: 40 questions with sources, rounds and a picture round, pitched for your crowd.",
  },
];

/** Whether this install's questions are written and fact-checked live, or come from the curated bank. */
export function loader(args: Route.LoaderArgs) {
  return { factChecked: getApp(args).providers.quiz.kind === "live" };
}

/** What is true of the answers in this install: a fact check only where one runs. */
function answersBenefit(factChecked: boolean) {
  return {
    icon: "✅",
    title: "Answers you can stand behind",
    body: factChecked
      ? "Each question written for your quiz is fact-checked before you see it, and shows its sources. If your plan's fact checks run out, questions come from our curated bank and say so."
      : "Every question comes from our curated question bank and shows its sources, so you can check any answer before the night. No more rows over the answer sheet.",
  };
}

const SPEED_BENEFIT = {
  icon: "⏱️",
  title: "Ready in under 30 seconds",
  body: "Pick the night, the size of your crowd and how hard you want it. The whole quiz is written before the kettle's boiled.",
};

const CROWD_BENEFIT = {
  icon: "🎯",
  title: "Pitched for your crowd",
  body: "Local knowledge, sport, music, telly and general knowledge in the mix you choose, from gentle to fiendish. Picture round and team names included.",
};

const SAMPLE_OPTIONS = [
  { letter: "A", text: "1962" },
  { letter: "B", text: "1966", correct: true },
  { letter: "C", text: "1970" },
  { letter: "D", text: "1974" },
] as const;

/** A question as the generator shows it: drawn in markup, so the page carries no images. */
function SampleQuestion({ factChecked }: { factChecked: boolean }) {
  return (
    <figure className="mx-auto w-full max-w-md rounded-2xl bg-white p-5 text-ink shadow-xl ring-1 ring-black/5">
      <figcaption className="sr-only">An example question from a generated quiz.</figcaption>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-bold tracking-wide text-brand-700 uppercase">Round 3 · Sport</span>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">
          {factChecked ? (
            <>
              <span aria-hidden="true">✓ </span>Fact-checked
            </>
          ) : (
            "From the curated bank"
          )}
        </span>
      </div>
      <p className="mt-3 font-display text-xl leading-snug font-bold">
        Q7. In which year did England win the men's football World Cup?
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {SAMPLE_OPTIONS.map((option) => (
          <li
            key={option.letter}
            className={cn(
              "flex items-center gap-2 rounded-lg border px-3 py-2",
              "correct" in option
                ? "border-brand-600 bg-brand-50 font-bold text-brand-800"
                : "border-stone-200 text-ink",
            )}
          >
            <span className="grid size-6 place-items-center rounded-full bg-stone-100 text-xs font-bold text-ink">
              {option.letter}
            </span>
            {option.text}
            {"correct" in option && <span className="sr-only"> (the answer)</span>}
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-stone-200 pt-3 text-sm text-muted">
        Source: FIFA, 1966 FIFA World Cup England · Difficulty: Easy
      </p>
    </figure>
  );
}

export default function QuizNight({ loaderData }: Route.ComponentProps) {
  const { factChecked } = loaderData;
  const benefits = [SPEED_BENEFIT, answersBenefit(factChecked), CROWD_BENEFIT];
  // The cheapest plan with the quiz generator, from the one statement of who gets it.
  const [from] = plansWith("quiz_generator");
  const stats: Array<{ value: string; suffix?: string; label: string }> = [
    { value: "30s", label: "Ready in under 30 seconds" },
    { value: "40", label: "Questions by default, each with its sources" },
    {
      value: formatPounds(from?.monthlyPence ?? 0),
      suffix: " per month",
      label: `for unlimited quizzes on ${plansWith("quiz_generator")
        .map((plan) => plan.name)
        .join(" or ")} (excluding VAT)`,
    },
  ];

  return (
    <>
      <SiteHeader user={null} />
      <main>
        <section
          aria-labelledby="hero-heading"
          className="overflow-hidden bg-gradient-to-b from-brand-800 to-brand-700 text-white"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <p className="font-semibold tracking-wide text-brass-300 uppercase">Pub quiz generator</p>
              <h1
                id="hero-heading"
                className="mt-3 font-display text-4xl leading-tight font-bold text-balance sm:text-6xl"
              >
                Quiz night, sorted before last orders.
              </h1>
              <p className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl">
                Forty questions with answers and sources, split into rounds and pitched for your regulars.
                Ready in under 30 seconds, so your afternoon is yours again.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link to="/quiz-generator" className={buttonClasses({ variant: "brass", size: "lg" })}>
                  Generate Your First Quiz
                </Link>
                <Link
                  to="/pricing"
                  className={cn(
                    buttonClasses({ variant: "outline", size: "lg" }),
                    "border-white/40 bg-transparent text-white hover:bg-white/10",
                  )}
                >
                  View Pricing
                </Link>
              </div>
            </div>
            <SampleQuestion factChecked={factChecked} />
          </div>
        </section>

        <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="benefits-heading" className="font-display text-3xl font-bold sm:text-4xl">
            Less time setting it, more time hosting it
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <p
                  className="grid size-12 place-items-center rounded-xl bg-brass-100 text-2xl"
                  aria-hidden="true"
                >
                  {benefit.icon}
                </p>
                <h3 className="mt-4 text-xl font-bold">{benefit.title}</h3>
                <p className="mt-2 text-muted">{benefit.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="quiz-stats-heading" className="bg-brand-900 py-16 text-white">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="quiz-stats-heading" className="text-center font-display text-3xl font-bold sm:text-4xl">
              The quiz in numbers
            </h2>
            <dl className="mt-10 grid gap-8 sm:grid-cols-3">
              {stats.map((stat) => (
                <div key={stat.value} className="flex flex-col text-center">
                  <dt className="mt-1 text-brand-100">{stat.label}</dt>
                  <dd className="order-first font-display text-4xl font-bold text-brass-300 sm:text-5xl">
                    {stat.value}
                    {stat.suffix && <span className="text-2xl sm:text-3xl">{stat.suffix}</span>}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section aria-labelledby="quiz-cta-heading" className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 id="quiz-cta-heading" className="font-display text-3xl font-bold text-balance sm:text-4xl">
            This week's quiz could be done before your next pint's poured
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-muted">
            Set the crowd, pick the rounds and press go. Check the answers, save it, and you're ready for the
            night.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/quiz-generator" className={buttonClasses({ size: "lg" })}>
              Generate Your First Quiz
            </Link>
            <Link to="/pricing" className={buttonClasses({ variant: "outline", size: "lg" })}>
              View Pricing
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
