import { Link } from "react-router";
import { ArticlePage, PROSE } from "~/components/landing/article-page";
import { Card } from "~/components/ui/card";
import { STATIC_PAGE } from "~/lib/page-handle";
import { PLANS } from "~/lib/plans";
import type { Route } from "./+types/contact";

/** Marketing pages ship no framework to the browser. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Contact us — Full House" },
  {
    name: "description",
    content:
      "Get help with Full House, ask about Enterprise plans for groups of pubs, or ask a privacy question.",
  },
];

const CHANNELS = [
  {
    icon: "🙋",
    title: "Help and support",
    body: "Stuck, found a bug, or have an idea? Tell us what you were doing and we'll sort it.",
    email: "hello@fullhouse.pub",
  },
  {
    icon: "🏢",
    title: "Enterprise and groups",
    body: "Running several pubs or a managed estate? Let's talk about a plan that fits.",
    email: "sales@fullhouse.pub",
  },
  {
    icon: "🔒",
    title: "Privacy",
    body: "Questions about your data or a request under UK GDPR.",
    email: "privacy@fullhouse.pub",
  },
] as const;

export default function Contact() {
  return (
    <ArticlePage
      eyebrow="Contact"
      title="Get in touch"
      intro={
        <p>
          Real people read every e-mail. We reply within one working day, usually much sooner —{" "}
          {PLANS.pro.name} customers get priority.
        </p>
      }
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {CHANNELS.map((channel, index) => (
          <li key={channel.email} className={index === 0 ? "sm:col-span-2" : undefined}>
            <Card className="flex h-full flex-col">
              <p className="text-3xl" aria-hidden="true">
                {channel.icon}
              </p>
              <h2 className="mt-3 text-xl font-bold">{channel.title}</h2>
              <p className="mt-1 flex-1 text-muted">{channel.body}</p>
              <a
                href={`mailto:${channel.email}`}
                className="mt-4 inline-flex min-h-11 items-center font-semibold break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {channel.email}
              </a>
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="faster-heading" className="mt-10 rounded-2xl bg-brand-50 p-6">
        <h2 id="faster-heading" className="font-display text-2xl font-bold text-brand-900">
          Help us help you faster
        </h2>
        <div className={`${PROSE} mt-3`}>
          <ul>
            <li>Write from the e-mail address you sign in with, so we can find your account.</li>
            <li>Say which page you were on and what you expected to happen.</li>
            <li>A screenshot is worth a thousand words.</li>
          </ul>
          <p>
            Many questions are already answered in the <Link to="/help">Help Center</Link>, any time of day or
            night.
          </p>
        </div>
      </section>
    </ArticlePage>
  );
}
