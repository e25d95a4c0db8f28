import { Link } from "react-router";
import { ArticlePage, ArticleSection } from "~/components/landing/article-page";
import { STATIC_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/privacy";

/** Marketing pages ship no framework to the browser. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Privacy notice — Full House" },
  {
    name: "description",
    content:
      "What Full House stores about you, why, for how long, who helps us process it, and how to download or delete it under UK GDPR.",
  },
];

const PRIVACY_EMAIL = "privacy@fullhouse.pub";

const WHAT_WE_STORE = [
  {
    what: "Your account e-mail address",
    why: "To sign you in, send your sign-in links and tell you about your account and bills.",
  },
  {
    what: "Sessions",
    why: "A random token, stored scrambled (hashed), that keeps you signed in on a device. Logging out ends it.",
  },
  {
    what: "Your pub profile and favourite teams",
    why: "So posts sound like your pub and mention your town, and so we can remind you before your teams play.",
  },
  {
    what: "Drafts, quizzes and generated images",
    why: "So the work you create is there when you come back to it.",
  },
  {
    what: "Usage records",
    why: "A log of what you used and when (posts, images, voice minutes, fact checks), so we can count your allowance fairly and spot misuse.",
  },
  {
    what: "Billing records",
    why: "Held by Stripe, our payment provider. We keep your plan, its status and Stripe's reference for it. We never see or store your full card number.",
  },
] as const;

const RETENTION = [
  {
    what: "Sessions",
    howLong: "30 days from when you last used Full House on that device, or until you log out.",
  },
  { what: "Sign-in links", howLong: "15 minutes, and each link works once." },
  {
    what: "Account data (profile, teams, drafts, quizzes, images, usage)",
    howLong: "until you delete your account. Deleting it removes them.",
  },
  { what: "Billing records", howLong: "as long as UK tax and company law requires us to keep them." },
] as const;

const PROCESSORS = [
  { who: "Cloudflare", what: "Runs the app and stores its database and files." },
  {
    who: "OpenAI",
    what: "Writes posts, makes images and turns recordings into text, but only when you use those features and only with what you give it for that job.",
  },
  { who: "Stripe", what: "Takes card payments and keeps the billing records." },
  { who: "Google", what: "Signs you in, if you choose to sign in with Google." },
  { who: "An e-mail delivery service", what: "Sends sign-in links, match reminders and account e-mails." },
] as const;

const COOKIES = [
  { name: "Session cookie", purpose: "Keeps you signed in.", lasts: "up to 30 days" },
  {
    name: "Sign-in flow cookie",
    purpose: "Checks that a Google sign-in that comes back to us is the one you started.",
    lasts: "10 minutes",
  },
  {
    name: "Notification cookie",
    purpose: "Carries a short message, such as 'Login successful', to the next page you see.",
    lasts: "1 minute",
  },
] as const;

export default function Privacy() {
  return (
    <ArticlePage
      eyebrow="Privacy"
      title="Privacy notice"
      updated="22 November 2026"
      intro={
        <p>
          Full House helps pubs market themselves. To do that we keep a small amount of information about you
          and your pub. This page says what it is, why we keep it, for how long, and what you can do about it
          under UK data protection law (the UK GDPR and the Data Protection Act 2018).
        </p>
      }
    >
      <ArticleSection id="who-we-are" title="Who we are">
        <p>
          Full House is the controller of the personal data described here. For anything about your data,
          e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </ArticleSection>

      <ArticleSection id="what-we-store" title="What we store and why">
        <ul>
          {WHAT_WE_STORE.map((item) => (
            <li key={item.what}>
              <strong>{item.what}.</strong> {item.why}
            </li>
          ))}
        </ul>
        <p>
          When you ask for a post, an image or a quiz, what you type or say is sent to the AI service to do
          that job. We keep the result so you can use it.
        </p>
        <p>We don't sell your data, we don't show adverts, and we don't use tracking or analytics cookies.</p>
      </ArticleSection>

      <ArticleSection id="lawful-basis" title="Our lawful reasons">
        <ul>
          <li>
            <strong>To provide the service you signed up for</strong> (contract): your account, your pub
            profile, your work and your plan.
          </li>
          <li>
            <strong>Legitimate interests:</strong> keeping accounts secure, stopping abuse and fixing faults.
          </li>
          <li>
            <strong>Legal obligation:</strong> keeping billing records for as long as the law says.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="how-long" title="How long we keep it">
        <ul>
          {RETENTION.map((item) => (
            <li key={item.what}>
              <strong>{item.what}:</strong> {item.howLong}
            </li>
          ))}
        </ul>
      </ArticleSection>

      <ArticleSection id="processors" title="Who processes it for us">
        <p>
          These companies handle data on our behalf, under contracts that let them use it only to provide
          their service to us:
        </p>
        <ul>
          {PROCESSORS.map((item) => (
            <li key={item.who}>
              <strong>{item.who}</strong> — {item.what}
            </li>
          ))}
        </ul>
        <p>
          Some of them work outside the UK. Where they do, the transfer is covered by safeguards that UK law
          recognises, such as UK adequacy regulations or the UK's International Data Transfer Addendum.
        </p>
      </ArticleSection>

      <ArticleSection id="cookies" title="Cookies">
        <p>
          We use only cookies that the site needs to work, which is why you won't see a cookie banner. There
          are three:
        </p>
        <ul>
          {COOKIES.map((cookie) => (
            <li key={cookie.name}>
              <strong>{cookie.name}</strong> — {cookie.purpose} Lasts: {cookie.lasts}.
            </li>
          ))}
        </ul>
        <p>
          Your browser also keeps a copy of your pub profile and favourite teams so pages open quickly. It
          stays on your device, and you can clear it in your browser's settings at any time.
        </p>
      </ArticleSection>

      <ArticleSection id="your-rights" title="Your rights">
        <ul>
          <li>
            <strong>Access and portability:</strong> use <strong>Download my data</strong> on your{" "}
            <Link to="/account">account page</Link> to get a copy of everything we hold about you.
          </li>
          <li>
            <strong>Erasure:</strong> use <strong>Delete account</strong> on your{" "}
            <Link to="/account">account page</Link>. Your account and everything in it are removed; only
            billing records the law makes us keep are held back.
          </li>
          <li>
            <strong>Rectification:</strong> change your pub profile and teams in the app, or e-mail us to
            correct anything else.
          </li>
          <li>
            <strong>Objection and restriction:</strong> e-mail us if you'd like us to stop or limit something
            we do with your data.
          </li>
        </ul>
        <p>
          We'll answer any request within one month. If you're unhappy with how we've handled your data,
          please tell us first at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. You also have the
          right to complain to the Information Commissioner's Office (ICO) at{" "}
          <a href="https://ico.org.uk/make-a-complaint/" rel="noopener">
            ico.org.uk/make-a-complaint
          </a>{" "}
          or on 0303 123 1113.
        </p>
      </ArticleSection>

      <ArticleSection id="changes" title="Changes to this notice">
        <p>
          If we change how we use your data, we'll update this page and its date. If the change matters, we'll
          e-mail you before it takes effect.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
