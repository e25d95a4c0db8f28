import { Link } from "react-router";
import { ArticlePage, ArticleSection } from "~/components/landing/article-page";
import { STATIC_PAGE } from "~/lib/page-handle";
import { ANNUAL_MONTHS_CHARGED, formatPounds, PAID_PLANS, planPricePence, TRIAL_CREDITS } from "~/lib/plans";
import type { Route } from "./+types/terms";

/** Marketing pages ship no framework to the browser. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Terms of service — Full House" },
  {
    name: "description",
    content:
      "The plain-English terms for using Full House: the free trial, subscriptions, cancelling, fair use, your content and our liability.",
  },
];

const SUPPORT_EMAIL = "hello@fullhouse.pub";

export default function Terms() {
  return (
    <ArticlePage
      eyebrow="Terms"
      title="Terms of service"
      updated="22 November 2026"
      intro={
        <p>
          These are the terms for using Full House. We've kept them short and in plain English. By creating an
          account you agree to them, so please give them a read.
        </p>
      }
    >
      <ArticleSection id="the-service" title="1. The service">
        <p>
          Full House is an online toolkit for UK pubs and bars. It writes social media posts, makes images and
          posters, generates pub quizzes and shows sports fixtures with reminders. It's for people running or
          working in a pub or bar, so you need to be 18 or over and using it for that business.
        </p>
        <p>
          You're responsible for keeping access to your e-mail and sign-in secure, and for what happens under
          your account.
        </p>
      </ArticleSection>

      <ArticleSection id="free-trial" title="2. The free trial">
        <p>
          Every new account gets {TRIAL_CREDITS} free content credits for the post writer. You don't need a
          card to start, and the trial doesn't turn into a paid plan on its own. Images, voice and the quiz
          generator come with the paid plans.
        </p>
      </ArticleSection>

      <ArticleSection id="subscriptions" title="3. Subscriptions and prices">
        <ul>
          {PAID_PLANS.map((plan) => (
            <li key={plan.id}>
              <strong>{plan.name}</strong>: {formatPounds(plan.monthlyPence)} a month, or{" "}
              {formatPounds(planPricePence(plan.id, true))} a year.
            </li>
          ))}
        </ul>
        <p>
          You can pay monthly or annually. An annual plan costs {ANNUAL_MONTHS_CHARGED} months' price, so you
          get two months free. All prices exclude VAT, which is added at checkout where it applies. Payments
          are taken by our payment provider, Stripe.
        </p>
        <p>
          Plans renew automatically at the end of each period until you cancel. Each plan comes with the
          monthly allowances shown on the <Link to="/pricing">pricing page</Link>. If we ever change a price,
          we'll tell you by e-mail at least 30 days before it affects your next payment.
        </p>
      </ArticleSection>

      <ArticleSection id="cancelling" title="4. Cancelling">
        <p>
          You can cancel any time from your account. There's no notice period and no cancellation fee. Your
          plan keeps working until the end of the period you've already paid for, and then stops. We don't
          refund part-used periods, except where the law says we must.
        </p>
      </ArticleSection>

      <ArticleSection id="fair-use" title="5. Fair use">
        <p>Please use Full House the way a pub would. In particular, don't:</p>
        <ul>
          <li>use it to make content that is unlawful, hateful, misleading or that harasses anyone;</li>
          <li>use other people's work, names or logos in ways you don't have the right to;</li>
          <li>share your account, resell the service, or run automated scripts against it;</li>
          <li>try to get round your plan's allowances or break the service's security.</li>
        </ul>
        <p>
          If an account is used in these ways we may limit or suspend it. Where we can, we'll talk to you
          first.
        </p>
      </ArticleSection>

      <ArticleSection id="your-content" title="6. Your content stays yours">
        <p>
          What you type, say and upload is yours, and so are the posts, images and quizzes Full House makes
          for you. You give us permission to store and process it only so we can run the service for you. We
          don't claim ownership of it and we don't sell it.
        </p>
      </ArticleSection>

      <ArticleSection id="ai-output" title="7. Check AI output before you post">
        <p>
          Full House uses AI to write and make things. It's good, but it can get things wrong. Read every post
          and look at every image before you publish it: you're responsible for what goes out under your pub's
          name. That includes following the advertising rules for alcohol and your licence conditions.
        </p>
        <p>
          Quiz answers come with sources. Questions the AI writes are fact-checked before you see them;
          questions from our curated bank are marked as such and are not fact-checked for your quiz. Either
          way, check anything you're unsure of before the night. Fixture times and TV channels can change at
          short notice, so confirm big games with the broadcaster.
        </p>
      </ArticleSection>

      <ArticleSection id="liability" title="8. Our liability">
        <p>
          We work hard to keep Full House running and accurate, but we provide it "as is" and can't promise it
          will always be available or error-free.
        </p>
        <ul>
          <li>We're not liable for indirect losses, such as lost profits, lost takings or lost business.</li>
          <li>
            Our total liability to you in any 12 months is limited to what you paid us in those 12 months.
          </li>
          <li>
            Nothing in these terms limits liability for death or personal injury caused by negligence, for
            fraud, or for anything else that the law doesn't allow us to limit.
          </li>
        </ul>
      </ArticleSection>

      <ArticleSection id="ending" title="9. Ending your account">
        <p>
          You can delete your account at any time from your <Link to="/account">account page</Link>. We may
          close an account that seriously or repeatedly breaks these terms. What happens to your data then is
          set out in our <Link to="/privacy">privacy notice</Link>.
        </p>
      </ArticleSection>

      <ArticleSection id="changes" title="10. Changes and the law">
        <p>
          We may update these terms as the service changes. If a change matters, we'll e-mail you before it
          takes effect. These terms are governed by the law of England and Wales, and the courts of England
          and Wales deal with any dispute.
        </p>
        <p>
          Questions? E-mail <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </ArticleSection>
    </ArticlePage>
  );
}
