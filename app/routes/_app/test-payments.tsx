import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import type { z } from "zod";
import { AppShell } from "~/components/layout/app-shell";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import {
  type simulatorControlSchema,
  type TestPaymentsPageAction,
  testPaymentsPageActionSchema,
} from "~/lib/contract/billing";
import { refusalOf, UNREACHABLE, withoutField } from "~/lib/page-data";
import { formatPounds, PLANS, planPricePence } from "~/lib/plans";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp, requireAccount } from "~/server/auth/request-user.server";
import {
  authenticateTestPayment,
  controlTestSubscription,
  payWithTestCard,
  testSubscriptionState,
} from "~/server/billing/test-payments.server";
import { readJson } from "~/server/http/body.server";
import { pageAction } from "~/server/http/page-action.server";
import type { Route } from "./+types/test-payments";

export const meta: Route.MetaFunction = () => [{ title: "Test payments — Full House" }];

/** The simulator's account page (local mode): what Stripe's Customer Portal and test clocks are live. */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect("/api/login?redirectTo=/test-payments");
  const state = await testSubscriptionState(getApp(args), account).catch(() => {
    throw new Response("Not found", { status: 404 });
  });
  return { user: toCurrentUser(account), ...state };
}

/**
 * The simulator's writes: pay with a test card and answer its 3-D Secure step (the card form on the
 * checkout page and on /subscribe posts here), or advance the clock, change the card or switch plan.
 * The simulator sends the events Stripe would. A refusal (a declined card, a field not filled in) is
 * the contract's error shape with its 4xx, which the form shows where the person is.
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(async () => {
    const account = await requireAccount(args);
    const app = getApp(args);
    const input = await readJson(args.request, testPaymentsPageActionSchema);
    switch (input.intent) {
      case "pay":
        return payWithTestCard(app, account, input);
      case "authenticate":
        return authenticateTestPayment(app, account, input);
      case "control":
        return controlTestSubscription(app, account, input);
    }
  });
}

/** A dropped connection is said in a toast like any refusal, not as the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return data(UNREACHABLE, { status: 503 });
  }
}

type Control = z.input<typeof simulatorControlSchema>;

const PLAN_CHOICES = [
  { plan: "starter", interval: "month" },
  { plan: "starter", interval: "year" },
  { plan: "pro", interval: "month" },
  { plan: "pro", interval: "year" },
] as const;

const when = (iso: string | number) =>
  new Date(typeof iso === "number" ? iso * 1000 : iso).toLocaleDateString("en-GB", {
    dateStyle: "long",
    timeZone: "Europe/London",
  });

export default function TestPayments({ loaderData }: Route.ComponentProps) {
  const { user, subscription: sub, card, clock } = loaderData;
  const fetcher = useFetcher<typeof action>();
  // Marks the page interactive (tests wait for it; a click before hydration does nothing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busy = fetcher.state !== "idle";
  const [newCard, setNewCard] = useState("");
  // What the last control was for: its toast on success.
  const done = useRef("");

  function control(json: Control, doneTitle: string) {
    done.current = doneTitle;
    const body: TestPaymentsPageAction = { intent: "control", ...json };
    void fetcher.submit(body, { method: "post", encType: "application/json" });
  }

  useEffect(() => {
    if (fetcher.data === undefined) return;
    const refusal = refusalOf(fetcher.data);
    if (refusal) {
      toast({ title: "Payment Failed", description: withoutField(refusal), variant: "destructive" });
    } else {
      toast({ title: done.current, variant: "success" });
      setNewCard("");
    }
  }, [fetcher.data]);

  const next = !sub
    ? null
    : sub.status === "past_due" && sub.openInvoice
      ? `the last retry of the failed renewal on ${when(sub.openInvoice.created + 7 * 86_400)}`
      : sub.cancelAtPeriodEnd
        ? `the end of the period on ${when(sub.currentPeriodEnd)}, when the plan ends`
        : `the renewal on ${when(sub.currentPeriodEnd)}`;

  return (
    <AppShell user={user}>
      <p
        className="w-fit rounded bg-amber-400 px-2 py-1 text-xs font-bold uppercase"
        data-hydrated={hydrated || undefined}
      >
        Test payments
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">Test billing</h1>
      <p className="mt-1 text-muted">
        The local stand-in for Stripe's customer portal. It sends the same signed events Stripe would.
      </p>
      {!sub ? (
        <Card className="mt-6">
          <p>There is no test subscription yet.</p>
          <Link to="/pricing" className={`${buttonClasses()} mt-4`}>
            Choose a plan
          </Link>
        </Card>
      ) : (
        <div className="mt-6 grid gap-5 lg:grid-cols-2">
          <Card>
            <h2 className="text-lg font-bold">Subscription</h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-muted">Plan</dt>
              <dd className="font-semibold">
                {PLANS[sub.plan].name} ({sub.interval === "year" ? "yearly" : "monthly"})
              </dd>
              <dt className="text-muted">Status</dt>
              <dd className="font-semibold" data-testid="test-status">
                {sub.status}
                {sub.cancelAtPeriodEnd && sub.status !== "canceled" ? " (cancels at period end)" : ""}
              </dd>
              <dt className="text-muted">Period ends</dt>
              <dd className="font-semibold">{when(sub.currentPeriodEnd)}</dd>
              <dt className="text-muted">Card</dt>
              <dd className="font-semibold">{card ? `•••• ${card}` : "none"}</dd>
              <dt className="text-muted">Test clock</dt>
              <dd className="font-semibold">{when(clock)}</dd>
            </dl>
          </Card>
          <Card>
            <h2 className="text-lg font-bold">Advance the clock</h2>
            {sub.status === "canceled" ? (
              <p className="mt-2">This subscription has ended.</p>
            ) : (
              <>
                <p className="mt-2">Moves this customer's clock to {next}.</p>
                <Button
                  className="mt-4"
                  disabled={busy}
                  onClick={() => void control({ action: "advance_to_renewal" }, "Clock advanced")}
                >
                  {busy ? "Working..." : "Advance the clock"}
                </Button>
              </>
            )}
            <form
              className="mt-6 space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                void control({ action: "set_card", cardNumber: newCard }, "Card updated");
              }}
            >
              <Label htmlFor="new-card">Change card</Label>
              <Input
                id="new-card"
                inputMode="numeric"
                placeholder="4242 4242 4242 4242"
                value={newCard}
                onChange={(event) => setNewCard(event.target.value)}
              />
              <p className="text-sm text-muted">
                4000 0000 0000 0341 saves, but every renewal charge then fails (past due).
              </p>
              <Button type="submit" variant="outline" disabled={busy || newCard.trim() === ""}>
                Save card
              </Button>
            </form>
          </Card>
          {sub.status === "active" && (
            <Card className="lg:col-span-2">
              <h2 className="text-lg font-bold">Change plan</h2>
              <p className="mt-1 text-muted">
                Starts a new period today, charged in full to the saved card. What you have used so far is
                kept.
              </p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {PLAN_CHOICES.filter(
                  (choice) => choice.plan !== sub.plan || choice.interval !== sub.interval,
                ).map((choice) => (
                  <li key={`${choice.plan}-${choice.interval}`}>
                    <Button
                      variant="outline"
                      disabled={busy}
                      onClick={() =>
                        void control(
                          { action: "switch_plan", plan: choice.plan, interval: choice.interval },
                          `Now on ${PLANS[choice.plan].name}`,
                        )
                      }
                    >
                      {PLANS[choice.plan].name},{" "}
                      {formatPounds(planPricePence(choice.plan, choice.interval === "year"))}{" "}
                      {choice.interval === "year" ? "a year" : "a month"}
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
      <Link to="/account" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to your account
      </Link>
    </AppShell>
  );
}
