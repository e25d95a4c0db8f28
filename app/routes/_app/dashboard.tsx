import { lazy } from "react";
import { ContentCreator } from "~/components/content/content-creator";
import { CONTENT_INTENTS } from "~/components/content/content-intents";
import { AppShell } from "~/components/layout/app-shell";
import type { PubDetails } from "~/lib/contract/pub";
import type { UsageResponse } from "~/lib/contract/usage";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { runIntent } from "~/lib/use-intent";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { requestUsage } from "~/server/billing/metering.server";
import { buildContentContext, readProfile } from "~/server/content/context.server";
import { listDrafts } from "~/server/content/drafts.server";
import { writingCharge } from "~/server/content/write.server";
import type { Route } from "./+types/dashboard";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

/**
 * The landing page's code, kept out of the signed-in page's bundle: signed out, the page is never
 * hydrated, so only the server renders it. There is no Suspense boundary above it, so the server
 * waits for it and sends the whole page at once (no fallback, no streamed swap). A client that signs
 * out and comes back here navigates in a transition, which keeps the old page until it has loaded.
 */
const SimpleLanding = lazy(() =>
  import("~/components/landing/simple-landing").then((module) => ({ default: module.SimpleLanding })),
);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.user ? "Content Creator — Full House" : "Full House — marketing for UK pubs",
  },
];

/** Logs a part of the first paint that could not be read; the page then works without it. */
function orNull<T>(what: string) {
  return (error: unknown): T | null => {
    console.error(`Content page: ${what} could not be read`, error);
    return null;
  };
}

/**
 * Signed in: the credits, the context cards, the drafts and the pub details, so the landlord can
 * type at once; what a post costs and whether speech can be turned into text, so the page says so
 * before anything is pressed. Any part failing still renders the page without it.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const app = getApp(args);
  // The pub and favourites are read once, for the context cards and the pub form alike.
  const profile = readProfile(app.db, account.id);
  const [usage, context, drafts, pub] = await Promise.all([
    requestUsage(args, account).catch(orNull<UsageResponse>("usage")),
    profile
      .then((known) => buildContentContext(app, account.id, known))
      .catch(orNull<Awaited<ReturnType<typeof buildContentContext>>>("context")),
    listDrafts(app, account.id).catch(orNull<Awaited<ReturnType<typeof listDrafts>>>("drafts")),
    profile.then((known) => ({ details: known.pub })).catch(orNull<{ details: PubDetails | null }>("pub")),
  ]);
  return {
    user: toCurrentUser(account),
    usage,
    context,
    drafts,
    pub: pub?.details ?? null,
    // Only a failed read lets the browser's offline copy of the pub stand in for the server's.
    pubUnavailable: pub === null,
    writingCost: writingCharge(account),
    transcriber: app.providers.transcription?.label ?? null,
  };
}

/** The page's writes: each posts JSON (or a recording) to its /api route; the loaders then revalidate. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(request, CONTENT_INTENTS);
}

export type ContentPageData = Extract<Route.ComponentProps["loaderData"], { usage: unknown }>;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  return (
    <AppShell user={loaderData.user}>
      <ContentCreator data={loaderData} />
    </AppShell>
  );
}
