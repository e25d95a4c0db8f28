import { X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { UsageResponse } from "~/lib/contract/usage";
import { buttonClasses } from "../ui/button";
import type { WritingAllowance } from "./writing-allowance";

interface AllowanceBannerProps {
  usage: UsageResponse | null;
  allowance: WritingAllowance;
  /** The server's words when a write was refused for want of credits or allowance (402). */
  refused: string | null;
}

/**
 * The one banner about what is left (spec §4 trial banner): green while trial credits remain;
 * amber with the one way on once writing is no longer possible. Never two banners at once.
 */
export function AllowanceBanner({ usage, allowance, refused }: AllowanceBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const trial = usage?.subscriptionStatus === "trial";

  if (allowance.trialUsedUp) {
    return (
      <Notice title="Trial completed" link={{ to: "/pricing", label: "View Plans" }}>
        You've used your free credits, so Generate is switched off. Choose a plan to keep your pub's socials
        busy — your drafts stay here.
      </Notice>
    );
  }
  if (!allowance.canWrite) {
    return (
      <Notice
        title="This month's writing is used up"
        link={{ to: "/account", label: "Top up or change plan" }}
      >
        Generate and Refine are switched off until your allowance renews. Your drafts stay here.
      </Notice>
    );
  }
  if (refused) {
    return (
      <Notice title="That needs a plan" link={{ to: "/pricing", label: "View Plans" }}>
        {refused}
      </Notice>
    );
  }
  if (!trial || dismissed || !usage) return null;

  const credits = usage.trialCreditsRemaining;
  return (
    <section
      aria-label="Free trial"
      className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        🎉
      </span>
      <div className="flex-1">
        <p className="font-semibold">Welcome to your free trial!</p>
        <p className="text-sm">
          You have{" "}
          <strong>
            {credits} free {credits === 1 ? "credit" : "credits"}
          </strong>{" "}
          left. Each Generate or Refine uses one and writes posts for Facebook, Instagram and TikTok.
        </p>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setDismissed(true)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}

function Notice({
  title,
  link,
  children,
}: {
  title: string;
  link: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <span aria-hidden="true" className="hidden text-2xl leading-none sm:block">
        ⏳
      </span>
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
      <Link to={link.to} className={buttonClasses({ variant: "brass", size: "sm" })}>
        {link.label}
      </Link>
    </section>
  );
}
