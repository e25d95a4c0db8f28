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
  route("image-generator", "routes/_app/image-generator.tsx", { id: "image-generator" }),
  route("images", "routes/_app/image-generator.tsx", { id: "images" }),
  ...["quiz-generator", "subscribe"].map((path) =>
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
    route("improve-prompt", "routes/api/improve-prompt.ts"),
    route("generate-images", "routes/api/generate-images.ts"),
    route("images", "routes/api/images.ts"),
    route("images/:id", "routes/api/image-file.ts"),
    route("proxy-image", "routes/api/proxy-image.ts"),
  ]),

  // Local mode only: the e-mail outbox and the demo-data seed.
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("dev/seed", "routes/dev/seed.ts"),
  route("dev/reminder-load", "routes/dev/reminder-load.ts"),
  route("dev/poster-render", "routes/dev/poster-render.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
