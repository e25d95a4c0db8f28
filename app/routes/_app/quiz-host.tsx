import { data, redirect } from "react-router";
import { renderSVG } from "uqr";
import { LiveNightScreen } from "~/components/quiz/host/live/live-night-screen";
import { QuizHostScreen } from "~/components/quiz/host/quiz-host-screen";
import { QUIZ_INTENTS } from "~/components/quiz/quiz-intents";
import type { Quiz } from "~/lib/contract/quiz";
import { runIntent } from "~/lib/use-intent";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { AppError } from "~/server/http/errors.server";
import { getOwnQuizRow, toQuiz } from "~/server/quiz/quiz-store.server";
import { playerOrigin, readRoomCode } from "~/server/quiz-night/nights.server";
import type { Route } from "./+types/quiz-host";

export const meta: Route.MetaFunction = () => [
  { title: "Quiz host screen — Full House" },
  { name: "robots", content: "noindex" },
];

/**
 * The presenter for the pub TV. Signed out, sign in first and come back. The quiz is read here, scoped
 * to the caller, so another account's quiz id shows 'not in your library'; saving the night's results
 * is an intent of this route, after which this is read again.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) {
    const url = new URL(args.request.url);
    throw redirect(`/api/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const quizId = args.params.quizId;
  const live = liveNight(args.request, playerOrigin(getApp(args), new URL(args.request.url).origin));
  try {
    const quiz: Quiz = toQuiz(await getOwnQuizRow(getApp(args), account.id, quizId));
    return { quizId, quiz, missing: false, live };
  } catch (error) {
    const missing = error instanceof AppError && error.status === 404;
    if (!missing) console.error("Host screen: the quiz could not be read", error);
    // The screen says what happened; the status says it too (404 for a quiz that is not theirs).
    return data({ quizId, quiz: null, missing, live: null }, { status: missing ? 404 : 503 });
  }
}

/**
 * `?night=CODE`: the TV runs a live night (its state then comes over the night's socket). The QR code
 * is drawn here, as SVG, for the address phones open.
 */
function liveNight(request: Request, origin: string) {
  const code = readRoomCode(new URL(request.url).searchParams.get("night") ?? "");
  if (!code) return null;
  const joinUrl = `${origin}/play?code=${code}`;
  return { code, joinUrl, qrSvg: renderSVG(joinUrl, { border: 1 }) };
}

/** Saving the night's results (the results dialog's intent). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(request, QUIZ_INTENTS);
}

export default function QuizHostRoute({ loaderData }: Route.ComponentProps) {
  const { live, ...data } = loaderData;
  if (live && data.quiz) return <LiveNightScreen quiz={data.quiz} {...live} />;
  return <QuizHostScreen {...data} />;
}
