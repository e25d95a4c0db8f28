import { data, Form, Link, useNavigation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import { getApp } from "~/server/auth/request-user.server";
import { readPageForm } from "~/server/http/body.server";
import { approveWeek, planForToken, weekPosts } from "~/server/publishing/weekly-plan.server";
import type { Route } from "./+types/approve-week";

export const meta: Route.MetaFunction = () => [{ title: "Approve your week — Full House" }];

/** What the link's week holds; an unknown or expired link is a 404 (nothing about any account shown). */
async function weekOf(args: Route.LoaderArgs | Route.ActionArgs, token: string) {
  const app = getApp(args);
  const plan = await planForToken(app, token).catch(() => null);
  if (!plan)
    throw data("This link has expired or is not valid. Open your calendar instead.", { status: 404 });
  const rows = await weekPosts(app, plan.accountId, plan.weekStart);
  const seen = new Set<string>();
  const posts = rows.filter((row) => {
    const item = row.idempotencyKey.split(":").slice(3, -1).join(":");
    if (seen.has(item)) return false;
    seen.add(item);
    return true;
  });
  return {
    app,
    plan,
    posts: posts.map((row) => ({
      id: row.id,
      when: `${longLondonDate(londonDate(row.publishAt))}, ${londonTime(row.publishAt)}`,
      firstLine: row.content.split("\n")[0] ?? "",
      waiting: !row.approved && row.status === "scheduled",
      stopped: row.lastErrorReason === "writing_check",
    })),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const { plan, posts } = await weekOf(args, token);
  return { token, weekStart: plan.weekStart, posts, approved: null as number | null };
}

/** The button's POST approves: a mail scanner fetching the link changes nothing. */
export async function action(args: Route.ActionArgs) {
  const token = String((await readPageForm(args.request)).get("token") ?? "");
  const { app, plan } = await weekOf(args, token);
  const { approved } = await approveWeek(app, plan.accountId, plan.weekStart);
  const { posts } = await weekOf(args, token);
  return { token, weekStart: plan.weekStart, posts, approved };
}

export default function ApproveWeek({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  const busy = useNavigation().state !== "idle";
  const waiting = view.posts.filter((post) => post.waiting && !post.stopped).length;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 px-4 py-8">
      <Logo />
      <Card className="space-y-4 p-6">
        <h1 className="font-display text-3xl font-bold">Your week from {longLondonDate(view.weekStart)}</h1>
        {view.approved !== null ? (
          <p role="status" className="font-semibold text-emerald-800">
            {view.approved === 0
              ? "Nothing was waiting: these posts were already approved."
              : `Approved ${view.approved} post${view.approved === 1 ? "" : "s"}. They go out at the times below.`}
          </p>
        ) : null}
        <ul className="space-y-2">
          {view.posts.map((post) => (
            <li key={post.id} className="rounded-lg border border-stone-200 p-3 text-sm">
              <p className="font-semibold">{post.when}</p>
              <p className="text-ink">{post.firstLine}</p>
              <p className="text-muted">
                {post.stopped
                  ? "Waiting: it did not pass our writing check. Look at it on the calendar."
                  : post.waiting
                    ? "Waiting for your OK"
                    : "Scheduled"}
              </p>
            </li>
          ))}
        </ul>
        {waiting > 0 ? (
          <Form method="post">
            <input type="hidden" name="token" value={view.token} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Approving..." : `Approve all ${waiting}`}
            </Button>
          </Form>
        ) : null}
        <Link
          className="block font-semibold text-brand-700 underline"
          to={`/calendar?date=${view.weekStart}`}
        >
          Edit on the calendar
        </Link>
      </Card>
    </main>
  );
}
