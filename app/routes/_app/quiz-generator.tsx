import type { ShouldRevalidateFunctionArgs } from "react-router";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import type { QuestionOrigin, QuizPageData, QuizViewData } from "~/components/quiz/page-data";
import { QuizGeneratorPage } from "~/components/quiz/quiz-generator-page";
import { QUIZ_INTENTS } from "~/components/quiz/quiz-intents";
import { historyQueryOf, listViewOf, QUIZ_PARAM } from "~/components/quiz/quiz-url";
import type { UsageResponse } from "~/lib/contract/usage";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { londonDate } from "~/lib/time";
import { placeFromAddress } from "~/lib/uk-place";
import { revalidatesAfter, runIntent } from "~/lib/use-intent";
import { useRootData } from "~/root";
import type { Account } from "~/server/auth/accounts.server";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { requestUsage } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { AppError } from "~/server/http/errors.server";
import { getPub } from "~/server/pub/pub.server";
import { quizAllowed } from "~/server/quiz/generate.server";
import { quizAnalytics, quizHistory } from "~/server/quiz/library.server";
import { getOwnQuizRow, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-generator";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.user ? "Quiz Generator — Full House" : "Full House — marketing for UK pubs" },
];

/** Logs a part of the page that could not be read; the view then says so and offers to try again. */
function orNull<T>(what: string) {
  return (error: unknown): T | null => {
    console.error(`Quiz page: ${what} could not be read`, error);
    return null;
  };
}

/** The recent quizzes on the dashboard. */
const RECENT_QUIZZES = 5;
/** History shows this many cards; the summary figures count the whole library. */
const HISTORY_CARDS = 100;

/** Reads what the view in the address shows, and nothing more: each view change reads afresh. */
async function readView(app: AppContext, account: Account, url: URL): Promise<QuizViewData> {
  const from = listViewOf(url.searchParams);
  const quizId = url.searchParams.get(QUIZ_PARAM);
  if (quizId) {
    try {
      const quiz = toQuiz(await getOwnQuizRow(app, account.id, quizId));
      return { view: "preview", from, quizId, quiz, missing: false };
    } catch (error) {
      // Another account's quiz is 'not found' as much as a wrong id is (DESIGN.md, Ownership).
      const missing = error instanceof AppError && error.status === 404;
      if (!missing) console.error("Quiz page: the quiz could not be read", error);
      return { view: "preview", from, quizId, quiz: null, missing };
    }
  }
  if (from === "history") {
    const query = historyQueryOf(url.searchParams);
    const history = await quizHistory(app, account.id, {
      sort: query.sort,
      filter: query.filter,
      search: query.search || undefined,
      limit: HISTORY_CARDS,
    }).catch(orNull<Awaited<ReturnType<typeof quizHistory>>>("history"));
    return { view: "history", query, history };
  }
  if (from === "generate") return { view: "generate" };
  const [analytics, recent] = await Promise.all([
    quizAnalytics(app, account.id).catch(orNull<Awaited<ReturnType<typeof quizAnalytics>>>("analytics")),
    quizHistory(app, account.id, { sort: "date", filter: "all", limit: RECENT_QUIZZES })
      .then((history) => history.quizzes)
      .catch(orNull<Awaited<ReturnType<typeof quizHistory>>["quizzes"]>("recent quizzes")),
  ]);
  return { view: "dashboard", analytics, recent };
}

/**
 * Signed in: the pub's name (header, local area hint), today's London date (default title and date),
 * whether this plan may generate, where questions come from and what is left of the fact checks, and
 * the data of the view in the address. Every write on the page is an intent of this route, after which
 * React Router reads this again, so the library's figures are never stale.
 */
export async function loader(args: Route.LoaderArgs): Promise<QuizPageData | { user: null }> {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const app = getApp(args);
  const [pub, usage, content] = await Promise.all([
    getPub(app, account.id).catch(orNull<Awaited<ReturnType<typeof getPub>>>("pub details")),
    requestUsage(args, account).catch(orNull<UsageResponse>("usage")),
    readView(app, account, new URL(args.request.url)),
  ]);
  const questions = app.providers.quiz;
  const source: QuestionOrigin = {
    kind: questions.kind,
    label: questions.label,
    factChecks: questions.kind === "live" ? (usage?.allowances.fact_checks ?? null) : null,
  };
  return {
    user: toCurrentUser(account),
    pubName: pub?.name ?? null,
    areaHint: placeFromAddress(pub?.address).town,
    today: londonDate(app.now()),
    canGenerate: quizAllowed(account),
    source,
    content,
  };
}

/** The page's writes (save, duplicate, archive, results, question edits…), each one /api call. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(request, QUIZ_INTENTS);
}

/**
 * After a write the loaders read again, except after a generation's start (its job's end opens the
 * quiz) and Save (the page moves on to the dashboard, which reads everything afresh).
 */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return revalidatesAfter(json) && defaultShouldRevalidate;
}

export default function QuizGeneratorRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  return (
    <AppShell user={loaderData.user}>
      <QuizGeneratorPage data={loaderData} />
    </AppShell>
  );
}
