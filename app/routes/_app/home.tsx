import { Link } from "react-router";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { METER_LABELS, METERS, planStanding } from "~/lib/plans";
import { TOOLS } from "~/lib/tools";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount } from "~/server/auth/request-user.server";
import { requestUsage } from "~/server/billing/metering.server";
import type { Route } from "./+types/home";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = () => [
  { title: "Full House — marketing for UK pubs" },
  {
    name: "description",
    content:
      "Social posts, posters, pub quizzes and fixture reminders for UK pubs and bars. Free trial, no card.",
  },
];

export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null, usage: null };
  return { user: toCurrentUser(account), usage: await requestUsage(args, account) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { user, usage } = loaderData;
  if (!user || !usage) return <SimpleLanding localMode={root?.localMode ?? true} />;

  const meters = METERS.flatMap((meter) => {
    const allowance = usage.allowances[meter];
    return allowance ? [[meter, allowance] as const] : [];
  });

  return (
    <AppShell user={user}>
      <h1 className="font-display text-3xl font-bold">Welcome back</h1>
      <p className="mt-1 text-muted">
        {user.isAdmin ? "Admin account — unlimited use, still recorded." : planStanding(usage).sentence}
      </p>

      <section aria-labelledby="allowance-heading" className="mt-6">
        <h2 id="allowance-heading" className="sr-only">
          What you have left
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {meters.map(([meter, { used, limit }]) => (
            <li key={meter}>
              <Card className="p-4">
                <p className="text-sm font-semibold text-muted">{METER_LABELS[meter]}</p>
                <p className="mt-1 font-display text-3xl font-bold">
                  {limit === null ? "Unlimited" : (limit - used).toLocaleString("en-GB")}
                </p>
                {limit !== null && (
                  <>
                    <p className="text-sm text-muted">
                      left of {limit.toLocaleString("en-GB")} · {used.toLocaleString("en-GB")} used
                    </p>
                    <div className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                      <div
                        className={cn("h-full", used >= limit ? "bg-red-600" : "bg-brand-600")}
                        style={{ width: `${Math.min(100, (used / Math.max(1, limit)) * 100)}%` }}
                      />
                    </div>
                  </>
                )}
              </Card>
            </li>
          ))}
        </ul>
        {usage.subscriptionStatus === "trial" && usage.trialCreditsRemaining === 0 && (
          <p className="mt-3 rounded-lg bg-brass-100 p-3 text-sm">
            Trial completed.{" "}
            <Link to="/pricing" className="font-semibold underline">
              View Plans
            </Link>{" "}
            to keep creating.
          </p>
        )}
      </section>

      <section aria-labelledby="tools-heading" className="mt-10">
        <h2 id="tools-heading" className="font-display text-2xl font-bold">
          Your tools
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {TOOLS.map((tool) => (
            <li key={tool.path}>
              <ToolCard {...tool} />
            </li>
          ))}
        </ul>
      </section>
    </AppShell>
  );
}

function ToolCard({ path, name, description, icon, available }: (typeof TOOLS)[number]) {
  const body = (
    <Card className={cn("flex h-full gap-4", available && "transition-shadow hover:shadow-md")}>
      <span className="text-4xl" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-bold">
          {name}
          {!available && (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-muted">
              On its way
            </span>
          )}
        </span>
        <span className="mt-1 block text-muted">{description}</span>
      </span>
    </Card>
  );
  return available ? (
    <Link to={path} className="block rounded-2xl">
      {body}
    </Link>
  ) : (
    body
  );
}
