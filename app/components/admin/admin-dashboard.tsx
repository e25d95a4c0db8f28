import { Tabs } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toaster";
import { ApiError, api } from "~/lib/api-client";
import type {
  AdminAnalytics,
  AdminPageState,
  PaymentSchedule,
  UsersUsageResponse,
} from "~/lib/contract/admin";
import { AdminToolsTab } from "./admin-tools-tab";
import { BusinessOverview } from "./business-overview";
import { ModelLifecyclePanel } from "./model-lifecycle";
import { PaymentScheduleTab } from "./payment-schedule-tab";
import { SubscribersTab } from "./subscribers-tab";

interface AdminData {
  users: UsersUsageResponse;
  analytics: AdminAnalytics;
  schedule: PaymentSchedule;
}

type LoadState = { status: "loading" } | { status: "failed" } | { status: "ready"; data: AdminData };

const TABS = [
  { value: "overview", label: "Business Overview" },
  { value: "subscribers", label: "Subscribers" },
  { value: "schedule", label: "Payment Schedule" },
  { value: "tools", label: "Admin Tools" },
] as const;

/** The three data calls must all succeed (spec §7); anything else is 'Failed to load admin data'. */
async function loadAdminData(): Promise<AdminData> {
  const [users, analytics, schedule] = await Promise.all([
    api<UsersUsageResponse>("/api/admin/users-usage"),
    api<AdminAnalytics>("/api/admin/analytics"),
    api<PaymentSchedule>("/api/admin/payment-schedule"),
  ]);
  return { users, analytics, schedule };
}

export function AdminDashboard({
  adminEmail,
  access,
}: {
  adminEmail: string;
  access: AdminPageState["access"];
}) {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [loggingOut, setLoggingOut] = useState(false);

  const reload = useCallback(async () => {
    try {
      setState({ status: "ready", data: await loadAdminData() });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        toast({ title: "Access Denied", description: "Admin access required", variant: "destructive" });
      }
      setState({ status: "failed" });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function logout() {
    setLoggingOut(true);
    try {
      const answer = await api<{ redirectTo: string | null }>("/api/admin/logout", { method: "POST" });
      window.location.assign(answer.redirectTo ?? window.location.pathname);
    } catch {
      setLoggingOut(false);
      toast({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
    }
  }

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
        <Button variant="outline" size="sm" onClick={logout} disabled={loggingOut}>
          {loggingOut ? "Logging out..." : "Logout"}
        </Button>
      </div>

      {state.status === "loading" ? (
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading admin data" />
        </div>
      ) : state.status === "failed" ? (
        <Card className="mt-6 text-center">
          <p role="alert" className="font-semibold text-red-800">
            Failed to load admin data
          </p>
          <Button className="mt-4" variant="outline" size="sm" onClick={() => void reload()}>
            Try again
          </Button>
        </Card>
      ) : (
        <Tabs.Root defaultValue="overview" className="mt-6">
          <Tabs.List
            aria-label="Admin sections"
            className="grid grid-cols-2 gap-1 border-b border-stone-200 sm:flex"
          >
            {TABS.map((tab) => (
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
            <BusinessOverview analytics={state.data.analytics} />
            <ModelLifecyclePanel />
          </Tabs.Content>
          <Tabs.Content value="subscribers" className="mt-5">
            <SubscribersTab initial={state.data.users} />
          </Tabs.Content>
          <Tabs.Content value="schedule" className="mt-5">
            <PaymentScheduleTab schedule={state.data.schedule} />
          </Tabs.Content>
          <Tabs.Content value="tools" className="mt-5">
            <AdminToolsTab onChanged={() => void reload()} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
