import { apiAnswer } from "~/lib/api-client";
import type { AdminLogin, ChangePlanInput, GrantInput } from "~/lib/contract/admin";

/**
 * The admin page's writes (decision 011): each one call to the /api/admin contract, which checks who
 * is asking (decision 006), run by the admin route's clientAction. React Router then reads the page's
 * loader again, so the figures, the subscriber table and the audit log follow every write.
 */
export const ADMIN_INTENTS = {
  // The answer's Set-Cookie opens (or ends) the admin's session; the revalidated loader then shows
  // the dashboard (or the login form).
  login: (input: AdminLogin) => apiAnswer<{ ok: true }>("/api/admin/login", { method: "POST", json: input }),
  logout: () => apiAnswer<{ redirectTo: string | null }>("/api/admin/logout", { method: "POST" }),
  grant: (input: GrantInput) =>
    apiAnswer<{ email: string; used: number; limit: number | null }>("/api/admin/grants", {
      method: "POST",
      json: input,
    }),
  changePlan: (input: ChangePlanInput) =>
    apiAnswer<unknown>("/api/admin/plan", { method: "POST", json: input }),
  resendReminder: (input: { email: string }) =>
    apiAnswer<{ subject: string }>("/api/admin/reminders", { method: "POST", json: input }),
};
