import type { CurrentUser } from "~/lib/contract/auth";
import type { PaymentSummary, SubscriptionSummary } from "~/lib/contract/billing";
import type { ConnectionsAnswer } from "~/lib/contract/publishing";
import type { UsageResponse } from "~/lib/contract/usage";
import { PLANS, planStanding } from "~/lib/plans";
import { PaymentsCard, SubscriptionCard } from "../billing/subscription-card";
import { Card } from "../ui/card";
import { ConnectionsCard } from "./connections-card";
import { DataExportCard } from "./data-export-card";
import { DeleteAccountCard } from "./delete-account-card";
import { longDate, useAccountPage } from "./use-account-page";

interface AccountPageProps {
  user: CurrentUser;
  memberSince: string;
  billing: { subscription: SubscriptionSummary | null; payments: PaymentSummary[] };
  usage: UsageResponse;
  connections: ConnectionsAnswer;
}

/** /account: details, plan and usage, payments, a copy of my data, and deleting the account. */
export function AccountPage({ user, memberSince, billing, usage, connections }: AccountPageProps) {
  const { subscription, payments } = billing;
  const actions = useAccountPage(
    subscription ? PLANS[subscription.plan].name : PLANS[usage.currentPlan].name,
    subscription?.currentPeriodEnd ?? null,
  );
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Your account</h1>
      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-bold">Details</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">Email</dt>
            <dd className="min-w-0 truncate font-semibold">{user.email}</dd>
            <dt className="text-muted">Plan</dt>
            <dd className="font-semibold">{planStanding(usage).label}</dd>
            <dt className="text-muted">Member since</dt>
            <dd className="font-semibold">{longDate(memberSince)}</dd>
          </dl>
        </Card>
        <SubscriptionCard
          subscription={subscription}
          usage={usage}
          lastPaymentFailed={payments[0]?.status === "failed"}
          actions={actions}
        />
        <PaymentsCard payments={payments} />
        <ConnectionsCard connections={connections} />
        <DataExportCard
          jobId={actions.exportJobId}
          starting={actions.exportStarting}
          onStart={actions.startExport}
        />
        <DeleteAccountCard email={user.email} deleting={actions.deleting} onDelete={actions.deleteAccount} />
      </div>
    </>
  );
}
