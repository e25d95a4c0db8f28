import { type AdminDashboardData, type UsersUsageQuery, usersUsageQuerySchema } from "~/lib/contract/admin";
import type { ModelLifecycle } from "~/lib/contract/model-lifecycle";
import type { AppContext } from "~/server/context.server";
import { getAnalytics } from "./analytics.server";
import { listAuditLog } from "./audit.server";
import { readModelLifecycle } from "./model-lifecycle.server";
import { getPaymentSchedule } from "./payment-schedule.server";
import { listUsersUsage } from "./users-usage.server";

/**
 * The subscriber table's search, filters, sort and page from the page's address. An address that does
 * not parse (hand-edited, an old bookmark) shows the first page of everyone rather than an error.
 */
export function subscriberQueryOf(url: URL): UsersUsageQuery {
  const parsed = usersUsageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : usersUsageQuerySchema.parse({});
}

/**
 * The dashboard's figures: all of them or none (spec §7: a dashboard with one part missing would
 * mislead), in which case the page says 'Failed to load admin data' and offers to try again.
 */
export async function readAdminDashboard(app: AppContext, url: URL): Promise<AdminDashboardData | null> {
  const query = subscriberQueryOf(url);
  try {
    const [analytics, users, schedule, auditLog] = await Promise.all([
      getAnalytics(app),
      listUsersUsage(app, query),
      getPaymentSchedule(app),
      listAuditLog(app),
    ]);
    return { analytics, users, query, schedule, auditLog };
  } catch (error) {
    console.error("Admin dashboard could not be read", error);
    return null;
  }
}

/**
 * OpenAI's word on the models in use. It is a call to another company, so the page streams it in
 * after the figures instead of waiting for it; it never fails, it says why it could not ask.
 */
export function modelLifecycleLater(app: AppContext): Promise<ModelLifecycle> {
  return readModelLifecycle(app.config, app.now()).catch((error: unknown) => {
    console.error("Model lifecycle could not be read", error);
    return { status: "unavailable", message: "OpenAI could not be reached for its model list." };
  });
}
