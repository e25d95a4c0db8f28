import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { ADMIN_INTENTS } from "~/components/admin/admin-intents";
import { AdminLoginForm } from "~/components/admin/admin-login-form";
import { TAB_PARAM } from "~/components/admin/use-admin-page";
import { Logo } from "~/components/layout/logo";
import { revalidatesAfter, runIntent } from "~/lib/use-intent";
import { adminPageState } from "~/server/admin/access.server";
import { modelLifecycleLater, readAdminDashboard } from "~/server/admin/dashboard.server";
import { getApp } from "~/server/auth/request-user.server";
import type { Route } from "./+types/admin-page";

export const meta: Route.MetaFunction = () => [
  { title: "Admin — Full House" },
  { name: "robots", content: "noindex, nofollow" },
];

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * /admin-{ADMIN_PATH_KEY}. Any other single-segment path reaches this route too (a route cannot match
 * part of a segment) and gets exactly the 404 the catch-all gives. Behind Cloudflare Access a visitor
 * without a valid admin token is refused here as well as on every /api/admin call. An admin gets every
 * figure of the dashboard for the address (the subscriber table's query is in it); OpenAI's model
 * list follows as a stream, so a slow answer from OpenAI never holds up the figures.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args);
  const key = app.config.admin.pathKey;
  if (!key || args.params.adminPath !== `admin-${key}`) throw data("Not Found", { status: 404 });
  const state = await adminPageState(args);
  if (state.access === "cloudflare-access" && !state.admin) {
    throw data("Admin access required", { status: 403, statusText: "Admin access required" });
  }
  if (!state.admin) return data({ ...state, dashboard: null, models: null }, { headers: PRIVATE });
  const dashboard = await readAdminDashboard(app, new URL(args.request.url));
  return data({ ...state, dashboard, models: modelLifecycleLater(app) }, { headers: PRIVATE });
}

/** The page's writes (login, logout, grants, plan changes, reminders), each one /api/admin call. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runIntent(request, ADMIN_INTENTS);
}

/** The address without the open tab: moving between tabs shows figures already read. */
function withoutTab(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete(TAB_PARAM);
  params.sort();
  return `${url.pathname}?${params}`;
}

/**
 * After every write the figures are read again, and on 'Try again'; switching tabs alone reads
 * nothing (a revalidation keeps the address, a tab switch changes only its `tab`).
 */
export function shouldRevalidate({
  formMethod,
  json,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return revalidatesAfter(json) && defaultShouldRevalidate;
  if (currentUrl.href !== nextUrl.href && withoutTab(currentUrl) === withoutTab(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { access, admin, dashboard, models } = loaderData;
  return (
    <div className="min-h-dvh bg-cream">
      <header className="border-b border-stone-200 bg-cream/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Logo />
          <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Admin
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        {admin && models ? (
          <AdminDashboard adminEmail={admin.email} access={access} dashboard={dashboard} models={models} />
        ) : (
          <AdminLoginForm />
        )}
      </main>
    </div>
  );
}
