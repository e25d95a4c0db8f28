import { useState } from "react";
import { redirect } from "react-router";
import { PaymentsCard, SubscriptionCard } from "~/components/billing/subscription-card";
import { AppShell } from "~/components/layout/app-shell";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { ProgressBar } from "~/components/ui/progress-bar";
import { toast } from "~/components/ui/toaster";
import { api } from "~/lib/api-client";
import { PLANS } from "~/lib/plans";
import { useJob } from "~/lib/use-job";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { requestUsage } from "~/server/billing/metering.server";
import { getBillingSummary } from "~/server/billing/subscriptions.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Your account — Full House" }];

export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect("/api/login?redirectTo=/account");
  const app = getApp(args);
  const [billing, usage] = await Promise.all([
    getBillingSummary(app, account.id),
    requestUsage(args, account),
  ]);
  return { user: toCurrentUser(account), memberSince: account.createdAt.toISOString(), billing, usage };
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { user, memberSince, billing, usage } = loaderData;
  return (
    <AppShell user={user}>
      <h1 className="font-display text-3xl font-bold">Your account</h1>
      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-bold">Details</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">Email</dt>
            <dd className="min-w-0 truncate font-semibold">{user.email}</dd>
            <dt className="text-muted">Plan</dt>
            <dd className="font-semibold">{PLANS[user.currentPlan].name}</dd>
            <dt className="text-muted">Member since</dt>
            <dd className="font-semibold">
              {new Date(memberSince).toLocaleDateString("en-GB", {
                dateStyle: "long",
                timeZone: "Europe/London",
              })}
            </dd>
          </dl>
        </Card>
        <SubscriptionCard subscription={billing.subscription} usage={usage} />
        <PaymentsCard payments={billing.payments} />
        <DataExportCard />
        <DeleteAccountCard email={user.email} />
      </div>
    </AppShell>
  );
}

/** "Download my data": a queued export with a real progress bar, then a download link. */
function DataExportCard() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { job, error } = useJob<{ downloadUrl: string }>(jobId);

  async function start() {
    setStarting(true);
    try {
      const { jobId: started } = await api<{ jobId: string }>("/api/account/exports", { method: "POST" });
      setJobId(started);
    } catch (cause) {
      toast({
        title: "Export failed",
        description: String((cause as Error).message),
        variant: "destructive",
      });
    } finally {
      setStarting(false);
    }
  }

  const running = job?.status === "queued" || job?.status === "running";
  return (
    <Card>
      <h2 className="text-lg font-bold">Download my data</h2>
      <p className="mt-1 text-muted">A copy of everything Full House holds about you, as one file.</p>
      <div className="mt-4 space-y-3" aria-live="polite">
        {job && job.status !== "succeeded" && job.status !== "failed" && (
          <ProgressBar value={job.progress} label="Preparing your data" />
        )}
        {job?.status === "succeeded" && job.result && (
          <a href={job.result.downloadUrl} className={buttonClasses({ variant: "primary" })} download>
            Download your data
          </a>
        )}
        {(job?.status === "failed" || error) && (
          <p className="font-semibold text-red-700">{job?.error ?? error}</p>
        )}
        {!running && job?.status !== "succeeded" && (
          <Button variant="outline" onClick={start} disabled={starting}>
            {starting ? "Starting..." : "Prepare my data"}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Deleting is final, so it asks for the email address in a dialog first. */
function DeleteAccountCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await api("/api/account", { method: "DELETE", json: { confirmEmail: typed } });
      window.location.assign("/");
    } catch (cause) {
      toast({
        title: "Delete Failed",
        description: String((cause as Error).message),
        variant: "destructive",
      });
      setDeleting(false);
    }
  }

  return (
    <Card className="border-red-200">
      <h2 className="text-lg font-bold">Delete account</h2>
      <p className="mt-1 text-muted">
        Erases your account, drafts, quizzes, images and usage history. This cannot be undone.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !deleting && setOpen(next)}
        title="Delete your account?"
        description="Everything goes, straight away. Type your email address to confirm."
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="confirm-email">Your email address</Label>
            <Input
              id="confirm-email"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={email}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={deleting}>
              Keep my account
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={deleting || typed.trim().toLowerCase() !== email.toLowerCase()}
            >
              {deleting ? "Deleting..." : "Delete for good"}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
