import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toaster";
import { ApiError, api } from "~/lib/api-client";
import type { AuditEntry } from "~/lib/contract/admin";
import { METER_LABELS, METERS, PLAN_IDS, PLANS, type PlanId } from "~/lib/plans";
import { planLabel } from "./format";

const SELECT = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3";

function failure(error: unknown, title: string) {
  const detail = error instanceof ApiError ? error.detail : "Could not reach the server. Please try again.";
  toast({ title, description: detail, variant: "destructive" });
}

function ToolCard({
  title,
  children,
  description,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Account email</Label>
      <Input id={id} type="email" required value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function GrantForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [meter, setMeter] = useState<(typeof METERS)[number]>("credits");
  const [amount, setAmount] = useState("5");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api<{ email: string; used: number; limit: number | null }>("/api/admin/grants", {
        method: "POST",
        json: { email: email.trim(), meter, amount: Number(amount) },
      });
      const left = result.limit === null ? "unlimited" : `${result.limit - result.used} left`;
      toast({
        title: "Allowance granted",
        description: `${amount} ${METER_LABELS[meter].toLowerCase()} for ${result.email} (${left}).`,
        variant: "success",
      });
      onDone();
    } catch (error) {
      failure(error, "Grant failed");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="grid gap-3" onSubmit={submit}>
      <EmailField id="grant-email" value={email} onChange={setEmail} />
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="grant-meter">What</Label>
          <select
            id="grant-meter"
            className={SELECT}
            value={meter}
            onChange={(e) => setMeter(e.target.value as typeof meter)}
          >
            {METERS.map((m) => (
              <option key={m} value={m}>
                {METER_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="grant-amount">Amount</Label>
          <Input
            id="grant-amount"
            type="number"
            min={1}
            max={1000000}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
      </div>
      <Button type="submit" disabled={busy || !email.trim() || Number(amount) < 1}>
        {busy ? "Granting..." : "Grant"}
      </Button>
    </form>
  );
}

function PlanForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [plan, setPlan] = useState<PlanId>("starter");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function change() {
    setBusy(true);
    try {
      await api("/api/admin/plan", { method: "POST", json: { email: email.trim(), plan } });
      toast({
        title: "Plan changed",
        description: `${email.trim()} is now on ${PLANS[plan].name}.`,
        variant: "success",
      });
      setConfirming(false);
      onDone();
    } catch (error) {
      failure(error, "Plan change failed");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <EmailField id="plan-email" value={email} onChange={setEmail} />
      <div className="grid gap-1.5">
        <Label htmlFor="plan-choice">New plan</Label>
        <select
          id="plan-choice"
          className={SELECT}
          value={plan}
          onChange={(e) => setPlan(e.target.value as PlanId)}
        >
          {PLAN_IDS.map((id) => (
            <option key={id} value={id}>
              {planLabel(id)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={!email.trim()}>
        Change plan
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Change this account's plan?"
        description={`${email.trim()} moves to ${PLANS[plan].name} with a fresh set of its allowances. A card subscription, if any, is not changed.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={change} disabled={busy}>
            {busy ? "Changing..." : `Move to ${PLANS[plan].name}`}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

function ReminderForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api<{ subject: string }>("/api/admin/reminders", {
        method: "POST",
        json: { email: email.trim() },
      });
      toast({ title: "Reminder sent", description: result.subject, variant: "success" });
      onDone();
    } catch (error) {
      failure(error, "Reminder not sent");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="grid gap-3" onSubmit={submit}>
      <EmailField id="reminder-email" value={email} onChange={setEmail} />
      <Button type="submit" disabled={busy || !email.trim()}>
        {busy ? "Sending..." : "Re-send match reminder"}
      </Button>
    </form>
  );
}

const ACTION_LABELS: Record<AuditEntry["action"], string> = {
  sign_in: "Sign-in",
  grant: "Grant",
  change_plan: "Plan change",
  resend_reminder: "Reminder",
  export_subscribers: "Export",
};

function AuditLog({ entries }: { entries: AuditEntry[] | null }) {
  if (!entries) return <Spinner label="Loading the audit log" />;
  if (entries.length === 0) return <p className="text-sm text-muted">No admin actions yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-stone-200 p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{ACTION_LABELS[entry.action]}</span>
            <time className="text-xs text-muted" dateTime={entry.createdAt}>
              {new Date(entry.createdAt).toLocaleString("en-GB", {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "Europe/London",
              })}
            </time>
          </div>
          <p>
            {entry.summary}
            {entry.targetEmail ? ` · ${entry.targetEmail}` : ""}
          </p>
          <p className="text-xs text-muted">by {entry.actorEmail}</p>
        </li>
      ))}
    </ol>
  );
}

/** Admin Tools: grants, plan changes, reminders, the CSV export, and the audit log of all of them. */
export function AdminToolsTab({ onChanged }: { onChanged: () => void }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const refresh = useCallback(async () => {
    try {
      setEntries((await api<{ entries: AuditEntry[] }>("/api/admin/audit-log")).entries);
    } catch (error) {
      failure(error, "Audit log unavailable");
      setEntries([]);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const done = () => {
    void refresh();
    onChanged();
  };
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <ToolCard
        title="Grant credits or allowance"
        description="Adds to what the account may use this period."
      >
        <GrantForm onDone={done} />
      </ToolCard>
      <ToolCard title="Change a plan" description="Moves an account to another plan inside Full House.">
        <PlanForm onDone={done} />
      </ToolCard>
      <ToolCard
        title="Re-send a match reminder"
        description="E-mails the account's latest match reminder again."
      >
        <ReminderForm onDone={done} />
      </ToolCard>
      <ToolCard
        title="Export subscribers"
        description="Every customer account as a CSV file for a spreadsheet."
      >
        {/* A plain download link: the browser saves the file and the server logs the export. */}
        <a
          href="/api/admin/subscribers.csv"
          download
          className={buttonClasses({ variant: "outline" })}
          onClick={() => setTimeout(() => void refresh(), 1500)}
        >
          Download CSV
        </a>
      </ToolCard>
      <Card className="lg:col-span-2">
        <h2 className="text-lg font-bold">Audit log</h2>
        <p className="mt-1 text-sm text-muted">Every admin action, newest first.</p>
        <div className="mt-4">
          <AuditLog entries={entries} />
        </div>
      </Card>
    </div>
  );
}
