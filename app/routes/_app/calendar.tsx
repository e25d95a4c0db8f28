import { data, redirect } from "react-router";
import { AppShell } from "~/components/layout/app-shell";
import { CalendarPage } from "~/components/publishing/calendar-page";
import { calendarActionSchema, calendarQuerySchema } from "~/lib/contract/publishing";
import { UNREACHABLE } from "~/lib/page-data";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp, requireAccount } from "~/server/auth/request-user.server";
import { readJson, readQuery } from "~/server/http/body.server";
import { pageAction } from "~/server/http/page-action.server";
import { calendarPage } from "~/server/publishing/calendar.server";
import { setAutoApprove, setPaused } from "~/server/publishing/connections.server";
import { cancelScheduledPost, updateScheduledPost } from "~/server/publishing/schedule.server";
import { publishNow } from "~/server/publishing/schedule-actions.server";
import { approveWeekFor } from "~/server/publishing/weekly-plan.server";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = () => [{ title: "Calendar — Full House" }];

export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect("/api/login?redirectTo=/calendar");
  const query = readQuery(args.request, calendarQuerySchema);
  return { user: toCurrentUser(account), ...(await calendarPage(getApp(args), account, query)) };
}

/** The calendar's changes, by intent; each is one call to the service /api/schedule uses too. */
export async function action(args: Route.ActionArgs) {
  return pageAction(async () => {
    const account = await requireAccount(args);
    const app = getApp(args);
    const input = await readJson(args.request, calendarActionSchema);
    switch (input.intent) {
      case "move":
        return {
          post: await updateScheduledPost(app, account, input.id, {
            publishAt: `${input.date}T${input.time}`,
          }),
        };
      case "edit":
        return {
          post: await updateScheduledPost(app, account, input.id, {
            content: input.content,
            hashtags: input.hashtags,
          }),
        };
      case "cancel":
        return { cancelled: await cancelScheduledPost(app, account.id, input.id) };
      case "restore":
        return { post: await updateScheduledPost(app, account, input.id, { publishAt: input.publishAt }) };
      case "approve":
        return { post: await updateScheduledPost(app, account, input.id, { approved: true }) };
      case "approve-week":
        return approveWeekFor(app, account.id, input.weekStart);
      case "publish-now":
        return { post: await publishNow(app, account, input.id) };
      case "pause":
        return setPaused(app, account.id, input.paused);
      case "auto-approve":
        return setAutoApprove(app, account.id, input.autoApprove);
    }
  });
}

/** A dropped connection is said on the page like any refusal, not as the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return data(UNREACHABLE, { status: 503 });
  }
}

export type CalendarData = Route.ComponentProps["loaderData"];

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { user, ...calendar } = loaderData;
  return (
    <AppShell user={user}>
      <CalendarPage data={calendar} />
    </AppShell>
  );
}
