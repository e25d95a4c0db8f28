import { data } from "react-router";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { AdminLoginForm } from "~/components/admin/admin-login-form";
import { Logo } from "~/components/layout/logo";
import { adminPageState } from "~/server/admin/access.server";
import { getApp } from "~/server/auth/request-user.server";
import type { Route } from "./+types/admin-page";

export const meta: Route.MetaFunction = () => [
  { title: "Admin — Full House" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /admin-{ADMIN_PATH_KEY}. Any other single-segment path reaches this route too (a route cannot match
 * part of a segment) and gets exactly the 404 the catch-all gives. Behind Cloudflare Access a visitor
 * without a valid admin token is refused here as well as on every /api/admin call.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args);
  const key = app.config.admin.pathKey;
  if (!key || args.params.adminPath !== `admin-${key}`) throw data("Not Found", { status: 404 });
  const state = await adminPageState(args);
  if (state.access === "cloudflare-access" && !state.admin) {
    throw data("Admin access required", { status: 403, statusText: "Admin access required" });
  }
  return data(state, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { access, admin } = loaderData;
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
        {admin ? <AdminDashboard adminEmail={admin.email} access={access} /> : <AdminLoginForm />}
      </main>
    </div>
  );
}
