import { BookOpenCheck, ShieldCheck, ShieldOff } from "lucide-react";
import type { QuestionSource } from "../page-data";

/** What is true of the questions in this install and on this plan, in the landlord's words. */
export function questionSourceClaim(source: QuestionSource): { title: string; text: string; used: boolean } {
  if (source.kind === "builtin") {
    return {
      title: "Curated question bank",
      text: "Every question comes from Full House's curated bank and shows its sources, so you can open them and check. Live fact checks run only when the AI question writer is connected.",
      used: false,
    };
  }
  const checks = source.factChecks;
  const left = checks?.limit == null ? null : Math.max(0, checks.limit - checks.used);
  if (left === 0) {
    return {
      title: "Fact checks used up",
      text: `You've used all ${checks?.limit} fact checks on your plan for now, so new questions come from our curated bank, with their sources, and say so. Nothing unchecked is called verified.`,
      used: true,
    };
  }
  return {
    title: "Fact-checked answers",
    text: `Each question written for your quiz is fact-checked before you see it${
      left === null ? "" : ` (${left} fact check${left === 1 ? "" : "s"} left on your plan)`
    }. Any that can't be checked come from our curated bank instead, and say so.`,
    used: false,
  };
}

/** The third dashboard card: where questions come from, never more than is true. */
export function QuestionSourceCard({ source }: { source: QuestionSource }) {
  const claim = questionSourceClaim(source);
  const Icon = source.kind === "builtin" ? BookOpenCheck : claim.used ? ShieldOff : ShieldCheck;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-brass-100 p-5 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-current/20">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-xl font-bold">{claim.title}</h2>
      <p className="flex-1 text-sm opacity-90">{claim.text}</p>
    </li>
  );
}
