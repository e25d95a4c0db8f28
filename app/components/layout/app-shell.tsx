import type { ReactNode } from "react";
import { PastDueBanner } from "~/components/billing/past-due-banner";
import type { CurrentUser } from "~/lib/contract/auth";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The signed-in page frame: shared header, content, footer. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <PastDueBanner user={user} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">{children}</main>
      <SiteFooter />
    </div>
  );
}
