import { Tabs } from "radix-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import type { AdminDashboardData, AdminPageState } from "~/lib/contract/admin";
import type { ModelLifecycle } from "~/lib/contract/model-lifecycle";
import { AdminToolsTab } from "./admin-tools-tab";
import { BusinessOverview } from "./business-overview";
import { ModelLifecyclePanel } from "./model-lifecycle";
import { PaymentScheduleTab } from "./payment-schedule-tab";
import { SubscribersTab } from "./subscribers-tab";
import { ADMIN_TABS, useAdminPage } from "./use-admin-page";

interface AdminDashboardProps {
  adminEmail: string;
  access: AdminPageState["access"];
  /** Null when one of the figures could not be read: then none is shown (spec §7). */
  dashboard: AdminDashboardData | null;
  models: Promise<ModelLifecycle>;
}

/** The dashboard: every figure from the route's loader, the open tab and the table's query in the address. */
export function AdminDashboard({ adminEmail, access, dashboard, models }: AdminDashboardProps) {
  const page = useAdminPage(dashboard?.query ?? null);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold">Admin Dashboard</h1>
          <p className="truncate text-sm text-muted">
            Signed in as {adminEmail}
            {access === "cloudflare-access" ? " through Cloudflare Access" : ""}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={page.logout.submit} disabled={page.logout.pending}>
          {page.logout.pending ? "Logging out..." : "Logout"}
        </Button>
      </div>

      {!dashboard ? (
        <Card className="mt-6 text-center">
          <p role="alert" className="font-semibold text-red-800">
            Failed to load admin data
          </p>
          <Button className="mt-4" variant="outline" size="sm" onClick={page.retry} disabled={page.retrying}>
            {page.retrying ? "Trying again..." : "Try again"}
          </Button>
        </Card>
      ) : (
        <Tabs.Root value={page.tab} onValueChange={page.setTab} className="mt-6">
          <Tabs.List
            aria-label="Admin sections"
            className="grid grid-cols-2 gap-1 border-b border-stone-200 sm:flex"
          >
            {ADMIN_TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className={cn(
                  "shrink-0 rounded-t-lg border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted",
                  "data-[state=active]:bg-white sm:data-[state=active]:bg-transparent",
                  "hover:text-ink data-[state=active]:border-brand-600 data-[state=active]:text-brand-800",
                  "focus-visible:outline-2 focus-visible:outline-brand-600",
                )}
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" className="mt-5">
            <BusinessOverview analytics={dashboard.analytics} />
            <ModelLifecyclePanel models={models} />
          </Tabs.Content>
          <Tabs.Content value="subscribers" className="mt-5">
            <SubscribersTab
              result={dashboard.users}
              query={page.query ?? dashboard.query}
              onFilter={page.filter}
              updating={page.updating}
            />
          </Tabs.Content>
          <Tabs.Content value="schedule" className="mt-5">
            <PaymentScheduleTab schedule={dashboard.schedule} />
          </Tabs.Content>
          <Tabs.Content value="tools" className="mt-5">
            <AdminToolsTab entries={dashboard.auditLog} onExported={page.refresh} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
