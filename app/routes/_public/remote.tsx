import { RemoteScreen } from "~/components/quiz/night/remote-screen";
import { getApp } from "~/server/auth/request-user.server";
import { AppError } from "~/server/http/errors.server";
import { lookUpNight, readRoomCode } from "~/server/quiz-night/nights.server";
import { clientAddress } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/remote";

export const meta: Route.MetaFunction = () => [
  { title: "Quiz remote — Full House" },
  { name: "robots", content: "noindex" },
];

/**
 * /remote — the host's phone as the night's remote, paired by the code on the TV (no sign-in). The
 * room code comes from the TV's address (`?code=`); it is looked up here, rate limited like /play.
 */
export async function loader(args: Route.LoaderArgs) {
  const typed = new URL(args.request.url).searchParams.get("code") ?? "";
  const code = readRoomCode(typed);
  const unknown = "No quiz night has that code. Check the room code on the TV.";
  if (!typed) return { code: "", title: null, problem: null };
  if (!code) return { code: "", title: null, problem: unknown };
  try {
    const night = await lookUpNight(getApp(args), code, clientAddress(args.request));
    return { code: night.code, title: night.title, problem: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: "", title: null, problem: error.message };
  }
}

export default function RemoteRoute({ loaderData }: Route.ComponentProps) {
  return <RemoteScreen {...loaderData} />;
}
