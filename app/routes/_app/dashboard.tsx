import { ContentGenerator } from "~/components/content/content-generator";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import type { PubDetails } from "~/lib/contract/pub";
import type { UsageResponse } from "~/lib/contract/usage";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { requestUsage } from "~/server/billing/metering.server";
import { buildContentContext, readProfile } from "~/server/content/context.server";
import { listDrafts } from "~/server/content/drafts.server";
import type { Route } from "./+types/dashboard";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

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
 * Signed in, the first paint carries the credits, the context cards, the drafts and the pub details,
 * so the landlord can type at once. Any part failing still renders the page without it.
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
    profile.then((known) => known.pub).catch(orNull<PubDetails>("pub")),
  ]);
  return { user: toCurrentUser(account), usage, context, drafts, pub };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  const { user, usage, context, drafts, pub } = loaderData;
  return (
    <AppShell user={user}>
      <ContentGenerator
        initialUsage={usage}
        initialContext={context}
        initialDrafts={drafts}
        initialPub={pub}
      />
    </AppShell>
  );
}
