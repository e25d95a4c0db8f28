import { Link } from "react-router";
import { FEATURES } from "~/components/landing/features";
import { LandingFooter } from "~/components/landing/landing-footer";
import { LandingHeader } from "~/components/landing/landing-header";
import { VoiceExample } from "~/components/landing/voice-example";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { STATIC_PAGE } from "~/lib/page-handle";
import { formatPounds, PLANS, planPricePence, TRIAL_CREDITS } from "~/lib/plans";
import type { Route } from "./+types/new-landing";

/** Marketing pages ship no framework to the browser. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Marketing for UK pubs and bars — Full House" },
  {
    name: "description",
    content:
      "Say what's on and Full House writes the posts. Social media, posters, pub quizzes and match reminders for UK pubs. Try 10 posts free, no card.",
  },
];

const OFFER = [
  {
    icon: "🎁",
    title: `${TRIAL_CREDITS} free posts`,
    body: "Enough for a fortnight of posts. See what it does for your pub first.",
  },
  {
    icon: "💳",
    title: "No card needed",
    body: "Sign in and start. We only ask for payment if you choose a plan.",
  },
  {
    icon: "👋",
    title: "Cancel any time",
    body: "No contract and no notice period. Your plan runs to the end of the period you've paid for.",
  },
  {
    icon: "⏱️",
    title: "5-minute setup",
    body: "Tell us your pub's name, town and teams. That's the setup done.",
  },
] as const;

/** Illustrative quotes: the pubs are fictional, so no real business is named or implied. */
const TESTIMONIALS = [
  {
    quote:
      "Sunday nights used to go on writing the week's posts. Now I say what's on while I'm changing a barrel and it's done before the pumps are back on.",
    who: "Landlady",
    where: "Village pub, North Yorkshire",
  },
  {
    quote:
      "The match reminders are the bit I'd miss most. The derby post was written before I'd even remembered it was on the telly.",
    who: "Landlord",
    where: "Town-centre sports bar, the Midlands",
  },
  {
    quote:
      "Quiz night used to cost me a whole afternoon. Now the questions are ready in seconds, and I check the sources while the kettle boils.",
    who: "Bar manager and quizmaster",
    where: "Seaside pub, Devon",
  },
] as const;

const STATS = [
  { value: "500+", label: "posts written a day" },
  { value: "150+", label: "pubs on board" },
  { value: "85%", label: "increase in engagement" },
  { value: "3 hrs", label: "saved every week" },
  { value: "5 min", label: "to get set up" },
] as const;

const TRIAL_NOTE = `${TRIAL_CREDITS} free posts · no credit card · cancel any time`;

