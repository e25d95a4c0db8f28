import { redirect } from "react-router";
import { QuizHostScreen } from "~/components/quiz/host/quiz-host-screen";
import { getAccount } from "~/server/auth/request-user.server";
import type { Route } from "./+types/quiz-host";

export const meta: Route.MetaFunction = () => [
  { title: "Quiz host screen — Full House" },
  { name: "robots", content: "noindex" },
];

/**
 * The presenter for the pub TV. Signed out, sign in first and come back; the quiz itself is read in the
 * page through the owner-scoped API, so another account's quiz id shows 'not in your library'.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!(await getAccount(args))) {
    const url = new URL(args.request.url);
    throw redirect(`/api/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  return { quizId: args.params.quizId };
}

export default function QuizHostRoute({ loaderData }: Route.ComponentProps) {
  return <QuizHostScreen quizId={loaderData.quizId} />;
}
