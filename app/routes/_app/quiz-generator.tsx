import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { QuizGeneratorPage } from "~/components/quiz/quiz-generator-page";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { londonDate } from "~/lib/time";
import { placeFromAddress } from "~/lib/uk-place";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { getPub } from "~/server/pub/pub.server";
import { quizAllowed } from "~/server/quiz/generate.server";
import type { Route } from "./+types/quiz-generator";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.user ? "Quiz Generator — Full House" : "Full House — marketing for UK pubs" },
];

/**
 * Signed in, the first paint carries the pub's name (for the header and the local area hint), today's
 * London date (the default title and date) and whether this plan may generate; the library's figures
 * load in the page, so a slow history never holds up the form.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const app = getApp(args);
  const pub = await getPub(app, account.id).catch((error: unknown) => {
    console.error("Quiz page: pub details could not be read", error);
    return null;
  });
  const user = toCurrentUser(account);
  return {
    user,
    pubName: pub?.name ?? null,
    areaHint: placeFromAddress(pub?.address).town,
    today: londonDate(app.now()),
    // The server decides on every call (402) by the same rule; this only saves a trial a pointless trip.
    canGenerate: quizAllowed(account),
  };
}

export default function QuizGeneratorRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  const { user, pubName, areaHint, today, canGenerate } = loaderData;
  return (
    <AppShell user={user}>
      <QuizGeneratorPage pubName={pubName} areaHint={areaHint} today={today} canGenerate={canGenerate} />
    </AppShell>
  );
}
