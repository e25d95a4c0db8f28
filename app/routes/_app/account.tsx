import { data, redirect, redirectDocument } from "react-router";
import { AccountPage } from "~/components/account/account-page";
import { AppShell } from "~/components/layout/app-shell";
import { accountPageActionSchema } from "~/lib/contract/billing";
import { UNREACHABLE } from "~/lib/page-data";
import { DATA_EXPORT_JOB } from "~/server/account/data-export.server";
import { deleteAccount } from "~/server/account/delete-account.server";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp, requireAccount } from "~/server/auth/request-user.server";
import { destroySession } from "~/server/auth/session.server";
import { changeCancellation } from "~/server/billing/checkout.server";
import { requestUsage } from "~/server/billing/metering.server";
import { getBillingSummary } from "~/server/billing/subscriptions.server";
import { readJson } from "~/server/http/body.server";
import { errors } from "~/server/http/errors.server";
import { pageAction } from "~/server/http/page-action.server";
import { startJob } from "~/server/jobs/jobs.server";
import { listConnections } from "~/server/publishing/connections.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Your account — Full House" }];

export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect("/api/login?redirectTo=/account");
  const app = getApp(args);
  const [billing, usage, connections] = await Promise.all([
    getBillingSummary(app, account.id),
    requestUsage(args, account),
    listConnections(app, account.id),
  ]);
  return {
    user: toCurrentUser(account),
    memberSince: account.createdAt.toISOString(),
    billing,
    usage,
    connections,
  };
}

/**
 * The account page's changes, by intent: cancel at the period's end or keep the plan, start a copy
 * of my data (a job the page follows), or delete the account (after typing its e-mail address).
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(async () => {
    const account = await requireAccount(args);
    const app = getApp(args);
    const input = await readJson(args.request, accountPageActionSchema);
    switch (input.intent) {
      case "cancel-at-period-end":
      case "keep-subscription":
        return {
          subscription: await changeCancellation(app, account, input.intent === "cancel-at-period-end"),
        };
      case "export-data":
        return {
          exportJobId: await startJob(app, { accountId: account.id, kind: DATA_EXPORT_JOB, input: {} }),
        };
      case "delete-account": {
        if (input.confirmEmail !== account.email) {
          throw errors.invalid("confirmEmail: That is not this account's email address.");
        }
        const cleared = await destroySession(app, args.request);
        await deleteAccount(app, account.id);
        // A whole new document: the signed-out landing page ships without the app.
        return redirectDocument("/", { headers: { "Set-Cookie": cleared } });
      }
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

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, ...page } = loaderData;
  return (
    <AppShell user={user}>
      <AccountPage user={user} {...page} />
    </AppShell>
  );
}
