import { formatPounds, PLANS } from "~/lib/plans";
import { SiteFooter } from "../layout/site-footer";
import { SiteHeader } from "../layout/site-header";
import { buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { CheckList } from "../ui/check-list";
import { FEATURES } from "./features";
import { QuickAccessDialog } from "./quick-access-dialog";

/** The signed-out landing page, shown at / and in place of every tool while signed out. */
export function SimpleLanding({ localMode }: { localMode: boolean }) {
  const pro = PLANS.pro;

  return (
    <>
      <SiteHeader user={null} quickAccess />
      <main>
        <section className="bg-gradient-to-b from-brand-800 to-brand-700 text-white">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
            <p className="font-semibold tracking-wide text-brass-300 uppercase">
              Marketing for UK pubs and bars
            </p>
            <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-6xl">
              A full house, every night.
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">
              Social posts written around tonight's match, the weather and the season. Posters, a pub quiz
              ready in seconds, and reminders before the big games — all from your phone, between pulling
              pints.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href="/api/login" className={buttonClasses({ variant: "brass", size: "lg" })}>
                Start Free Trial
              </a>
              <button
                type="button"
                data-opens="quick-access"
                className={buttonClasses({ variant: "inverse", size: "lg" })}
              >
                Quick Access
              </button>
            </div>
            <p className="mt-4 text-sm text-brand-100">
              10 free posts · no credit card · 5-minute setup · cancel any time
            </p>
          </div>
        </section>

        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="features-heading" className="font-display text-3xl font-bold">
            Everything your pub needs to fill the room
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <Card className="h-full">
                  <p className="text-3xl" aria-hidden="true">
                    {feature.icon}
                  </p>
                  <h3 className="mt-3 text-lg font-bold">{feature.title}</h3>
                  <p className="mt-2 text-muted">{feature.body}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="plan-heading" className="bg-white py-16">
          <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 md:grid-cols-2">
            <div>
              <h2 id="plan-heading" className="font-display text-3xl font-bold">
                One plan for the busy pub
              </h2>
              <p className="mt-3 text-lg text-muted">
                Start with 10 free posts. When you're ready, {pro.name} gives you everything, every month.
              </p>
            </div>
            <Card className="border-2 border-brand-600">
              <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">Most popular</p>
              <h3 className="mt-1 text-2xl font-bold">{pro.name}</h3>
              <p className="mt-2">
                <span className="font-display text-5xl font-bold">{formatPounds(pro.monthlyPence)}</span>
                <span className="text-muted"> per month, excluding VAT</span>
              </p>
              <CheckList items={pro.features} className="mt-4" />
              <a href="/pricing" className={`${buttonClasses({ size: "lg" })} mt-6 w-full`}>
                See plans
              </a>
            </Card>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16 text-center">
          <h2 className="font-display text-3xl font-bold">Your next post is one sentence away</h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-muted">
            Tell Full House what's on tonight. It writes the posts; you pull the pints.
          </p>
          <a href="/api/login" className={`${buttonClasses({ size: "lg" })} mt-6`}>
            Start Free Trial
          </a>
        </section>
      </main>
      <SiteFooter />
      <QuickAccessDialog localMode={localMode} />
    </>
  );
}