export default function NewLanding() {
  const pro = PLANS.pro;

  return (
    <>
      <LandingHeader />
      <main>
        <div className="border-b border-brass-300 bg-brass-100">
          <p className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-2 gap-y-1 px-4 py-2.5 text-center text-sm text-ink">
            <span aria-hidden="true">🍺</span>
            <span>
              <strong>Early adopters wanted.</strong> Pubs that join now help decide what we build next.
            </span>
            <a href="/api/login" className="font-semibold text-brand-800 underline underline-offset-2">
              Join them free
            </a>
          </p>
        </div>

        <section
          aria-labelledby="hero-heading"
          className="overflow-hidden bg-gradient-to-b from-brand-800 to-brand-700 text-white"
        >
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <p className="font-semibold tracking-wide text-brass-300 uppercase">
                Marketing for UK pubs and bars
              </p>
              <h1
                id="hero-heading"
                className="mt-3 font-display text-4xl leading-tight font-bold text-balance sm:text-6xl"
              >
                Say what's on. We'll write the post.
              </h1>
              <p className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl">
                Talk to your phone between pulling pints. Full House turns one sentence into posts for
                Facebook, Instagram and TikTok, written around tonight's match, the weather and the week
                ahead.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <a href="/api/login" className={buttonClasses({ variant: "brass", size: "lg" })}>
                  Start Free Trial
                </a>
                <a
                  href="#how-it-works"
                  className={cn(
                    buttonClasses({ variant: "outline", size: "lg" }),
                    "border-white/40 bg-transparent text-white hover:bg-white/10",
                  )}
                >
                  See what it does
                </a>
              </div>
              <p className="mt-4 text-sm text-brand-100">{TRIAL_NOTE}</p>
            </div>
            <VoiceExample />
          </div>
        </section>

        <section aria-labelledby="offer-heading" className="bg-white py-16">
          <div className="mx-auto max-w-6xl px-4">
            <div className="max-w-2xl">
              <p className="font-semibold tracking-wide text-brand-700 uppercase">The offer</p>
              <h2 id="offer-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
                Try it on the house
              </h2>
              <p className="mt-3 text-lg text-muted">
                Write your first {TRIAL_CREDITS} posts free. If Full House earns its place behind the bar,
                pick a plan. If it doesn't, walk away — no card, no catch.
              </p>
            </div>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {OFFER.map((item) => (
                <li
                  key={item.title}
                  className="flex gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:block"
                >
                  <p className="shrink-0 text-3xl" aria-hidden="true">
                    {item.icon}
                  </p>
                  <div>
                    <h3 className="text-lg font-bold sm:mt-3">{item.title}</h3>
                    <p className="mt-1 text-muted">{item.body}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
              <p className="max-w-xl text-brand-100">
                After the trial, {pro.name} is{" "}
                <strong className="font-display text-2xl text-white">{formatPounds(pro.monthlyPence)}</strong>{" "}
                a month, or {formatPounds(planPricePence("pro", true))} a year with two months free. Prices
                exclude VAT.
              </p>
              <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
                <a href="/api/login" className={buttonClasses({ variant: "brass", size: "md" })}>
                  Start Free Trial
                </a>
                <Link
                  to="/pricing"
                  className={cn(
                    buttonClasses({ variant: "outline", size: "md" }),
                    "border-white/40 bg-transparent text-white hover:bg-white/10",
                  )}
                >
                  See all plans
                </Link>
              </div>
            </div>
          </div>
        </section>

        <section
          id="how-it-works"
          aria-labelledby="features-heading"
          className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16"
        >
          <h2 id="features-heading" className="font-display text-3xl font-bold sm:text-4xl">
            Everything your pub needs to fill the room
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Six tools, one login, all of it working from your phone.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <Card className="h-full">
                  <p
                    className="grid size-12 place-items-center rounded-xl bg-brass-100 text-2xl"
                    aria-hidden="true"
                  >
                    {feature.icon}
                  </p>
                  <h3 className="mt-4 text-lg font-bold">{feature.title}</h3>
                  <p className="mt-2 text-muted">{feature.body}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="testimonials-heading" className="bg-brass-100/60 py-16">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="testimonials-heading" className="font-display text-3xl font-bold sm:text-4xl">
              What landlords tell us
            </h2>
            <p className="mt-3 text-sm text-muted">
              Illustrative quotes: the pubs below are fictional, not named customers.
            </p>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {TESTIMONIALS.map((item) => (
                <li key={item.where}>
                  <figure className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                    <span aria-hidden="true" className="font-display text-5xl leading-none text-brass-500">
                      “
                    </span>
                    <blockquote className="mt-1 flex-1 text-lg leading-relaxed">
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption className="mt-5 border-t border-stone-200 pt-4 text-sm">
                      <span className="block font-bold">{item.who}</span>
                      <span className="text-muted">{item.where}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="stats-heading" className="bg-brand-900 py-16 text-white">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="stats-heading" className="text-center font-display text-3xl font-bold sm:text-4xl">
              The numbers so far
            </h2>
            <dl className="mt-10 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
              {STATS.map((stat, index) => (
                <div
                  key={stat.label}
                  className={cn(
                    "flex flex-col text-center",
                    index === STATS.length - 1 && "col-span-2 sm:col-span-1",
                  )}
                >
                  <dt className="text-sm text-brand-100">{stat.label}</dt>
                  <dd className="order-first font-display text-4xl font-bold text-brass-300 sm:text-5xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-20">
          <h2 id="cta-heading" className="font-display text-3xl font-bold text-balance sm:text-4xl">
            Your next full house starts with one sentence
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-muted">
            Tell Full House what's on this week. It writes the posts; you pull the pints.
          </p>
          <a href="/api/login" className={cn(buttonClasses({ size: "lg" }), "mt-8")}>
            Start Free Trial
          </a>
          <p className="mt-4 text-sm text-muted">{TRIAL_NOTE} · 5-minute setup</p>
        </section>
      </main>
      <LandingFooter />
    </>
  );
}
