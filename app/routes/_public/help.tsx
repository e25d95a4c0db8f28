import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArticlePage, ArticleSection } from "~/components/landing/article-page";
import { ERROR_CODES } from "~/lib/contract/errors";
import { STATIC_PAGE } from "~/lib/page-handle";
import { ANNUAL_MONTHS_CHARGED, formatPounds, PLANS, TOP_UP_MINIMUM_PENCE, TRIAL_CREDITS } from "~/lib/plans";
import type { Route } from "./+types/help";

/** Marketing pages ship no framework to the browser. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Help Center — Full House" },
  {
    name: "description",
    content:
      "Answers to common questions about Full House: posts, voice, images, pub quizzes, fixtures, billing and your account, plus the API and who we are.",
  },
];

interface Question {
  q: string;
  a: ReactNode;
}

interface FaqSection {
  id: string;
  title: string;
  questions: Question[];
}

const FAQ: FaqSection[] = [
  {
    id: "getting-started",
    title: "Getting started",
    questions: [
      {
        q: "How do I sign up?",
        a: (
          <p>
            Press <strong>Start Free Trial</strong> and sign in with Google. Your account starts with{" "}
            {TRIAL_CREDITS} free post credits and no card is needed.
          </p>
        ),
      },
      {
        q: "What's in the five-minute setup?",
        a: (
          <p>
            Tell us your pub's name and town and pick the teams your regulars follow. That's enough for Full
            House to write posts that sound local and to remind you before the big games.
          </p>
        ),
      },
      {
        q: "Does it work on my phone?",
        a: (
          <p>
            Yes. Full House was made for the phone in your apron pocket. It works in any up-to-date browser,
            so there's nothing to install.
          </p>
        ),
      },
    ],
  },
  {
    id: "posts",
    title: "Posts",
    questions: [
      {
        q: "How do I write a post?",
        a: (
          <p>
            Type or say what's happening — between 10 and 500 characters — and Full House writes posts for
            Facebook, Instagram and TikTok, with hashtags and a call to action. It can weave in the weather,
            tonight's match and the time of year.
          </p>
        ),
      },
      {
        q: "Can I change how a post sounds?",
        a: (
          <p>
            Yes. Refine it to be funnier, cheekier, warmer, more urgent or full of banter, make it punchier or
            add more emojis. <strong>Magic Mix</strong> does a cheeky, punchy rewrite in one tap.
          </p>
        ),
      },
      {
        q: "Are my drafts saved?",
        a: (
          <p>
            Once you've written more than 10 characters, your draft saves itself a few seconds after you stop
            typing. You can also save drafts by name and load them again later.
          </p>
        ),
      },
    ],
  },
  {
    id: "voice",
    title: "Voice",
    questions: [
      {
        q: "How does voice input work?",
        a: (
          <p>
            Press record, say what's on, and press stop. The recording is sent straight away, turned into text
            and written up as a post. Voice is part of the paid plans and uses your voice minutes.
          </p>
        ),
      },
      {
        q: "It says it needs my microphone.",
        a: (
          <p>
            Your browser asks before any site can use the microphone. If you said no by mistake, open the site
            settings in your browser (usually the padlock by the address) and allow the microphone.
          </p>
        ),
      },
    ],
  },
  {
    id: "images",
    title: "Images and posters",
    questions: [
      {
        q: "What can I make?",
        a: (
          <p>
            Square images for social media and tall posters for the window or the noticeboard, in styles from
            photo-realistic to vintage and comic. Add your own words on top, then download the image ready to
            post or print.
          </p>
        ),
      },
      {
        q: "Why can't I make images on the free trial?",
        a: (
          <p>
            Images cost us real money to make, so they come with the paid plans. Each plan includes a number
            of images a month — see <Link to="/pricing">Pricing</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: "quiz",
    title: "Pub quiz",
    questions: [
      {
        q: "How quickly is a quiz ready?",
        a: (
          <p>
            Usually in under 30 seconds. A quiz has 40 questions by default, and you choose the difficulty,
            the size of your crowd, the mix of topics, and whether to include a picture round, team names and
            tiebreakers.
          </p>
        ),
      },
      {
        q: "How do I know the answers are right?",
        a: (
          <p>
            Every question shows its sources, so you can check it yourself. Questions the AI writes for your
            quiz are fact-checked before you see them and marked "Verified by a fact check"; questions from
            our curated bank (the built-in bank, or when your plan's fact checks run out) are marked "From the
            curated bank". If you're unsure of one, regenerate that question on its own.
          </p>
        ),
      },
      {
        q: "Can I keep and reuse quizzes?",
        a: (
          <p>
            Yes. Save quizzes to your library, duplicate last week's as a starting point, export them, and
            archive the ones you're done with.
          </p>
        ),
      },
    ],
  },
  {
    id: "fixtures",
    title: "Sports fixtures",
    questions: [
      {
        q: "Which sports are covered?",
        a: (
          <p>
            Football, rugby, cricket, tennis, golf, Formula 1, boxing, horse racing and athletics, with the UK
            TV channel where there is one. Times are shown in UK time.
          </p>
        ),
      },
      {
        q: "How do match reminders work?",
        a: (
          <p>
            Add your favourite teams and choose how far ahead to be reminded: 7, 14 or 21 days. From any match
            you can start a campaign, and Full House plans and writes the posts leading up to it.
          </p>
        ),
      },
      {
        q: "A kick-off time looks wrong.",
        a: (
          <p>
            Broadcasters move games, sometimes at short notice. We refresh fixtures regularly, but check big
            games with the broadcaster before you promote them.
          </p>
        ),
      },
    ],
  },
  {
    id: "billing",
    title: "Billing",
    questions: [
      {
        q: "What does it cost?",
        a: (
          <p>
            {PLANS.starter.name} is {formatPounds(PLANS.starter.monthlyPence)} a month and {PLANS.pro.name} is{" "}
            {formatPounds(PLANS.pro.monthlyPence)} a month. Pay annually and you pay for{" "}
            {ANNUAL_MONTHS_CHARGED} months instead of 12. Prices exclude VAT. The full list is on the{" "}
            <Link to="/pricing">pricing page</Link>.
          </p>
        ),
      },
      {
        q: "What if I run out before the month ends?",
        a: (
          <p>
            On {PLANS.pro.name} you can buy top-ups of tokens, images, voice minutes and fact checks, with a
            minimum order of {formatPounds(TOP_UP_MINIMUM_PENCE)}. Otherwise your allowance resets at the
            start of your next billing period.
          </p>
        ),
      },
      {
        q: "How do I cancel?",
        a: (
          <p>
            Cancel from your account whenever you like. Your plan keeps working until the end of the period
            you've paid for. There's no fee and no notice period.
          </p>
        ),
      },
      {
        q: "We run several pubs.",
        a: (
          <p>
            Talk to us about Enterprise at <a href="mailto:sales@fullhouse.pub">sales@fullhouse.pub</a>.
          </p>
        ),
      },
    ],
  },
  {
    id: "account",
    title: "Your account",
    questions: [
      {
        q: "My sign-in link has expired.",
        a: (
          <p>
            Sign-in links work once and only for 15 minutes, to keep your account safe. Ask for a new one and
            use it straight away.
          </p>
        ),
      },
      {
        q: "How long do I stay signed in?",
        a: (
          <p>
            For 30 days after you last used Full House on that device. Press <strong>Logout</strong> to end it
            sooner, for example on a shared till computer.
          </p>
        ),
      },
      {
        q: "How do I get a copy of my data or delete my account?",
        a: (
          <p>
            Both are on your <Link to="/account">account page</Link>: <strong>Download my data</strong> and{" "}
            <strong>Delete account</strong>. The <Link to="/privacy">privacy notice</Link> explains what we
            keep and for how long.
          </p>
        ),
      },
    ],
  },
];

const CONTENTS = [
  ...FAQ.map((section) => ({ id: section.id, title: section.title })),
  { id: "api", title: "API Docs" },
  { id: "about", title: "About Full House" },
];

const ERROR_STATUSES = [
  ["400", "The input isn't valid. The message names the field."],
  ["401", "You're not signed in."],
  ["402", "Your plan or credits don't cover this. Upgrade or top up."],
  ["403", "Not yours, or a cross-site request."],
  ["404", "No such thing, or it belongs to someone else."],
  ["409", "It clashes with the current state, such as a duplicate."],
  ["413", "The body is too large (1 MB; 25 MB for audio)."],
  ["429", "Too many requests. The Retry-After header says how long to wait."],
  ["503", "A service we rely on is down. Try again shortly."],
] as const;

const SAMPLE_ERROR = JSON.stringify(
  { error: { code: ERROR_CODES.subscriptionRequired, message: "This feature needs a paid plan." } },
  null,
  2,
);

// Lines are kept short so the samples fit a phone without a scrolling box.
const PRE =
  "rounded-xl bg-brand-900 p-4 font-mono text-xs leading-relaxed sm:text-sm break-words whitespace-pre-wrap text-brand-50";

export default function Help() {
  return (
    <ArticlePage
      eyebrow="Help Center"
      title="How can we help?"
      intro={
        <p>
          Quick answers for busy landlords. Can't find yours? <Link to="/contact">Get in touch</Link> and a
          real person will reply.
        </p>
      }
    >
      <nav aria-label="On this page" className="mt-8 rounded-2xl border border-stone-200 bg-white p-4">
        <h2 className="text-sm font-bold tracking-wide text-muted uppercase">On this page</h2>
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {CONTENTS.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="flex min-h-11 items-center rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {FAQ.map((section) => (
        <ArticleSection key={section.id} id={section.id} title={section.title}>
          {section.questions.map((item) => (
            <div key={item.q} className="space-y-1">
              <h3>{item.q}</h3>
              {item.a}
            </div>
          ))}
        </ArticleSection>
      ))}

      <ArticleSection id="api" title="API Docs">
        <p>
          Everything the app does goes through its JSON API under <code>/api</code>. There are no separate API
          keys: calls use the session cookie you get when you sign in, so they act as you and see only your
          data. Requests that change something must come from our own site.
        </p>
        <h3>Errors</h3>
        <p>Every error has the same shape, whatever the status:</p>
        <pre className={PRE}>
          <code>{SAMPLE_ERROR}</code>
        </pre>
        <dl className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white text-sm">
          {ERROR_STATUSES.map(([status, meaning]) => (
            <div key={status} className="flex gap-4 px-4 py-2.5">
              <dt className="w-10 shrink-0 font-mono font-bold text-brand-800">{status}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <h3>Long-running work</h3>
        <p>
          Quizzes, images and data exports take a little while, so starting one answers{" "}
          <code>202 {"{ jobId }"}</code> straight away. Poll <code>GET /api/jobs/{"{jobId}"}</code> every
          second or two until it finishes:
        </p>
        <pre className={PRE}>
          <code>{`{
  "status": "running",
  "progress": 60,
  "result": { ... },
  "error": "..."
}`}</code>
        </pre>
        <p>
          <code>status</code> is <code>queued</code>, <code>running</code>, <code>succeeded</code> or{" "}
          <code>failed</code>, and <code>progress</code> runs from 0 to 100. A finished job carries its{" "}
          <code>result</code>; a failed one says why in <code>error</code>. Only the account that started a
          job can see it.
        </p>
      </ArticleSection>

      <ArticleSection id="about" title="About Full House">
        <p>
          Full House is marketing for UK pubs and bars, made for the people who run them. Landlords know their
          regulars better than any agency does, but few have time to write a post every day, design a poster,
          set a quiz and keep track of every fixture. Full House does the writing so you can get on with
          running the pub.
        </p>
        <p>
          We're building it with the pubs that use it. If there's something you wish it did,{" "}
          <Link to="/contact">tell us</Link> — we read everything.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
