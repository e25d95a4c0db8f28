import { Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { TestCardForm } from "~/components/billing/test-card-form";
import { Logo } from "~/components/layout/logo";
import { Card } from "~/components/ui/card";
import { formatPounds, PLANS } from "~/lib/plans";
import { revalidatesAfter } from "~/lib/use-intent";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { testCheckoutSession } from "~/server/billing/test-payments.server";
import type { Route } from "./+types/test-payments-checkout";

export const meta: Route.MetaFunction = () => [{ title: "Test payments — checkout" }];

/** The simulator's hosted checkout page (local mode): what Stripe Checkout is in live mode. */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect(`/api/login?redirectTo=${new URL(args.request.url).pathname}`);
  const session = await testCheckoutSession(getApp(args), account, args.params.sessionId).catch(() => {
    throw new Response("Not found", { status: 404 });
  });
  return {
    email: account.email,
    session: {
      id: session.id,
      status: session.status,
      mode: session.mode,
      plan: session.plan,
      interval: session.interval,
      amountPence: session.amountPence,
      lines: session.lines,
      cancelUrl: session.cancelUrl,
    },
  };
}

/** The card form's payment is sent with `revalidate: false`: the page moves on once it is paid. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return revalidatesAfter(json) && defaultShouldRevalidate;
}

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const { session, email } = loaderData;
  const title = session.plan
    ? `${PLANS[session.plan].name} plan, billed ${session.interval === "year" ? "yearly" : "monthly"}`
    : "Top-up";
  return (
    <div className="min-h-dvh bg-stone-100 px-4 py-8">
      <div className="mx-auto max-w-4xl">
        <div className="flex items-center justify-between">
          <Logo />
          <span className="rounded bg-amber-400 px-2 py-1 text-xs font-bold uppercase">Test payments</span>
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="summary-heading">
            <Link to={session.cancelUrl} className="text-sm font-semibold text-brand-700 underline">
              ← Back
            </Link>
            <h1 id="summary-heading" className="mt-3 text-lg text-muted">
              {title}
            </h1>
            <p className="font-display text-4xl font-bold">
              {formatPounds(session.amountPence, { alwaysPence: !session.plan })}
              {session.plan && (
                <span className="text-base font-normal text-muted">
                  {" "}
                  per {session.interval === "year" ? "year" : "month"}
                </span>
              )}
            </p>
            {session.lines.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm">
                {session.lines.map((line) => (
                  <li key={line.meter} className="flex justify-between gap-4">
                    <span>
                      {line.quantity} × {line.label}
                    </span>
                    <span>{formatPounds(line.quantity * line.unitPence, { alwaysPence: true })}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-4 text-sm text-muted">Prices exclude VAT. Paying as {email}.</p>
          </section>
          <Card>
            {session.status === "complete" ? (
              <p className="font-semibold">This payment has already been made.</p>
            ) : (
              <TestCardForm
                sessionId={session.id}
                submitLabel={session.plan ? "Subscribe" : "Pay"}
                onSucceeded={(to) => window.location.assign(to)}
              />
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
