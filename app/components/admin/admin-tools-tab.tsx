import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { AuditEntry } from "~/lib/contract/admin";
import { GrantForm, PlanForm, ReminderForm } from "./admin-tool-forms";

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

const ACTION_LABELS: Record<AuditEntry["action"], string> = {
  sign_in: "Sign-in",
  grant: "Grant",
  change_plan: "Plan change",
  resend_reminder: "Reminder",
  export_subscribers: "Export",
};

function AuditLog({ entries }: { entries: AuditEntry[] }) {
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

/**
 * Admin Tools: grants, plan changes, reminders, the CSV export, and the audit log of all of them (from
 * the route's loader, read again after every write).
 */
export function AdminToolsTab({ entries, onExported }: { entries: AuditEntry[]; onExported: () => void }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <ToolCard
        title="Grant credits or allowance"
        description="Adds to what the account may use this period."
      >
        <GrantForm />
      </ToolCard>
      <ToolCard title="Change a plan" description="Moves an account to another plan inside Full House.">
        <PlanForm />
      </ToolCard>
      <ToolCard
        title="Re-send a match reminder"
        description="E-mails the account's latest match reminder again."
      >
        <ReminderForm />
      </ToolCard>
      <ToolCard
        title="Export subscribers"
        description="Every customer account as a CSV file for a spreadsheet."
      >
        {/* A plain download link: the browser saves the file and the server logs the export, which the
            audit log shows once the page reads it again. */}
        <a
          href="/api/admin/subscribers.csv"
          download
          className={buttonClasses({ variant: "outline" })}
          onClick={() => setTimeout(onExported, 1500)}
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
