import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the product, written by hand so a URL change shows in the diff. */
export default [
  // Pages: "/" is the landing signed out and the home page signed in.
  index("routes/_app/home.tsx"),
  route("new-landing", "routes/_public/new-landing.tsx"),
  route("quiz-night", "routes/_public/quiz-night.tsx"),
  route("privacy", "routes/_public/privacy.tsx"),
  route("terms", "routes/_public/terms.tsx"),
  route("help", "routes/_public/help.tsx"),
  route("contact", "routes/_public/contact.tsx"),
  route("pricing", "routes/_public/pricing.tsx"),
  route("account", "routes/_app/account.tsx"),
  route("auth/magic", "routes/_public/magic-link.tsx"),

  // Tools: signed out, each shows the landing page; each feature gives its own page.
  route("sports", "routes/_app/sports.tsx"),
  route("sports/match/:fixtureId", "routes/_app/sports-match.tsx"),
  route("dashboard", "routes/_app/dashboard.tsx"),
  route("quiz-generator", "routes/_app/quiz-generator.tsx"),
  route("quiz-generator/:quizId/host", "routes/_app/quiz-host.tsx"),
  route("subscribe", "routes/_app/subscribe.tsx"),
  // Local mode's 'Test payments' simulator: its checkout page and its account page (404 when live).
  route("test-payments", "routes/_app/test-payments.tsx"),
  route("test-payments/checkout/:sessionId", "routes/_app/test-payments-checkout.tsx"),
  ...["image-generator", "images"].map((path) =>
    route(path, "routes/_app/tool-gate.tsx", { id: `tool-${path}` }),
  ),

  ...prefix("api", [
    route("login", "routes/api/login.tsx"),
    route("logout", "routes/api/logout.ts"),
    route("auth/user", "routes/api/auth-user.ts"),
    route("auth/google/callback", "routes/api/google-callback.ts"),
    route("temp-access", "routes/api/temp-access.ts"),
    route("subscription/usage", "routes/api/usage.ts"),
    route("jobs/:jobId", "routes/api/job-status.ts"),
    route("account", "routes/api/account.ts"),
    route("account/exports", "routes/api/account-exports.ts"),
    route("account/exports/:jobId", "routes/api/account-export-file.ts"),
    route("pub", "routes/api/pub.ts"),
    route("favourites", "routes/api/favourites.ts"),
    route("sports/upcoming-fixtures", "routes/api/sports-fixtures.ts"),
    route("sports/next-match/:pubId", "routes/api/sports-next-match.ts"),
    route("sports/week-poster", "routes/api/sports-week-poster.ts"),
    route("context", "routes/api/context.ts"),
    route("drafts", "routes/api/drafts.ts"),
    route("drafts/:id", "routes/api/draft.ts"),
    route("generate-content", "routes/api/generate-content.ts"),
    route("refine-content", "routes/api/refine-content.ts"),
    route("transcribe", "routes/api/transcribe.ts"),
    route("quiz/generate", "routes/api/quiz-generate.ts"),
    route("quiz/save", "routes/api/quiz-save.ts"),
    route("quiz/history/:pubId", "routes/api/quiz-history.ts"),
    route("quiz/analytics/:pubId", "routes/api/quiz-analytics.ts"),
    route("quiz/:quizId", "routes/api/quiz.ts"),
    route("quiz/:quizId/duplicate", "routes/api/quiz-duplicate.ts"),
    route("quiz/:quizId/archive", "routes/api/quiz-archive.ts"),
    route("quiz/:quizId/results", "routes/api/quiz-results.ts"),
    route("quiz/:quizId/export", "routes/api/quiz-export.ts"),
    route("quiz/:quizId/regenerate-question/:questionId", "routes/api/quiz-regenerate-question.ts"),
    route("quiz/:quizId/questions/:questionId", "routes/api/quiz-question.ts"),
    route("quiz/:quizId/questions/:questionId/report", "routes/api/quiz-question-report.ts"),
    route("quiz/:quizId/pictures/:questionId", "routes/api/quiz-picture.ts"),
    route("create-checkout-session", "routes/api/create-checkout-session.ts"),
    route("create-topup-session", "routes/api/create-topup-session.ts"),
    route("create-subscription", "routes/api/create-subscription.ts"),
    route("stripe/webhook", "routes/api/stripe-webhook.ts"),
    route("billing/portal", "routes/api/billing-portal.ts"),
    route("billing/subscription", "routes/api/billing-subscription.ts"),
    route("billing/checkout-complete", "routes/api/billing-checkout-complete.ts"),
    route("test-payments/:step", "routes/api/test-payments.ts"),
    ...prefix("admin", [
      route("login", "routes/api/admin/login.ts"),
      route("logout", "routes/api/admin/logout.ts"),
      route("users-usage", "routes/api/admin/users-usage.ts"),
      route("analytics", "routes/api/admin/analytics.ts"),
      route("payment-schedule", "routes/api/admin/payment-schedule.ts"),
      route("grants", "routes/api/admin/grants.ts"),
      route("plan", "routes/api/admin/plan.ts"),
      route("reminders", "routes/api/admin/reminders.ts"),
      route("subscribers.csv", "routes/api/admin/subscribers-csv.ts"),
      route("audit-log", "routes/api/admin/audit-log.ts"),
    ]),
  ]),

  // Local mode only: the e-mail outbox and the demo-data seed.
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("dev/seed", "routes/dev/seed.ts"),
  route("dev/reminder-load", "routes/dev/reminder-load.ts"),
  route("dev/admin-load", "routes/dev/admin-load.ts"),

  // The admin page at /admin-{ADMIN_PATH_KEY}. A route cannot match part of a segment, so this one
  // takes any single segment and its loader answers the ordinary 404 unless the segment is the key.
  route(":adminPath", "routes/admin/admin-page.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
