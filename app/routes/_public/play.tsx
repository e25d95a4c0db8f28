import { PlayScreen } from "~/components/quiz/night/play-screen";
import { getApp } from "~/server/auth/request-user.server";
import { AppError } from "~/server/http/errors.server";
import { lookUpNight } from "~/server/quiz-night/nights.server";
import { clientAddress } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/play";

export const meta: Route.MetaFunction = () => [
  { title: "Play the quiz — Full House" },
  { name: "robots", content: "noindex" },
];

/**
 * /play — a team's phone. With `?code=` (typed, or from the QR on the pub's TV) the night is looked
 * up here; the live night itself then arrives over its socket. No account: the team's token lives in
 * the phone's localStorage.
 */
export async function loader(args: Route.LoaderArgs) {
  const code = new URL(args.request.url).searchParams.get("code")?.trim() ?? "";
  if (!code) return { code: "", night: null, problem: null };
  try {
    const night = await lookUpNight(getApp(args), code, clientAddress(args.request));
    return { code: night.code, night, problem: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code, night: null, problem: error.message };
  }
}

export default function PlayRoute({ loaderData }: Route.ComponentProps) {
  return <PlayScreen {...loaderData} />;
}
